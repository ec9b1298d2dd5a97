import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../shell/button-link.tsx';

/** A news item the reader may not read (another market, outside its window, deleted) looks like one that never was. */
export function NotFoundNews() {
  const { t } = useTranslation('content');
  const { locale } = useParams();
  return (
    <div data-testid="news-not-found">
      <Result
        status="404"
        title={t('news.not_found')}
        subTitle={t('news.not_found_hint')}
        extra={
          <ButtonLink to={`/${locale}/news`} type="primary">
            {t('news.back')}
          </ButtonLink>
        }
      />
    </div>
  );
}
