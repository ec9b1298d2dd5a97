import { gql } from '@urql/core';

export interface MMFile {
  id: number; kind: string; fileName: string; fileTitle: string; width: number | null; height: number | null; size: number; contentType: string;
  oriFileUrl: string; hiFileUrl: string | null; medFileUrl: string | null; lowFileUrl: string | null; thumbnailUrl: string | null; posterUrl: string | null;
}
export interface MMLayout {
  placeholderOnCard: boolean; titleOnCard: boolean; subtitleOnCard: boolean; releasedonOnCard: boolean; resolutionOnCard: boolean; gotopdpOnCard: boolean;
}
export interface MMCategory {
  id: number; title: string; type: string; route: string; itemPerLine: number; showChilds: boolean; totalChildren: number; totalItems: number;
  file: MMFile | null; layout: MMLayout | null; breadcrumb: { id: number; title: string }[]; children: MMCategoryCard[];
}
export type MMCategoryCard = Pick<MMCategory, 'id' | 'title' | 'totalChildren' | 'totalItems'> & { cover: MMFile | null };
export interface MMItem { id: number; type: string; title: string; body: string; uploadAt: string; itemPerLine: number; placeholder: MMFile | null; files: MMFile[] }

const FILE = 'id kind fileName fileTitle width height size contentType oriFileUrl hiFileUrl medFileUrl lowFileUrl thumbnailUrl posterUrl';
const CARD = `id title totalChildren totalItems cover { ${FILE} }`;

/** Spec 3 §9: root categories limit 50; the server keeps readers to their markets. */
export const ROOTS = gql`query MMRoots($type: String!) { marketingMaterialCategories(type: $type, rootCategory: true, limit: 50, filterContentTargetMarket: true) {
  categories { ${CARD} children { id title } } } }`;

export const CATEGORY = gql`query MMCategory($id: Int!, $type: String!) { marketingMaterialCategory(id: $id, type: $type) {
  id title type route itemPerLine showChilds totalChildren totalItems file { ${FILE} }
  layout { placeholderOnCard titleOnCard subtitleOnCard releasedonOnCard resolutionOnCard gotopdpOnCard }
  breadcrumb { id title } children { ${CARD} } } }`;

/** Spec 3 §9: materials by category, page 1, limit 9999 (the same-parent list of the image page, 1000). */
export const ITEMS = gql`query MMItems($category: Int!, $limit: Int!) { marketingMaterials(marketingMaterialCategory: $category, page: 1, limit: $limit, filterContentTargetMarket: true, sort: ["createdAt:desc"]) {
  materials { id type title body uploadAt itemPerLine placeholder { ${FILE} } files { ${FILE} } } info { count } } }`;

export const ITEM = gql`query MMItem($id: Int!) { marketingMaterial(id: $id) { id type title body uploadAt itemPerLine marketingMaterialCategoryId placeholder { ${FILE} } files { ${FILE} } } }`;

/** The first words of an item's HTML text, for the card's subtitle. */
export const plainText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

export const pictureOf = (item: Pick<MMItem, 'placeholder' | 'files'>) => item.placeholder ?? item.files[0] ?? null;

export const SECTIONS = ['brand-assets', 'product-lineup'] as const;
