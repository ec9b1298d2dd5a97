import { type HttpError, useDataProvider, useOnError } from '@refinedev/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SALES_OVERVIEW, SALES_OVERVIEW_FILTER, type SalesFilterInput, type SalesFilterOptions, type SalesOverview } from './queries.ts';

export const LIST_KEYS = ['brands', 'merchandiseCategories', 'models', 'series'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export interface SalesOverviewState {
  sorg: string;
  /** 0: the server's default (this year). */
  year: number;
  /** '' the active customer, 'all' every customer the user acts for. */
  custCode: '' | 'all';
  category: 'overview' | 'bike' | 'paa';
  months: number[];
  brands: string[];
  merchandiseCategories: string[];
  models: string[];
  series: string[];
}

const CATEGORIES = ['overview', 'bike', 'paa'] as const;

/** The filter lives in the URL, so a reload, a shared link or the back arrow keeps it. */
export function useSalesOverviewState() {
  const [params, setParams] = useSearchParams();
  const state: SalesOverviewState = useMemo(() => {
    const category = params.get('category') as SalesOverviewState['category'];
    return {
      sorg: params.get('sorg') ?? '',
      year: Number(params.get('year')) || 0,
      custCode: params.get('customer') === 'all' ? 'all' : '',
      category: CATEGORIES.includes(category) ? category : 'overview',
      months: params
        .getAll('months')
        .map(Number)
        .filter((m) => Number.isInteger(m) && m >= 1 && m <= 12),
      brands: params.getAll('brands'),
      merchandiseCategories: params.getAll('merchandiseCategories'),
      models: params.getAll('models'),
      series: params.getAll('series'),
    };
  }, [params]);
  const update = (change: Partial<SalesOverviewState>) => {
    const next = { ...state, ...change };
    const entries: [string, string][] = [
      ['sorg', next.sorg],
      ['year', next.year ? String(next.year) : ''],
      ['customer', next.custCode],
      ['category', next.category === 'overview' ? '' : next.category],
      ...next.months.map((m): [string, string] => ['months', String(m)]),
      ...LIST_KEYS.flatMap((key) => next[key].map((v): [string, string] => [key, v])),
    ];
    setParams(new URLSearchParams(entries.filter(([, v]) => v)), { replace: true });
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { state, update, clear };
}

/** The state as the API's filter: empty keys left out, so the server fills in its defaults. */
export function filterOf(s: SalesOverviewState): SalesFilterInput {
  return {
    sorg: s.sorg || null,
    year: s.year || null,
    custCode: s.custCode || null,
    category: s.category,
    months: s.months,
    brands: s.brands,
    merchandiseCategories: s.merchandiseCategories,
    models: s.models,
    series: s.series,
  };
}

/**
 * One GraphQL read whose previous answer stays on screen while the next filter loads (the charts do not blink).
 * A refusal only shows on this page: a 401 still ends the session.
 */
function useSalesQuery<T extends Record<string, unknown>>(
  name: string,
  document: TadaDocumentNode<T, { filter?: SalesFilterInput | null }>,
  filter: SalesFilterInput,
) {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return useQuery<T, HttpError>({
    queryKey: ['portal', name, filter],
    retry: false,
    placeholderData: keepPreviousData,
    meta: { feedback: false },
    queryFn: async () => {
      try {
        const { data } = await dataProvider().custom!<T>({
          url: '',
          method: 'post',
          meta: { gqlQuery: document, gqlVariables: { filter } },
        });
        return data;
      } catch (error) {
        if ((error as HttpError | null)?.statusCode === 401) onError(error);
        throw error;
      }
    },
  });
}

export function useSalesOverview(state: SalesOverviewState) {
  const filter = filterOf(state);
  const overview = useSalesQuery('salesOverview', SALES_OVERVIEW, filter);
  const options = useSalesQuery('salesOverviewFilter', SALES_OVERVIEW_FILTER, filter);
  return {
    overview: overview.data?.salesOverview as SalesOverview | undefined,
    options: options.data?.salesOverviewFilter as SalesFilterOptions | undefined,
    isLoading: overview.isLoading,
    isFetching: overview.isFetching || options.isFetching,
    isError: overview.isError,
    error: overview.error,
    refetch: () => {
      void overview.refetch();
      void options.refetch();
    },
  };
}
