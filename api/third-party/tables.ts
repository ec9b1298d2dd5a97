import type { Generated } from 'kysely';
import type { OrderLineStatus } from '../../src/rules/third-party.ts';

/** Third-party vendors, their products and the dealers' orders of them (migration 0026). */
export interface ThirdPartyTables {
  thirdPartyVendors: ThirdPartyVendorTable;
  thirdPartyVendorUsers: { userId: number; vendorId: number };
  thirdPartyProducts: ThirdPartyProductTable;
  thirdPartyOrders: ThirdPartyOrderTable;
  thirdPartyOrderLines: ThirdPartyOrderLineTable;
}

export interface ThirdPartyVendorTable {
  id: Generated<number>;
  code: string;
  name: string;
  email: string;
  address: string;
  city: string;
  sorg: string;
  active: Generated<number>;
}

export interface ThirdPartyProductTable {
  id: Generated<number>;
  vendorId: number;
  articleCode: string;
  name: string;
  description: Generated<string>;
  salesUnit: string;
  uomConverter: Generated<number>;
  /** Minor units of the currency. */
  price: number;
  currency: string;
  stock: Generated<number>;
  imageUrl: string | null;
  displayOrder: number | null;
  /** YYYY-MM-DD */
  newArrivalFrom: string | null;
  newArrivalTo: string | null;
  newArrivalActive: Generated<number>;
  active: Generated<number>;
  updatedAt: string;
}

export interface ThirdPartyOrderTable {
  id: Generated<number>;
  orderNo: string;
  vendorId: number;
  customerId: number;
  shipToCode: string;
  address: string;
  /** YYYY-MM-DD */
  reqDeliveryDate: string;
  notes: string | null;
  totalOrder: number;
  currency: string;
  idempotencyKey: string;
  createdAt: string;
  createdBy: number | null;
}

export interface ThirdPartyOrderLineTable {
  id: Generated<number>;
  orderId: number;
  productId: number | null;
  articleCode: string;
  name: string;
  qty: number;
  price: number;
  subtotal: number;
  salesUnit: string;
  notes: string | null;
  status: OrderLineStatus;
  updatedAt: string;
}
