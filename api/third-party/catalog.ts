import { sql } from 'kysely';
import { shownPrice, shownStock } from '../../src/rules/third-party.ts';
import type { SignedInContext } from '../context.ts';
import { contains } from '../db/list-query.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import { maintainedVendor, maintainerOf, type Vendor, vendorOf } from './access.ts';

// The third-party catalogue (spec 3 §7 productThirdParties, vendorThirdParties): a dealer reads the active products
// of the active vendors of the host's market, stock and price as the host's checkStock3rdParty and
// checkPrice3rdParty flags allow; a vendor reads all of its own products as they are.

export interface ThirdPartyProduct {
  id: number;
  vendor: { id: number; name: string; email: string };
  articleCode: string;
  name: string;
  description: string;
  salesUnit: string;
  uomConverter: number;
  price: number | null;
  currency: string;
  stock: number | null;
  available: boolean;
  imageUrl: string | null;
  openOrder: number;
  shippedOrder: number;
  active: boolean;
  sorg: string;
  displayOrder: number | null;
  newArrival: { from: string | null; to: string | null; active: boolean };
}

export interface ProductQuery {
  search?: string | null;
  withStock?: boolean | null;
  vendorId?: number | null;
  /** The products as their vendor maintains them: a vendor's own, or for staff who maintain any vendor, vendorId's. */
  maintain?: boolean | null;
  page?: number | null;
  limit?: number | null;
}

export const MAX_PRODUCT_PAGE = 100;

/** The viewer: a vendor sees its own products as they are; anyone else buys in the host's market. */
export async function viewerOf(ctx: SignedInContext): Promise<{ vendor: Vendor | null; sorg: string }> {
  const vendor = await vendorOf(ctx);
  return { vendor, sorg: vendor?.sorg ?? ctx.host.config.sorg };
}

/** The maintenance reader: the vendor it acts for, or null while staff have chosen none (or the login may not). */
async function maintainingFor(ctx: SignedInContext, vendorId: number | null | undefined): Promise<Vendor | null> {
  const chosen = await maintainedVendor(ctx, vendorId);
  if ('vendor' in chosen) return chosen.vendor;
  if (chosen.refusal === 'other_vendor') forbidden("Another vendor's articles");
  if (chosen.refusal === 'not_found') notFound('No such vendor');
  return null;
}

export async function productThirdParties(
  ctx: SignedInContext,
  q: ProductQuery,
): Promise<{ products: ThirdPartyProduct[]; info: PageInfo; asVendor: boolean }> {
  const page = Math.max(1, q.page ?? 1);
  const limit = Math.min(MAX_PRODUCT_PAGE, Math.max(1, q.limit ?? 20));
  let vendor: Vendor | null;
  let sorg: string;
  if (q.maintain) {
    vendor = await maintainingFor(ctx, q.vendorId);
    if (!vendor) return { asVendor: false, info: pageInfo(page, limit, 0), products: [] };
    sorg = vendor.sorg;
  } else ({ vendor, sorg } = await viewerOf(ctx));
  let base = ctx.db.selectFrom('thirdPartyProducts as p').innerJoin('thirdPartyVendors as v', 'v.id', 'p.vendorId');
  base = vendor
    ? base.where('p.vendorId', '=', vendor.id)
    : base.where('v.sorg', '=', sorg).where('v.active', '=', 1).where('p.active', '=', 1);
  const search = (q.search ?? '').trim();
  if (search)
    base = base.where((eb) =>
      eb.or([contains(eb.ref('p.articleCode'), search), contains(eb.ref('p.name'), search), contains(eb.ref('p.description'), search)]),
    );
  if (q.withStock) base = base.where('p.stock', '>', 0);
  if (q.vendorId) base = base.where('p.vendorId', '=', q.vendorId);

  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  // Open and shipped quantities: of every dealer for the vendor, of the active customer's own orders for a dealer.
  const customerOnly = vendor ? sql`` : sql`and o.customer_id = ${ctx.actor.customer?.id ?? -1}`;
  const lineTotals = (statuses: string[]) => sql<number>`(select coalesce(sum(l.qty), 0) from third_party_order_lines l
    join third_party_orders o on o.id = l.order_id where l.product_id = p.id and l.status in (${sql.join(statuses)}) ${customerOnly})`;
  const rows = await base
    .select([
      'p.id',
      'p.vendorId',
      'v.name as vendorName',
      'v.email as vendorEmail',
      'v.sorg',
      'p.articleCode',
      'p.name',
      'p.description',
      'p.salesUnit',
      'p.uomConverter',
      'p.price',
      'p.currency',
      'p.stock',
      'p.imageUrl',
      'p.active',
      'p.displayOrder',
      'p.newArrivalFrom',
      'p.newArrivalTo',
      'p.newArrivalActive',
    ])
    .select(() => [lineTotals(['ordered', 'confirmed']).as('openOrder'), lineTotals(['shipped', 'delivered']).as('shippedOrder')])
    .orderBy('v.name')
    .orderBy(sql`coalesce(${sql.ref('p.displayOrder')}, 999999)`)
    .orderBy('p.articleCode')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const { checkStock3rdParty, checkPrice3rdParty } = ctx.host.config;
  return {
    asVendor: !!vendor,
    info: pageInfo(page, limit, Number(n)),
    products: rows.map((r) => {
      const stock = vendor ? { qty: r.stock, available: r.stock > 0 } : shownStock(r.stock, checkStock3rdParty);
      return {
        id: r.id,
        vendor: { id: r.vendorId, name: r.vendorName, email: r.vendorEmail },
        articleCode: r.articleCode,
        name: r.name,
        description: r.description,
        salesUnit: r.salesUnit,
        uomConverter: r.uomConverter,
        currency: r.currency,
        sorg: r.sorg,
        price: vendor ? r.price : shownPrice(r.price, checkPrice3rdParty),
        stock: stock.qty,
        available: stock.available,
        imageUrl: r.imageUrl,
        openOrder: Number(r.openOrder ?? 0),
        shippedOrder: Number(r.shippedOrder ?? 0),
        active: r.active === 1,
        displayOrder: r.displayOrder,
        newArrival: { from: r.newArrivalFrom, to: r.newArrivalTo, active: r.newArrivalActive === 1 },
      };
    }),
  };
}

/** The vendors a dealer may buy from on this host, or the vendor's own record. */
export async function vendorThirdParties(ctx: SignedInContext): Promise<Vendor[]> {
  const { vendor, sorg } = await viewerOf(ctx);
  if (vendor) return [vendor];
  return ctx.db
    .selectFrom('thirdPartyVendors')
    .select(['id', 'code', 'name', 'email', 'address', 'city', 'sorg'])
    .where('sorg', '=', sorg)
    .where('active', '=', 1)
    .orderBy('name')
    .execute();
}

export const MAX_VENDOR_PAGE = 50;

/**
 * The vendors a login maintains articles for: a vendor's login its own; staff who maintain any vendor every vendor
 * (searched by code, name or city, paged, active ones first); anyone else none.
 */
export async function maintenanceVendors(
  ctx: SignedInContext,
  q: { search?: string | null; page?: number | null; limit?: number | null },
): Promise<{ own: Vendor | null; anyVendor: boolean; vendors: Vendor[]; info: PageInfo }> {
  const page = Math.max(1, q.page ?? 1);
  const limit = Math.min(MAX_VENDOR_PAGE, Math.max(1, q.limit ?? 20));
  const { vendor, anyVendor } = await maintainerOf(ctx);
  if (!anyVendor) return { own: vendor, anyVendor, vendors: vendor ? [vendor] : [], info: pageInfo(1, limit, vendor ? 1 : 0) };
  let base = ctx.db.selectFrom('thirdPartyVendors as v');
  const search = (q.search ?? '').trim();
  if (search)
    base = base.where((eb) =>
      eb.or([contains(eb.ref('v.code'), search), contains(eb.ref('v.name'), search), contains(eb.ref('v.city'), search)]),
    );
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const vendors = await base
    .select(['v.id', 'v.code', 'v.name', 'v.email', 'v.address', 'v.city', 'v.sorg'])
    .orderBy('v.active', 'desc')
    .orderBy('v.name')
    .orderBy('v.id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { own: null, anyVendor, vendors, info: pageInfo(page, limit, Number(n)) };
}
