import { stringifyDocument } from '@urql/core';
import { PRODUCT_GROUPS, PRODUCTS, resultPageKey, type PageInfo, type Product, type ProductGroup } from '../../../graphql/catalog.ts';
import type { ResultOf } from '../../../graphql/tada.ts';
import { apiFetch } from '../../../providers/api-fetch.ts';
import { categoryOfPath, defaultView, readListQuery, viewQuota, type CatalogQuery } from '../../../rules/catalog-query.ts';
import type { HostConfig } from '../../../rules/host-config.ts';
import { handOver } from '../../../shell/first-page-shown.ts';

export type FirstResults =
  | { view: 'group'; query: CatalogQuery; info: PageInfo; groups: ProductGroup[] }
  | { view: 'item'; query: CatalogQuery; info: PageInfo; products: Product[] };

type Answer = Partial<ResultOf<typeof PRODUCT_GROUPS> & ResultOf<typeof PRODUCTS>>;

/**
 * The first page of the list the address asks for, with the same operation and variables as the app's list
 * (src/pages/catalog/results.tsx), sent without refine or urql's client, and handed over to that list. Fails on any
 * error: the app then shows it.
 */
export async function fetchFirstResults(
  location: Pick<Location, 'pathname' | 'search'>,
  config: HostConfig,
  language: string,
): Promise<FirstResults> {
  const query = readListQuery(location.search, categoryOfPath(location.pathname));
  const view = query.view ?? defaultView(config);
  const queryKey = resultPageKey(view, query, 1, viewQuota(config, view));
  const answer = await apiFetch<{ data?: Answer; errors?: unknown[] }>('/graphql', {
    method: 'POST',
    headers: { 'Accept-Language': language },
    json: { query: stringifyDocument(view === 'group' ? PRODUCT_GROUPS : PRODUCTS), variables: queryKey[3] },
  });
  const { productGroups, products } = answer.data ?? {};
  if (answer.errors?.length) throw new Error('The catalogue list was refused');
  handOver(queryKey, answer.data);
  if (view === 'group' && productGroups) return { view, query, info: productGroups.info, groups: productGroups.productGroups };
  if (view === 'item' && products) return { view, query, info: products.info, products: products.products };
  throw new Error('The catalogue list came back empty');
}
