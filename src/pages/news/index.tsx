import { CalendarOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Pagination, Row, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { VariablesOf } from '../../graphql/tada.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { field, useListState } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { NotFoundNews } from './not-found.tsx';
import { excerptOf, NEWS_LIMIT, NEWS_LIST } from '../../graphql/news.ts';
import { SearchBox } from '../../shell/search-box.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** Which parts a card shows (its layout), as a short name tests and styles can read. */
const layoutName = (l: { placeholderOnCard: boolean; titleOnCard: boolean; subtitleOnCard: boolean; releasedonOnCard: boolean } | null) =>
  l
    ? (['placeholderOnCard', 'titleOnCard', 'subtitleOnCard', 'releasedonOnCard'] as const)
        .filter((k) => l[k])
        .map((k) => k.replace('OnCard', ''))
        .join(' ')
    : undefined;

/** The search and page live in the address. */
const NEWS_LIST_STATE = { search: field.text('search'), page: field.page() };

/**
 * News for readers (/news, page.news, behind the host's NEWS flag; spec 3 §2 'Reader routes'): the current items of
 * the reader's news markets as cards, newest first, searched and paged on the server, 15 per page. Each card shows
 * what the item's layout says: its picture, title, first lines and date.
 */
export default function NewsListPage() {
  const { t } = useTranslation('content');
  const { locale } = useParams();
  const config = useHostConfig();
  const phone = !useScreens().md;
  const {
    state: { page, search },
    update: set,
  } = useListState(NEWS_LIST_STATE);
  const variables = useMemo(
    (): VariablesOf<typeof NEWS_LIST> => ({ page, limit: NEWS_LIMIT, search: search.trim() || null }),
    [page, search],
  );
  const query = usePortalQuery(['news', variables], NEWS_LIST, variables);
  if (!config.features.NEWS) return <NotFoundNews />;
  const list = query.data?.newsList;

  return (
    <Flex vertical gap={16} data-testid="news-list">
      <Flex justify="space-between" align="center" wrap gap={12}>
        {!phone && (
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('news.title')}
          </Typography.Title>
        )}
        <SearchBox
          allowClear
          defaultValue={search}
          placeholder={t('news.search')}
          aria-label={t('news.search')}
          onSearch={(v) => set({ search: v })}
          style={{ width: phone ? '100%' : 320 }}
          data-testid="news-search"
        />
      </Flex>
      {query.isError && !list ? (
        <LoadError error={query.error} titleKey="content:news.load_failed" onRetry={() => void query.refetch()} />
      ) : !list ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !list.news.length ? (
        <Empty description={<span data-testid="news-empty">{t(search ? 'news.empty_search' : 'news.empty')}</span>}>
          {search && <Button onClick={() => set({ search: '' })}>{t('news.clear')}</Button>}
        </Empty>
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {list.news.map((n) => (
              <Col key={n.id} xs={24} md={12} xl={8}>
                <Link to={`/${locale}/news/${n.id}`} data-testid="news-card" style={{ display: 'block', height: '100%' }}>
                  <Card
                    hoverable
                    style={{ height: '100%' }}
                    styles={{ body: { padding: 20 } }}
                    data-layout={layoutName(n.layout)}
                    cover={
                      n.layout?.placeholderOnCard && n.file ? (
                        <img
                          src={n.file.medFileUrl ?? n.file.thumbnailUrl ?? undefined}
                          alt=""
                          style={{ height: 180, objectFit: 'cover' }}
                          data-testid="news-card-picture"
                        />
                      ) : undefined
                    }
                  >
                    {(n.layout?.releasedonOnCard ?? true) && (
                      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                        <CalendarOutlined /> {dayjs(n.validFrom).format(config.dateFormat)}
                      </Typography.Text>
                    )}
                    {(n.layout?.titleOnCard ?? true) && (
                      <Typography.Title level={5} style={{ margin: '6px 0 8px' }}>
                        {n.title}
                      </Typography.Title>
                    )}
                    {(n.layout?.subtitleOnCard ?? true) && (
                      <Typography.Paragraph type="secondary" ellipsis={{ rows: 4 }} style={{ marginBottom: 8 }}>
                        {excerptOf(n.body)}
                      </Typography.Paragraph>
                    )}
                    <Flex justify="space-between" align="center" gap={8}>
                      <Typography.Link>{t('news.read_more')}</Typography.Link>
                      {n.files.length > 0 && (
                        <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="news-card-attachments">
                          <PaperClipOutlined /> {t('news.attachments_count', { count: n.files.length })}
                        </Typography.Text>
                      )}
                    </Flex>
                  </Card>
                </Link>
              </Col>
            ))}
          </Row>
          {list.info.count > NEWS_LIMIT && (
            <Flex justify="center">
              <Pagination
                current={page}
                pageSize={NEWS_LIMIT}
                total={list.info.count}
                showSizeChanger={false}
                simple={phone}
                onChange={(p) => set({ page: p })}
              />
            </Flex>
          )}
        </>
      )}
    </Flex>
  );
}
