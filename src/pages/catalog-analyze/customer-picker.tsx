import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shell/use-debounced.ts';
import type { AnalyzeCustomer } from '../../graphql/catalog-analyze.ts';
import { useAnalyzeCustomers } from './use-analyze.ts';
import { customerLabel } from '../../rules/customer-code.ts';

const labelOf = (c: AnalyzeCustomer) => `${customerLabel(c.custName, c.displayCode)} · ${c.custCity}`;

/** The customer to analyze for, searched on the server among those the user may act for. */
export function CustomerPicker({
  id,
  value,
  known,
  onChange,
  phone,
}: {
  id?: string;
  value?: number | null;
  known: AnalyzeCustomer | null;
  onChange?: (id: number | null, customer: AnalyzeCustomer | null) => void;
  phone: boolean;
}) {
  const { t } = useTranslation('catalog-analyze');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text, 300);
  const { customers, loading, failed } = useAnalyzeCustomers(search, open);
  const options = customers.map((c) => ({ value: c.id, label: labelOf(c), customer: c }));
  if (value != null && known?.id === value && !options.some((o) => o.value === value))
    options.unshift({ value, label: labelOf(known), customer: known });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      size={phone ? 'large' : 'middle'}
      loading={loading}
      placeholder={t('form.customer_placeholder')}
      value={value ?? undefined}
      options={options}
      notFoundContent={loading ? undefined : t(failed ? 'form.customer_failed' : 'form.no_customer')}
      onSearch={setText}
      onOpenChange={setOpen}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
      onChange={(picked?: number) => {
        setText('');
        onChange?.(picked ?? null, options.find((o) => o.value === picked)?.customer ?? null);
      }}
      data-testid="analyze-customer"
    />
  );
}
