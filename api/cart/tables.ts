import type { Generated } from 'kysely';

/** Each customer's cart, one row per article. */
export interface CartTables {
  cartLines: CartLineTable;
}

export interface CartLineTable {
  id: Generated<number>;
  customerId: number;
  articleCode: string;
  quantity: number;
  /** Minor units of the currency. */
  unitPrice: number;
  currency: string;
  addedAt: string;
  /** The article's sales organisation and unit as updateProductsInCart received them (null on lines from before). */
  sorg: string | null;
  uom: string | null;
}
