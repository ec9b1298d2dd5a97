import { graphql, type ResultOf, type VariablesOf } from './tada.ts';

/** An order held for confirmation as the desk shows it; money in minor units with precision beside it. */
export const WAITING_ORDER = graphql(`
  fragment WaitingOrderRow on WaitingOrder {
    id orderNo createdAt poNumber notes requestDeliveryDate shipTo shipmentMethod paymentMethod total currency precision createdBy
    customer { name code }
    lines { articleCode name qty uom subtotal }
  }
`);

export const ORDERS_AWAITING_CONFIRMATION = graphql(
  `
  query OrdersAwaitingConfirmation($page: Int, $limit: Int, $search: String) {
    ordersAwaitingConfirmation(page: $page, limit: $limit, search: $search) {
      orders { ...WaitingOrderRow }
      info { page limit count pageTotal }
    }
  }
`,
  [WAITING_ORDER],
);

export const CONFIRM_ORDER = graphql(`
  mutation ConfirmOrder($orderNo: String!) {
    confirmOrder(orderNo: $orderNo) { message { status description } userErrors { field message messageKey } code outcome orderNo }
  }
`);

export const REJECT_ORDER = graphql(`
  mutation RejectOrder($orderNo: String!, $reason: String!) {
    rejectOrder(orderNo: $orderNo, reason: $reason) { message { status description } userErrors { field message messageKey } code outcome orderNo }
  }
`);

export type WaitingOrderPage = ResultOf<typeof ORDERS_AWAITING_CONFIRMATION>['ordersAwaitingConfirmation'];
export type WaitingOrder = ResultOf<typeof WAITING_ORDER>;
export type WaitingVariables = VariablesOf<typeof ORDERS_AWAITING_CONFIRMATION>;
export type DecisionAnswer = ResultOf<typeof CONFIRM_ORDER>['confirmOrder'];
