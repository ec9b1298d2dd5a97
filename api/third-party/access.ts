import type { SignedInContext } from '../auth/context.ts';
import type { Database } from '../db/index.ts';

export interface Vendor { id: number; code: string; name: string; email: string; address: string; city: string; sorg: string }

/** The vendor a login acts for (its third_party_vendor_users row), or null: a dealer, staff or a buying customer-vendor. */
export async function vendorOf(ctx: SignedInContext): Promise<Vendor | null> {
  return vendorOfUser(ctx.db, ctx.actor.user.id);
}

export async function vendorOfUser(db: Database, userId: number): Promise<Vendor | null> {
  return (await db.selectFrom('thirdPartyVendorUsers as vu').innerJoin('thirdPartyVendors as v', 'v.id', 'vu.vendorId')
    .select(['v.id', 'v.code', 'v.name', 'v.email', 'v.address', 'v.city', 'v.sorg'])
    .where('vu.userId', '=', userId).where('v.active', '=', 1).executeTakeFirst()) ?? null;
}

/** The minor units of a sales organisation's currency, from the config of a host that serves it. */
export async function precisionOf(db: Database, sorg: string): Promise<number> {
  const host = await db.selectFrom('hosts').select('config').where('sorg', '=', sorg).orderBy('isDefault', 'desc').orderBy('id').executeTakeFirst();
  const precision = host ? (JSON.parse(host.config) as { currency?: { decimalPrecision?: number } }).currency?.decimalPrecision : undefined;
  return precision ?? 2;
}
