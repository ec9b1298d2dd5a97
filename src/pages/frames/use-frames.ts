import { useCustom } from '@refinedev/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FRAMES, type FrameFilterInput } from '../../graphql/frames.ts';
import type { ResultOf } from '../../graphql/tada.ts';
import { FRAME_PAGE_SIZE, FRAME_PAGE_SIZES, type FrameState } from '../../rules/frames.ts';

export interface FrameListState {
  page: number;
  limit: number;
  search: string;
  /** Only frames an open recall touches. */
  openRecall: boolean;
  state: FrameState | '';
}

export const NO_FILTERS: Partial<FrameListState> = { search: '', openRecall: false, state: '' };

/**
 * Paging and filters live in the URL, so the home page's recall card links to the filtered list (`?recall=open`) and the
 * back arrow from a frame returns to the same list.
 */
export function useFrameListState() {
  const [params, setParams] = useSearchParams();
  const state: FrameListState = useMemo(() => {
    const limit = Number(params.get('limit'));
    const s = params.get('state');
    return {
      page: Math.max(1, Number(params.get('page')) || 1),
      limit: (FRAME_PAGE_SIZES as readonly number[]).includes(limit) ? limit : FRAME_PAGE_SIZE,
      search: params.get('search') ?? '',
      openRecall: params.get('recall') === 'open',
      state: s === 'stock' || s === 'sold' ? s : '',
    };
  }, [params]);
  const update = (change: Partial<FrameListState>) => {
    const next = { ...state, page: 1, ...change };
    const entries: [string, string][] = [
      ['page', next.page > 1 ? String(next.page) : ''],
      ['limit', next.limit !== FRAME_PAGE_SIZE ? String(next.limit) : ''],
      ['search', next.search],
      ['recall', next.openRecall ? 'open' : ''],
      ['state', next.state],
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  const filtered = !!(state.search || state.openRecall || state.state);
  return { state, update, filtered };
}

/** One page of frames, the previous page kept on screen while the next loads. */
export function useFrames(s: FrameListState) {
  const filter: FrameFilterInput = { search: s.search.trim() || null, openRecall: s.openRecall || null, state: s.state || null };
  const variables = { page: s.page, limit: s.limit, filter };
  const { result, query } = useCustom<ResultOf<typeof FRAMES>>({
    url: '',
    method: 'post',
    errorNotification: false,
    meta: { gqlQuery: FRAMES, gqlVariables: variables },
    queryOptions: { queryKey: ['portal', 'frames', variables], placeholderData: (previous) => previous, meta: { feedback: false } },
  });
  return {
    page: result.data?.frames,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
