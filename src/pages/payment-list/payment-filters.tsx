import { SearchOutlined } from '@ant-design/icons';
import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { useSearchBox } from '../../shell/use-search-box.ts';
import { PAYMENT_STATUSES, type PrepaidPaymentStatus } from './queries.ts';
import { usePaymentStatuses, type PaymentListState } from './use-payments.ts';

/** Search (B2B order number or customer, debounced), payment status and order-date range; each change goes back to page 1. */
export function PaymentFilters({
  state,
  onChange,
  phone,
}: {
  state: PaymentListState;
  onChange: (c: Partial<PaymentListState>) => void;
  phone: boolean;
}) {
  const { t } = useTranslation('payment-list');
  const { dateFormat } = useHostConfig();
  const statuses = usePaymentStatuses() ?? PAYMENT_STATUSES;
  const [text, setText] = useSearchBox(state.search, (search) => onChange({ search }));

  const range =
    state.dateFrom || state.dateTo
      ? ([state.dateFrom ? dayjs(state.dateFrom) : null, state.dateTo ? dayjs(state.dateTo) : null] as [
          dayjs.Dayjs | null,
          dayjs.Dayjs | null,
        ])
      : null;
  const size = phone ? 'large' : 'middle';
  return (
    <Flex gap={8} wrap vertical={phone} data-testid="payment-filters">
      <Input
        allowClear
        size={size}
        prefix={<SearchOutlined />}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ width: phone ? '100%' : 300 }}
        data-testid="payment-search"
      />
      <Select
        allowClear
        size={size}
        placeholder={t('filters.status')}
        aria-label={t('filters.status')}
        value={state.status || undefined}
        onChange={(v?: PrepaidPaymentStatus) => onChange({ status: v ?? '' })}
        options={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        style={{ width: phone ? '100%' : 200 }}
      />
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        size={size}
        format={dateFormat}
        value={range}
        placeholder={[t('filters.date_from'), t('filters.date_to')]}
        style={{ width: phone ? '100%' : 280 }}
        onChange={(v) => onChange({ dateFrom: v?.[0]?.format('YYYY-MM-DD') ?? '', dateTo: v?.[1]?.format('YYYY-MM-DD') ?? '' })}
      />
    </Flex>
  );
}
