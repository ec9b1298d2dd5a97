import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, FilterBar, filterSize, SearchFilter } from '../../shell/filter-bar.tsx';
import { ListCustomerFilter } from './list-customer-filter.tsx';
import { type ClaimCategory, type ClaimListState, NO_FILTERS, useClaimFilterOptions } from './use-claims.ts';

interface Props {
  state: ClaimListState;
  onChange: (c: Partial<ClaimListState>) => void;
  phone: boolean;
  staff: boolean;
  /** The chosen customer's name, read from the rows it filters. */
  customerLabel?: string;
}

/**
 * Search (reference or frame number, debounced), status (several), brand, bike or PAA, filing dates and, for staff,
 * the customer. On a phone the search stays in view and the rest fold under one button, so the cards come first.
 */
export function ListFilters({ state, onChange, phone, staff, customerLabel }: Props) {
  const { t } = useTranslation('claims');
  const { statuses, brands, loading } = useClaimFilterOptions();
  const size = filterSize(phone);
  const width = (desktop: number) => (phone ? '100%' : desktop);
  const active = [state.status.length, state.brand, state.category, state.dateFrom || state.dateTo, state.customer].filter(Boolean).length;

  return (
    <FilterBar
      phone={phone}
      testId="claim-filters"
      // The phone's top-bar search, clear filters and the back arrow change the address; the box follows.
      search={
        <SearchFilter
          value={state.search}
          onSearch={(search) => onChange({ search })}
          label={t('filters.search')}
          phone={phone}
          width={260}
          maxLength={40}
          trim
          testId="claim-search"
        />
      }
      fold={{ label: t('filters.title'), active, testId: 'claim-filters-toggle' }}
      clear={{ label: t('empty.clear'), shown: active > 0, onClear: () => onChange(NO_FILTERS), testId: 'claim-filters-clear' }}
    >
      <Select
        mode="multiple"
        allowClear
        size={size}
        loading={loading}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        value={state.status}
        onChange={(v: string[]) => onChange({ status: v })}
        maxTagCount="responsive"
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}`, { defaultValue: s }) }))}
        style={{ width: width(240) }}
        data-testid="claim-filter-status"
      />
      <Select
        allowClear
        size={size}
        placeholder={t('filters.category')}
        aria-label={t('filters.category')}
        value={state.category || undefined}
        onChange={(v?: ClaimCategory) => onChange({ category: v ?? '' })}
        options={(['BIKE', 'PAA'] as const).map((c) => ({ value: c, label: t(`category.${c}`) }))}
        style={{ width: width(130) }}
        data-testid="claim-filter-category"
      />
      <Select
        allowClear
        showSearch
        size={size}
        loading={loading}
        placeholder={t('filters.brand')}
        aria-label={t('filters.brand')}
        value={state.brand || undefined}
        onChange={(v?: string) => onChange({ brand: v ?? '' })}
        options={brands.map((b) => ({ value: b, label: b }))}
        style={{ width: width(160) }}
        data-testid="claim-filter-brand"
      />
      <DateRangeFilter
        from={state.dateFrom}
        to={state.dateTo}
        onChange={({ from, to }) => onChange({ dateFrom: from, dateTo: to })}
        placeholder={[t('filters.date_from'), t('filters.date_to')]}
        phone={phone}
        width={260}
        readOnlyOnPhone
        testId="claim-filter-dates"
      />
      {staff && (
        <ListCustomerFilter
          value={state.customer}
          knownLabel={customerLabel}
          onChange={(customer) => onChange({ customer })}
          phone={phone}
        />
      )}
    </FilterBar>
  );
}
