import { Flex, Select, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { REGION_CATEGORIES, TBD } from '../../rules/sales-area.ts';
import { CATEGORY_COLOURS, categoryKey } from './categories.ts';
import type { SalesAreaRegion } from '../../graphql/sales-area.ts';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';

interface RegionTableProps {
  regions: SalesAreaRegion[];
  categoryOf: (r: SalesAreaRegion) => string | null;
  pending: Record<number, string>;
  selectedId: number | null;
  onChoose: (r: SalesAreaRegion, category: string) => void;
  onSelect: (id: number) => void;
  phone: boolean;
  loading: boolean;
  scrollY?: number;
  /** What an empty list says: nothing set up, or nothing matching the filters. */
  emptyText: string;
}

/** A swatch beside the category's words: the colour repeats what the words say. */
export function CategoryLabel({ category }: { category: string | null }) {
  const { t } = useTranslation('sales-area');
  const key = categoryKey(category);
  return (
    <Flex align="center" gap={6} component="span">
      <span
        aria-hidden
        style={{ width: 10, height: 10, borderRadius: 2, background: CATEGORY_COLOURS[key], display: 'inline-block', flex: 'none' }}
      />
      <span>{t(`categories.${key}`)}</span>
    </Flex>
  );
}

/** Every region with its groups and a category choice: the keyboard's way to the map, and the whole page on a phone. */
export function RegionTable({
  regions,
  categoryOf,
  pending,
  selectedId,
  onChoose,
  onSelect,
  phone,
  loading,
  scrollY,
  emptyText,
}: RegionTableProps) {
  const { t } = useTranslation('sales-area');
  const options = REGION_CATEGORIES.map((c) => ({ value: c, label: <CategoryLabel category={c} /> }));
  const groups = (r: SalesAreaRegion) => (
    <Flex gap={4} wrap>
      {r.regionGroups.map((g) => (
        <Tag key={g.id} style={{ marginInlineEnd: 0 }}>
          {g.description}
        </Tag>
      ))}
    </Flex>
  );
  const columns: ColumnsType<SalesAreaRegion> = [
    {
      key: 'region',
      title: t('table.region'),
      render: (_v, r) => (
        <Flex vertical gap={2}>
          <Typography.Text strong>{r.description}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {r.code}
          </Typography.Text>
          {phone && groups(r)}
        </Flex>
      ),
    },
    ...(phone ? [] : [{ key: 'groups', title: t('table.groups'), render: (_v: unknown, r: SalesAreaRegion) => groups(r) }]),
    {
      key: 'category',
      title: t('table.category'),
      width: phone ? 170 : 200,
      render: (_v, r) => (
        <Flex vertical gap={2}>
          <Select
            value={categoryOf(r) ?? undefined}
            placeholder={<CategoryLabel category={null} />}
            options={options}
            onChange={(c: string) => onChoose(r, c)}
            onFocus={() => onSelect(r.id)}
            style={{ width: '100%' }}
            aria-label={t('table.category_of', { region: r.description })}
            data-testid={`category-${r.code}`}
          />
          {r.id in pending && (
            <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid={`changed-${r.code}`}>
              {t('table.was', { category: t(`categories.${r.category ?? TBD}`) })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
  ];
  return (
    <ResponsiveTable<SalesAreaRegion>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={regions}
      loading={loading}
      pagination={false}
      scroll={scrollY ? { y: scrollY } : undefined}
      data-testid="sales-area-regions"
      rowClassName={(r) => (r.id === selectedId ? 'ant-table-row-selected' : '')}
      locale={{ emptyText }}
    />
  );
}
