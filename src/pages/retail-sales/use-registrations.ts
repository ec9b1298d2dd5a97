import { REGISTERED_FRAMES } from '../../graphql/retail-sales.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { clearedFilters, field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import {
  isUnderWay,
  REGISTRATION_PAGE_SIZE,
  REGISTRATION_PAGE_SIZES,
  REGISTRATION_STATUSES,
  REGISTRATION_TYPES,
} from '../../rules/registration.ts';

/** Paging and filters live in the address, so the way back from a registration's form returns to the same list. */
export const REGISTRATION_LIST = {
  page: field.page(),
  limit: field.pageSize(REGISTRATION_PAGE_SIZES, REGISTRATION_PAGE_SIZE),
  search: field.text('search'),
  status: field.oneOf('status', REGISTRATION_STATUSES, 'all'),
  type: field.oneOf('type', REGISTRATION_TYPES, 'all'),
};
export type RegistrationListState = ListStateOf<typeof REGISTRATION_LIST>;
export const NO_FILTERS = clearedFilters(REGISTRATION_LIST);

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
  const query = usePortalQuery(['registeredFrames', variables], REGISTERED_FRAMES, variables, {
    refetchInterval: (answer) => (underWay(answer) ? POLL_MS : false),
  });
  const page = query.data?.registeredFrames;
  return {
    page,
    underWay: underWay(query.data),
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
