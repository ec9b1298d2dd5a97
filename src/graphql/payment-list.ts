import { graphql, type ResultOf } from './tada.ts';

export type PrepaidPaymentStatus = 'waiting' | 'uploaded' | 'failed' | 'voided' | 'completed';
export const PAYMENT_STATUSES: PrepaidPaymentStatus[] = ['waiting', 'uploaded', 'failed', 'voided', 'completed'];

/** A row of the payment list; money in minor units with precision beside it. */
export const PREPAID_PAYMENT = graphql(`
  fragment PrepaidPaymentRow on PrepaidPayment {
    orderId orderNo soNumber orderDate orderStatus status amount currency precision expiresAt customer { name code }
    receiptsCount receipts { id fileName contentType size createdAt } canDecide canChangeReceipts
  }
`);

/** The order statuses the payment list filters by (spec 3 §2 'Payment list'). */
export type PaymentOrderStatus = 'awaiting_confirmation' | 'in_progress' | 'shipped' | 'complete' | 'cancelled';
export const PAYMENT_ORDER_STATUSES: PaymentOrderStatus[] = ['awaiting_confirmation', 'in_progress', 'shipped', 'complete', 'cancelled'];

export const ORDER_PAYMENTS = graphql(
  `
  query OrderPayments(
    $page: Int, $limit: Int, $search: String, $status: String, $orderStatus: String, $dateFrom: String, $dateTo: String
  ) {
    orderPayments(
      page: $page, limit: $limit, search: $search, status: $status, orderStatus: $orderStatus, dateFrom: $dateFrom, dateTo: $dateTo
    ) {
      payments { ...PrepaidPaymentRow }
      info { page limit count pageTotal }
    }
  }
`,
  [PREPAID_PAYMENT],
);

export const PAYMENT_STATUS_OPTIONS = graphql(`query PaymentStatuses { paymentStatuses { id description } }`);

// Each action answers whether it worked and the payment as it is now. The answer is written out in each mutation, not
// nested in a fragment of its own: the server's depth limit (8, graphql-armor) counts each spread as two more levels.
export const APPROVE_PAYMENT = graphql(
  `
  mutation ApprovePayment($orderNumber: String!) {
    approvePayment(orderNumber: $orderNumber) { message { status description } userErrors { field message messageKey params { name value } } code payment { ...PrepaidPaymentRow } }
  }
`,
  [PREPAID_PAYMENT],
);
export const VOID_PAYMENT = graphql(
  `
  mutation VoidPayment($orderNumber: String!) {
    voidPayment(orderNumber: $orderNumber) { message { status description } userErrors { field message messageKey params { name value } } code payment { ...PrepaidPaymentRow } }
  }
`,
  [PREPAID_PAYMENT],
);
export const UPLOAD_PAYMENT_DOC = graphql(
  `
  mutation UploadPaymentDoc($orderNumber: String!, $file: File!) {
    uploadPaymentDoc(orderNumber: $orderNumber, file: $file) { message { status description } userErrors { field message messageKey params { name value } } code payment { ...PrepaidPaymentRow } }
  }
`,
  [PREPAID_PAYMENT],
);
/** Attaches receipts uploaded first through the one upload path (uploadFile, purpose payment_receipt). */
export const UPLOAD_PAYMENT = graphql(
  `
  mutation UploadPayment($orderNumber: String!, $fileIds: [Int!]!) {
    uploadPayment(orderNumber: $orderNumber, fileIds: $fileIds) { message { status description } userErrors { field message messageKey params { name value } } code payment { ...PrepaidPaymentRow } }
  }
`,
  [PREPAID_PAYMENT],
);
export const DELETE_PAYMENT_DOC = graphql(
  `
  mutation DeletePaymentDoc($id: Int!) {
    deletePaymentDoc(id: $id) { message { status description } userErrors { field message messageKey params { name value } } code payment { ...PrepaidPaymentRow } }
  }
`,
  [PREPAID_PAYMENT],
);
export const PAYMENT_RECEIPT_FILE = graphql(`
  query PaymentReceiptFile($id: Int!) { paymentReceiptFile(id: $id) { fileName contentType content } }
`);

export type PrepaidPaymentPage = ResultOf<typeof ORDER_PAYMENTS>['orderPayments'];
export type PrepaidPayment = ResultOf<typeof PREPAID_PAYMENT>;
export type PaymentReceipt = PrepaidPayment['receipts'][number];
/** The answer of every action (they select the same fields). */
export type PaymentAnswer = ResultOf<typeof APPROVE_PAYMENT>['approvePayment'];
