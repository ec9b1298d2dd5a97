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
