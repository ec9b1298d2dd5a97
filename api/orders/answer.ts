import type { ErrorCode } from '../graphql/errors.ts';
import { failed, type MutationOutcome, type UserError } from '../graphql/mutation-result.ts';

/** A line of a placed order; money in minor units of the order's currency. */
/** A placed line; articleCode is the ERP's key, articleCodeDisplay and name what the dealer reads. */
export interface PlacedOrderLine {
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  qty: number;
  uom: string;
  unitPrice: number;
  subtotal: number;
}

/** An order a checkout wrote: one per sales organisation of the cart. */
export interface PlacedOrder {
  orderNo: string;
  sorg: string;
  /** The company the order is bought from (its sales organisation's name), as the dealer reads it. */
  seller?: string;
  status: string;
  shipTo: string;
  shipment: string;
  payment: string;
  requestDeliveryDate: string | null;
  poNumber: string | null;
  notes: string | null;
  linesTotal: number;
  shipmentAmount: number;
  total: number;
  currency: string;
  precision: number;
  createdAt: string;
  lines: PlacedOrderLine[];
}

/** What checkout answers: the usual outcome, an error code when refused (DESIGN error codes) and the orders placed. */
export type CheckoutAnswer = MutationOutcome & { code: ErrorCode | null; orders: PlacedOrder[] };

/** The spec's checkout messages (spec 2 §8), with their translation keys. */
export const checkoutMessages = {
  stock: {
    text: 'Your order exceeds the available stock. We removed your order, please update.',
    key: 'checkout:errors.checkout_stock_exceeded',
  },
  notYours: {
    text: 'This customer does not belong to you anymore, please contact sales support',
    key: 'checkout:errors.customer_not_yours',
  },
  shipTo: { text: 'There were changes on the ship-to data, refresh the page', key: 'checkout:errors.checkout_ship_to_changed' },
  failed: { text: 'Failed checkout', key: 'checkout:errors.checkout_failed' },
} as const;

/** A refusal: thrown inside the write transaction so everything it did rolls back, then answered as it is. */
export class CheckoutRefused extends Error {
  constructor(readonly answer: CheckoutAnswer) {
    super(answer.message.description ?? 'Checkout refused');
  }
}

export const refusal = (code: ErrorCode, description: string, userErrors: UserError[] = []): CheckoutAnswer => ({
  ...failed(description, userErrors),
  code,
  orders: [],
});

export const refuse = (code: ErrorCode, description: string, userErrors: UserError[] = []): never => {
  throw new CheckoutRefused(refusal(code, description, userErrors));
};

/** What a placement that wrote orders answers: their numbers in the thanks, and the orders. */
export const placedAnswer = (orders: PlacedOrder[]): CheckoutAnswer => ({
  message: { status: true, description: `Thank you, your order ${orders.map((o) => o.orderNo).join(', ')} was placed` },
  userErrors: [],
  code: null,
  orders,
});
