import type { Generated } from 'kysely';

/** Marketing material: card layouts, categories, materials and the content target markets of each (migration 0011). */
export interface MarketingMaterialTables {
  marketingMaterialLayouts: MarketingMaterialLayoutTable;
  marketingMaterialCategories: MarketingMaterialCategoryTable;
  marketingMaterials: MarketingMaterialTable;
  marketingMaterialCategoryMarkets: { categoryId: number; marketId: number };
  marketingMaterialMarkets: { materialId: number; marketId: number };
}

/** Which parts a card of a marketing material category shows (spec 3 §3 Layout); flags are 0/1. */
export interface MarketingMaterialLayoutTable {
  id: Generated<number>;
  type: Generated<string>;
  description: string;
  placeholderOnCard: Generated<number>;
  titleOnCard: Generated<number>;
  subtitleOnCard: Generated<number>;
  releasedonOnCard: Generated<number>;
  resolutionOnCard: Generated<number>;
  gotopdpOnCard: Generated<number>;
}

export type MarketingSection = 'brand-assets' | 'product-lineup';

export interface MarketingMaterialCategoryTable {
  id: Generated<number>;
  type: MarketingSection;
  title: string;
  parentId: number | null;
  /** The category's slug in reader addresses. */
  route: string;
  sorting: Generated<number>;
  showChilds: Generated<number>;
  itemPerLine: Generated<number>;
  layoutId: number | null;
  fileId: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface MarketingMaterialTable {
  id: Generated<number>;
  type: 'image' | 'video';
  title: string;
  /** Sanitised HTML (api/content/sanitize.ts). */
  body: Generated<string>;
  categoryId: number;
  itemPerLine: number | null;
  layoutId: number | null;
  placeholderFileId: number | null;
  createdAt: string;
  updatedAt: string;
}
