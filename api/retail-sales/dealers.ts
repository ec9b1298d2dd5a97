import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';

export interface SellingDealer {
  code: string;
  name: string;
  city: string;
  isDefault: boolean;
}

/**
 * The shops a sale may be registered under (spec 2 §7 dealerUnderInsera): the active customer's own outlets as the
 * ERP keeps them, its ship-tos (the shop itself first, then its warehouse and branches). A dealer chooses one, never
 * types a name, so the consumer's account names a real shop of this dealer.
 */
export async function sellingDealers(ctx: SignedInContext, db: Database = ctx.db): Promise<SellingDealer[]> {
  const customerId = ctx.actor.customer?.id;
  if (!customerId) return [];
  const rows = await db
    .selectFrom('shipTos')
    .select(['code', 'name', 'city', 'isDefault'])
    .where('customerId', '=', customerId)
    .orderBy('isDefault', 'desc')
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ ...r, isDefault: !!r.isDefault }));
}
