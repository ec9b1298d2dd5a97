import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import { Card, Flex, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import styles from '../../shell/announcements/announcement-content.module.css';
import { LoadError } from '../../shell/load-error.tsx';
import { NotFoundNews } from './not-found.tsx';
import { NEWS_ITEM } from '../../graphql/news.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** One news item (/news/{id}): its text as the server sanitised it. */
export default function NewsDetailPage() {
  const { t } = useTranslation('content');
  const { locale, id } = useParams();
  const config = useHostConfig();
  const phone = !useScreens().md;
  const newsId = Number(id);
  const valid = Number.isInteger(newsId) && newsId > 0;
  const query = usePortalQuery(['news-item', newsId], NEWS_ITEM, { id: newsId }, { enabled: valid && config.features.NEWS });
  if (!valid || !config.features.NEWS) return <NotFoundNews />;
  if (query.isError) return <LoadError error={query.error} titleKey="content:news.load_failed" onRetry={() => void query.refetch()} />;
  if (query.isLoading || !query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const item = query.data.news;
  if (!item) return <NotFoundNews />;
  return (
    <Flex vertical gap={12} style={{ maxWidth: 860 }} data-testid="news-detail">
      {!phone && (
        <Link to={`/${locale}/news`}>
          <ArrowLeftOutlined /> {t('news.back')}
        </Link>
      )}
      <Card styles={{ body: { padding: phone ? 16 : 28 } }}>
        <Typography.Text type="secondary">
          <CalendarOutlined /> {dayjs(item.validFrom).format(config.dateFormat)}
        </Typography.Text>
        <Typography.Title level={phone ? 4 : 3} style={{ marginTop: 6 }}>
          {item.title}
        </Typography.Title>
        {/* Sanitised by the server when stored and again when read (api/news/service.ts). */}
        <div className={styles.content} data-testid="news-body" dangerouslySetInnerHTML={{ __html: item.body }} />
      </Card>
    </Flex>
  );
}
