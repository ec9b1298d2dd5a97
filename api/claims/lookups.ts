import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { SignedInContext } from '../context.ts';
import { isReadOnlyUser } from '../../src/rules/read-only.ts';
import { contains } from '../db/list-query.ts';
import { isReviewer, reviewedSorgs } from './access.ts';
import { claimedQtyByLine } from './claimable.ts';

export const claimStatuses = (ctx: SignedInContext) =>
  ctx.db.selectFrom('claimStatuses').select(['id', 'description', 'category', 'sorting']).orderBy('sorting').execute();

/** The problems catalogue of one product category, parts in order. */
export const claimProblems = (ctx: SignedInContext, productCategory: 'BIKE' | 'PAA') =>
  ctx.db
    .selectFrom('claimProblemCatalog')
    .select(['id', 'part', 'description', 'productCategory'])
    .where('productCategory', '=', productCategory)
    .orderBy('sorting')
    .execute();

/** The sales organisations whose articles a user's claims are about: their customer's, or those they review. */
async function sorgsOf(ctx: SignedInContext): Promise<string[] | null> {
  if (ctx.actor.roles.includes('admin') || isReadOnlyUser(ctx.actor?.user)) return null;
  const sorgs = new Set(isReviewer(ctx) ? await reviewedSorgs(ctx) : []);
  const customerId = ctx.actor.customer?.id ?? ctx.actor.user.customerId;
  if (customerId) {
    for (const a of await ctx.db.selectFrom('customerAreas').select('sorg').where('customerId', '=', customerId).execute())
      sorgs.add(a.sorg);
  }
  return [...sorgs];
}

/** Brands to filter claims by. */
export async function claimBrands(ctx: SignedInContext) {
  const sorgs = await sorgsOf(ctx);
  let q = ctx.db.selectFrom('articles').select('brand').distinct();
  if (sorgs) q = q.where('sorg', 'in', sorgs.length ? sorgs : ['-']);
  return (await q.orderBy('brand').execute()).map((r) => r.brand);
}

/** The moves the signed-in user's roles allow (spec 2 §4 capabilities). */
export const claimCapabilities = (ctx: SignedInContext) =>
  ctx.db
    .selectFrom('claimCapabilities')
    .select(['productCategory', 'customerCategory', 'fromStatus', 'toStatus'])
    .distinct()
    .where('role', 'in', ctx.actor.roles.length ? ctx.actor.roles : ['-'])
    .orderBy('productCategory')
    .orderBy('customerCategory')
    .orderBy('fromStatus')
    .orderBy('toStatus')
    .execute();

/** The filing dealer's details, which the claim form shows and prefills the contact person from. */
export async function claimDealerInformation(ctx: SignedInContext) {
  const customer = ctx.actor.customer;
  if (!customer) return null;
  return {
    custCode: displayCustomerCode({ isr: customer.codeIsr, r3: customer.codeR3 }),
    custName: customer.name,
    address: customer.address,
    city: customer.city,
    phone: customer.phone,
    email: customer.email,
    contactPersonName: ctx.actor.user.name,
    contactPersonPhone: (ctx.actor.user.phone ?? customer.phone ?? '').replace(/\D/g, ''),
  };
}

/** PAA articles invoiced to the active customer, with the invoices they were on (newest first): the PAA claim's picker. */
export async function claimArticles(ctx: SignedInContext, search: string | null | undefined) {
  const customerId = ctx.actor.customer?.id;
  if (!customerId) return [];
  const term = (search ?? '').trim();
  let articles = ctx.db
    .selectFrom('invoices as i')
    .innerJoin('invoiceLines as l', 'l.invoiceId', 'i.id')
    .innerJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'l.articleCode').onRef('a.sorg', '=', 'i.sorg'))
    .select(['a.id', 'a.articleCodeDisplay as articleCode', 'a.name', 'a.brand'])
    .distinct()
    .where('i.customerId', '=', customerId)
    .where('a.category', '=', 'PAA')
    .where('l.qty', '>', 0);
  if (term) articles = articles.where((eb) => eb.or([contains(eb.ref('a.name'), term), contains(eb.ref('a.articleCodeDisplay'), term)]));
  const rows = await articles.orderBy('a.name').limit(20).execute();
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // One choice per invoice: a claim counts every line of the article on its invoice together (filing.ts paaSubject).
  const lines = await ctx.db
    .selectFrom('invoices as i')
    .innerJoin('invoiceLines as l', 'l.invoiceId', 'i.id')
    .innerJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'l.articleCode').onRef('a.sorg', '=', 'i.sorg'))
    .select(['a.id as articleId', 'i.id as invoiceId', 'i.invoiceNo', 'i.invoiceDate', 'i.currency'])
    .select((eb) => [eb.fn.sum<number>('l.qty').as('qty'), eb.fn.max<number>('l.price').as('price')])
    .where('i.customerId', '=', customerId)
    .where('a.id', 'in', ids)
    .where('l.qty', '>', 0)
    .groupBy(['a.id', 'i.id', 'i.invoiceNo', 'i.invoiceDate', 'i.currency'])
    .orderBy('i.invoiceDate', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  const claimed = await claimedQtyByLine(ctx.db, customerId, ids);
  const invoiced = lines.map(({ invoiceId, ...l }) => {
    const qty = Number(l.qty);
    return { ...l, qty, price: Number(l.price), claimableQty: Math.max(0, qty - (claimed.get(`${invoiceId}/${l.articleId}`) ?? 0)) };
  });
  return rows.map((r) => ({ ...r, invoices: invoiced.filter((l) => l.articleId === r.id).slice(0, 30) }));
}

/**
 * The market's bikes by name or code, at most 20: the model a dealer names for a bike claim on a frame number the
 * portal does not know (claimNonCode). Empty where the market takes no such claims.
 */
export async function claimBikeArticles(ctx: SignedInContext, search: string | null | undefined) {
  if (!ctx.host.config.claimNonCode || !ctx.actor.customer) return [];
  const term = (search ?? '').trim();
  let q = ctx.db
    .selectFrom('articles as a')
    .select(['a.id', 'a.articleCodeDisplay as articleCode', 'a.name', 'a.brand', 'a.model', 'a.modelYear'])
    .where('a.sorg', '=', ctx.host.config.sorg)
    .where('a.category', '=', 'BIKE');
  if (term) q = q.where((eb) => eb.or([contains(eb.ref('a.name'), term), contains(eb.ref('a.articleCodeDisplay'), term)]));
  return q.orderBy('a.name').orderBy('a.id').limit(20).execute();
}
