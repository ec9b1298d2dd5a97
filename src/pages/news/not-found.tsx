import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';

/** A news item the reader may not read (another market, outside its window, deleted) looks like one that never was. */
export function NotFoundNews() {
  const { t } = useTranslation('content');
  const { locale } = useParams();
  return (
    <div data-testid="news-not-found">
      <Result status="404" title={t('news.not_found')} subTitle={t('news.not_found_hint')}
        extra={<Link to={`/${locale}/news`}><Button type="primary">{t('news.back')}</Button></Link>} />
    </div>
  );
}
