import type { TadaDocumentNode } from 'gql.tada';
import { field, type ListField, type ListStateOf } from '../../providers/list-state.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import {
  SALES_OVERVIEW,
  SALES_OVERVIEW_FILTER,
  type SalesFilterInput,
  type SalesFilterOptions,
  type SalesOverview,
} from '../../graphql/sales-overview.ts';

export const LIST_KEYS = ['brands', 'merchandiseCategories', 'models', 'series'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

const CATEGORIES = ['overview', 'bike', 'paa'] as const;
const month = (v: string) => {
  const m = Number(v);
  return Number.isInteger(m) && m >= 1 && m <= 12 ? m : undefined;
};

/** The filter lives in the address, so a reload, a shared link or the back arrow keeps it. */
export const SALES_OVERVIEW_VIEW = {
  sorg: field.text('sorg'),
  /** 0: the server's default (this year). */
  year: {
    param: 'year',
    fallback: 0,
    parse: ([v]) => Number(v) || undefined,
    format: (y) => [String(y)],
    filter: true,
  } satisfies ListField<number>,
  /** '' the active customer, 'all' every customer the user acts for. */
  custCode: field.oneOf('customer', ['all'], ''),
  category: field.oneOf('category', CATEGORIES, 'overview'),
  months: field.repeated('months', month),
  brands: field.repeated('brands'),
  merchandiseCategories: field.repeated('merchandiseCategories'),
  models: field.repeated('models'),
  series: field.repeated('series'),
};
export type SalesOverviewState = ListStateOf<typeof SALES_OVERVIEW_VIEW>;

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

/** One read of the filter: the previous answer stays on screen while the next filter loads (the charts do not blink). */
const useSalesQuery = <T>(name: string, document: TadaDocumentNode<T, { filter?: SalesFilterInput | null }>, filter: SalesFilterInput) =>
  usePortalQuery([name, filter], document, { filter });

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
