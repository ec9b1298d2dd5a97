import type { ContentMarketType } from '../../../src/rules/navigation.ts';
import { e2eDb } from './database.ts';

/** A login's customer: its id, codes and name (the seeded demo logins and the ones a spec made alike). */
export async function customerOf(username: string) {
  const db = await e2eDb();
  return db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .select(['c.id', 'c.codeR3 as r3', 'c.codeUnified as unified', 'c.codeIsr as isr', 'c.name', 'c.city', 'u.id as userId'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
}

/** The customer's first ship-to by code. */
export async function firstShipTo(customerId: number) {
  const db = await e2eDb();
  return (await db.selectFrom('shipTos').select('code').where('customerId', '=', customerId).orderBy('code').executeTakeFirstOrThrow())
    .code;
}

/**
 * A sign-in restores the customer a user chose last (in any spec of the run); a test about choosing one starts by
 * forgetting it, as a user who never chose would be.
 */
export async function forgetChosenCustomer(username: string) {
  const db = await e2eDb();
  await db
    .deleteFrom('lastCustomers')
    .where('userId', '=', (eb) => eb.selectFrom('users').select('id').where('username', '=', username))
    .execute();
}

/** The content types a user has a target market of (what the side menu asks the API). */
export async function contentMarketsOf(username: string): Promise<ContentMarketType[]> {
  const db = await e2eDb();
  const rows = await db
    .selectFrom('contentTargetMarkets as m')
    .innerJoin('userContentTargetMarkets as um', 'um.marketId', 'm.id')
    .innerJoin('users as u', 'u.id', 'um.userId')
    .select('m.type')
    .distinct()
    .where('u.username', '=', username)
    .execute();
  return rows.map((r) => r.type).sort();
}

/** Which catalogue categories of a market have products. */
export async function categoriesOf(sorg: string) {
  const db = await e2eDb();
  const has = async (category: 'BIKE' | 'PAA') =>
    !!(await db.selectFrom('articles').select('id').where('sorg', '=', sorg).where('category', '=', category).limit(1).executeTakeFirst());
  const groupset = !!(await db
    .selectFrom('groupsets as g')
    .innerJoin('groupsetArticles as ga', 'ga.groupsetId', 'g.id')
    .select('g.id')
    .where('g.sorg', '=', sorg)
    .limit(1)
    .executeTakeFirst());
  return { bike: await has('BIKE'), paa: await has('PAA'), groupset };
}

/** The quantity a login's customer's cart holds of an article (0 when there is no line). */
export async function savedCartQty(articleCode: string, username = 'dealer') {
  const db = await e2eDb();
  const row = await db
    .selectFrom('cartLines as l')
    .innerJoin('users as u', 'u.customerId', 'l.customerId')
    .select('l.quantity')
    .where('l.articleCode', '=', articleCode)
    .where('u.username', '=', username)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}
