import { CalendarOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Col, Empty, Flex, Pagination, Row, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { ResultOf, VariablesOf } from '../../graphql/tada.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { NotFoundNews } from './not-found.tsx';
import { excerptOf, NEWS_LIMIT, NEWS_LIST } from './queries.ts';
import { SearchBox } from '../../shell/search-box.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

/**
 * News for readers (/news, page.news, behind the host's NEWS flag; spec 3 §2 'Reader routes'): the current items of
 * the reader's news markets as cards, newest first, searched and paged on the server, 15 per page.
 */
export default function NewsListPage() {
  const { t } = useTranslation('content');
  const { locale } = useParams();
  const config = useHostConfig();
  const phone = !useScreens().md;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const variables = useMemo(
    (): VariablesOf<typeof NEWS_LIST> => ({ page, limit: NEWS_LIMIT, search: search.trim() || null }),
    [page, search],
  );
  const { result, query } = useCustom<ResultOf<typeof NEWS_LIST>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: NEWS_LIST, gqlVariables: variables },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'news', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  if (!config.features.NEWS) return <NotFoundNews />;
  const list = result.data?.newsList;
  const set = (next: { page?: number; search?: string }) => {
    const entries: [string, string][] = [
      ['search', next.search ?? search],
      ['page', String(next.page ?? 1)],
    ];
    setParams(new URLSearchParams(entries.filter(([k, v]) => v && !(k === 'page' && v === '1'))), { replace: true });
  };

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
                  <Card hoverable style={{ height: '100%' }} styles={{ body: { padding: 20 } }}>
                    <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                      <CalendarOutlined /> {dayjs(n.validFrom).format(config.dateFormat)}
                    </Typography.Text>
                    <Typography.Title level={5} style={{ margin: '6px 0 8px' }}>
                      {n.title}
                    </Typography.Title>
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 4 }} style={{ marginBottom: 8 }}>
                      {excerptOf(n.body)}
                    </Typography.Paragraph>
                    <Typography.Link>{t('news.read_more')}</Typography.Link>
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
