import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shell/use-debounced.ts';
import { useClaimCustomers } from './use-claims.ts';
import { customerLabel } from '../../rules/customer-code.ts';

interface Props {
  value: string;
  /** How the chosen customer reads when the current options do not hold it (a link opened with ?customer=). */
  knownLabel?: string;
  onChange: (customer: string) => void;
  phone: boolean;
}

export const claimCustomerLabel = (c: { name: string; custCode: string }) => customerLabel(c.name, c.custCode);

/** Staff's customer filter: a search on the server among the customers whose claims they may read. */
export function ListCustomerFilter({ value, knownLabel, onChange, phone }: Props) {
  const { t } = useTranslation('claims');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text, 350);
  const { customers, loading } = useClaimCustomers(search, open || !!value);
  const options = customers.map((c) => ({ value: String(c.id), label: claimCustomerLabel(c) }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: knownLabel ?? `#${value}` });
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      size={phone ? 'large' : 'middle'}
      loading={loading}
      placeholder={t('filters.customer')}
      aria-label={t('filters.customer')}
      notFoundContent={loading ? undefined : t('filters.no_customer')}
      value={value || undefined}
      options={options}
      onSearch={setText}
      onOpenChange={setOpen}
      onChange={(v?: string) => {
        setText('');
        onChange(v ?? '');
      }}
      style={{ width: phone ? '100%' : 260 }}
      popupMatchSelectWidth={false}
      data-testid="claim-filter-customer"
    />
  );
}
