import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatusFilter } from '../../graphql/retail-sales.ts';
import { REGISTRATION_STATUSES, REGISTRATION_TYPES, type RegistrationType } from '../../rules/registration.ts';
import { useDebounced } from '../../shell/use-debounced.ts';
import { NO_FILTERS, type RegistrationListState } from './use-registrations.ts';

interface Props {
  state: RegistrationListState;
  onChange: (c: Partial<RegistrationListState>) => void;
  phone: boolean;
}

/**
 * Search (frame number or consumer, debounced), status (the seven, or all) and type (retail, non-retail, or all). On a
 * phone the search stays in view and the rest fold under one button, so the cards come first.
 */
export function ListFilters({ state, onChange, phone }: Props) {
  const { t } = useTranslation('retail-sales');
  const [text, setText] = useState(state.search);
  const settled = useDebounced(text, 400);
  useEffect(() => {
    if (settled.trim() !== state.search) onChange({ search: settled.trim() });
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps
  // The phone's top-bar search, clear filters and the back arrow change the URL; the box follows.
  useEffect(() => setText(state.search), [state.search]);
  const [shown, setShown] = useState(false);
  const size = phone ? 'large' : 'middle';
  const width = (desktop: number) => (phone ? '100%' : desktop);
  const active = [state.status !== 'all', state.type !== 'all'].filter(Boolean).length;

  const search = (
    <Input
      allowClear
      size={size}
      prefix={<SearchOutlined />}
      placeholder={t('filters.search')}
      aria-label={t('filters.search')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      maxLength={60}
      style={{ width: width(280) }}
      data-testid="registration-search"
    />
  );
  const others = (
    <>
      <Select
        size={size}
        aria-label={t('filters.status')}
        value={state.status}
        onChange={(v: RegistrationStatusFilter) => onChange({ status: v })}
        options={(['all', ...REGISTRATION_STATUSES] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
        style={{ width: width(200) }}
        data-testid="registration-filter-status"
      />
      <Select
        size={size}
        aria-label={t('filters.type')}
        value={state.type}
        onChange={(v: RegistrationType) => onChange({ type: v })}
        options={REGISTRATION_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        style={{ width: width(160) }}
        data-testid="registration-filter-type"
      />
      {active > 0 && (
        <Button size={size} onClick={() => onChange(NO_FILTERS)} data-testid="registration-filters-clear">
          {t('filters.clear')}
        </Button>
      )}
    </>
  );
  if (!phone)
    return (
      <Flex gap={8} wrap data-testid="registration-filters">
        {search}
        {others}
      </Flex>
    );
  return (
    <Flex vertical gap={8} data-testid="registration-filters">
      <Flex gap={8}>
        <div style={{ flex: 1 }}>{search}</div>
        <Badge count={active} size="small" offset={[-4, 4]}>
          <Button
            size="large"
            icon={<FilterOutlined />}
            onClick={() => setShown(!shown)}
            aria-expanded={shown}
            data-testid="registration-filters-toggle"
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
