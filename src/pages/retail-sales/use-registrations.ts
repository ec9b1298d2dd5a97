import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { REGISTERED_FRAMES, type RegistrationStatusFilter } from '../../graphql/retail-sales.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import {
  isRegistrationStatus,
  isUnderWay,
  REGISTRATION_PAGE_SIZE,
  REGISTRATION_PAGE_SIZES,
  REGISTRATION_TYPES,
  type RegistrationType,
} from '../../rules/registration.ts';

export interface RegistrationListState {
  page: number;
  limit: number;
  search: string;
  status: RegistrationStatusFilter;
  type: RegistrationType;
}

export const NO_FILTERS: Partial<RegistrationListState> = { search: '', status: 'all', type: 'all' };

/** Paging and filters live in the URL, so the way back from a registration's form returns to the same list. */
export function useRegistrationListState() {
  const [params, setParams] = useSearchParams();
  const state: RegistrationListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    const status = params.get('status') ?? '';
    const type = params.get('type') ?? '';
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (REGISTRATION_PAGE_SIZES as readonly number[]).includes(limit) ? limit : REGISTRATION_PAGE_SIZE,
      search: params.get('search') ?? '',
      status: isRegistrationStatus(status) ? status : 'all',
      type: (REGISTRATION_TYPES as readonly string[]).includes(type) ? (type as RegistrationType) : 'all',
    };
  }, [params]);
  const update = (change: Partial<RegistrationListState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== REGISTRATION_PAGE_SIZE ? String(next.limit) : ''],
      ['search', next.search],
      ['status', next.status === 'all' ? '' : next.status],
      ['type', next.type === 'all' ? '' : next.type],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  const filtered = !!state.search || state.status !== 'all' || state.type !== 'all';
  return { state, update, filtered };
}

type Answer = ResultOf<typeof REGISTERED_FRAMES>;
// While a registration is on its way the consumer account answers within seconds: the list looks again until none is.
const POLL_MS = 3000;
const underWay = (answer: Answer | undefined) => !!answer?.registeredFrames?.registeredFrames.some((r) => isUnderWay(r.status));

/** One page of registrations, the previous page kept on screen while the next loads. */
export function useRegisteredFrames(s: RegistrationListState) {
  const variables = {
    page: s.page,
    limit: s.limit,
    search: s.search.trim() || null,
    status: s.status,
    type: s.type === 'non-retail' ? ('non_retail' as const) : s.type,
  };
  const { result, query } = useCustom<Answer>({
    url: '',
    method: 'post',
    errorNotification: false,
    meta: { gqlQuery: REGISTERED_FRAMES, gqlVariables: variables },
    queryOptions: {
      queryKey: ['portal', 'registeredFrames', variables],
      placeholderData: (previous) => previous,
      meta: { feedback: false },
      refetchInterval: (q) => (underWay((q.state.data as { data?: Answer } | undefined)?.data) ? POLL_MS : false),
    },
  });
  const page = result.data?.registeredFrames;
  return {
    page,
    underWay: underWay(result.data),
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
