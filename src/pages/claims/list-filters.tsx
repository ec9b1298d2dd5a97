import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { useSearchBox } from '../../shell/use-search-box.ts';
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
  const { dateFormat } = useHostConfig();
  const { statuses, brands, loading } = useClaimFilterOptions();
  // The phone's top-bar search, clear filters and the back arrow change the URL; the box follows.
  const [text, setText] = useSearchBox(state.search, (search) => onChange({ search }), { trim: true });
  const [shown, setShown] = useState(false);
  const size = phone ? 'large' : 'middle';
  const width = (desktop: number) => (phone ? '100%' : desktop);
  const range =
    state.dateFrom || state.dateTo
      ? ([state.dateFrom ? dayjs(state.dateFrom) : null, state.dateTo ? dayjs(state.dateTo) : null] as [
          dayjs.Dayjs | null,
          dayjs.Dayjs | null,
        ])
      : null;
  const active = [state.status.length, state.brand, state.category, state.dateFrom || state.dateTo, state.customer].filter(Boolean).length;

  const search = (
    <Input
      allowClear
      size={size}
      prefix={<SearchOutlined />}
      placeholder={t('filters.search')}
      aria-label={t('filters.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      maxLength={40}
      style={{ width: width(260) }}
      data-testid="claim-search"
    />
  );
  const others = (
    <>
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
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        size={size}
        format={dateFormat}
        value={range}
        inputReadOnly={phone}
        placeholder={[t('filters.date_from'), t('filters.date_to')]}
        style={{ width: width(260) }}
        data-testid="claim-filter-dates"
        onChange={(v) => onChange({ dateFrom: v?.[0]?.format('YYYY-MM-DD') ?? '', dateTo: v?.[1]?.format('YYYY-MM-DD') ?? '' })}
      />
      {staff && (
        <ListCustomerFilter
          value={state.customer}
          knownLabel={customerLabel}
          onChange={(customer) => onChange({ customer })}
          phone={phone}
        />
      )}
      {active > 0 && (
        <Button size={size} onClick={() => onChange(NO_FILTERS)} data-testid="claim-filters-clear">
          {t('empty.clear')}
        </Button>
      )}
    </>
  );
  if (!phone)
    return (
      <Flex gap={8} wrap data-testid="claim-filters">
        {search}
        {others}
      </Flex>
    );
  return (
    <Flex vertical gap={8} data-testid="claim-filters">
      <Flex gap={8}>
        <div style={{ flex: 1 }}>{search}</div>
        <Badge count={active} size="small" offset={[-4, 4]}>
          <Button
            size="large"
            icon={<FilterOutlined />}
            onClick={() => setShown(!shown)}
            aria-expanded={shown}
            data-testid="claim-filters-toggle"
          >
            {t('filters.title')}
          </Button>
        </Badge>
      </Flex>
      {shown && (
        <Flex vertical gap={8}>
          {others}
        </Flex>
      )}
    </Flex>
  );
}
