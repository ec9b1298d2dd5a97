import { asLocale, DEFAULT_LOCALE } from '../../src/rules/locales.ts';
import { CONSUMER_MAX_QTY } from '../../src/rules/click-collect.ts';
import type { RequestContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { searchCondition } from '../catalog/search.ts';
import type { Database } from '../db/index.ts';
import { checkField, checkLength, type UserError } from '../graphql/mutation-result.ts';
import { ccError } from './answer.ts';
import { nowIso } from '../platform/clock.ts';

// What anyone may read and send on the market's host (spec 3 §2, issue 22): products with the consumer's price, the
// dealers of the market by city, and an order to the dealer chosen. Nothing a dealer pays or holds is shown.

export interface PublicProduct {
  articleCode: string;
  name: string;
  brand: string;
  category: string;
  retailPrice: number;
  currency: string;
  precision: number;
  image: string;
}

/** The market's articles matching `search` (code, name, brand, model), the first 20 by name. */
export async function publicProducts(ctx: RequestContext, search: string | null | undefined): Promise<PublicProduct[]> {
  const market = await marketOf(ctx);
  let q = ctx.db
    .selectFrom('articles as a')
    .leftJoin('articleAnalysis as x', 'x.articleId', 'a.id')
    .select(['a.articleCode', 'a.name', 'a.brand', 'a.category', 'a.retailPrice', 'a.image'])
    .where('a.sorg', '=', market.sorg)
    .where((eb) => eb.or([eb('x.invalidArticle', 'is', null), eb('x.invalidArticle', '=', 0)]));
  // The catalogue's own search (words starting words of the name, codes, brand, model), from its index on both databases.
  if (search?.trim()) q = q.where((eb) => searchCondition(ctx.db, eb, search));
  const rows = await q.orderBy('a.name').orderBy('a.articleCode').limit(20).execute();
  return rows.map((r) => ({
    ...r,
    retailPrice: Number(r.retailPrice),
    currency: market.currency,
    precision: market.precision,
    image: `/images/products/${r.image}`,
  }));
}

/** The dealers of a market: customers with an area in its sales organisation. */
const dealersOf = (db: Database, sorg: string) =>
  db
    .selectFrom('customers as c')
    .where((eb) =>
      eb.exists(eb.selectFrom('customerAreas as ca').select('ca.id').whereRef('ca.customerId', '=', 'c.id').where('ca.sorg', '=', sorg)),
    );

/** The cities the market's dealers are in, by name. */
export async function publicCities(ctx: RequestContext): Promise<string[]> {
  const rows = await dealersOf(ctx.db, ctx.host.config.sorg).select('c.city').distinct().orderBy('c.city').execute();
  return rows.map((r) => r.city);
}

export interface PublicDealer {
  id: number;
  name: string;
  address: string;
  city: string;
  region: string | null;
}

/** The market's dealers in one city, by name. */
export function publicDealers(ctx: RequestContext, city: string): Promise<PublicDealer[]> {
  return dealersOf(ctx.db, ctx.host.config.sorg)
    .select(['c.id', 'c.name', 'c.address', 'c.city', 'c.region'])
    .where('c.city', '=', city)
    .orderBy('c.name')
    .limit(100)
    .execute();
}

export interface ConsumerOrderInput {
  articleCode: string;
  qty: number;
  dealerId: number;
  name: string;
  email: string;
  phone: string;
  language?: string | null;
}

/** The field errors of a consumer's order, by the shared form rules; the product and dealer are read in this market. */
export async function consumerOrderErrors(ctx: RequestContext, input: ConsumerOrderInput) {
  const errors: UserError[] = [];
  if (checkField(errors, 'name', input.name, ['required', 'notEmpty', 'text'])) checkLength(errors, 'name', input.name.trim(), 80);
  if (checkField(errors, 'email', input.email.trim(), ['required', 'email'])) checkLength(errors, 'email', input.email.trim(), 120);
  checkField(errors, 'phone', input.phone.trim(), ['required', 'phone']);
  if (!Number.isInteger(input.qty) || input.qty < 1 || input.qty > CONSUMER_MAX_QTY) errors.push(ccError('qty', 'qty_range'));
  const { sorg } = ctx.host.config;
  const article = input.articleCode
    ? await ctx.db
        .selectFrom('articles')
        .select(['id', 'articleCode', 'name', 'retailPrice'])
        .where('sorg', '=', sorg)
        .where('articleCode', '=', input.articleCode)
        .executeTakeFirst()
    : undefined;
  if (!article) errors.push(ccError('articleCode', 'product_unknown'));
  const dealer = await dealersOf(ctx.db, sorg).select('c.id').where('c.id', '=', input.dealerId).executeTakeFirst();
  if (!dealer) errors.push(ccError('dealerId', 'dealer_unknown'));
  return { errors, article, dealer };
}

/** Writes a consumer's order for the dealer: 'need confirmation', its article not yet chosen. */
export async function writeConsumerOrder(
  db: Database,
  o: {
    sorg: string;
    customerId: number;
    name: string;
    email: string;
    phone: string;
    language: string;
    currency: string;
    articles: { articleId: number; articleCode: string; name: string; qty: number; price: number }[];
    status?: 'need_confirmation' | 'open';
    createdAt?: string;
  },
) {
  const last = await db
    .selectFrom('clickCollectOrders')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('sorg', '=', o.sorg)
    .executeTakeFirst();
  const seq = Number(last?.seq ?? 0) + 1;
  const orderNo = `CC-${o.sorg}-${String(seq).padStart(6, '0')}`;
  const at = o.createdAt ?? nowIso();
  const { id } = await db
    .insertInto('clickCollectOrders')
    .values({
      orderNo,
      seq,
      sorg: o.sorg,
      customerId: o.customerId,
      consumerName: o.name,
      consumerEmail: o.email,
      consumerPhone: o.phone,
      consumerLanguage: o.language,
      status: o.status ?? 'need_confirmation',
      submittedAt: null,
      submittedBy: null,
      shipmentUpdatedAt: null,
      readyMailedAt: null,
      createdAt: at,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('clickCollectArticles')
    .values(
      o.articles.map((a) => ({
        orderId: id,
        articleId: a.articleId,
        articleCode: a.articleCode,
        name: a.name,
        qty: a.qty,
        price: a.price,
        currency: o.currency,
        choice: null,
        makerOrderId: null,
      })),
    )
    .execute();
  return { id, orderNo };
}

/** The consumer's language: the one the form was in, else the page's, else the host's first. */
export const consumerLanguage = (ctx: RequestContext, asked: string | null | undefined) =>
  asLocale(asked) ?? asLocale(ctx.readerLanguage) ?? asLocale(ctx.host.config.languages[0]?.code) ?? DEFAULT_LOCALE;
