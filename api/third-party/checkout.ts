import { groupByVendor, lineSubtotal, thirdPartyOrderNo } from '../../src/rules/third-party.ts';
import type { SignedInContext } from '../context.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { type MutationOutcome, Refused, type UserError, failed, succeeded } from '../graphql/mutation-result.ts';
import { fillIn } from '../i18n/texts.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { thirdPartyMessages, type ThirdPartyMessageKey, tpError } from './answer.ts';
import { nowIso } from '../platform/clock.ts';

// checkoutThirdParty(shipment, products) (spec 3 §7, §5 'Third-party checkout'): one order per vendor, all in one
// transaction. Every product is checked again (still sold, price unchanged where the host shows prices, stock taken
// with a guarded decrement so two dealers cannot both buy the last one); one bad product and nothing is written.

export interface CheckoutProductInput {
  vendorId: number;
  articleCode: string;
  qty: number;
  price?: number | null;
  notes?: string | null;
}
export interface ShipmentInput {
  shipToCode: string;
  reqDeliveryDate: string;
  notes?: string | null;
}

/** A product the checkout refused: which, how many, what it came to, and why (in the browser's words by key). */
export interface ProductError {
  vendorId: number;
  articleCode: string;
  product: string;
  qty: number;
  subtotal: number;
  message: string;
  messageKey: string;
  params: Record<string, string>;
}

export interface CheckoutAnswer extends MutationOutcome {
  code: string | null;
  orders: string[];
  productErrors: ProductError[];
}

const MAX_NOTES = 500;

class CheckoutRefused extends Error {
  constructor(
    readonly userErrors: UserError[],
    readonly productErrors: ProductError[],
  ) {
    super('refused');
  }
}

const today = () => nowIso().slice(0, 10);
const money = (minor: number, precision: number) => (minor / 10 ** precision).toFixed(precision);

function checkShipment(s: ShipmentInput, errors: UserError[]) {
  if (!s.shipToCode?.trim()) errors.push(tpError('shipment.shipToCode', 'required'));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s.reqDeliveryDate ?? '') || Number.isNaN(Date.parse(s.reqDeliveryDate))) {
    errors.push(tpError('shipment.reqDeliveryDate', 'required'));
  } else if (s.reqDeliveryDate < today()) errors.push(tpError('shipment.reqDeliveryDate', 'delivery_date'));
  if ((s.notes ?? '').length > MAX_NOTES) errors.push(tpError('shipment.notes', 'too_long', { max: String(MAX_NOTES) }));
}

export async function checkoutThirdParty(
  ctx: SignedInContext,
  idempotencyKey: string,
  shipment: ShipmentInput,
  products: CheckoutProductInput[],
): Promise<CheckoutAnswer> {
  const customer = ctx.actor.customer!;
  const { sorg, checkPrice3rdParty, currency } = ctx.host.config;
  try {
    const orders = await inWriteTransaction(ctx.db, async (db) => {
      // One customer's checkouts one after the other on PostgreSQL too (SQLite has one writer at a time): a repeat sent
      // while the first still runs waits here, then finds its orders. No key update, so rows referring to it still go in.
      if (isPostgres(db)) await db.selectFrom('customers').select('id').where('id', '=', customer.id).forNoKeyUpdate().execute();
      // A repeated submit answers the orders the first one placed.
      const placed = await db
        .selectFrom('thirdPartyOrders')
        .select('orderNo')
        .where('customerId', '=', customer.id)
        .where('idempotencyKey', '=', idempotencyKey)
        .orderBy('id')
        .execute();
      if (placed.length) return placed.map((o) => o.orderNo);

      const userErrors: UserError[] = [];
      checkShipment(shipment, userErrors);
      const shipTo = await db
        .selectFrom('shipTos')
        .selectAll()
        .where('customerId', '=', customer.id)
        .where('code', '=', shipment.shipToCode ?? '')
        .executeTakeFirst();
      if (shipment.shipToCode?.trim() && !shipTo) userErrors.push(tpError('shipment.shipToCode', 'ship_to'));
      // The same product twice is one line of their sum.
      const merged = new Map<string, CheckoutProductInput>();
      for (const p of products) {
        const key = `${p.vendorId}/${p.articleCode}`;
        const seen = merged.get(key);
        merged.set(key, seen ? { ...seen, qty: seen.qty + p.qty } : { ...p });
      }
      if (!merged.size) userErrors.push(tpError('products', 'cart_empty'));

      const productErrors: ProductError[] = [];
      const lines: {
        vendorId: number;
        productId: number;
        articleCode: string;
        name: string;
        qty: number;
        price: number;
        salesUnit: string;
        notes: string | null;
        currency: string;
      }[] = [];
      for (const p of merged.values()) {
        const row = await db
          .selectFrom('thirdPartyProducts as p')
          .innerJoin('thirdPartyVendors as v', 'v.id', 'p.vendorId')
          .selectAll('p')
          .where('p.vendorId', '=', p.vendorId)
          .where('p.articleCode', '=', p.articleCode)
          .where('v.sorg', '=', sorg)
          .where('v.active', '=', 1)
          .where('p.active', '=', 1)
          .executeTakeFirst();
        const problem = (key: ThirdPartyMessageKey, params: Record<string, string> = {}) =>
          productErrors.push({
            vendorId: p.vendorId,
            articleCode: p.articleCode,
            product: row?.name ?? p.articleCode,
            qty: p.qty,
            subtotal: lineSubtotal(row?.price ?? p.price ?? 0, p.qty),
            message: fillIn(thirdPartyMessages[key], params),
            messageKey: `third-party:errors.${key}`,
            params,
          });
        if (!row) {
          problem('not_available');
          continue;
        }
        if (!Number.isInteger(p.qty) || p.qty < 1 || p.qty > 9999) {
          problem('qty');
          continue;
        }
        if (checkPrice3rdParty && p.price != null && p.price !== row.price) {
          problem('price_changed', { price: money(row.price, currency.decimalPrecision) });
          continue;
        }
        // A guarded decrement: two checkouts of the last pieces cannot both take them.
        const taken = await db
          .updateTable('thirdPartyProducts')
          .set((eb) => ({ stock: eb('stock', '-', p.qty) }))
          .where('id', '=', row.id)
          .where('stock', '>=', p.qty)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) {
          const now = await db.selectFrom('thirdPartyProducts').select('stock').where('id', '=', row.id).executeTakeFirstOrThrow();
          problem('out_of_stock', { available: String(now.stock) });
          continue;
        }
        lines.push({
          vendorId: row.vendorId,
          productId: row.id,
          articleCode: row.articleCode,
          name: row.name,
          qty: p.qty,
          price: row.price,
          salesUnit: row.salesUnit,
          notes: p.notes?.trim() || null,
          currency: row.currency,
        });
      }
      if (userErrors.length || productErrors.length) throw new CheckoutRefused(userErrors, productErrors);
      return placeOrders(db, ctx, customer.id, shipTo!, shipment, idempotencyKey, lines);
    });
    return { ...succeeded(`${orders.length} order(s) placed`), code: null, orders, productErrors: [] };
  } catch (e) {
    if (e instanceof CheckoutRefused) {
      return {
        ...failed('Please correct the marked products and fields', e.userErrors),
        code: e.productErrors.length ? ErrorCode.stockLimited : ErrorCode.invalidInput,
        orders: [],
        productErrors: e.productErrors,
      };
    }
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, orders: [], productErrors: [] };
    throw e;
  }
}

type Line = {
  vendorId: number;
  productId: number;
  articleCode: string;
  name: string;
  qty: number;
  price: number;
  salesUnit: string;
  notes: string | null;
  currency: string;
};

async function placeOrders(
  db: Database,
  ctx: SignedInContext,
  customerId: number,
  shipTo: { code: string; name: string; address: string; city: string },
  shipment: ShipmentInput,
  idempotencyKey: string,
  lines: Line[],
): Promise<string[]> {
  const now = nowIso();
  const orderNos: string[] = [];
  for (const { vendorId, lines: ls } of groupByVendor(lines)) {
    const { last } = await db
      .selectFrom('thirdPartyOrders')
      .select((eb) => eb.fn.max<number>('id').as('last'))
      .executeTakeFirstOrThrow();
    const orderNo = thirdPartyOrderNo(ctx.host.config.sorg, Number(last ?? 0) + 1);
    const { id: orderId } = await db
      .insertInto('thirdPartyOrders')
      .values({
        orderNo,
        vendorId,
        customerId,
        shipToCode: shipTo.code,
        address: `${shipTo.name}, ${shipTo.address}, ${shipTo.city}`,
        reqDeliveryDate: shipment.reqDeliveryDate,
        notes: shipment.notes?.trim() || null,
        totalOrder: ls.reduce((sum, l) => sum + lineSubtotal(l.price, l.qty), 0),
        currency: ls[0]!.currency,
        idempotencyKey,
        createdAt: now,
        createdBy: ctx.actor.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('thirdPartyOrderLines')
      .values(
        ls.map((l) => ({
          orderId,
          productId: l.productId,
          articleCode: l.articleCode,
          name: l.name,
          qty: l.qty,
          price: l.price,
          subtotal: lineSubtotal(l.price, l.qty),
          salesUnit: l.salesUnit,
          notes: l.notes,
          status: 'ordered' as const,
          updatedAt: now,
        })),
      )
      .execute();
    orderNos.push(orderNo);
  }
  return orderNos;
}
