import { graphql, type ResultOf } from './tada.ts';

/** Customers a user may act for, a page at a time; holders of menu.change-cust only. */
export const SALES_CUSTOMERS = graphql(`
  query SalesCustomers($search: String, $sorgs: [String!], $page: Int, $limit: Int) {
    salesCustomers(search: $search, sorgs: $sorgs, page: $page, limit: $limit) {
      customers {
        id
        custName
        displayCode
        custAddress
        custCity
        custRegion
        custCountryId
        custCode {
          r3
          isr
        }
      }
      info {
        page
        limit
        count
        pageTotal
      }
    }
  }
`);

/** One row of the customer selection dialog (spec 1 §2.9). */
export type SalesCustomerRow = ResultOf<typeof SALES_CUSTOMERS>['salesCustomers']['customers'][number];

/** Only how many customers there are: decides the swap icon and whether a required dialog has anything to offer. */
export const SALES_CUSTOMER_COUNT = graphql(`
  query SalesCustomerCount($sorgs: [String!], $page: Int, $limit: Int) {
    salesCustomers(sorgs: $sorgs, page: $page, limit: $limit) {
      customers {
        id
      }
      info {
        count
      }
    }
  }
`);

/** Act for another customer: new tokens that carry its codes replace the session's (spec 1 §4 "Customer picker"). */
export const CHANGE_CUSTOMER = graphql(`
  mutation ChangeCustomer($r3: String!, $isr: String) {
    changeCustomer(r3: $r3, isr: $isr) {
      requestToken
      refreshToken
    }
  }
`);
