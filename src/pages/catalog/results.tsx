import type { TadaDocumentNode } from 'gql.tada';
import { Button, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_GROUPS, PRODUCTS, resultPageKey, type PageInfo } from '../../graphql/catalog.ts';
import type { ResultOf, VariablesOf } from '../../graphql/tada.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { type CatalogQuery, type CatalogView, viewQuota } from '../../rules/catalog-query.ts';
import { takeHandedOver, useFirstPageShown } from '../../shell/first-page-shown.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { GroupCard, ProductCard } from './product-cards.tsx';

type Answer = Partial<ResultOf<typeof PRODUCT_GROUPS> & ResultOf<typeof PRODUCTS>>;

/** One page of the list (the host's quota of cards for the view); 'load more' adds the next page below, so earlier pages stay put. */
function useResultPage(query: CatalogQuery, view: CatalogView, page: number) {
  const queryKey = resultPageKey(view, query, page, viewQuota(useHostConfig(), view));
  // One of the two answers, by the view asked for; the first page may come from the light first page.
  const [, ...key] = queryKey;
  const document = (view === 'group' ? PRODUCT_GROUPS : PRODUCTS) as TadaDocumentNode<Answer, VariablesOf<typeof PRODUCTS>>;
  const q = usePortalQuery(key, document, queryKey[3], { staleTime: 30_000, initialData: () => takeHandedOver<Answer>(queryKey) });
  const data = view === 'group' ? q.data?.productGroups : q.data?.products;
  return { data, q };
}

const span = { xs: 12, sm: 12, md: 8, xl: 6, xxl: 6 };

function ResultPage({
  query,
  view,
  page,
  canOrder,
  onInfo,
}: {
  query: CatalogQuery;
  view: CatalogView;
  page: number;
  canOrder: boolean;
  onInfo?: (info: PageInfo | null, loading: boolean) => void;
}) {
  const { data, q } = useResultPage(query, view, page);
  useEffect(() => onInfo?.(data?.info ?? null, q.isLoading), [data?.info, q.isLoading, onInfo]);
  useFirstPageShown(!!data || q.isError);
  if (q.isError)
    return (
      <Col span={24}>
        <LoadError error={q.error} onRetry={() => void q.refetch()} />
      </Col>
    );
  if (!data) {
    return Array.from({ length: page === 1 ? 8 : 4 }, (_, i) => (
      <Col key={`s${page}-${i}`} {...span}>
        <Skeleton.Node active style={{ width: '100%', height: 300 }} />
      </Col>
    ));
  }
  return 'productGroups' in data
    ? data.productGroups.map((g) => (
        <Col key={g.id} {...span}>
          <GroupCard group={g} />
        </Col>
      ))
    : data.products.map((p) => (
        <Col key={p.id} {...span}>
          <ProductCard product={p} canOrder={canOrder} />
        </Col>
      ));
}

/** The cards of pages 1..query.page, with the total and 'load more' below. */
export function Results({
  query,
  view,
  info,
  canOrder,
  onInfo,
  onMore,
}: {
  query: CatalogQuery;
  view: CatalogView;
  info: PageInfo | null;
  canOrder: boolean;
  onInfo: (info: PageInfo | null, loading: boolean) => void;
  onMore: () => void;
}) {
  const { t } = useTranslation('catalog');
  const quota = viewQuota(useHostConfig(), view);
  const shown = info ? Math.min(info.count, query.page * quota) : 0;
  return (
    <Flex vertical gap={20}>
      <Row gutter={[16, 16]} data-testid="catalog-results">
        {Array.from({ length: query.page }, (_, i) => (
          <ResultPage key={i + 1} query={query} view={view} page={i + 1} canOrder={canOrder} onInfo={i === 0 ? onInfo : undefined} />
        ))}
      </Row>
      {info && info.count > 0 && (
        <Flex vertical align="center" gap={8}>
          <Typography.Text type="secondary" data-testid="shown-count">
            {t('list.shown', { shown, count: info.count })}
          </Typography.Text>
          {shown < info.count && (
            <Button size="large" onClick={onMore} data-testid="load-more">
              {t('list.load_more')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
}
