import { graphql, type ResultOf } from './tada.ts';

/** A stored file with every rendition's address. */
export const MM_FILE = graphql(`
  fragment MMFileFields on StoredFile {
    id kind fileName fileTitle width height size contentType oriFileUrl hiFileUrl medFileUrl lowFileUrl thumbnailUrl posterUrl
  }
`);

/** What a category's card shows. */
export const MM_CATEGORY_CARD = graphql(
  `
  fragment MMCategoryCardFields on MarketingMaterialCategory { id title totalChildren totalItems cover { ...MMFileFields } }
`,
  [MM_FILE],
);

export const MM_ITEM = graphql(
  `
  fragment MMItemFields on MarketingMaterial {
    id type title body uploadAt itemPerLine placeholder { ...MMFileFields } files { ...MMFileFields }
  }
`,
  [MM_FILE],
);

/** Spec 3 §9: root categories limit 50; the server keeps readers to their markets. */
export const ROOTS = graphql(
  `query MMRoots($type: String!) { marketingMaterialCategories(type: $type, rootCategory: true, limit: 50, filterContentTargetMarket: true) {
  categories { ...MMCategoryCardFields children { id title } } } }`,
  [MM_CATEGORY_CARD],
);

/**
 * The route-only category list of a section (spec 3 §9: limit 99), in the editors' order: what the reader's tree and
 * readable addresses (/marketing-material/{type}/{route}) need, and nothing more.
 */
export const CATEGORY_ROUTES = graphql(
  `query MMCategoryRoutes($type: String!) { marketingMaterialCategories(type: $type, limit: 99, applySorting: true, filterContentTargetMarket: true) {
  categories { id parentId route title } } }`,
);
export const ROUTES_LIMIT = 99;

export const CATEGORY = graphql(
  `query MMCategory($id: Int!, $type: String!) { marketingMaterialCategory(id: $id, type: $type) {
  id title type route itemPerLine showChilds totalChildren totalItems file { ...MMFileFields }
  layout { placeholderOnCard titleOnCard subtitleOnCard releasedonOnCard resolutionOnCard gotopdpOnCard }
  breadcrumb { id title } children { ...MMCategoryCardFields } } }`,
  [MM_FILE, MM_CATEGORY_CARD],
);

/** Spec 3 §9: materials by category, page 1, limit 9999 (the same-parent list of the image page, 1000). */
export const ITEMS = graphql(
  `query MMItems($category: Int!, $limit: Int!) { marketingMaterials(marketingMaterialCategory: $category, page: 1, limit: $limit, filterContentTargetMarket: true, sort: ["createdAt:desc"]) {
  materials { ...MMItemFields } info { count } } }`,
  [MM_ITEM],
);

export const ITEM = graphql(`query MMItem($id: Int!) { marketingMaterial(id: $id) { ...MMItemFields marketingMaterialCategoryId } }`, [
  MM_ITEM,
]);

/** Many pictures or videos at once into one category (the admin's bulk create page). */
export const CREATE_MARKETING_MATERIALS =
  graphql(`mutation CreateMarketingMaterials($input: MarketingMaterialsInput!) { createMarketingMaterials(input: $input) {
  message { status description } userErrors { field message messageKey params { name value } } code id } }`);

export type MMFile = ResultOf<typeof MM_FILE>;
export type MMCategoryCard = ResultOf<typeof MM_CATEGORY_CARD>;
export type MMItem = ResultOf<typeof MM_ITEM>;
export type MMCategory = NonNullable<ResultOf<typeof CATEGORY>['marketingMaterialCategory']>;
export type MMLayout = NonNullable<MMCategory['layout']>;

/** The first words of an item's HTML text, for the card's subtitle. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const pictureOf = (item: Pick<MMItem, 'placeholder' | 'files'>) => item.placeholder ?? item.files[0] ?? null;

export const SECTIONS = ['brand-assets', 'product-lineup'] as const;
