import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';
import { nowIso } from '../../platform/clock.ts';
import { nextRunDate } from '../../../src/rules/shopping-lists.ts';

// The demo dealer's shopping lists: one shared with the shop and ordered by itself on Mondays, one kept to its maker; [name, shared, [category, qty][]].
const LISTS: [string, boolean, ['BIKE' | 'PAA', number][]][] = [
  [
    'Weekly workshop parts',
    true,
    [
      ['PAA', 10],
      ['PAA', 6],
      ['PAA', 4],
    ],
  ],
  [
    "Kids' bikes for the season",
    false,
    [
      ['BIKE', 2],
      ['BIKE', 1],
    ],
  ],
];

/** Shopping lists for the `dealer` login, priced as the articles' dealer prices stand. */
export async function seedShoppingLists(tx: Transaction<DB>) {
  const user = await tx.selectFrom('users').select(['id', 'customerId']).where('username', '=', 'dealer').executeTakeFirst();
  const area = user?.customerId
    ? await tx.selectFrom('customerAreas').select('sorg').where('customerId', '=', user.customerId).executeTakeFirst()
    : undefined;
  if (!user?.customerId || !area) return;
  const currency = (await tx.selectFrom('salesOrganisations').select('currency').where('sorg', '=', area.sorg).executeTakeFirst())
    ?.currency;
  if (!currency) return;
  const now = nowIso();
  const host = await tx
    .selectFrom('hosts')
    .select('hostname')
    .where('sorg', '=', area.sorg)
    .orderBy('isDefault', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const shipTo = await tx.selectFrom('shipTos').select('code').where('customerId', '=', user.customerId).orderBy('code').executeTakeFirst();
  const shipment = await tx
    .selectFrom('shipmentMethods')
    .select('code')
    .where('sorg', '=', area.sorg)
    .where('active', '=', 1)
    .orderBy('position')
    .executeTakeFirst();
  const payment = await tx
    .selectFrom('paymentMethods')
    .select('code')
    .where('sorg', '=', area.sorg)
    .where('active', '=', 1)
    .where('forOrders', '=', 1)
    .orderBy('position')
    .executeTakeFirst();
  for (const [name, shared, lines] of LISTS) {
    const { id } = await tx
      .insertInto('shoppingLists')
      .values({
        customerId: user.customerId,
        sorg: area.sorg,
        name,
        createdBy: user.id,
        shared: shared ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const category of ['BIKE', 'PAA'] as const) {
      const wanted = lines.filter(([c]) => c === category);
      if (!wanted.length) continue;
      const articles = await tx
        .selectFrom('articles')
        .select(['articleCode', 'name', 'uom', 'dealerPrice'])
        .where('sorg', '=', area.sorg)
        .where('category', '=', category)
        .where('dealerPrice', '>', 0)
        .orderBy('id')
        .offset(category === 'PAA' ? 20 : 5)
        .limit(wanted.length)
        .execute();
      if (!articles.length) continue;
      await tx
        .insertInto('shoppingListLines')
        .values(
          articles.map((a, i) => ({
            listId: id,
            articleCode: a.articleCode,
            name: a.name,
            quantity: wanted[i][1],
            uom: a.uom,
            unitPrice: Number(a.dealerPrice),
            currency,
            addedAt: now,
          })),
        )
        .execute();
    }
    // The shared list is ordered by itself every Monday.
    if (shared && host && shipTo && shipment && payment)
      await tx
        .insertInto('listSchedules')
        .values({
          listId: id,
          customerId: user.customerId,
          hostname: host.hostname,
          createdBy: user.id,
          frequency: 'weekly',
          day: 1,
          shipTo: shipTo.code,
          shipment: shipment.code,
          payment: payment.code,
          active: 1,
          nextRun: nextRunDate('weekly', 1, now.slice(0, 10)),
          createdAt: now,
          updatedAt: now,
        })
        .execute();
  }
}
