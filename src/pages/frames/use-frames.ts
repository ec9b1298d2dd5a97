import { FRAMES, type FrameFilterInput } from '../../graphql/frames.ts';
import { clearedFilters, field, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { FRAME_PAGE_SIZE, FRAME_PAGE_SIZES, FRAME_STATES } from '../../rules/frames.ts';

/**
 * Paging and filters live in the address, so the home page's recall card links to the filtered list (`?recall=open`) and
 * the back arrow from a frame returns to the same list.
 */
export const FRAME_LIST = {
  page: field.page(),
  limit: field.pageSize(FRAME_PAGE_SIZES, FRAME_PAGE_SIZE),
  search: field.text('search'),
  /** Only frames an open recall touches. */
  openRecall: field.flag('recall', 'open'),
  state: field.oneOf('state', FRAME_STATES, ''),
};
export type FrameListState = ListStateOf<typeof FRAME_LIST>;
export const NO_FILTERS = clearedFilters(FRAME_LIST);

/** One page of frames, the previous page kept on screen while the next loads. */
export function useFrames(s: FrameListState) {
  const filter: FrameFilterInput = { search: s.search.trim() || null, openRecall: s.openRecall || null, state: s.state || null };
  const variables = { page: s.page, limit: s.limit, filter };
  const query = usePortalQuery(['frames', variables], FRAMES, variables);
  return {
    page: query.data?.frames,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
