import { gql } from '@urql/core';

export type PrepaidPaymentStatus = 'waiting' | 'uploaded' | 'failed' | 'voided' | 'completed';
export const PAYMENT_STATUSES: PrepaidPaymentStatus[] = ['waiting', 'uploaded', 'failed', 'voided', 'completed'];

export interface PaymentReceipt { id: number; fileName: string; contentType: string; size: number; createdAt: string }

/** A row of the payment list; money in minor units with precision beside it. */
export interface PrepaidPayment {
  orderId: number;
  orderNo: string;
  soNumber: string | null;
  orderDate: string;
  orderStatus: string;
  status: PrepaidPaymentStatus;
  amount: number;
  currency: string;
  precision: number;
  expiresAt: string | null;
  customer: { name: string; code: string };
  receiptsCount: number;
  receipts: PaymentReceipt[];
  canDecide: boolean;
  canChangeReceipts: boolean;
}

export interface PrepaidPaymentPage { payments: PrepaidPayment[]; info: { page: number; limit: number; count: number; pageTotal: number } }

export interface PaymentAnswer { message: { status: boolean; description: string | null }; code: string | null; payment: PrepaidPayment | null }

const ROW = `orderId orderNo soNumber orderDate orderStatus status amount currency precision expiresAt customer { name code }
  receiptsCount receipts { id fileName contentType size createdAt } canDecide canChangeReceipts`;
const ANSWER = `message { status description } code payment { ${ROW} }`;

export const ORDER_PAYMENTS = gql`
  query OrderPayments($page: Int, $limit: Int, $search: String, $status: String, $dateFrom: String, $dateTo: String) {
    orderPayments(page: $page, limit: $limit, search: $search, status: $status, dateFrom: $dateFrom, dateTo: $dateTo) {
      payments { ${ROW} }
      info { page limit count pageTotal }
    }
  }
`;

export const PAYMENT_STATUS_OPTIONS = gql`query PaymentStatuses { paymentStatuses { id description } }`;

export const APPROVE_PAYMENT = gql`mutation ApprovePayment($orderNumber: String!) { approvePayment(orderNumber: $orderNumber) { ${ANSWER} } }`;
export const VOID_PAYMENT = gql`mutation VoidPayment($orderNumber: String!) { voidPayment(orderNumber: $orderNumber) { ${ANSWER} } }`;
export const UPLOAD_PAYMENT_DOC = gql`
  mutation UploadPaymentDoc($orderNumber: String!, $file: File!) { uploadPaymentDoc(orderNumber: $orderNumber, file: $file) { ${ANSWER} } }
`;
export const DELETE_PAYMENT_DOC = gql`mutation DeletePaymentDoc($id: Int!) { deletePaymentDoc(id: $id) { ${ANSWER} } }`;
export const PAYMENT_RECEIPT_FILE = gql`
  query PaymentReceiptFile($id: Int!) { paymentReceiptFile(id: $id) { fileName contentType content } }
`;
