import type { Transaction } from 'kysely';
import type { DB } from '../types.ts';
import { nowIso } from '../../platform/clock.ts';

// The demo dealer's shopping lists: one shared with the shop, one kept to its maker; [name, shared, [category, qty][]].
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
  }
}
