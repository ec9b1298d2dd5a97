// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changedListState, field, isFiltered, readListState, useListState, writeListState } from '../../src/providers/list-state.ts';

// A list with every kind of field, in the order its parameters are written.
const LIST = {
  tab: { ...field.oneOf('tab', ['open', 'done'], 'open'), filter: false },
  page: field.page(),
  limit: field.pageSize([10, 20, 50], 10),
  search: field.text('search'),
  status: field.oneOf('status', ['new', 'paid'], ''),
  kinds: field.commaList('kinds'),
  customers: field.repeated('customer'),
  months: field.repeated('month', (v) => (/^(1[0-2]|[1-9])$/.test(v) ? Number(v) : undefined)),
  deleted: field.flag('deleted'),
  recall: field.flag('recall', 'open'),
  from: field.day('from', ''),
  to: field.day('to', null),
  customer: field.digits('cust'),
  entry: { ...field.positive('entry'), filter: false, keepsPage: true },
};

const read = (query: string) => readListState(LIST, new URLSearchParams(query));
const write = (change: Partial<ReturnType<typeof read>>) => writeListState(LIST, { ...read(''), ...change }).toString();

describe('list state: reading the address', () => {
  it('gives every field its default when the address is empty', () => {
    expect(read('')).toEqual({
      tab: 'open',
      page: 1,
      limit: 10,
      search: '',
      status: '',
      kinds: [],
      customers: [],
      months: [],
      deleted: false,
      recall: false,
      from: '',
      to: null,
      customer: '',
      entry: null,
    });
  });

  it('reads each kind of field', () => {
    const state = read(
      'tab=done&page=3&limit=20&search=a+b&status=paid&kinds=X,Y&customer=7&customer=9&month=2&month=12' +
        '&deleted=1&recall=open&from=2024-01-31&to=2024-02-01&cust=42&entry=5',
    );
    expect(state).toEqual({
      tab: 'done',
      page: 3,
      limit: 20,
      search: 'a b',
      status: 'paid',
      kinds: ['X', 'Y'],
      customers: ['7', '9'],
      months: [2, 12],
      deleted: true,
      recall: true,
      from: '2024-01-31',
      to: '2024-02-01',
      customer: '42',
      entry: 5,
    });
  });

  it('falls back to the default for values it does not know', () => {
    const state = read('tab=x&page=-2&limit=15&status=lost&month=13&month=3&deleted=yes&recall=1&from=31.01.2024&to=soon&cust=4a&entry=0');
    expect(state).toMatchObject({
      tab: 'open',
      page: 1,
      limit: 10,
      status: '',
      months: [3],
      deleted: false,
      recall: false,
      from: '',
      to: null,
      customer: '',
      entry: null,
    });
    expect(read('page=abc').page).toBe(1);
    expect(read('entry=2.5').entry).toBeNull();
  });

  it('cuts and trims text when the field asks for it', () => {
    const short = { text: field.text('q', { max: 5, trim: true }) };
    expect(readListState(short, new URLSearchParams('q=abcdefgh')).text).toBe('abcde');
    expect(readListState(short, new URLSearchParams('q=+ab+')).text).toBe('ab');
    expect(writeListState(short, { text: ' ab ' }).toString()).toBe('q=ab');
  });
});

describe('list state: writing the address', () => {
  it('leaves defaults and empty values out', () => {
    expect(write({})).toBe('');
    expect(write({ page: 1, limit: 10, search: '', kinds: [], customers: [], to: null, deleted: false })).toBe('');
  });

  it("writes fields in the declaration's order, repeated ones once per value", () => {
    expect(
      write({
        search: 'x',
        tab: 'done',
        page: 2,
        limit: 50,
        kinds: ['A', 'B'],
        customers: ['1', '2'],
        months: [4],
        recall: true,
        entry: 9,
      }),
    ).toBe('tab=done&page=2&limit=50&search=x&kinds=A%2CB&customer=1&customer=2&month=4&recall=open&entry=9');
    expect(write({ deleted: true, from: '2024-01-01', to: '2024-12-31', customer: '12' })).toBe(
      'deleted=1&from=2024-01-01&to=2024-12-31&cust=12',
    );
  });

  it('reads back what it writes', () => {
    const state = { ...read(''), tab: 'done' as const, page: 4, status: 'new' as const, kinds: ['K'], months: [1, 11], to: '2025-03-01' };
    expect(read(writeListState(LIST, state).toString())).toEqual(state);
  });
});

describe('list state: changes', () => {
  const on5 = { ...read(''), page: 5, search: 'old' };

  it('goes back to page 1 when a filter changes', () => {
    expect(changedListState(LIST, on5, { search: 'new' })).toMatchObject({ page: 1, search: 'new' });
    expect(changedListState(LIST, on5, { limit: 20 })).toMatchObject({ page: 1, limit: 20 });
  });

  it('keeps the page that a change names, and the page when an open row changes', () => {
    expect(changedListState(LIST, on5, { page: 3 }).page).toBe(3);
    expect(changedListState(LIST, on5, { entry: 8 })).toMatchObject({ page: 5, entry: 8 });
    expect(changedListState(LIST, on5, { entry: 8, search: 'x' }).page).toBe(1);
  });

  it('counts only filters as filtered', () => {
    expect(isFiltered(LIST, read('tab=done&page=2&limit=20&entry=3'))).toBe(false);
    expect(isFiltered(LIST, read('month=3'))).toBe(true);
    expect(isFiltered(LIST, read('recall=open'))).toBe(true);
  });
});

describe('useListState', () => {
  const render = (url: string) =>
    renderHook(() => ({ list: useListState(LIST), location: useLocation(), navigation: useNavigationType() }), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(MemoryRouter, { initialEntries: [url] }, children),
    });

  it('reads the address and writes a change with replace navigation, back on page 1', () => {
    const { result } = render('/orders?page=3&search=bike&tab=done');
    expect(result.current.list.state).toMatchObject({ page: 3, search: 'bike', tab: 'done' });
    expect(result.current.list.filtered).toBe(true);
    act(() => result.current.list.update({ status: 'paid' }));
    expect(result.current.location.pathname).toBe('/orders');
    expect(result.current.location.search).toBe('?tab=done&search=bike&status=paid');
    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.list.state).toMatchObject({ page: 1, status: 'paid' });
  });

  it('clears the filters and keeps paging size, tab and open row', () => {
    const { result } = render('/orders?tab=done&page=2&limit=50&search=x&deleted=1&entry=4');
    act(() => result.current.list.clear());
    expect(result.current.location.search).toBe('?tab=done&limit=50&entry=4');
    expect(result.current.list.filtered).toBe(false);
  });

  it('drops parameters the list does not declare', () => {
    const { result } = render('/orders?utm=mail&page=2');
    act(() => result.current.list.update({ page: 3 }));
    expect(result.current.location.search).toBe('?page=3');
  });
});
