import type { Generated } from 'kysely';
import type { ClickCollectChoice, ClickCollectStatus } from '../../src/rules/click-collect.ts';

/** Consumer orders collected at a dealer and their articles (migration 0027). */
export interface ClickCollectTables {
  clickCollectOrders: ClickCollectOrderTable;
  clickCollectArticles: ClickCollectArticleTable;
}

export interface ClickCollectOrderTable {
  id: Generated<number>;
  /** 'CC-<sorg>-<seq>'. */
  orderNo: string;
  seq: number;
  sorg: string;
  /** The dealer the consumer chose: only that customer sees and changes the order. */
  customerId: number;
  consumerName: string;
  consumerEmail: string;
  /** Digits only. */
  consumerPhone: string;
  consumerLanguage: string;
  status: Generated<ClickCollectStatus>;
  submittedAt: string | null;
  submittedBy: number | null;
  shipmentUpdatedAt: string | null;
  readyMailedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ClickCollectArticleTable {
  id: Generated<number>;
  orderId: number;
  articleId: number;
  articleCode: string;
  name: string;
  qty: number;
  /** Retail price, minor units. */
  price: number;
  currency: string;
  choice: ClickCollectChoice | null;
  /** How many arrived from the maker ('Order to HQ' articles). */
  qtyShipped: Generated<number>;
  /** The maker order submit placed for an 'Order to HQ' article. */
  makerOrderId: number | null;
}
