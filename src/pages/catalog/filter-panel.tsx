import { Badge, Button, Checkbox, Collapse, Flex, InputNumber, Skeleton, Switch, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogFilters, FacetKey } from '../../graphql/catalog.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { emptyFilter, type CatalogQuery } from '../../rules/catalog-query.ts';

/** The facets in the order a dealer narrows a list: what kind, then brand and model, then fit. */
const FACETS: FacetKey[] = [
  'bikeCategories',
  'merchandiseCategories',
  'brands',
  'series',
  'models',
  'frameSizes',
  'wheelSizes',
  'promotions',
  'articleTags',
];

/** Facets open at first: the ones a dealer reaches for most. */
const OPEN_AT_FIRST: FacetKey[] = ['bikeCategories', 'merchandiseCategories', 'brands', 'frameSizes'];

interface Props {
  query: CatalogQuery;
  filters: CatalogFilters | undefined;
  loading: boolean;
  onChange: (change: Partial<CatalogQuery>) => void;
  /** In the phone's drawer, whose header already says "Filters". */
  inDrawer?: boolean;
  /** The counts are of the previous filters while the new ones load: shown, but not to be clicked. */
  stale?: boolean;
}

/** The filter sidebar (desktop) and drawer body (phone): every facet with its count under the other filters. */
export function FilterPanel({ query, filters, loading, onChange, inDrawer = false, stale = false }: Props) {
  const { t } = useTranslation('catalog');
  const { token } = theme.useToken();
  const facets = FACETS.filter((key) => (filters?.[key]?.length ?? 0) > 0 || query[key].length > 0);

  if (loading && !filters) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Flex
      vertical
      gap={12}
      data-testid="filter-panel"
      aria-busy={stale}
      style={{ opacity: stale ? 0.6 : 1, pointerEvents: stale ? 'none' : undefined, transition: 'opacity 0.2s' }}
    >
      <Flex align="center" justify="space-between" style={{ padding: '4px 4px 10px', borderBottom: `1px solid ${token.colorSplit}` }}>
        <Typography.Text strong>{inDrawer ? t('filters.in_stock') : t('filters.title')}</Typography.Text>
        <Switch
          size={inDrawer ? 'default' : 'small'}
          checked={query.hasStock}
          onChange={(hasStock) => onChange({ hasStock })}
          checkedChildren={inDrawer ? undefined : t('filters.in_stock')}
          unCheckedChildren={inDrawer ? undefined : t('filters.in_stock')}
          aria-label={t('filters.in_stock')}
          data-testid="in-stock"
        />
      </Flex>
      <Collapse
        ghost
        size="small"
        defaultActiveKey={[...OPEN_AT_FIRST, ...facets.filter((k) => query[k].length > 0), 'price']}
        items={[
          ...facets.map((key) => ({
            key,
            label: (
              <Flex justify="space-between" align="center">
                <Typography.Text strong style={{ fontSize: 13 }}>
                  {t(`filters.${key}`)}
                </Typography.Text>
                {query[key].length > 0 && <Badge count={query[key].length} color={token.colorPrimary} size="small" />}
              </Flex>
            ),
            children: (
              <FacetOptions
                name={key}
                options={filters?.[key] ?? []}
                selected={query[key]}
                onChange={(values) => onChange({ [key]: values })}
              />
            ),
          })),
          {
            key: 'price',
            label: (
              <Typography.Text strong style={{ fontSize: 13 }}>
                {t('filters.price')}
              </Typography.Text>
            ),
            children: <PriceFilter query={query} bounds={filters?.price ?? null} onChange={onChange} />,
          },
        ]}
      />
    </Flex>
  );
}

/** A long facet shows its first options and a "show all"; chosen options always show. */
const SHORT_LIST = 8;

function FacetOptions({
  name,
  options,
  selected,
  onChange,
}: {
  name: string;
  options: CatalogFilters[FacetKey];
  selected: string[];
  onChange: (v: string[]) => void;
}) {
  const { t } = useTranslation('catalog');
  const [all, setAll] = useState(false);
  const shown = all ? options : options.filter((o, i) => i < SHORT_LIST || selected.includes(o.id));
  return (
    <Flex vertical gap={2} data-testid={`facet-${name}`}>
      <Checkbox.Group
        value={selected}
        onChange={(values) => onChange(values as string[])}
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      >
        {shown.map((o) => (
          <Checkbox key={o.id} value={o.id} disabled={o.articleGroups === 0 && !selected.includes(o.id)}>
            <Flex justify="space-between" gap={8} style={{ minWidth: 190 }}>
              <span>{o.name}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {o.articleGroups}
              </Typography.Text>
            </Flex>
          </Checkbox>
        ))}
      </Checkbox.Group>
      {options.length > shown.length && (
        <Button type="link" size="small" style={{ alignSelf: 'flex-start', paddingInline: 0 }} onClick={() => setAll(true)}>
          {t('filters.show_all', { count: options.length })}
        </Button>
      )}
    </Flex>
  );
}

/** From / to in the currency's major unit; applied when the dealer leaves the field or presses Enter. */
function PriceFilter({
  query,
  bounds,
  onChange,
}: {
  query: CatalogQuery;
  bounds: { from: number; to: number } | null;
  onChange: Props['onChange'];
}) {
  const { t } = useTranslation('catalog');
  const { currency } = useHostConfig();
  const [from, setFrom] = useState<number | null>(query.price?.from ?? null);
  const [to, setTo] = useState<number | null>(query.price?.to ?? null);
  useEffect(() => {
    setFrom(query.price?.from ?? null);
    setTo(query.price?.to ?? null);
  }, [query.price?.from, query.price?.to]);
  const apply = () => {
    if (from === (query.price?.from ?? null) && to === (query.price?.to ?? null)) return;
    onChange({ price: from == null && to == null ? null : { from, to } });
  };
  const symbol = currency.symbol || currency.display;
  return (
    <Flex gap={8} align="center">
      <InputNumber
        min={0}
        value={from}
        onChange={setFrom}
        onBlur={apply}
        onPressEnter={apply}
        prefix={symbol}
        placeholder={bounds ? String(Math.floor(bounds.from)) : t('filters.from')}
        aria-label={t('filters.from')}
        style={{ flex: 1 }}
      />
      <span>–</span>
      <InputNumber
        min={0}
        value={to}
        onChange={setTo}
        onBlur={apply}
        onPressEnter={apply}
        prefix={symbol}
        placeholder={bounds ? String(Math.ceil(bounds.to)) : t('filters.to')}
        aria-label={t('filters.to')}
        style={{ flex: 1 }}
      />
    </Flex>
  );
}

/** Everything cleared but the category the dealer is browsing and the search text. */
export const clearedFilters = (query: CatalogQuery): Partial<CatalogQuery> => ({
  ...emptyFilter(),
  category: query.category,
  search: query.search,
});
