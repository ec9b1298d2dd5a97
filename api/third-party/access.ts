import type { SignedInContext } from '../auth/context.ts';
import type { Database } from '../db/index.ts';
import { precisionOf } from '../../src/rules/money.ts';

export interface Vendor {
  id: number;
  code: string;
  name: string;
  email: string;
  address: string;
  city: string;
  sorg: string;
}

/** The vendor a login acts for (its third_party_vendor_users row), or null: a dealer, staff or a buying customer-vendor. */
export async function vendorOf(ctx: SignedInContext): Promise<Vendor | null> {
  return vendorOfUser(ctx.db, ctx.actor.user.id);
}

export async function vendorOfUser(db: Database, userId: number): Promise<Vendor | null> {
  return (
    (await db
      .selectFrom('thirdPartyVendorUsers as vu')
      .innerJoin('thirdPartyVendors as v', 'v.id', 'vu.vendorId')
      .select(['v.id', 'v.code', 'v.name', 'v.email', 'v.address', 'v.city', 'v.sorg'])
      .where('vu.userId', '=', userId)
      .where('v.active', '=', 1)
      .executeTakeFirst()) ?? null
  );
}

/** Decimal places of `currency` in a sales organisation: the shared rule, read with the config of a host that serves it. */
export async function precisionIn(db: Database, sorg: string, currency: string): Promise<number> {
  const host = await db
    .selectFrom('hosts')
    .select('config')
    .where('sorg', '=', sorg)
    .orderBy('isDefault', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const config = host ? (JSON.parse(host.config) as { currency?: { display?: string; decimalPrecision?: number } }).currency : undefined;
  return precisionOf(currency, { currency: { display: config?.display ?? '', decimalPrecision: config?.decimalPrecision ?? 2 } });
}
