import type { Generated } from 'kysely';

/** Warranty registrations, the consumer account outbox, cities and warranty terms (migration 0014). */
export interface RetailSalesTables {
  cities: { id: Generated<number>; countryId: string; description: string };
  warrantyTerms: { id: Generated<number>; brand: string; component: WarrantyComponent; months: number };
  registeredFrames: RegisteredFrameTable;
  consumerAccountOutbox: ConsumerAccountOutboxTable;
}

export type WarrantyComponent = 'frame' | 'fork' | 'parts';

export type RegistrationStatus =
  | 'pending_insert'
  | 'processing_insert'
  | 'failed_insert'
  | 'pending_update'
  | 'processing_update'
  | 'failed_update'
  | 'complete';

export interface RegisteredFrameTable {
  id: Generated<number>;
  frameId: number;
  customerId: number;
  /** YYYY-MM-DD: the warranty starts on it. */
  soldDate: string;
  nonRetail: Generated<number>;
  consumerName: string;
  consumerPhone: string;
  consumerAddress: string;
  consumerCityId: number | null;
  consumerEmail: string | null;
  dealerName: string;
  useAccountData: Generated<number>;
  status: RegistrationStatus;
  failureReason: string | null;
  /** The refusal's code (email_domain, phone_too_short...), translated as retail-sales:reasons.<code>. */
  failureCode: string | null;
  accountRef: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface ConsumerAccountOutboxTable {
  id: Generated<number>;
  registeredFrameId: number;
  action: 'insert' | 'update';
  state: 'pending' | 'processing' | 'done' | 'failed';
  attempts: Generated<number>;
  lastError: string | null;
  createdAt: string;
  claimedAt: string | null;
  doneAt: string | null;
}
