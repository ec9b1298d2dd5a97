import { gql } from '@urql/core';

export type ReasonBlocked = 'limit_exceeded' | 'overdue_over_limit' | 'oldest_ar_blocked' | 'other_company_blocked';

/** The active customer's credit with one company (spec 1 §3.4); amounts in the currency's major unit. */
export interface CreditInformation {
  company: { code: string; name: string };
  custCode: string;
  currency: string;
  precision: number;
  creditLimit: number;
  balance: number;
  openInvoice: number;
  openDo: number;
  consignment: number;
  creditExposure: number;
  creditControl: string;
  reasonBlocked: ReasonBlocked | null;
}

/** A company the active customer buys from, with the customer codes it keeps credit for. */
export interface CustomerCompany {
  code: string;
  name: string;
  creditCusts: string[];
}

export const CUSTOMER_COMPANIES = gql`
  query CustomerCompanies {
    customerCompanies {
      code
      name
      creditCusts
    }
  }
`;

/** Credit per company of the session's active customer; without companies, every company it has credit with. */
export const CREDIT_INFORMATION = gql`
  query CreditInformation($companies: [String!]) {
    creditInformation(companies: $companies) {
      company {
        code
        name
      }
      custCode
      currency
      precision
      creditLimit
      balance
      openInvoice
      openDo
      consignment
      creditExposure
      creditControl
      reasonBlocked
    }
  }
`;

/** An open invoice whose payment helps lift a credit block; amount in minor units. */
export interface CreditReleaseInvoice { id: number; invoiceNo: string; dueDate: string; amount: number; payerCode: string }

/** Per company that blocks the active customer by itself: the fewest invoices to pay to order again. */
export interface CreditBlockRelease {
  companyCode: string;
  companyName: string;
  reason: Exclude<ReasonBlocked, 'other_company_blocked'>;
  currency: string;
  precision: number;
  invoices: CreditReleaseInvoice[];
  total: number;
  liftable: boolean;
}

export const CREDIT_BLOCK_RELEASE = gql`
  query CreditBlockRelease {
    creditBlockRelease {
      companyCode
      companyName
      reason
      currency
      precision
      invoices {
        id
        invoiceNo
        dueDate
        amount
        payerCode
      }
      total
      liftable
    }
  }
`;
