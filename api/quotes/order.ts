import type { SignedInContext } from '../context.ts';
import { pricedLines } from '../cart/lines.ts';
import { marketOf } from '../catalog/market.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { userError } from '../graphql/mutation-result.ts';
import { fillIn } from '../i18n/texts.ts';
import { nowIso } from '../platform/clock.ts';
import { type CheckoutAnswer, placedAnswer, refuse } from '../orders/answer.ts';
import type { CheckoutInput } from '../orders/checkout-checks.ts';
import { lockCustomer, placeLines, placeOrders } from '../orders/checkout.ts';
import { checkoutHashes, earlierAnswer, storeAnswer } from '../orders/idempotency.ts';
import { type QuoteMessageKey, quoteMessages, quoteState } from '../../src/rules/quotes.ts';
import { readableQuote } from './access.ts';

const refuseWith = (key: QuoteMessageKey, params: Record<string, string> = {}): never => {
  const text = fillIn(quoteMessages[key], params);
  return refuse(ErrorCode.conflict, text, [userError('quote', text, `quotes:errors.${key}`, params)]);
};

/**
 * Orders an answered quote at its quoted prices through checkout's own rules (still the customer's, credit, options,
 * ordering flags, limits, stock): its lines exactly as quoted, once. The same idempotency key answers its first answer
 * again; a quote not answered, declined, ordered already or past its last day is refused and nothing changes.
 */
export async function orderQuote(ctx: SignedInContext, id: number, input: CheckoutInput): Promise<CheckoutAnswer> {
  return placeOrders(ctx, input, (tx) => orderIn(tx, id, input));
}

async function orderIn(tx: SignedInContext & { db: Database }, id: number, input: CheckoutInput) {
  const customer = tx.actor.customer!;
  await lockCustomer(tx.db, customer.id);
  if (isPostgres(tx.db)) await tx.db.selectFrom('quotes').select('id').where('id', '=', id).forUpdate().execute();
  const quote = await readableQuote(tx, 'dealer', id, tx.db);
  const lines = await tx.db.selectFrom('quoteLines').selectAll().where('quoteId', '=', quote.id).orderBy('id').execute();
  const key = { idempotencyKey: input.idempotencyKey, customerId: customer.id, userId: tx.actor.user.id };
  const { idempotencyKey: _key, ...request } = input;
  const hashes = checkoutHashes(
    lines.map((l) => ({ sorg: quote.sorg, articleCode: l.articleCode, qty: Number(l.quantity), uom: l.uom })),
    { quoteId: quote.id, ...request },
  );
  const earlier = await earlierAnswer(tx.db, key, hashes, false);
  if (earlier) return { answer: earlier, placed: false };

  const { today } = await marketOf(tx);
  const state = quoteState(quote.status, quote.validUntil, today);
  if (state === 'requested') refuseWith('not_answered');
  if (state === 'declined') refuseWith('declined');
  if (state === 'ordered') refuseWith('ordered');
  if (state === 'expired') refuseWith('expired', { date: quote.validUntil! });

  const { lines: priced, missing } = await pricedLines(
    tx,
    lines.map((l) => ({ id: l.id, articleCode: l.articleCode, qty: Number(l.quantity) })),
  );
  if (missing.length) refuseWith('not_sold', { code: missing.join(', ') });
  // The quoted prices hold through checkout: priceCart charges each line's unit price as given.
  const quoted = new Map(lines.map((l) => [l.id, l]));
  const atQuotedPrices = priced.map((l) => {
    const q = quoted.get(l.id)!;
    return { ...l, uom: q.uom, unitPrice: Number(q.quotedPrice), addedUnitPrice: Number(q.quotedPrice) };
  });
  const orders = await placeLines(tx, input, atQuotedPrices, {
    quoteId: quote.id,
    withOrders: async (placed) => {
      const now = nowIso();
      await tx.db
        .updateTable('quotes')
        .set({ status: 'ordered', orderedBy: tx.actor.user.id, orderedAt: now, updatedAt: now })
        .where('id', '=', quote.id)
        .execute();
      await storeAnswer(tx.db, key, hashes, placedAnswer(placed));
    },
  });
  return { answer: placedAnswer(orders), placed: true };
}
