import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../graphql/orders.ts';
import { DateRangeFilter, FilterBar, filterSize, filterWidth, SearchFilter } from '../../shell/filter-bar.tsx';
import { ORDER_STATUSES, type OrderListState } from './use-orders.ts';

/** Search (B2B or SO number, debounced), status and order-date range; each change goes back to page 1. */
export function OrderFilters({
  state,
  onChange,
  phone,
}: {
  state: OrderListState;
  onChange: (c: Partial<OrderListState>) => void;
  phone: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <FilterBar
      phone={phone}
      testId="order-filters"
      search={
        <SearchFilter
          value={state.search}
          onSearch={(search) => onChange({ search })}
          label={t('filters.search')}
          phone={phone}
          width={280}
          testId="order-search"
        />
      }
    >
      <Select
        allowClear
        size={filterSize(phone)}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        value={state.status || undefined}
        onChange={(v?: OrderStatus) => onChange({ status: v ?? '' })}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        style={{ width: filterWidth(phone, 200) }}
        data-testid="order-status-filter"
      />
      <DateRangeFilter
        from={state.dateFrom}
        to={state.dateTo}
        onChange={({ from, to }) => onChange({ dateFrom: from, dateTo: to })}
        placeholder={[t('filters.date_from'), t('filters.date_to')]}
        phone={phone}
        width={280}
      />
    </FilterBar>
  );
}
