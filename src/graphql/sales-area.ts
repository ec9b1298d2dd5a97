import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

// Sales-area maps (api/sales-area/schema.ts): the host market's regions and the batch update of their categories.

export const SALES_AREA_REGION_FIELDS = graphql(`
  fragment SalesAreaRegionFields on SalesAreaRegion {
    id code description lat lng category updatedAt
    regionGroups { id code description category }
  }
`);

export const SALES_AREA_MAPS = graphql(
  `
  query SalesAreaMaps { salesAreaMaps { ...SalesAreaRegionFields } }
`,
  [SALES_AREA_REGION_FIELDS],
);

export const UPDATE_SALES_MAP_AREA_CATEGORIES = graphql(
  `
  mutation UpdateSalesMapAreaCategories($salesMaps: [SalesMapAreaCategoryInput!]!) {
    updateSalesMapAreaCategories(salesMaps: $salesMaps) {
      message { status description }
      userErrors { field message messageKey }
      code
      changes { previousCategory region { ...SalesAreaRegionFields } }
    }
  }
`,
  [SALES_AREA_REGION_FIELDS],
);

export type SalesAreaRegion = ResultOf<typeof SALES_AREA_REGION_FIELDS>;
export type SalesAreaUpdate = ResultOf<typeof UPDATE_SALES_MAP_AREA_CATEGORIES>['updateSalesMapAreaCategories'];
export type SalesMapEntries = VariablesOf<typeof UPDATE_SALES_MAP_AREA_CATEGORIES>['salesMaps'];

/** The sales-area user search (spec 3 §9): sales users of the host's market by username ascending. */
export const SALES_AREA_USERS = graphql(`
  query SalesAreaUsers($search: String, $limitation: String, $page: Int, $limit: Int) {
    salesAreaUsers(search: $search, limitation: $limitation, page: $page, limit: $limit) {
      users { id username name email areas { limitation value customers } }
      info { page limit count pageTotal }
    }
  }
`);
export type SalesAreaUser = ResultOf<typeof SALES_AREA_USERS>['salesAreaUsers']['users'][number];
