import { GraphQLError } from 'graphql';
import type { Allocation } from '../../src/rules/freight.ts';
import type { SignedInContext } from '../context.ts';
import { type CartLine, cartLines, takeOutOfCart } from '../cart/lines.ts';
import { catalogChanged } from '../catalog/cache.ts';
import { marketOf } from '../catalog/market.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { userError } from '../graphql/mutation-result.ts';
import { orderFreightDiscount } from './freight.ts';
import {
  type CheckoutAnswer,
  CheckoutRefused,
  type PlacedOrder,
  checkoutMessages as say,
  placedAnswer,
  refusal,
  refuse,
} from './answer.ts';
import {
  type CheckoutInput,
  checkCredit,
  checkStillYours,
  chosenOptions,
  inputErrors,
  type PricedCartLine,
  priceCart,
} from './checkout-checks.ts';
import { checkoutHashes, earlierAnswer, storeAnswer } from './idempotency.ts';
import { recordPurchases, writeOrders } from './place.ts';
import { allocateStock, checkExactQuantities, takeStock } from './stock.ts';
import { inWriteScope, retryable } from '../db/write-scope.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';

/**
 * Places the active customer's cart as orders (spec 2 §4 Checkout). Everything is read again and written in one
 * write transaction: either the orders exist, the stock is taken and the cart is empty, or nothing changed.
 * The same idempotency key answers its first answer again and places nothing more.
 */
export async function checkout(ctx: SignedInContext, input: CheckoutInput): Promise<CheckoutAnswer> {
  return placeOrders(ctx, input, (tx) => checkoutIn(tx, input));
}

/**
 * What every placement the dealer asks for shares (the cart's checkout, a quote's order): the input checked, the site
 * and the session allowed to order, then `work` in one write transaction; a refusal thrown inside rolls everything back
 * and is answered as it is.
 */
export async function placeOrders(
  ctx: SignedInContext,
  input: CheckoutInput,
  work: (tx: SignedInContext & { db: Database }) => Promise<{ answer: CheckoutAnswer; placed: boolean }>,
): Promise<CheckoutAnswer> {
  const market = await marketOf(ctx);
  const errors = inputErrors(input, market.today);
  if (errors.length) return refusal(ErrorCode.invalidInput, 'Please check the checkout details', errors);
  if (!ctx.host.config.canCheckout) return refusal(ErrorCode.forbidden, 'Ordering is not available on this site');
  // Audit users see every customer, read-only (DESIGN 'Tenant rule').
  if (ctx.actor.user.limitation === 'audit') return refusal(ErrorCode.forbidden, 'Your access is read-only');
  let placed = false;
  try {
    const answer = await inWriteTransaction(ctx.db, async (tx) => {
      const result = await work({ ...ctx, db: tx });
      placed = result.placed;
      return result.answer;
    });
    if (placed) catalogChanged(ctx.db);
    return answer;
  } catch (e) {
    if (e instanceof CheckoutRefused) return e.answer;
    // NOT_FOUND or FORBIDDEN from an access check: a GraphQL error, as every read answers it.
    if (e instanceof GraphQLError) throw e;
    // A clash with a checkout that committed first (on PostgreSQL: the same key sent to another node) is no failure:
    // the mutation's write scope runs it again, and the repeat answers what the first one placed.
    if (!(inWriteScope() && retryable(e))) console.error('checkout failed', e);
    return refusal(ErrorCode.internal, say.failed.text);
  }
}

/** The checkout inside the transaction; `tx.db` is the transaction's connection, so every read is fresh and locked. */
async function checkoutIn(tx: SignedInContext & { db: Database }, input: CheckoutInput) {
  const customer = tx.actor.customer!;
  await lockCustomer(tx.db, customer.id);
  const lines = await cartLines(tx);
  const key = { idempotencyKey: input.idempotencyKey, customerId: customer.id, userId: tx.actor.user.id };
  const { idempotencyKey: _key, ...request } = input;
  const hashes = checkoutHashes(
    lines.map((l) => ({ sorg: l.product.sorg, articleCode: l.product.articleCode, qty: l.qty, uom: l.uom })),
    {
      shipTo: request.shipTo,
      shipment: request.shipment,
      payment: request.payment,
      requestDeliveryDate: request.requestDeliveryDate ?? null,
      poNumber: request.poNumber ?? null,
      notes: request.notes ?? null,
    },
  );
  const earlier = await earlierAnswer(tx.db, key, hashes, lines.length === 0);
  if (earlier) return { answer: earlier, placed: false };
  if (!lines.length) refuse(ErrorCode.conflict, 'Your cart is empty', [userError('cart', 'Your cart is empty', 'checkout:empty.text')]);

  const orders = await placeLines(tx, input, lines, {
    withOrders: async (placed) => {
      await takeOutOfCart(tx.db, customer.id, lines);
      await storeAnswer(tx.db, key, hashes, placedAnswer(placed));
    },
  });
  return { answer: placedAnswer(orders), placed: true };
}

/**
 * Places lines as the active customer's orders with every check of checkout (still theirs, credit, options, ordering
 * flags, limits, stock), inside the caller's write transaction; a refusal throws CheckoutRefused. The cart's checkout
 * click and collect's 'Order to HQ' articles (api/click-collect), scheduled lists and quotes (whose lines carry the
 * quoted unit prices, `quoteId` kept on the orders) all order through here.
 */
export async function placeLines(
  tx: SignedInContext & { db: Database },
  input: CheckoutInput,
  lines: readonly CartLine[],
  from: {
    quoteId?: number;
    /** The caller's own writes that go with the orders (the cart emptied, the answer kept), before the stock is taken. */
    withOrders?: (orders: PlacedOrder[]) => Promise<void>;
  } = {},
) {
  const customer = tx.actor.customer!;
  await lockCustomer(tx.db, customer.id);
  const market = await marketOf(tx);
  await checkStillYours(tx, customer);
  await checkCredit(tx, customer);
  const options = await chosenOptions(tx, customer, market, input);
  const priced = await priceCart(tx, customer, market, lines);
  if (tx.host.config.exactQtyCheckout) await checkExactQuantities(tx.db, priced);
  const taken = await allocateStock(tx.db, priced, tx.host.config.availableStockCheck);
  const freightDiscounts = await freightDiscountsOf(tx.db, customer.id, priced, taken, options.shipmentRate);
  const orders = await writeOrders(tx.db, priced, {
    customer,
    userId: tx.actor.user.id,
    market,
    input,
    options,
    freightDiscounts,
    holdForConfirmation: tx.host.config.orderConfirmation,
    quoteId: from.quoteId,
  });
  await recordPurchases(tx.db, customer, market, priced);
  await from.withOrders?.(orders);
  // Last: from here to the commit the stock rows of these articles are held (api/orders/stock.ts).
  await takeStock(tx.db, priced, taken);
  return orders;
}

/**
 * Holds the customer's row until the commit, so one customer's placements run one after the other on PostgreSQL too:
 * the next reads the cart, credit and order quotas the one before left, as SQLite's one writer at a time does. No key
 * update, so rows that merely refer to the customer can still be written meanwhile.
 */
export async function lockCustomer(tx: Database, customerId: number) {
  if (isPostgres(tx)) await tx.selectFrom('customers').select('id').where('id', '=', customerId).forNoKeyUpdate().execute();
}

/** Each order's freight discount (by sales organisation), earned by the units its lines actually took per warehouse area. */
async function freightDiscountsOf(
  tx: Database,
  customerId: number,
  priced: readonly PricedCartLine[],
  taken: readonly Allocation<number>[],
  shipmentRate: number,
) {
  const sorgOf = new Map(priced.map((p) => [p.line.product.id, p.line.product.sorg]));
  const discounts = new Map<string, number>();
  for (const sorg of new Set(sorgOf.values())) {
    // Reserved arrivals leave no warehouse yet: they earn no freight benefit.
    const own = taken.filter((t) => !t.inbound && sorgOf.get(t.key) === sorg);
    discounts.set(sorg, await orderFreightDiscount(tx, customerId, sorg, own, shipmentRate));
  }
  return discounts;
}
