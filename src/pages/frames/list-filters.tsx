import { Checkbox, Flex, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FRAME_STATES, type FrameState } from '../../rules/frames.ts';
import { FilterBar, filterSize, SearchFilter } from '../../shell/filter-bar.tsx';
import { type FrameListState, NO_FILTERS } from './use-frames.ts';

interface Props {
  state: FrameListState;
  onChange: (c: Partial<FrameListState>) => void;
  phone: boolean;
  filtered: boolean;
}

/** Search (frame number or model, debounced), only bikes under an open recall, and in stock or sold. */
export function ListFilters({ state, onChange, phone, filtered }: Props) {
  const { t } = useTranslation('frames');
  const size = filterSize(phone);
  return (
    <FilterBar
      phone={phone}
      align="center"
      phoneAlign="center"
      testId="frame-filters"
      // The phone's top-bar search, clear filters and the back arrow change the address; the box follows.
      search={
        <SearchFilter
          value={state.search}
          onSearch={(search) => onChange({ search })}
          label={t('filters.search')}
          phone={phone}
          width={280}
          maxLength={40}
          trim
          testId="frame-list-search"
        />
      }
      clear={{ label: t('browse.clear'), shown: filtered, onClear: () => onChange(NO_FILTERS), testId: 'frame-filters-clear' }}
    >
      <Flex gap={8} align="center" style={phone ? { width: '100%' } : undefined}>
        <Select
          allowClear
          size={size}
          placeholder={t('filters.state')}
          aria-label={t('filters.state')}
          value={state.state || undefined}
          onChange={(v?: FrameState) => onChange({ state: v ?? '' })}
          options={FRAME_STATES.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          style={{ width: phone ? '50%' : 160 }}
          data-testid="frame-filter-state"
        />
        <Checkbox checked={state.openRecall} onChange={(e) => onChange({ openRecall: e.target.checked })} data-testid="frame-filter-recall">
          {t('filters.open_recall')}
        </Checkbox>
      </Flex>
    </FilterBar>
  );
}
