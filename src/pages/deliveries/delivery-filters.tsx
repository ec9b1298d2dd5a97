import { DatePicker, Flex, Segmented, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeProblem } from '../../rules/date-range.ts';
import type { CustomerCodeFilter } from '../../rules/order-lists.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { FilterBar, filterSize, SearchFilter } from '../../shell/filter-bar.tsx';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import type { DeliveryListState } from './use-deliveries.ts';
import { shownCustomerCode } from '../../rules/customer-code.ts';

interface Props {
  state: DeliveryListState;
  onChange: (c: Partial<DeliveryListState>) => void;
  /** The range the list shows (the server's default when none was picked). */
  shown: { from: string; to: string } | undefined;
  phone: boolean;
}

/**
 * Search (debounced), delivery-date range of at most a year, the customer's isr or r3 code (only for customers with
 * an isr code) and, on the deliveries tab, on the way or all. Each change goes back to page 1.
 */
export function DeliveryFilters({ state, onChange, shown, phone }: Props) {
  const { t } = useTranslation('deliveries');
  const { dateFormat } = useHostConfig();
  const { user } = usePortalUser();
  const codes = user?.customerData?.custCode;
  const [refused, setRefused] = useState(false);

  const from = state.from || shown?.from;
  const to = state.to || shown?.to;
  const range: [Dayjs, Dayjs] | null = from && to ? [dayjs(from), dayjs(to)] : null;
  const pickRange = (v: [Dayjs | null, Dayjs | null] | null) => {
    const next = { from: v?.[0]?.format('YYYY-MM-DD') ?? '', to: v?.[1]?.format('YYYY-MM-DD') ?? '' };
    // The picker keeps to a year; a typed range that is longer is refused here with the reason.
    const tooLong = !!next.from && !!next.to && dateRangeProblem(next.from, next.to) !== null;
    setRefused(tooLong);
    if (!tooLong) onChange(next);
  };
  const size = filterSize(phone);
  const hint = () => <Typography.Text type="secondary">{t('filters.range_hint')}</Typography.Text>;
  const full = (width: number) => ({ width: phone ? '100%' : width });

  return (
    <Flex vertical gap={6} data-testid="delivery-filters">
      <FilterBar
        phone={phone}
        search={
          <SearchFilter
            value={state.search}
            onSearch={(search) => onChange({ search })}
            label={t(state.tab === 'shipped' ? 'filters.search_shipped' : 'filters.search')}
            phone={phone}
            width={300}
            testId="delivery-search"
          />
        }
      >
        {phone ? (
          // Two one-month pickers: the two-month range panel is wider than a phone.
          <Flex gap={8}>
            {(['from', 'to'] as const).map((end) => {
              const other = range?.[end === 'from' ? 1 : 0];
              return (
                <DatePicker
                  key={end}
                  size={size}
                  format={dateFormat}
                  value={range?.[end === 'from' ? 0 : 1] ?? null}
                  inputReadOnly
                  placeholder={t(`filters.${end}`)}
                  aria-label={t(`filters.${end}`)}
                  style={{ flex: 1, minWidth: 0 }}
                  data-testid={`delivery-${end}`}
                  allowClear={!!(state.from || state.to)}
                  renderExtraFooter={hint}
                  disabledDate={(day) =>
                    !!other &&
                    (end === 'from'
                      ? day.isAfter(other) || day.isBefore(other.subtract(1, 'year'))
                      : day.isBefore(other) || day.isAfter(other.add(1, 'year')))
                  }
                  // Clearing either end goes back to the default range.
                  onChange={(day: Dayjs | null) => pickRange(day && other ? (end === 'from' ? [day, other] : [other, day]) : null)}
                />
              );
            })}
          </Flex>
        ) : (
          <DatePicker.RangePicker
            size={size}
            format={dateFormat}
            value={range}
            allowClear={!!(state.from || state.to)}
            style={{ width: 280 }}
            placeholder={[t('filters.from'), t('filters.to')]}
            aria-label={t('filters.range')}
            renderExtraFooter={hint}
            // Once a start is picked, the end stays within a year of it (spec 2 §5).
            disabledDate={(day, info) =>
              !!info?.from && (day.isAfter(info.from.add(1, 'year')) || day.isBefore(info.from.subtract(1, 'year')))
            }
            onChange={(v) => pickRange(v as [Dayjs | null, Dayjs | null] | null)}
          />
        )}
        {codes?.isr && (
          <Select
            allowClear
            size={size}
            placeholder={t('filters.customer_code')}
            aria-label={t('filters.customer_code')}
            style={full(220)}
            value={state.customerCode || undefined}
            onChange={(v?: CustomerCodeFilter) => onChange({ customerCode: v ?? '' })}
            data-testid="delivery-code-filter"
            options={[
              { value: 'isr', label: t('filters.code_isr', { code: shownCustomerCode(codes.isr) }) },
              { value: 'r3', label: t('filters.code_r3', { code: shownCustomerCode(codes.r3) }) },
            ]}
          />
        )}
        {state.tab === 'deliveries' && (
          <Segmented<'on_the_way' | 'all'>
            size={size}
            value={state.all ? 'all' : 'on_the_way'}
            block={phone}
            data-testid="delivery-scope"
            onChange={(v) => onChange({ all: v === 'all' })}
            options={[
              { value: 'on_the_way', label: t('filters.on_the_way') },
              { value: 'all', label: t('filters.all') },
            ]}
          />
        )}
      </FilterBar>
      {refused && (
        <Typography.Text type="danger" role="alert" data-testid="range-refused">
          {t('range.longer_than_a_year')}
        </Typography.Text>
      )}
    </Flex>
  );
}
