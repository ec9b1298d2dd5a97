import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import { Badge, Button, DatePicker, Flex, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useHostConfig } from '../providers/config.tsx';
import { useSearchBox } from './use-search-box.ts';

/** A list's filter controls are large on a phone (thumbs) and the usual size elsewhere. */
export const filterSize = (phone: boolean) => (phone ? 'large' : 'middle');
/** A control's width: the whole row on a phone, its own width elsewhere. */
export const filterWidth = (phone: boolean, desktop: number) => (phone ? '100%' : desktop);

interface SearchFilterProps {
  /** The search the address keeps. */
  value: string;
  onSearch: (search: string) => void;
  /** Its placeholder and accessible name. */
  label: string;
  phone: boolean;
  width: number;
  maxLength?: number;
  /** The search sent has no outer spaces. */
  trim?: boolean;
  testId?: string;
}

/**
 * A list's search box: what is typed is sent once typing rests (spec 1 §9), and the box follows the address when the
 * search changes elsewhere (the phone's top bar, clear filters, the back arrow).
 */
export function SearchFilter({ value, onSearch, label, phone, width, maxLength, trim = false, testId }: SearchFilterProps) {
  const [text, setText] = useSearchBox(value, onSearch, { trim });
  return (
    <Input
      allowClear
      size={filterSize(phone)}
      prefix={<SearchOutlined />}
      placeholder={label}
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      maxLength={maxLength}
      style={{ width: filterWidth(phone, width) }}
      data-testid={testId}
    />
  );
}

interface DateRangeFilterProps {
  /** The days the address keeps (YYYY-MM-DD), '' for an open end. */
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  placeholder: [string, string];
  phone: boolean;
  width: number;
  /** No keyboard on a phone: the days are picked from the calendar. */
  readOnlyOnPhone?: boolean;
  testId?: string;
}

/** A range of days in the host's date format; either end may stay open. */
export function DateRangeFilter({ from, to, onChange, placeholder, phone, width, readOnlyOnPhone = false, testId }: DateRangeFilterProps) {
  const { dateFormat } = useHostConfig();
  const value = from || to ? ([from ? dayjs(from) : null, to ? dayjs(to) : null] as [Dayjs | null, Dayjs | null]) : null;
  return (
    <DatePicker.RangePicker
      allowEmpty={[true, true]}
      size={filterSize(phone)}
      format={dateFormat}
      value={value}
      inputReadOnly={readOnlyOnPhone && phone}
      placeholder={placeholder}
      style={{ width: filterWidth(phone, width) }}
      data-testid={testId}
      onChange={(v) => onChange({ from: v?.[0]?.format('YYYY-MM-DD') ?? '', to: v?.[1]?.format('YYYY-MM-DD') ?? '' })}
    />
  );
}

interface FilterBarProps {
  phone: boolean;
  /** The search box, kept in view on a phone even when the other filters fold. */
  search?: ReactNode;
  /** The other filters, in their order. */
  children?: ReactNode;
  /**
   * On a phone the other filters fold under one button that counts those set, so the rows come first. Without it they
   * stack under the search.
   */
  fold?: { label: string; active: number; testId: string };
  /** Clears the filters; shown while one is set. */
  clear?: { label: string; shown: boolean; onClear: () => void; testId: string };
  /** How the controls line up on a desktop (a check box beside inputs sits in their middle), and stacked on a phone. */
  align?: 'center' | 'normal';
  phoneAlign?: 'center' | 'normal';
  testId?: string;
}

/**
 * The one filter bar of the list pages: the search first, then the selects and date range, then a clear button; the
 * controls wrap on a desktop and stack on a phone, where they may fold under one button.
 */
export function FilterBar({ phone, search, children, fold, clear, align = 'normal', phoneAlign = 'normal', testId }: FilterBarProps) {
  const [shown, setShown] = useState(false);
  const others = (
    <>
      {children}
      {clear?.shown && (
        <Button size={filterSize(phone)} onClick={clear.onClear} data-testid={clear.testId}>
          {clear.label}
        </Button>
      )}
    </>
  );
  if (!phone)
    return (
      <Flex gap={8} wrap align={align} data-testid={testId}>
        {search}
        {others}
      </Flex>
    );
  if (!fold)
    return (
      <Flex gap={8} vertical align={phoneAlign} data-testid={testId}>
        {search}
        {others}
      </Flex>
    );
  const toggle = (
    <Badge count={fold.active} size="small" offset={[-4, 4]}>
      <Button size="large" icon={<FilterOutlined />} onClick={() => setShown(!shown)} aria-expanded={shown} data-testid={fold.testId}>
        {fold.label}
      </Button>
    </Badge>
  );
  return (
    <Flex vertical gap={8} data-testid={testId}>
      {search ? (
        <Flex gap={8}>
          <div style={{ flex: 1 }}>{search}</div>
          {toggle}
        </Flex>
      ) : (
        <div>{toggle}</div>
      )}
      {shown && (
        <Flex vertical gap={8}>
          {others}
        </Flex>
      )}
    </Flex>
  );
}
