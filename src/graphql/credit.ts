import { graphql, type ResultOf } from './tada.ts';

/** The companies the active customer buys from, with the customer codes each keeps credit for. */
export const CUSTOMER_COMPANIES = graphql(`
  query CustomerCompanies {
    customerCompanies {
      code
      name
      creditCusts
    }
  }
`);

/** Credit per company of the session's active customer; without companies, every company it has credit with. */
export const CREDIT_INFORMATION = graphql(`
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
`);

export const CREDIT_BLOCK_RELEASE = graphql(`
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
`);

/** The active customer's credit with one company (spec 1 §3.4); amounts in the currency's major unit. */
export type CreditInformation = ResultOf<typeof CREDIT_INFORMATION>['creditInformation'][number];

/** Per company that blocks the active customer by itself: the fewest invoices to pay to order again (amounts in minor units). */
export type CreditBlockRelease = ResultOf<typeof CREDIT_BLOCK_RELEASE>['creditBlockRelease'][number];
