import { ArrowLeftOutlined, CalendarOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { usePortalQuery } from '../../providers/portal-query.ts';
import styles from '../../shell/announcements/announcement-content.module.css';
import { LoadError } from '../../shell/load-error.tsx';
import { NotFoundNews } from './not-found.tsx';
import { NEWS_ITEM } from '../../graphql/news.ts';
import { formatFileSize } from '../../rules/file-size.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** One news item (/news/{id}): its picture, its text as the server sanitised it, and its attachments to download. */
export default function NewsDetailPage() {
  const { t, i18n } = useTranslation('content');
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
      <Card
        styles={{ body: { padding: phone ? 16 : 28 } }}
        cover={
          item.file ? (
            <img
              src={item.file.hiFileUrl ?? item.file.medFileUrl ?? undefined}
              alt=""
              style={{ maxHeight: 420, objectFit: 'cover' }}
              data-testid="news-picture"
            />
          ) : undefined
        }
      >
        <Typography.Text type="secondary">
          <CalendarOutlined /> {dayjs(item.validFrom).format(config.dateFormat)}
        </Typography.Text>
        <Typography.Title level={phone ? 4 : 3} style={{ marginTop: 6 }}>
          {item.title}
        </Typography.Title>
        {/* Sanitised by the server when stored and again when read (api/news/service.ts). */}
        <div className={styles.content} data-testid="news-body" dangerouslySetInnerHTML={{ __html: item.body }} />
      </Card>
      {item.files.length > 0 && (
        <Card title={t('news.attachments')} size="small" data-testid="news-attachments">
          {/* The item's layout setting: attachments per row on a wide screen, one per row on a phone. */}
          <Row gutter={[12, 12]}>
            {item.files.map((f) => (
              <Col key={f.id} xs={24} md={Math.max(4, Math.floor(24 / item.itemPerLine))}>
                <a href={f.oriFileUrl} download={f.fileName} data-testid="news-attachment" style={{ display: 'block' }}>
                  <Card hoverable size="small" styles={{ body: { padding: 12 } }}>
                    <Flex gap={10} align="center">
                      {f.kind === 'image' && f.thumbnailUrl ? (
                        <img src={f.thumbnailUrl} alt="" width={56} height={42} style={{ objectFit: 'cover', borderRadius: 4 }} />
                      ) : (
                        <FilePdfOutlined style={{ fontSize: 28, color: '#c0392b', width: 56 }} />
                      )}
                      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                        <Typography.Text strong ellipsis>
                          {f.fileTitle || f.fileName}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {formatFileSize(f.size, i18n.language)}
                        </Typography.Text>
                      </Flex>
                      <DownloadOutlined aria-label={t('news.download', { name: f.fileName })} />
                    </Flex>
                  </Card>
                </a>
              </Col>
            ))}
          </Row>
        </Card>
      )}
    </Flex>
  );
}
