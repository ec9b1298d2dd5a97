import type { Generated } from 'kysely';

/** Each customer's credit standing per company (migration 0001). */
export interface CreditTables {
  creditInformation: CreditInformationTable;
}

export type ReasonBlocked = 'limit_exceeded' | 'overdue_over_limit' | 'oldest_ar_blocked' | 'other_company_blocked';

export interface CreditInformationTable {
  id: Generated<number>;
  customerId: number;
  companyId: number;
  custCode: string;
  currency: string;
  creditLimit: number;
  balance: number;
  openInvoice: number;
  openDo: number;
  consignment: number;
  creditExposure: number;
  creditControl: string;
  reasonBlocked: ReasonBlocked | null;
}
