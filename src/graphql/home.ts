import { graphql, type ResultOf } from './tada.ts';

/** The active customer's day (api/home): each part null when the user may not open its page. */
export const DEALER_HOME = graphql(`
  query DealerHome {
    dealerHome {
      invoices { companyCode companyName payerCode currency precision overdue overdueCount due dueCount pending payInvoiceIds }
      credit { companyCode companyName currency precision creditLimit available reasonBlocked }
      orders { openOrders openValue currency precision deliveriesOnTheWay nextDelivery }
      claimsNeedingInformation { count latest { id referenceNo articleName updatedAt } }
    }
  }
`);

/** The sales user's dealers, blocked and overdue first, a page at a time. */
export const SALES_HOME = graphql(`
  query SalesHome($page: Int, $limit: Int) {
    salesHome(page: $page, limit: $limit) {
      dealers { customerId code name city blocks { companyCode companyName reason } overdue overdueInvoices currency precision }
      info { page limit count pageTotal }
      blocked withOverdue
    }
  }
`);

/** What staff keep and what waits for them. */
export const STAFF_HOME = graphql(`
  query StaffHome { staffHome { key count pending path } }
`);

export type DealerHomeData = NonNullable<ResultOf<typeof DEALER_HOME>['dealerHome']>;
export type SalesHomeData = ResultOf<typeof SALES_HOME>['salesHome'];
