import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';

/** A document the reader may not read (another market, outside its window, deleted) looks like one that never was. */
export function DocumentNotFound() {
  const { t } = useTranslation('content');
  const { locale } = useParams();
  return (
    <div data-testid="document-not-found">
      <Result
        status="404"
        title={t('documents.not_found')}
        subTitle={t('news.not_found_hint')}
        extra={
          <ButtonLink to={`/${locale}/sales-document/sales`} type="primary">
            {t('documents.back')}
          </ButtonLink>
        }
      />
    </div>
  );
}
