import { Empty, Flex, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { field, type ListStateOf, useListState } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { SALES_USER_LIMITATIONS, SALES_USER_PAGE_SIZES, type SalesUserLimitation } from '../../rules/sales-area.ts';
import { FilterBar, filterSize, filterWidth, SearchFilter } from '../../shell/filter-bar.tsx';
import { LoadError } from '../../shell/load-error.tsx';
import { ResponsiveTable } from '../../shell/responsive-table.tsx';
import { SALES_AREA_USERS, type SalesAreaUser } from '../../graphql/sales-area.ts';

/** The search lives in the address, so a reload or the back arrow keeps it. */
export const SALES_USERS = {
  tab: { ...field.oneOf('tab', ['regions', 'users'] as const, 'regions'), filter: false },
  page: field.page(),
  limit: field.pageSize(SALES_USER_PAGE_SIZES, 10),
  search: field.text('user'),
  limitation: field.oneOf('limitation', SALES_USER_LIMITATIONS, ''),
};
type SalesUsersState = ListStateOf<typeof SALES_USERS>;

function useSalesUsers(s: SalesUsersState) {
  const variables = { search: s.search.trim() || null, limitation: s.limitation || null, page: s.page, limit: s.limit };
  return usePortalQuery(['sales-area-users', variables], SALES_AREA_USERS, variables);
}

/**
 * Who serves the market (spec 3 §9): the sales users with a salesman, sales group or sales office area here, by
 * username ascending, each area with the number of customers it covers.
 */
export function SalesUsers({ phone }: { phone: boolean }) {
  const { t } = useTranslation('sales-area');
  const { state, update } = useListState(SALES_USERS);
  const query = useSalesUsers(state);
  const page = query.data?.salesAreaUsers;
  if (query.isError && !page) return <LoadError error={query.error} titleKey="sales-area:users.load_failed" onRetry={query.refetch} />;
  return (
    <Flex vertical gap={12} data-testid="sales-area-users">
      <FilterBar
        phone={phone}
        testId="sales-user-filters"
        search={
          <SearchFilter
            value={state.search}
            onSearch={(search) => update({ search })}
            label={t('users.search')}
            phone={phone}
            width={280}
            testId="sales-user-search"
          />
        }
      >
        <Select
          allowClear
          size={filterSize(phone)}
          placeholder={t('users.all_limitations')}
          aria-label={t('users.limitation')}
          value={state.limitation || undefined}
          onChange={(v?: SalesUserLimitation) => update({ limitation: v ?? '' })}
          options={SALES_USER_LIMITATIONS.map((l) => ({ value: l, label: t(`users.limitations.${l}`) }))}
          style={{ width: filterWidth(phone, 200) }}
          data-testid="sales-user-limitation"
        />
      </FilterBar>
      <ResponsiveTable<SalesAreaUser>
        rowKey="id"
        size="small"
        loading={query.isFetching}
        dataSource={page?.users ?? []}
        data-testid="sales-user-table"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('users.empty')} /> }}
        pagination={{
          current: state.page,
          pageSize: state.limit,
          total: page?.info.count ?? 0,
          pageSizeOptions: SALES_USER_PAGE_SIZES.map(String),
          showSizeChanger: true,
          onChange: (p, limit) => update({ page: limit !== state.limit ? 1 : p, limit }),
        }}
        columns={[
          {
            key: 'username',
            title: t('users.username'),
            render: (_, u) => (
              <Flex vertical gap={0}>
                <Typography.Text strong data-testid="sales-user-username">
                  {u.username}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {u.name}
                </Typography.Text>
              </Flex>
            ),
          },
          { key: 'email', title: t('users.email'), dataIndex: 'email', responsive: ['md'] },
          {
            key: 'areas',
            title: t('users.areas'),
            render: (_, u) => (
              <Flex gap={4} wrap>
                {u.areas.map((a) => (
                  <Tag key={`${a.limitation}-${a.value}`} style={{ marginInlineEnd: 0 }}>
                    {t('users.area', { limitation: t(`users.limitations.${a.limitation}`), value: a.value, count: a.customers })}
                  </Tag>
                ))}
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
