import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResultOf, VariablesOf } from '../../graphql/tada.ts';
import { AUDIT_ENTRY, AUDIT_FILTER_OPTIONS, AUDIT_LOG, type AuditRow } from './queries.ts';

/** The API's page sizes (api/audit/service.ts AUDIT_PAGE_SIZES). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

/** The filters the list sends, as the URL keeps them (so a filtered list is a link to share). */
export const FILTER_KEYS = ['actor', 'customer', 'operation', 'target', 'targetId', 'result', 'from', 'to'] as const;
export type AuditFilterKey = (typeof FILTER_KEYS)[number];

export type AuditListState = { page: number; limit: number; entry: number | null } & Record<AuditFilterKey, string>;

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** Paging, filters and the open row live in the URL; a change of filter goes back to page 1. */
export function useAuditListState() {
  const [params, setParams] = useSearchParams();
  const state: AuditListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    const entry = Number(params.get('entry'));
    const text = (key: AuditFilterKey) => (params.get(key) ?? '').slice(0, 100);
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
      entry: Number.isInteger(entry) && entry > 0 ? entry : null,
      ...(Object.fromEntries(FILTER_KEYS.map((k) => [k, text(k)])) as Record<AuditFilterKey, string>),
      // A hand-edited date that is no day is left out rather than refused by the server.
      from: isDay(text('from')) ? text('from') : '',
      to: isDay(text('to')) ? text('to') : '',
    };
  }, [params]);

  const write = (next: AuditListState) => {
    const entries: [string, string][] = [
      ...FILTER_KEYS.map((k): [string, string] => [k, next[k].trim()]),
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== DEFAULT_LIMIT ? String(next.limit) : ''],
      ['entry', next.entry ? String(next.entry) : ''],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  const update = (change: Partial<AuditListState>) => write({ ...state, page: 1, ...change });
  const setPage = (page: number, limit: number) => write({ ...state, page: limit !== state.limit ? 1 : page, limit });
  const open = (entry: number | null) => write({ ...state, entry });
  const clear = () =>
    write({ ...state, page: 1, ...(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])) as Record<AuditFilterKey, string>) });
  const filtered = FILTER_KEYS.some((k) => state[k]);
  return { state, update, setPage, open, clear, filtered };
}

/** One page of the log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(s: AuditListState) {
  const variables: VariablesOf<typeof AUDIT_LOG> = {
    page: s.page,
    limit: s.limit,
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, s[k].trim() || null])),
  };
  const { result, query } = useCustom<ResultOf<typeof AUDIT_LOG>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: AUDIT_LOG, gqlVariables: variables },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'audit-log', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  return {
    page: result.data?.auditLog,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The row the drawer shows: read by id, so a shared link with `entry=` opens it even when it is not on the page. */
export function useAuditEntry(id: number | null, fromList: AuditRow | undefined) {
  const { result, query } = useCustom<ResultOf<typeof AUDIT_ENTRY>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: AUDIT_ENTRY, gqlVariables: { id } },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'audit-entry', id], enabled: !!id && !fromList, staleTime: Infinity, meta: { feedback: false } },
  });
  return {
    entry: fromList ?? result.data?.auditEntry ?? null,
    isLoading: !fromList && query.isLoading,
    isError: !fromList && query.isError,
    missing: !fromList && query.isSuccess && !result.data?.auditEntry,
    refetch: query.refetch,
  };
}

/** The choices of the operation, target and result filters. */
export function useAuditFilterOptions() {
  const { result, query } = useCustom<ResultOf<typeof AUDIT_FILTER_OPTIONS>>({
    url: '',
    method: 'post',
    meta: { gqlQuery: AUDIT_FILTER_OPTIONS },
    errorNotification: false,
    queryOptions: { queryKey: ['portal', 'audit-filter-options'], staleTime: 60_000, meta: { feedback: false } },
  });
  return { options: result.data?.auditFilterOptions, loading: query.isLoading };
}
