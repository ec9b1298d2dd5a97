import { SearchOutlined } from '@ant-design/icons';
import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../graphql/orders.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { useSearchBox } from '../../shell/use-search-box.ts';
import type { OrderListState } from './use-orders.ts';

const STATUSES: OrderStatus[] = ['awaiting_confirmation', 'in_progress', 'shipped', 'complete', 'cancelled'];

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
  const { dateFormat } = useHostConfig();
  const [text, setText] = useSearchBox(state.search, (search) => onChange({ search }));

  const range =
    state.dateFrom || state.dateTo
      ? ([state.dateFrom ? dayjs(state.dateFrom) : null, state.dateTo ? dayjs(state.dateTo) : null] as [
          dayjs.Dayjs | null,
          dayjs.Dayjs | null,
        ])
      : null;
  return (
    <Flex gap={8} wrap vertical={phone} data-testid="order-filters">
      <Input
        allowClear
        size={phone ? 'large' : 'middle'}
        prefix={<SearchOutlined />}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ width: phone ? '100%' : 280 }}
        data-testid="order-search"
      />
      <Select
        allowClear
        size={phone ? 'large' : 'middle'}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        value={state.status || undefined}
        onChange={(v?: OrderStatus) => onChange({ status: v ?? '' })}
        options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        style={{ width: phone ? '100%' : 200 }}
        data-testid="order-status-filter"
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        size={phone ? 'large' : 'middle'}
        format={dateFormat}
        value={range}
        placeholder={[t('filters.date_from'), t('filters.date_to')]}
        style={{ width: phone ? '100%' : 280 }}
        onChange={(v) => onChange({ dateFrom: v?.[0]?.format('YYYY-MM-DD') ?? '', dateTo: v?.[1]?.format('YYYY-MM-DD') ?? '' })}
      />
    </Flex>
  );
}
