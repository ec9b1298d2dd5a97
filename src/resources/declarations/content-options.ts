import { graphql } from '../../graphql/tada.ts';
import type { QueryOptions } from '../types.ts';

type ContentType = 'marketing_material' | 'sales_document' | 'news';

/** The target markets of each content type (spec 3 §9: the whole list, limit 999, no search); one literal document per type. */
export const targetMarketDocuments = {
  marketing_material: graphql(`query TargetMarketOptions_marketing_material {
    targetMarkets(type: "marketing_material", limit: 999, sort: ["name:asc"]) { contentTargetMarkets { id name sorg } } }`),
  sales_document: graphql(`query TargetMarketOptions_sales_document {
    targetMarkets(type: "sales_document", limit: 999, sort: ["name:asc"]) { contentTargetMarkets { id name sorg } } }`),
  news: graphql(`query TargetMarketOptions_news {
    targetMarkets(type: "news", limit: 999, sort: ["name:asc"]) { contentTargetMarkets { id name sorg } } }`),
} satisfies Record<ContentType, unknown>;

/** The target markets of one content type, for the item forms. */
export const targetMarketOptions = (type: ContentType): QueryOptions => ({
  query: targetMarketDocuments[type],
  rows: 'contentTargetMarkets',
  value: 'id',
  label: 'name',
  detail: 'sorg',
});

/** The sales organisations banners and announcements are published for. */
export const contentSorgOptions: QueryOptions = {
  query: graphql(`query ContentSorgOptions { contentSalesOrganisations { sorg name } }`),
  rows: '',
  value: 'sorg',
  label: 'name',
  detail: 'sorg',
};

/** The card layouts of news and of sales documents (spec 3 §7 layouts: page 1, limit 100), one literal document per kind. */
export const newsLayoutOptions: QueryOptions = {
  query: graphql(`query NewsLayoutOptions { layouts(type: "news", page: 1, limit: 100) { layouts { id description } } }`),
  rows: 'layouts',
  value: 'id',
  label: 'description',
};

export const salesDocumentLayoutOptions: QueryOptions = {
  query: graphql(
    `query SalesDocumentLayoutOptions { layouts(type: "sales_document", page: 1, limit: 100) { layouts { id description } } }`,
  ),
  rows: 'layouts',
  value: 'id',
  label: 'description',
};
