import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { useSearchBox } from '../../shell/use-search-box.ts';
import { useOperationName, useResultMeaning } from './audit-parts.tsx';
import { FILTER_KEYS, type AuditListState, useAuditFilterOptions } from './use-audit.ts';

type Change = (c: Partial<AuditListState>) => void;

/** A free-text filter, sent once typing stops; it follows the URL when that changes (clear, back). */
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
  const [text, setText] = useSearchBox(value, (search) => onChange({ [name]: search }), { trim: true });
  return (
    <Input
      allowClear
      size={phone ? 'large' : 'middle'}
      prefix={<SearchOutlined />}
      maxLength={100}
      placeholder={t(`filters.${name}`)}
      aria-label={t(`filters.${name}`)}
      value={text}
      onChange={(e) => setText(e.target.value)}
      style={{ width: phone ? '100%' : width }}
      data-testid={`audit-filter-${name}`}
    />
  );
}

/**
 * Actor, customer, operation, target type, target id, result and date range (days in the host's format).
 * On a phone they fold under one button, so the rows come first.
 */
export function AuditFilters({ state, onChange, phone }: { state: AuditListState; onChange: Change; phone: boolean }) {
  const { t } = useTranslation('audit');
  const { dateFormat } = useHostConfig();
  const { options, loading } = useAuditFilterOptions();
  const meaning = useResultMeaning();
  const operationName = useOperationName();
  const active = FILTER_KEYS.filter((k) => state[k]).length;
  const [shown, setShown] = useState(false);
  const size = phone ? 'large' : 'middle';
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
  const range =
    state.from || state.to
      ? ([state.from ? dayjs(state.from) : null, state.to ? dayjs(state.to) : null] as [dayjs.Dayjs | null, dayjs.Dayjs | null])
      : null;

  const fields = (
    <Flex gap={8} wrap vertical={phone} data-testid="audit-filters">
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
      <DatePicker.RangePicker
        allowEmpty={[true, true]}
        size={size}
        format={dateFormat}
        value={range}
        inputReadOnly={phone}
        placeholder={[t('filters.from'), t('filters.to')]}
        style={{ width: phone ? '100%' : 270 }}
        data-testid="audit-filter-dates"
        onChange={(v) => onChange({ from: v?.[0]?.format('YYYY-MM-DD') ?? '', to: v?.[1]?.format('YYYY-MM-DD') ?? '' })}
      />
    </Flex>
  );
  if (!phone) return fields;
  return (
    <Flex vertical gap={8}>
      <div>
        <Badge count={active} size="small" offset={[-4, 4]}>
          <Button
            size="large"
            icon={<FilterOutlined />}
            onClick={() => setShown(!shown)}
            aria-expanded={shown}
            data-testid="audit-filters-toggle"
          >
            {t('filters.title')}
          </Button>
        </Badge>
      </div>
      {shown && fields}
    </Flex>
  );
}
