import { sql } from 'kysely';
import type { Database } from '../db/index.ts';
import type { Customer } from '../db/types.ts';
import type { HostConfig } from '../../src/rules/host-config.ts';
import { precisionOf } from '../credit/service.ts';

/** The navbar's cart summary of the active customer: lines, total quantity and total price in the major unit. */
export async function cartSummary(db: Database, customer: Customer, host: HostConfig) {
  const totals = await db.selectFrom('cartLines')
    .select((eb) => [
      eb.fn.countAll<number>().as('lines'),
      eb.fn.coalesce(eb.fn.sum<number>('quantity'), sql<number>`0`).as('totalQuantity'),
      eb.fn.coalesce(eb.fn.sum<number>(sql`quantity * unit_price`), sql<number>`0`).as('totalMinor'),
      eb.fn.max('currency').as('currency'),
    ])
    .where('customerId', '=', customer.id).executeTakeFirstOrThrow();
  // An empty cart still has a currency: the host's.
  const currency = totals.currency ?? host.currency.display;
  const precision = precisionOf(currency, host);
  return {
    lines: Number(totals.lines),
    totalQuantity: Number(totals.totalQuantity),
    totalPrice: Number(totals.totalMinor) / 10 ** precision,
    currency,
    precision,
  };
}
