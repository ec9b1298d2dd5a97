import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RegistrationStatusFilter } from '../../graphql/retail-sales.ts';
import { REGISTRATION_STATUSES, REGISTRATION_TYPES, type RegistrationType } from '../../rules/registration.ts';
import { FilterBar, filterSize, SearchFilter } from '../../shell/filter-bar.tsx';
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
  const size = filterSize(phone);
  const width = (desktop: number) => (phone ? '100%' : desktop);
  const active = [state.status !== 'all', state.type !== 'all'].filter(Boolean).length;

  return (
    <FilterBar
      phone={phone}
      testId="registration-filters"
      // The phone's top-bar search, clear filters and the back arrow change the address; the box follows.
      search={
        <SearchFilter
          value={state.search}
          onSearch={(search) => onChange({ search })}
          label={t('filters.search')}
          phone={phone}
          width={280}
          maxLength={60}
          trim
          testId="registration-search"
        />
      }
      fold={{ label: t('filters.title'), active, testId: 'registration-filters-toggle' }}
      clear={{ label: t('filters.clear'), shown: active > 0, onClear: () => onChange(NO_FILTERS), testId: 'registration-filters-clear' }}
    >
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
    </FilterBar>
  );
}
