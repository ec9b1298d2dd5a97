import { inWriteTransaction } from '../../../api/db/write-transaction.ts';
import { e2eDb, uniqueTag } from './database.ts';
import { copyLogin } from './logins.ts';

/** A login and its customer as a spec made them: what it signs in with and what the pages show of the customer. */
export interface MadeDealer {
  username: string;
  userId: number;
  customerId: number;
  codeR3: string;
  codeUnified: string;
  name: string;
  sorg: string;
}

/**
 * A new dealer of its own for one spec: a customer shaped like a seeded one (`like`, by default `dealer`'s: its market,
 * sales areas and rep, ship-tos, credit lines, payment terms and prices) and one login for it with the same roles and
 * password. It has no cart, orders or invoices, so what the spec does with it no other spec sees, in any order, on
 * any shard. A few milliseconds on either database.
 */
export async function newDealer(like = 'dealer'): Promise<MadeDealer> {
  const db = await e2eDb();
  // The server writes too: the write lock is taken first (BEGIN IMMEDIATE on SQLite), as the API's own writes do.
  return inWriteTransaction(db, async (tx) => {
    const { customerId: templateCustomer } = await tx
      .selectFrom('users')
      .select('customerId')
      .where('username', '=', like)
      .executeTakeFirstOrThrow();
    const customer = await tx.selectFrom('customers').selectAll().where('id', '=', templateCustomer!).executeTakeFirstOrThrow();
    const areas = await tx.selectFrom('customerAreas').selectAll().where('customerId', '=', customer.id).execute();
    const tag = uniqueTag();
    const name = `${customer.name.split(' ').slice(0, 2).join(' ')} ${tag}`;
    const { id: customerId } = await tx
      .insertInto('customers')
      .values({ ...omitId(customer), codeUnified: `T${tag}`, codeR3: `T${tag}`, codeIsr: null, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The codes a market's customers read like: the market's digit first, then six digits nobody else has.
    const digit = areas[0]?.sorg[0] ?? '9';
    const codeR3 = `0000${digit}9${String(customerId % 10_000).padStart(4, '0')}`;
    const codeUnified = `U${digit}9${String(customerId % 100_000).padStart(5, '0')}`;
    await tx.updateTable('customers').set({ codeR3, codeUnified }).where('id', '=', customerId).execute();

    if (areas.length)
      await tx
        .insertInto('customerAreas')
        .values(areas.map((a) => ({ ...omitId(a), customerId })))
        .execute();
    const shipTos = await tx.selectFrom('shipTos').selectAll().where('customerId', '=', customer.id).execute();
    if (shipTos.length)
      await tx
        .insertInto('shipTos')
        .values(shipTos.map((s) => ({ ...omitId(s), customerId, code: s.code.replace(customer.codeR3, codeR3) })))
        .execute();
    // Credit as a dealer in good standing: the template's limit, nothing owed.
    const credit = await tx.selectFrom('creditInformation').selectAll().where('customerId', '=', customer.id).execute();
    if (credit.length) {
      await tx
        .insertInto('creditInformation')
        .values(
          credit.map((c) => ({
            ...omitId(c),
            customerId,
            custCode: codeR3,
            balance: 0,
            openInvoice: 0,
            openDo: 0,
            consignment: 0,
            creditExposure: 0,
            reasonBlocked: null,
          })),
        )
        .execute();
    }
    const terms = await tx.selectFrom('paymentTerms').selectAll().where('customerId', '=', customer.id).execute();
    if (terms.length)
      await tx
        .insertInto('paymentTerms')
        .values(terms.map((t) => ({ ...t, customerId })))
        .execute();
    await tx
      .insertInto('customerPrices')
      .columns(['customerId', 'articleId', 'dealerPrice'])
      .expression(
        tx
          .selectFrom('customerPrices')
          .select((eb) => [eb.val(customerId).as('customerId'), 'articleId', 'dealerPrice'])
          .where('customerId', '=', customer.id),
      )
      .execute();

    const { username, userId } = await copyLogin(tx, like, { customerId });
    return { username, userId, customerId, codeR3, codeUnified, name, sorg: areas[0]?.sorg ?? '' };
  });
}

function omitId<T extends { id: unknown }>(row: T): Omit<T, 'id'> {
  const { id: _id, ...rest } = row;
  return rest;
}
