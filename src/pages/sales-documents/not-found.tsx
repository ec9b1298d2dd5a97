import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** A document the reader may not read (another market, outside its window, deleted) looks like one that never was. */
export function DocumentNotFound() {
  const { t } = useTranslation('content');
  const { locale } = useParams();
  return (
    <div data-testid="document-not-found">
      <Result status="404" title={t('documents.not_found')} subTitle={t('news.not_found_hint')}
        extra={<Link to={`/${locale}/sales-document/sales`}><Button type="primary">{t('documents.back')}</Button></Link>} />
    </div>
  );
}
