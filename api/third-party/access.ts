import type { SignedInContext } from '../context.ts';
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

/**
 * Who may maintain articles for which vendor: a vendor's login only ever for its own vendor; staff with the page's
 * scope and no customer or vendor of their own (admin) for any vendor they name; anyone else for none.
 */
export async function maintainerOf(ctx: SignedInContext): Promise<{ vendor: Vendor | null; anyVendor: boolean }> {
  const vendor = await vendorOf(ctx);
  if (vendor) return { vendor, anyVendor: false };
  const { actor } = ctx;
  const staff = actor.user.customerId == null && !actor.roles.includes('customer-vendor');
  return { vendor: null, anyVendor: staff && actor.scopes.has('page.3rdpartyarticlemaintenance') };
}

export async function vendorById(db: Database, id: number): Promise<Vendor | null> {
  return (
    (await db
      .selectFrom('thirdPartyVendors')
      .select(['id', 'code', 'name', 'email', 'address', 'city', 'sorg'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

export type MaintainedVendor = { vendor: Vendor } | { refusal: 'not_vendor' | 'vendor_required' | 'other_vendor' | 'not_found' };

/** The vendor a maintenance call acts for, the one named (`vendorId`) checked against who asks. */
export async function maintainedVendor(ctx: SignedInContext, vendorId: number | null | undefined): Promise<MaintainedVendor> {
  const { vendor, anyVendor } = await maintainerOf(ctx);
  if (vendor) return vendorId == null || vendorId === vendor.id ? { vendor } : { refusal: 'other_vendor' };
  if (!anyVendor) return { refusal: 'not_vendor' };
  if (vendorId == null) return { refusal: 'vendor_required' };
  const named = await vendorById(ctx.db, vendorId);
  return named ? { vendor: named } : { refusal: 'not_found' };
}
