import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEALER_UNDER_INSERA } from '../../graphql/retail-sales.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';

interface Props {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  size?: 'large' | 'middle';
}

/**
 * The shop that sold the bike, chosen from the dealer's own shops (spec 2 §7 dealerUnderInsera): the dealer itself,
 * chosen at first, then its branches. A registration saved under another name keeps it as a choice.
 */
export function DealerSelect({ id, value, onChange, size }: Props) {
  const { t } = useTranslation('retail-sales');
  const dealers = usePortalQuery(['dealerUnderInsera'], DEALER_UNDER_INSERA, {}, { staleTime: 10 * 60_000 });
  const list = dealers.data?.dealerUnderInsera ?? [];
  const first = list.find((d) => d.isDefault) ?? list[0];
  const form = Form.useFormInstance();
  // The dealer itself is chosen at first; set quietly, so an untouched form does not count as changed.
  useEffect(() => {
    if (!value && first) form.setFieldValue('dealer', first.name);
  }, [value, first, form]);
  const options = list.map((d) => ({ value: d.name, label: d.city ? `${d.name} · ${d.city}` : d.name }));
  if (value && !list.some((d) => d.name === value)) options.unshift({ value, label: value });
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(v: string) => onChange?.(v)}
      loading={dealers.isLoading}
      status={dealers.isError ? 'error' : undefined}
      placeholder={dealers.isError ? t('form.fields.dealer_failed') : t('form.fields.dealer_placeholder')}
      showSearch
      optionFilterProp="label"
      size={size}
      options={options}
      data-testid="sold-by"
      style={{ width: '100%', maxWidth: 480 }}
    />
  );
}
