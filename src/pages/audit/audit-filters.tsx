import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, FilterBar, filterSize, SearchFilter } from '../../shell/filter-bar.tsx';
import { useOperationName, useResultMeaning } from './audit-parts.tsx';
import { FILTER_KEYS, type AuditListState, useAuditFilterOptions } from './use-audit.ts';

type Change = (c: Partial<AuditListState>) => void;

/** A free-text filter, sent once typing stops; it follows the address when that changes (clear, back). */
function TextFilter({
  name,
  value,
  onChange,
  width,
  phone,
}: {
  name: 'actor' | 'customer' | 'targetId';
  value: string;
  onChange: Change;
  width: number;
  phone: boolean;
}) {
  const { t } = useTranslation('audit');
  return (
    <SearchFilter
      value={value}
      onSearch={(search) => onChange({ [name]: search })}
      label={t(`filters.${name}`)}
      phone={phone}
      width={width}
      maxLength={100}
      trim
      testId={`audit-filter-${name}`}
    />
  );
}

/**
 * Actor, customer, operation, target type, target id, result and date range (days in the host's format).
 * On a phone they fold under one button, so the rows come first.
 */
export function AuditFilters({ state, onChange, phone }: { state: AuditListState; onChange: Change; phone: boolean }) {
  const { t } = useTranslation('audit');
  const { options, loading } = useAuditFilterOptions();
  const meaning = useResultMeaning();
  const operationName = useOperationName();
  const active = FILTER_KEYS.filter((k) => state[k]).length;
  const size = filterSize(phone);
  const select = (values: string[] | undefined, label: (v: string) => string = (v) => v) =>
    (values ?? []).map((v) => ({ value: v, label: label(v) }));
  const results = [
    { value: 'ok', label: meaning('ok') },
    { value: 'error', label: t('filters.any_error') },
    ...select(
      options?.results.filter((r) => r !== 'ok'),
      (r) => (meaning(r) === r ? r : `${meaning(r)} (${r})`),
    ),
  ];

  return (
    <FilterBar phone={phone} fold={{ label: t('filters.title'), active, testId: 'audit-filters-toggle' }} testId="audit-filters">
      <TextFilter name="actor" value={state.actor} onChange={onChange} width={170} phone={phone} />
      <TextFilter name="customer" value={state.customer} onChange={onChange} width={200} phone={phone} />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        size={size}
        loading={loading}
        placeholder={t('filters.operation')}
        aria-label={t('filters.operation')}
        value={state.operation || undefined}
        onChange={(v?: string) => onChange({ operation: v ?? '' })}
        options={select(options?.operations, operationName)}
        style={{ width: phone ? '100%' : 220 }}
        popupMatchSelectWidth={false}
        data-testid="audit-filter-operation"
      />
      <Select
        allowClear
        showSearch
        size={size}
        loading={loading}
        placeholder={t('filters.target')}
        aria-label={t('filters.target')}
        value={state.target || undefined}
        onChange={(v?: string) => onChange({ target: v ?? '' })}
        options={select(options?.targetTypes)}
        style={{ width: phone ? '100%' : 160 }}
        popupMatchSelectWidth={false}
        data-testid="audit-filter-target"
      />
      <TextFilter name="targetId" value={state.targetId} onChange={onChange} width={150} phone={phone} />
      <Select
        allowClear
        showSearch
        size={size}
        loading={loading}
        placeholder={t('filters.result')}
        aria-label={t('filters.result')}
        value={state.result || undefined}
        onChange={(v?: string) => onChange({ result: v ?? '' })}
        options={results}
        style={{ width: phone ? '100%' : 170 }}
        popupMatchSelectWidth={false}
        data-testid="audit-filter-result"
      />
      <DateRangeFilter
        from={state.from}
        to={state.to}
        onChange={onChange}
        placeholder={[t('filters.from'), t('filters.to')]}
        phone={phone}
        width={270}
        readOnlyOnPhone
        testId="audit-filter-dates"
      />
    </FilterBar>
  );
}
