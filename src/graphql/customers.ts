import { gql } from '@urql/core';

/** One row of the customer selection list (spec 1 §2.9). */
export interface SalesCustomerRow {
  id: number;
  custName: string;
  displayCode: string;
  custCity: string;
  custCode: { r3: string; isr: string | null };
}

/** Customers a sales user may act for; holders of menu.change-cust only. */
export const SALES_CUSTOMERS = gql`
  query SalesCustomers($search: String, $sorgs: [String!], $page: Int, $limit: Int) {
    salesCustomers(search: $search, sorgs: $sorgs, page: $page, limit: $limit) {
      customers {
        id
        custName
        displayCode
        custCity
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
`;

/** Act for another customer: new tokens that carry its codes replace the session's (spec 1 §4 "Customer picker"). */
export const CHANGE_CUSTOMER = gql`
  mutation ChangeCustomer($r3: String!, $isr: String) {
    changeCustomer(r3: $r3, isr: $isr) {
      requestToken
      refreshToken
    }
  }
`;
