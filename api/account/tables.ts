import type { Generated, Selectable } from 'kysely';

/** The dealers users act for: customers, their areas per sales organisation and their ship-tos (migration 0001). */
export interface CustomerTables {
  customers: CustomerTable;
  customerAreas: CustomerAreaTable;
  shipTos: ShipToTable;
}

export interface CustomerTable {
  id: Generated<number>;
  codeUnified: string;
  codeIsr: string | null;
  codeR3: string;
  name: string;
  address: string;
  city: string;
  region: string | null;
  phone: string | null;
  email: string | null;
  countryId: string;
}

export interface CustomerAreaTable {
  id: Generated<number>;
  customerId: number;
  sorg: string;
  custGroup: string;
  salesman: string | null;
  salesGroup: string | null;
  salesOffice: string | null;
  /** The warehouse area that serves the customer in this sales organisation (freight benefits name it home). */
  homeWarehouseArea: string | null;
}

export interface ShipToTable {
  id: Generated<number>;
  customerId: number;
  code: string;
  name: string;
  address: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  countryId: string;
  phone: string | null;
  isDefault: Generated<number>;
  updatedAt: string;
}

export type Customer = Selectable<CustomerTable>;

/** Browsers that asked for push messages, one row per endpoint and user (subscribed through the push route). */
export interface PushSubscriptionTables {
  pushSubscriptions: PushSubscriptionTable;
}

export interface PushSubscriptionTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  host: string;
  createdAt: string;
  updatedAt: string;
}
