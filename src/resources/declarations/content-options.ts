import type { QueryOptions } from '../types.ts';

/** The target markets of one content type, for the item forms (spec 3 §9: the whole list, limit 999, no search). */
export const targetMarketOptions = (type: 'marketing_material' | 'sales_document' | 'news'): QueryOptions => ({
  query: `query TargetMarketOptions_${type} { targetMarkets(type: "${type}", limit: 999, sort: ["name:asc"]) { contentTargetMarkets { id name sorg } } }`,
  rows: 'contentTargetMarkets',
  value: 'id',
  label: 'name',
  detail: 'sorg',
});


/** The sales organisations banners and announcements are published for. */
export const contentSorgOptions: QueryOptions = {
  query: 'query ContentSorgOptions { contentSalesOrganisations { sorg name } }',
  rows: '',
  value: 'sorg',
  label: 'name',
  detail: 'sorg',
};
