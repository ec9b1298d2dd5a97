import type { Kysely } from 'kysely';
import type { DB } from '../types.ts';
import { nowIso } from '../../platform/clock.ts';
import { addDays } from '../../../src/rules/quotes.ts';

type Status = DB['quotes']['status'];

// The demo dealer's quotes, one in each state; [status, days ago asked, last day (days from today) or null, note, answer].
const QUOTES: [Status, number, number | null, string, string | null][] = [
  ['requested', 0, null, 'Twenty bikes for a rental fleet this spring: what can you do on price?', null],
  ['answered', 2, 12, 'Workshop stock for the season opening', 'Season price on these lines; delivery from the central warehouse.'],
  [
    'declined',
    6,
    null,
    'Could the kids’ range be priced like last year?',
    'Last year’s prices ended with the range; the new models are priced as listed.',
  ],
  ['answered', 30, -3, 'Parts for the autumn service weeks', 'Valid for the service weeks.'],
  ['ordered', 20, 10, 'Bikes for the shop’s anniversary weekend', 'Anniversary price, as agreed on the phone.'],
];

/** Quotes for the `dealer` login in each state, answered by `sales`; the ordered one is one of the dealer's orders. */
export async function seedQuotes(tx: Kysely<DB>) {
  const dealer = await tx.selectFrom('users').select(['id', 'customerId']).where('username', '=', 'dealer').executeTakeFirst();
  const sales = await tx.selectFrom('users').select('id').where('username', '=', 'sales').executeTakeFirst();
  const area = dealer?.customerId
    ? await tx.selectFrom('customerAreas').select('sorg').where('customerId', '=', dealer.customerId).executeTakeFirst()
    : undefined;
  if (!dealer?.customerId || !sales || !area) return;
  const [market, host] = await Promise.all([
    tx.selectFrom('salesOrganisations').select('currency').where('sorg', '=', area.sorg).executeTakeFirstOrThrow(),
    tx
      .selectFrom('hosts')
      .select('hostname')
      .where('sorg', '=', area.sorg)
      .orderBy('isDefault', 'desc')
      .orderBy('id')
      .executeTakeFirstOrThrow(),
  ]);
  const now = nowIso();
  const today = now.slice(0, 10);
  for (const [i, [status, ago, validFor, note, answer]] of QUOTES.entries()) {
    const asked = new Date(Date.now() - ago * 86_400_000).toISOString();
    const answeredAt = status === 'requested' ? null : new Date(Date.parse(asked) + 3 * 3_600_000).toISOString();
    const order =
      status === 'ordered'
        ? await tx
            .selectFrom('orders')
            .select(['id', 'createdAt'])
            .where('customerId', '=', dealer.customerId)
            .where('sorg', '=', area.sorg)
            .where('quoteId', 'is', null)
            .orderBy('createdAt', 'desc')
            .executeTakeFirst()
        : undefined;
    if (status === 'ordered' && !order) continue;
    const { id } = await tx
      .insertInto('quotes')
      .values({
        customerId: dealer.customerId,
        sorg: area.sorg,
        hostname: host.hostname,
        requestedBy: dealer.id,
        note,
        status,
        answeredBy: answeredAt ? sales.id : null,
        answeredAt,
        answerNote: status === 'declined' ? null : answer,
        declineReason: status === 'declined' ? answer : null,
        validUntil: validFor === null ? null : addDays(today, validFor),
        orderedBy: order ? dealer.id : null,
        orderedAt: order?.createdAt ?? null,
        currency: market.currency,
        createdAt: asked,
        updatedAt: answeredAt ?? asked,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (order) {
      // The order's own lines at its prices: the quote was ordered as it was answered.
      const lines = await tx
        .selectFrom('orderLines as l')
        .innerJoin('articles as a', 'a.id', 'l.articleId')
        .select(['l.articleCode', 'a.name', 'l.qty', 'l.uom', 'l.unitPrice'])
        .where('l.orderId', '=', order.id)
        .execute();
      await tx
        .insertInto('quoteLines')
        .values(
          lines.map((l) => ({
            quoteId: id,
            articleCode: l.articleCode,
            name: l.name,
            quantity: l.qty,
            uom: l.uom,
            listPrice: Math.round(Number(l.unitPrice) * 1.08),
            quotedPrice: Number(l.unitPrice),
          })),
        )
        .execute();
      await tx.updateTable('orders').set({ quoteId: id }).where('id', '=', order.id).execute();
      continue;
    }
    const category = i % 2 === 0 ? 'BIKE' : 'PAA';
    const articles = await tx
      .selectFrom('articles')
      .select(['articleCode', 'name', 'uom', 'dealerPrice'])
      .where('sorg', '=', area.sorg)
      .where('category', '=', category)
      .where('dealerPrice', '>', 0)
      .orderBy('id')
      .offset(10 + i * 3)
      .limit(3)
      .execute();
    await tx
      .insertInto('quoteLines')
      .values(
        articles.map((a, n) => ({
          quoteId: id,
          articleCode: a.articleCode,
          name: a.name,
          quantity: category === 'BIKE' ? 4 + n * 2 : 10 + n * 5,
          uom: a.uom,
          listPrice: Number(a.dealerPrice),
          // Answered quotes give 6 to 12 percent off.
          quotedPrice: status === 'answered' ? Math.round(Number(a.dealerPrice) * (0.94 - n * 0.03)) : null,
        })),
      )
      .execute();
  }
}
