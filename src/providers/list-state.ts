import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One value of a list's state as the address keeps it. The address is the list's memory: a reload, a shared link, a
 * bookmark or the back arrow from a detail shows the same page with the same filters.
 */
export interface ListField<T> {
  /** The address parameter's name; links and bookmarks use it, so it never changes. */
  param: string;
  /** The value when the address holds none, or one the list does not know; it is left out of the address. */
  fallback: T;
  /** The value of the parameter's values (all of them, for a repeated one); undefined when they mean nothing here. */
  parse(values: string[]): T | undefined;
  /** The parameter's values for a value; none or only empty ones leave it out. */
  format(value: T): string[];
  /** Something a person filters by: `filtered` and `clear` look at it (not paging, a tab or an open row). */
  filter: boolean;
  /** Changing it keeps the page (which row's detail is open); any other change goes back to page 1. */
  keepsPage?: boolean;
}

export type ListDeclaration = Record<string, ListField<unknown>>;
export type ListStateOf<D extends ListDeclaration> = { [K in keyof D]: D[K] extends ListField<infer T> ? T : never };

const one = (values: string[]) => values[0];
const filterField = <T>(param: string, fallback: T, parse: (values: string[]) => T | undefined, format: (value: T) => string[]) =>
  ({ param, fallback, parse, format, filter: true }) as ListField<T>;

/** The ways a list declares its fields; each falls back to its default for a value it does not know. */
export const field = {
  /** The page number (`page`), 1 when missing or not a number. */
  page: (): ListField<number> => ({
    param: 'page',
    fallback: 1,
    parse: (values) => Math.max(1, Number(one(values)) || 1),
    format: (page) => (page > 1 ? [String(page)] : []),
    filter: false,
  }),
  /** Rows per page (`limit`), one of the sizes the server takes. */
  pageSize: (sizes: readonly number[], fallback: number): ListField<number> => ({
    param: 'limit',
    fallback,
    parse: (values) => {
      const limit = Number(one(values));
      return sizes.includes(limit) ? limit : undefined;
    },
    format: (limit) => [String(limit)],
    filter: false,
  }),
  /** Free text; `max` cuts a hand-edited one, `trim` drops the spaces around it. */
  text: (param: string, { max, trim = false }: { max?: number; trim?: boolean } = {}): ListField<string> =>
    filterField(
      param,
      '',
      (values) => {
        const text = (one(values) ?? '').slice(0, max);
        return trim ? text.trim() : text;
      },
      (text) => [trim ? text.trim() : text],
    ),
  /** One of a fixed set of values. */
  oneOf: <const V extends string, const F extends string = V>(param: string, values: readonly V[], fallback: F): ListField<V | F> =>
    filterField<V | F>(
      param,
      fallback,
      (raw) => ((values as readonly string[]).includes(one(raw) ?? '') ? (one(raw) as V) : undefined),
      (value) => [value],
    ),
  /** On or off, written as `on` (`?deleted=1`, `?recall=open`). */
  flag: (param: string, on = '1'): ListField<boolean> =>
    filterField(
      param,
      false,
      (values) => one(values) === on,
      (value) => (value ? [on] : []),
    ),
  /** Several values in one parameter, comma separated (`?status=OPEN,CLOSED`). */
  commaList: (param: string): ListField<string[]> =>
    filterField(
      param,
      [],
      (values) => (one(values) ?? '').split(',').filter(Boolean),
      (list) => [list.join(',')],
    ),
  /** Several values, the parameter repeated (`?customer=1&customer=2`); `parseOne` drops the ones it does not know. */
  repeated: <T = string>(param: string, parseOne: (value: string) => T | undefined = (v) => v as T): ListField<T[]> =>
    filterField(
      param,
      [],
      (values) => values.map(parseOne).filter((v): v is T => v !== undefined),
      (list) => list.map(String),
    ),
  /** A day (YYYY-MM-DD); a hand-edited value that is no day is left out rather than refused by the server. */
  day: <const F extends string | null>(param: string, fallback: F): ListField<string | F> =>
    filterField<string | F>(
      param,
      fallback,
      (values) => (/^\d{4}-\d{2}-\d{2}$/.test(one(values) ?? '') ? one(values) : undefined),
      (day) => (day ? [day] : []),
    ),
  /** A record's id kept as its digits ('' for none). */
  digits: (param: string): ListField<string> =>
    filterField(
      param,
      '',
      (values) => (/^\d+$/.test(one(values) ?? '') ? one(values) : undefined),
      (id) => [id],
    ),
  /** A positive whole number, null for none. */
  positive: (param: string): ListField<number | null> =>
    filterField<number | null>(
      param,
      null,
      (values) => {
        const n = Number(one(values));
        return Number.isInteger(n) && n > 0 ? n : undefined;
      },
      (n) => (n ? [String(n)] : []),
    ),
};

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The list's state from the address. */
export function readListState<D extends ListDeclaration>(declaration: D, params: URLSearchParams): ListStateOf<D> {
  return Object.fromEntries(
    Object.entries(declaration).map(([key, f]) => {
      const values = params.getAll(f.param);
      return [key, values.length ? (f.parse(values) ?? f.fallback) : f.fallback];
    }),
  ) as ListStateOf<D>;
}

/** The address for a state: fields in the declaration's order, defaults and empty values left out. */
export function writeListState<D extends ListDeclaration>(declaration: D, state: ListStateOf<D>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, f] of Object.entries(declaration)) {
    const value = state[key];
    if (same(value, f.fallback)) continue;
    for (const text of f.format(value)) if (text) params.append(f.param, text);
  }
  return params;
}

/** The state after a change: a change of anything but an open row goes back to page 1. */
export function changedListState<D extends ListDeclaration>(declaration: D, state: ListStateOf<D>, change: Partial<ListStateOf<D>>) {
  const keepsPage = Object.keys(change).every((key) => declaration[key]?.keepsPage);
  return { ...state, ...('page' in declaration && !keepsPage ? { page: 1 } : {}), ...change } as ListStateOf<D>;
}

/** The filters at their defaults (paging, tabs and open rows kept). */
export function clearedFilters<D extends ListDeclaration>(declaration: D): Partial<ListStateOf<D>> {
  return Object.fromEntries(
    Object.entries(declaration)
      .filter(([, f]) => f.filter)
      .map(([key, f]) => [key, f.fallback]),
  ) as Partial<ListStateOf<D>>;
}

/** Any filter differs from its default: an empty list then says "nothing matches" and offers to clear. */
export function isFiltered<D extends ListDeclaration>(declaration: D, state: ListStateOf<D>): boolean {
  return Object.entries(declaration).some(([key, f]) => f.filter && !same(state[key], f.fallback));
}

/**
 * A list's paging and filters, kept in the address. The declaration (a constant beside the list) names each field's
 * parameter, default and allowed values once; `update` writes a change with `replace` navigation, so typing a search
 * does not fill the history.
 */
export function useListState<D extends ListDeclaration>(declaration: D) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(declaration, params), [declaration, params]);
  const update = useCallback(
    (change: Partial<ListStateOf<D>>) =>
      setParams(writeListState(declaration, changedListState(declaration, state, change)), { replace: true }),
    [declaration, state, setParams],
  );
  const clear = useCallback(() => update(clearedFilters(declaration)), [declaration, update]);
  return { state, update, clear, filtered: isFiltered(declaration, state) };
}
