import { AppstoreOutlined, BarsOutlined, FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Drawer, Flex, Segmented, Select, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATALOG_FILTERS, filterInput, type CatalogFilters, type FacetKey, type PageInfo } from '../../graphql/catalog.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { CATALOG_SORTS, LIST_KEYS, sortKeyOf, toCatalogFilter, type CatalogQuery } from '../../rules/catalog-query.ts';
import { EmptyState } from '../../shell/feedback/empty-state.tsx';
import { SEARCH_EVENT, type PortalSearchDetail } from '../../shell/layout/mobile-search.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { BestSellers } from './best-sellers.tsx';
import { clearedFilters, FilterPanel } from './filter-panel.tsx';
import { Results } from './results.tsx';
import { useCatalogQuery } from './use-catalog-query.ts';
import { useScreens } from '../../shell/layout/use-screens.ts';

/** The facets of the list: each key counted with the other active filters applied (API side). */
function useFacets(query: CatalogQuery) {
  const filter = filterInput(toCatalogFilter(query));
  const q = usePortalQuery(['catalogFilters', filter], CATALOG_FILTERS, { filter }, { staleTime: 60_000 });
  return { filters: q.data?.catalogFilters, loading: q.isLoading, stale: q.isPlaceholderData };
}

/**
 * The catalogue list (spec 2 §2): /catalog, /catalog/list, /catalog/bike, /catalog/paa. Filters sit in a
 * sidebar on desktop and in a drawer on phones; every choice goes to the query string.
 */
/** Read by screen readers, not shown. */
const HIDDEN_LABEL = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function CatalogListPage({ home = false }: { home?: boolean }) {
  const { t } = useTranslation('catalog');
  const screens = useScreens();
  const desktop = !!screens.lg;
  const { user } = usePortalUser();
  // Adding to the cart needs a cart (cart.display-order-qty, which the server checks) and a customer.
  const canOrder = !!user?.hasCustCode && !!user.scopes.includes('cart.display-order-qty');
  const { query, view, update } = useCatalogQuery();
  const { filters, loading, stale } = useFacets(query);
  const [drawer, setDrawer] = useState(false);
  const [info, setInfo] = useState<PageInfo | null>(null);
  const [counting, setCounting] = useState(true);
  const onInfo = useCallback((next: PageInfo | null, busy: boolean) => {
    setInfo(next);
    setCounting(busy);
  }, []);

  // The phone's top-bar search hands its text to the list in view.
  useEffect(() => {
    const onSearch = (e: Event) => update({ search: (e as CustomEvent<PortalSearchDetail>).detail.query || null });
    window.addEventListener(SEARCH_EVENT, onSearch);
    return () => window.removeEventListener(SEARCH_EVENT, onSearch);
  }, [update]);

  const chosen = useMemo(() => chips(query, filters), [query, filters]);
  const sortKey = sortKeyOf(query);
  const title = query.category === 'PAA' ? t('title.paa') : query.category === 'BIKE' ? t('title.bike') : t('title.all');
  const panel = (
    <FilterPanel
      query={query}
      filters={filters}
      loading={loading}
      onChange={(change) => update(change)}
      inDrawer={!desktop}
      stale={stale}
    />
  );

  const heading = (
    <div style={{ minWidth: 0 }}>
      <Typography.Title level={3} style={{ margin: 0, display: screens.md || query.search ? undefined : 'none' }}>
        {query.search ? t('title.search', { search: query.search }) : title}
      </Typography.Title>
      <Typography.Text type="secondary" data-testid="result-count">
        {info ? t(view === 'group' ? 'list.count_groups' : 'list.count_items', { count: info.count }) : '\u00a0'}
      </Typography.Text>
    </div>
  );
  const filterButton = !desktop && (
    <Badge count={chosen.length} size="small">
      <Button icon={<FilterOutlined />} onClick={() => setDrawer(true)} data-testid="filter-button">
        {t('filters.title')}
      </Button>
    </Badge>
  );
  const sortSelect = (
    <>
      {/* A label of its own: antd puts an aria-label on the select's wrapper, which has no role (axe: aria-prohibited-attr). */}
      <label htmlFor="catalog-sort" style={HIDDEN_LABEL}>
        {t('sort.label')}
      </label>
      <Select
        id="catalog-sort"
        value={sortKey}
        onChange={(key) => {
          const s = CATALOG_SORTS.find((x) => x.key === key)!;
          update({ sortByField: s.field, sortByOrder: s.order });
        }}
        options={CATALOG_SORTS.map((s) => ({ value: s.key, label: t(`sort.${s.key}`) }))}
        style={{ width: 190 }}
        data-testid="sort"
      />
    </>
  );
  const viewSwitch = (
    <Segmented
      value={view}
      onChange={(v) => update({ view: v as 'group' | 'item' })}
      options={[
        { value: 'group', icon: <AppstoreOutlined />, title: t('view.group') },
        { value: 'item', icon: <BarsOutlined />, title: t('view.item') },
      ]}
      aria-label={t('view.label')}
    />
  );

  return (
    <Flex vertical gap={16} data-testid="catalog-list">
      {home && !query.search && chosen.length === 0 && <BestSellers category={query.category} />}
      <Flex gap={20} align="flex-start">
        {desktop && (
          <Card
            size="small"
            style={{ width: 280, flex: 'none', position: 'sticky', top: 66, maxHeight: 'calc(100vh - 82px)', overflow: 'auto' }}
            data-testid="filter-sidebar"
          >
            {panel}
          </Card>
        )}
        <Flex vertical gap={14} style={{ flex: 1, minWidth: 0 }}>
          {screens.md ? (
            <Flex justify="space-between" align="center" wrap gap={10}>
              {heading}
              <Flex gap={8} align="center" wrap>
                {filterButton}
                {sortSelect}
                {viewSwitch}
              </Flex>
            </Flex>
          ) : (
            // A phone's two rows of fixed parts, whatever the texts' widths: the light first page draws the same rows,
            // so the cards keep their place when the app takes over (./light).
            <Flex vertical gap={10}>
              <Flex justify="space-between" align="center" gap={10} style={{ minHeight: 32 }}>
                {heading}
                {viewSwitch}
              </Flex>
              <Flex gap={8} align="center">
                {filterButton}
                {sortSelect}
              </Flex>
            </Flex>
          )}
          {(chosen.length > 0 || query.search) && (
            <Flex gap={6} wrap align="center" data-testid="active-filters">
              {query.search && (
                <Tag closable onClose={() => update({ search: null })} color="blue">
                  {t('filters.search', { search: query.search })}
                </Tag>
              )}
              {chosen.map((c) => (
                <Tag key={`${c.key}:${c.value}`} closable onClose={() => update(c.remove)}>
                  {c.label}
                </Tag>
              ))}
              <Button type="link" size="small" onClick={() => update(clearedFilters(query))}>
                {t('filters.clear')}
              </Button>
            </Flex>
          )}
          {info && info.count === 0 && !counting ? (
            <Card>
              <EmptyState
                type="searchNoResult"
                title={t('empty.title')}
                description={t('empty.text')}
                action={
                  <Button type="primary" onClick={() => update({ ...clearedFilters(query), search: null })}>
                    {t('filters.clear')}
                  </Button>
                }
              />
            </Card>
          ) : (
            <Results
              query={query}
              view={view}
              info={info}
              canOrder={canOrder}
              onInfo={onInfo}
              onMore={() => update({ page: query.page + 1 }, { keepPage: true })}
            />
          )}
        </Flex>
      </Flex>
      {!desktop && (
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          placement="bottom"
          height="85%"
          title={t('filters.title')}
          data-testid="filter-drawer"
          footer={
            <Flex gap={8}>
              <Button block onClick={() => update(clearedFilters(query))}>
                {t('filters.clear')}
              </Button>
              <Button block type="primary" onClick={() => setDrawer(false)} data-testid="filter-apply">
                {info ? t('filters.show', { count: info.count }) : t('filters.done')}
              </Button>
            </Flex>
          }
        >
          {panel}
        </Drawer>
      )}
    </Flex>
  );
}

/** The chosen filter values as removable chips, named by the facet's wording when it is known. */
function chips(query: CatalogQuery, filters: CatalogFilters | undefined) {
  const out: { key: string; value: string; label: string; remove: Partial<CatalogQuery> }[] = [];
  for (const key of LIST_KEYS) {
    for (const value of query[key]) {
      const label = filters?.[key as FacetKey]?.find((o) => o.id === value)?.name ?? value;
      out.push({ key, value, label, remove: { [key]: query[key].filter((v) => v !== value) } });
    }
  }
  if (query.price)
    out.push({ key: 'price', value: '', label: `${query.price.from ?? '…'} – ${query.price.to ?? '…'}`, remove: { price: null } });
  if (query.hasStock) out.push({ key: 'hasStock', value: '', label: '✓', remove: { hasStock: false } });
  return out;
}
