import { SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FRAME_STATES, type FrameState } from '../../rules/frames.ts';
import { useSearchBox } from '../../shell/use-search-box.ts';
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
  // The phone's top-bar search, clear filters and the back arrow change the URL; the box follows.
  const [text, setText] = useSearchBox(state.search, (search) => onChange({ search }), { trim: true });
  const size = phone ? 'large' : 'middle';
  return (
    <Flex gap={8} wrap align="center" data-testid="frame-filters" vertical={phone}>
      <Input
        allowClear
        size={size}
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('filters.search')}
        aria-label={t('filters.search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={40}
        style={{ width: phone ? '100%' : 280 }}
        data-testid="frame-list-search"
      />
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
      {filtered && (
        <Button size={size} onClick={() => onChange(NO_FILTERS)} data-testid="frame-filters-clear">
          {t('browse.clear')}
        </Button>
      )}
    </Flex>
  );
}
