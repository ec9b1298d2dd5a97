import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_ORDER_STATUSES,
  PAYMENT_STATUSES,
  type PaymentOrderStatus,
  type PrepaidPaymentStatus,
} from '../../graphql/payment-list.ts';
import { DateRangeFilter, FilterBar, filterSize, filterWidth, SearchFilter } from '../../shell/filter-bar.tsx';
import { type PaymentListState, usePaymentStatuses } from './use-payments.ts';

/**
 * Search (B2B order number or customer, debounced), payment status, order status and order-date range (spec 3 §2);
 * each change goes back to page 1.
 */
export function PaymentFilters({
  state,
  onChange,
  phone,
}: {
  state: PaymentListState;
  onChange: (c: Partial<PaymentListState>) => void;
  phone: boolean;
}) {
  const { t } = useTranslation(['payment-list', 'orders']);
  const statuses = usePaymentStatuses() ?? PAYMENT_STATUSES;
  return (
    <FilterBar
      phone={phone}
      testId="payment-filters"
      search={
        <SearchFilter
          value={state.search}
          onSearch={(search) => onChange({ search })}
          label={t('filters.search')}
          phone={phone}
          width={300}
          testId="payment-search"
        />
      }
    >
      <Select
        allowClear
        size={filterSize(phone)}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        value={state.status || undefined}
        onChange={(v?: PrepaidPaymentStatus) => onChange({ status: v ?? '' })}
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        style={{ width: filterWidth(phone, 200) }}
      />
      <Select
        allowClear
        size={filterSize(phone)}
        placeholder={t('filters.order_status')}
        aria-label={t('filters.order_status')}
        value={state.orderStatus || undefined}
        onChange={(v?: PaymentOrderStatus) => onChange({ orderStatus: v ?? '' })}
        options={PAYMENT_ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders:status.${s}`) }))}
        style={{ width: filterWidth(phone, 200) }}
        data-testid="payment-order-status"
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
