import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../shell/use-debounced.ts';
import { useUploadCustomers } from './use-uploads.ts';
import { customerLabel } from '../../rules/customer-code.ts';

/** Staff's customer filter: a search on the server among the customers whose uploads they may read. */
export function CustomerFilter({ value, onChange, phone }: { value: string; onChange: (customer: string) => void; phone: boolean }) {
  const { t } = useTranslation('upload-area');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(text, 350);
  const { customers, loading } = useUploadCustomers(search, open || !!value);
  const options = customers.map((c) => ({ value: String(c.id), label: customerLabel(c.name, c.custCode) }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: `#${value}` });
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
      style={{ width: phone ? '100%' : 300 }}
      popupMatchSelectWidth={false}
      data-testid="upload-filter-customer"
    />
  );
}
