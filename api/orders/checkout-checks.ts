import { articleLabel } from '../../src/rules/cart.ts';
import { exceedsLimit, maxLineQty } from '../../src/rules/order-limits.ts';
import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { mayActFor } from '../auth/customer-access.ts';
import { type CartLine, orderBlock } from '../cart/lines.ts';
import { creditBlock } from '../credit/figures.ts';
import { orderLimitsOf } from '../cart/order-limits.ts';
import type { CatalogMarket } from '../catalog/market.ts';
import type { Customer } from '../db/types.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { checkLength, formError, type UserError, userError } from '../graphql/mutation-result.ts';
import { checkoutMessages as say, refuse } from './answer.ts';
import { isPadDebit, type PadDebit, padDebitProblems, padMessages } from '../../src/rules/pad-debit.ts';

export interface CheckoutInput {
  idempotencyKey: string;
  shipTo: string;
  shipment: string;
  payment: string;
  requestDeliveryDate?: string | null;
  poNumber?: string | null;
  notes?: string | null;
  padDebit?: PadDebit | null;
}

/** Spec 2 §5: ship-to, shipment and payment are required; PO number at most 35, notes at most 100; a date not in the past. */
export function inputErrors(input: CheckoutInput, today: string): UserError[] {
  const errors: UserError[] = [];
  for (const field of ['shipTo', 'shipment', 'payment'] as const) if (!input[field]?.trim()) errors.push(formError(field, 'required'));
  if (!/^[\w:-]{8,100}$/.test(input.idempotencyKey)) {
    errors.push(userError('idempotencyKey', 'A checkout key of 8 to 100 letters, digits, - or _', 'checkout:errors.checkout_key_invalid'));
  }
  if (input.poNumber) checkLength(errors, 'poNumber', input.poNumber, 35);
  if (input.notes) checkLength(errors, 'notes', input.notes, 100);
  const date = input.requestDeliveryDate;
  if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))) {
    errors.push(userError('requestDeliveryDate', 'A date as YYYY-MM-DD', 'checkout:errors.invalid_date'));
  } else if (date && date < today) {
    errors.push(userError('requestDeliveryDate', 'The delivery date cannot be in the past', 'checkout:errors.date_in_past'));
  }
  return errors;
}

/** The session may still act for the customer: a sales user's areas may have changed since the token was made. */
export async function checkStillYours(ctx: SignedInContext, customer: Customer) {
  if (!(await mayActFor(ctx.db, chooserOf(ctx.actor), customer.id))) refuse(ErrorCode.forbidden, say.notYours.text);
}

/** A customer blocked for credit at any company may not order (host config creditCheck); the credit widget counts the same. */
export async function checkCredit(ctx: SignedInContext, customer: Customer) {
  if (!ctx.host.config.creditCheck) return;
  const blocked = await creditBlock(ctx.db, customer.id);
  if (!blocked) return;
  const reasons = {
    limit_exceeded: 'Credit limit exceeded',
    overdue_over_limit: 'Too many invoices overdue more than 30 days',
    oldest_ar_blocked: 'Oldest invoice overdue',
    other_company_blocked: 'Blocked from another company',
  } as const;
  refuse(ErrorCode.forbidden, `Your account is blocked for new orders: ${reasons[blocked.reason]}`, [
    userError('customer', reasons[blocked.reason], `customer:credit_status_blocked_reason_${blocked.reason}`),
  ]);
}

/** The ship-to, shipment and payment chosen, read again now: the customer's ship-to and the market's active methods. */
export async function chosenOptions(ctx: SignedInContext, customer: Customer, market: CatalogMarket, input: CheckoutInput) {
  const [shipTo, shipment, payment] = await Promise.all([
    ctx.db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).where('code', '=', input.shipTo).executeTakeFirst(),
    ctx.db
      .selectFrom('shipmentMethods')
      .select(['code', 'rate'])
      .where('sorg', '=', market.sorg)
      .where('code', '=', input.shipment)
      .where('active', '=', 1)
      .executeTakeFirst(),
    ctx.db
      .selectFrom('paymentMethods')
      .select(['code', 'type'])
      .where('sorg', '=', market.sorg)
      .where('code', '=', input.payment)
      .where('active', '=', 1)
      .where('forOrders', '=', 1)
      .executeTakeFirst(),
  ]);
  if (!shipTo) refuse(ErrorCode.conflict, say.shipTo.text, [userError('shipTo', say.shipTo.text, say.shipTo.key)]);
  const errors: UserError[] = [];
  if (!shipment)
    errors.push(
      userError('shipment', 'This shipment method is not available, choose another', 'checkout:errors.checkout_shipment_unknown'),
    );
  if (!payment)
    errors.push(userError('payment', 'This payment method is not available, choose another', 'checkout:errors.checkout_payment_unknown'));
  else if (isPadDebit(payment.type))
    for (const [field, key] of Object.entries(padDebitProblems(input.padDebit)))
      errors.push(userError(`padDebit.${field}`, padMessages[key], `checkout:errors.${key}`));
  if (errors.length) refuse(ErrorCode.invalidInput, 'Please check the checkout details', errors);
  return { shipTo: shipTo!.code, shipment: shipment!.code, shipmentRate: Number(shipment!.rate), payment: payment!.code };
}

export interface PricedCartLine {
  line: CartLine;
  unitPrice: number;
  subtotal: number;
}

/**
 * Every line again with fresh ordering flags, order limits (in EA) and the price rule for its quantity: a block or
 * limit set since the line went into the cart holds now. Any failing line refuses the whole checkout.
 */
export async function priceCart(ctx: SignedInContext, customer: Customer, market: CatalogMarket, lines: readonly CartLine[]) {
  const ids = lines.map((l) => l.product.id);
  const [flags, limits] = await Promise.all([
    ctx.db.selectFrom('articleAnalysis').selectAll().where('articleId', 'in', ids).execute(),
    orderLimitsOf(ctx.db, customer.id, market.sorg, market.today, ids),
  ]);
  const flagsOf = new Map(flags.map((f) => [f.articleId, f]));
  const errors: UserError[] = [];
  const priced: PricedCartLine[] = [];
  for (const [i, line] of lines.entries()) {
    const { product } = line;
    const block = orderBlock(flagsOf.get(product.id) ?? null);
    if (block) {
      errors.push(
        userError(`cart.${i}.articleCode`, `${articleLabel(product)}: ${block.message}`, `catalog:errors.${block.key}`, {
          article: articleLabel(product),
        }),
      );
      continue;
    }
    const limit = limits.get(product.id) ?? null;
    if (exceedsLimit(line.qty, line.uom, limit)) {
      errors.push(
        userError(
          `cart.${i}.qty`,
          `${articleLabel(product)}: order quota exceeded, at most ${maxLineQty(limit, line.uom)} can be ordered`,
          'catalog:errors.order_quota',
          { article: articleLabel(product), max: maxLineQty(limit, line.uom)! },
        ),
      );
      continue;
    }
    // cartLines priced the line by the price rule now: the cart, its summary and this order charge the same.
    priced.push({ line, unitPrice: line.unitPrice, subtotal: line.unitPrice * line.qty });
  }
  if (errors.length) refuse(ErrorCode.conflict, "Some products can't be purchased, please update your cart", errors);
  return priced;
}
