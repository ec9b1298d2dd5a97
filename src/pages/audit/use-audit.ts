import type { VariablesOf } from '../../graphql/tada.ts';
import { field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { AUDIT_ENTRY, AUDIT_FILTER_OPTIONS, AUDIT_LOG, type AuditRow } from '../../graphql/audit.ts';

/** The API's page sizes (api/audit/service.ts AUDIT_PAGE_SIZES). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
const DEFAULT_LIMIT = 20;

/** The filters the list sends. */
export const FILTER_KEYS = ['actor', 'customer', 'operation', 'target', 'targetId', 'result', 'from', 'to'] as const;
export type AuditFilterKey = (typeof FILTER_KEYS)[number];

const text = (param: AuditFilterKey) => field.text(param, { max: 100, trim: true });

/** Paging, filters and the open row live in the address (so a filtered list is a link to share). */
export const AUDIT_LIST = {
  actor: text('actor'),
  customer: text('customer'),
  operation: text('operation'),
  target: text('target'),
  targetId: text('targetId'),
  result: text('result'),
  from: field.day('from', ''),
  to: field.day('to', ''),
  page: field.page(),
  limit: field.pageSize(PAGE_SIZES, DEFAULT_LIMIT),
  entry: { ...field.positive('entry'), filter: false, keepsPage: true },
};
export type AuditListState = ListStateOf<typeof AUDIT_LIST>;

/** One page of the log, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(s: AuditListState) {
  const variables: VariablesOf<typeof AUDIT_LOG> = {
    page: s.page,
    limit: s.limit,
    ...Object.fromEntries(FILTER_KEYS.map((k) => [k, s[k].trim() || null])),
  };
  const query = usePortalQuery(['audit-log', variables], AUDIT_LOG, variables);
  return {
    page: query.data?.auditLog,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}

/** The row the drawer shows: read by id, so a shared link with `entry=` opens it even when it is not on the page. */
export function useAuditEntry(id: number | null, fromList: AuditRow | undefined) {
  const query = usePortalQuery(['audit-entry', id], AUDIT_ENTRY, { id: id ?? 0 }, { enabled: !!id && !fromList, staleTime: Infinity });
  return {
    entry: fromList ?? query.data?.auditEntry ?? null,
    isLoading: !fromList && query.isLoading,
    isError: !fromList && query.isError,
    missing: !fromList && query.isSuccess && !query.data?.auditEntry,
    refetch: query.refetch,
  };
}

/** The choices of the operation, target and result filters. */
export function useAuditFilterOptions() {
  const query = usePortalQuery(['audit-filter-options'], AUDIT_FILTER_OPTIONS, {}, { staleTime: 60_000 });
  return { options: query.data?.auditFilterOptions, loading: query.isLoading };
}
