import { Flex, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayCustomerCode } from '../../rules/customer-code.ts';
import type { OpenOrders, OpenOrderSortBy, SortDirection } from '../../graphql/open-orders.ts';
import { FilterBar, filterSize, SearchFilter } from '../../shell/filter-bar.tsx';
import type { OpenOrderState } from './use-open-orders.ts';

const SORTS: OpenOrderSortBy[] = ['createdAt', 'requestDeliveryDate', 'expectedDeliveryDate'];

interface Props {
  state: OpenOrderState;
  onChange: (change: Partial<OpenOrderState>) => void;
  codes: OpenOrders['customerCodes'] | undefined;
  phone: boolean;
}

/**
 * Search (order or SO number, debounced), the customer code the ERP booked on (only for customers with an ISR code
 * beside their r3 code), consignment fill-ups only, and the date to sort by. Each change goes back to page 1.
 */
export function OpenOrderFilters({ state, onChange, codes, phone }: Props) {
  const { t } = useTranslation('open-orders');
  const size = filterSize(phone);
  const wide = (px: number) => ({ width: phone ? '100%' : px });
  return (
    <FilterBar
      phone={phone}
      align="center"
      testId="open-order-filters"
      search={
        <SearchFilter
          value={state.search}
          onSearch={(search) => onChange({ search })}
          label={t('filters.search')}
          phone={phone}
          width={240}
          testId="open-order-search"
        />
      }
    >
      {codes?.isr && (
        <Select
          allowClear
          size={size}
          placeholder={t('filters.customer_code')}
          aria-label={t('filters.customer_code')}
          value={state.customerCode || undefined}
          onChange={(v?: 'isr' | 'r3') => onChange({ customerCode: v ?? '' })}
          style={wide(180)}
          options={[
            { value: 'isr', label: t('filters.customer_code_isr', { code: displayCustomerCode({ isr: codes.isr, r3: codes.r3 }) }) },
            { value: 'r3', label: t('filters.customer_code_r3', { code: displayCustomerCode({ isr: null, r3: codes.r3 }) }) },
          ]}
          data-testid="open-order-customer-code"
        />
      )}
      <Flex gap={8} style={wide(320)}>
        <Select
          size={size}
          aria-label={t('filters.sort_by')}
          value={state.sortBy}
          onChange={(sortBy: OpenOrderSortBy) => onChange({ sortBy })}
          options={SORTS.map((s) => ({ value: s, label: t(`filters.sort.${s}`) }))}
          style={{ flex: 3, minWidth: 0 }}
          data-testid="open-order-sort"
        />
        <Select
          size={size}
          aria-label={t('filters.sort_by')}
          value={state.sortDirection}
          onChange={(sortDirection: SortDirection) => onChange({ sortDirection })}
          options={(['desc', 'asc'] as const).map((d) => ({ value: d, label: t(`filters.direction.${d}`) }))}
          style={{ flex: 2, minWidth: 0 }}
        />
      </Flex>
      <Flex component="label" align="center" gap={8} style={{ cursor: 'pointer', minHeight: phone ? 40 : undefined }}>
        <Switch
          checked={state.consignmentOnly}
          onChange={(consignmentOnly) => onChange({ consignmentOnly })}
          data-testid="open-order-consignment"
        />
        <Typography.Text>{t('filters.consignment_only')}</Typography.Text>
      </Flex>
    </FilterBar>
  );
}
