import { describe, expect, it } from 'vitest';
import { catalogChanged } from '../../api/catalog/cache.ts';
import { startPortal } from './harness.ts';

/**
 * One price from cart to order and honest availability (issue 19, points 1 and 2): the cart, the navbar's cart
 * summary and the placed order charge the same for lines with volume steps and promotions, a price changed since a
 * line was added says so, blocked lines count nowhere, an article orderable against its next arrival can be ordered,
 * and a line whose stock ran out says which and what is left, in the article's own code and name.
 */
const portal = await startPortal();
const { db } = portal;
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');

type Json = Record<string, any>;
const CART = `{ cart { id qty unitPrice subtotal addedUnitPrice priceChanged seller shortage product { id articleCode articleCodeDisplay name } } }`;
const SUMMARY = `{ cartSummary { lines blocked totalQuantity total currency precision } }`;
const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) {
  message { status } userErrors { field message params { name value } } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) {
  message { status description } userErrors { field message messageKey params { name value } } code
  orders { orderNo linesTotal total lines { articleCode articleCodeDisplay name qty unitPrice subtotal } } } }`;

const gql = async (query: string, variables?: Json) => {
  const { body } = await portal.graphql(query, { token: dealer, variables });
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let keys = 0;

/** Orderable articles of sorg 1000 without quota, their own price rules cleared so the test sets them. */
async function cleanArticles(n: number, skip = 0) {
  const rows = await db
    .selectFrom('articles as a')
    .innerJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.articleCodeDisplay', 'a.name', 'a.uom', 'a.dealerPrice', 'a.slug'])
    .where('a.sorg', '=', '1000')
    .where('aa.allowToOrder', '=', 1)
    .where('aa.orderBlocked', '=', 0)
    .where('aa.invalidArticle', '=', 0)
    .where('aa.hasPrice', '=', 1)
    .where('aa.brandBlocked', '=', 0)
    .where('aa.categoryBlocked', '=', 0)
    .where('aa.hierarchyBlocked', '=', 0)
    .where('aa.sorgBlocked', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('customerPrices').select('articleId').whereRef('customerPrices.articleId', '=', 'a.id'))))
    .where('a.dealerPrice', '>=', 1000)
    .orderBy('a.id')
    .offset(skip)
    .limit(n)
    .execute();
  const ids = rows.map((r) => r.id);
  await db.deleteFrom('volumeDiscounts').where('articleId', 'in', ids).execute();
  await db.deleteFrom('promotionDetails').where('articleId', 'in', ids).execute();
  return rows.map((r) => ({ ...r, dealerPrice: Number(r.dealerPrice) }));
}
const warehouse = (
  await db.selectFrom('warehouses').select('code').where('sorg', '=', '1000').orderBy('position').executeTakeFirstOrThrow()
).code;
async function setStock(articleId: number, available: number, arrival: { qty: number; orderableFrom: string } | null = null) {
  await db.deleteFrom('stock').where('articleId', '=', articleId).execute();
  await db
    .insertInto('stock')
    .values({
      articleId,
      warehouseCode: warehouse,
      available,
      custorder: 0,
      nextArrivalDate: arrival ? dayOffset(30) : null,
      nextArrivalQty: arrival?.qty ?? null,
      availableForOrderAt: arrival?.orderableFrom ?? null,
      updatedAt: new Date().toISOString(),
    })
    .execute();
  catalogChanged(db);
}
const setQty = (article: { articleCode: string; uom: string }, qty: number) =>
  gql(UPDATE, {
    products: [{ custCode: customer.codeR3, articleCode: article.articleCode, sorg: '1000', qty, uom: article.uom }],
  });
const emptyCart = () => db.deleteFrom('cartLines').where('customerId', '=', customer.id).execute();
const shipTo = (
  await db.selectFrom('shipTos').select('code').where('customerId', '=', customer.id).orderBy('code').executeTakeFirstOrThrow()
).code;
const checkout = async () =>
  (await gql(CHECKOUT, { input: { idempotencyKey: `agree-${++keys}-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM' } }))
    .checkout as Json;

describe('one price from cart to order', () => {
  it('prices the cart, its summary and the placed order alike, and says when a price changed since the line was added', async () => {
    await emptyCart();
    const [stepped, promoted, blocked] = await cleanArticles(3);
    for (const a of [stepped, promoted, blocked]) await setStock(a.id, 500);
    expect((await setQty(stepped, 6)).updateProductsInCart.message.status).toBe(true);
    expect((await setQty(promoted, 2)).updateProductsInCart.message.status).toBe(true);
    expect((await setQty(blocked, 1)).updateProductsInCart.message.status).toBe(true);

    // After the lines went in: a volume step from 5 (-10 %), a promotion from today (-20 %), and a block.
    await db
      .insertInto('volumeDiscounts')
      .values({
        sorg: '1000',
        articleId: stepped.id,
        salesDealNo: 'T-STEP',
        description: 'From 5',
        custGroup: null,
        term: '>=',
        qty: 5,
        type: 'percent',
        value: -10,
        uom: stepped.uom,
        position: 0,
      })
      .execute();
    const { id: promotionId } = await db
      .insertInto('promotions')
      .values({
        sorg: '1000',
        code: 'T-PROMO',
        name: 'Test promotion',
        description: '',
        terms: '',
        badge: 'SALE',
        tagline: '',
        locations: '[]',
        productCategory: null,
        from: dayOffset(-1),
        to: dayOffset(10),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('promotionDetails')
      .values({ promotionId, articleId: promoted.id, brand: '', mcId: '', type: 'percent', value: -20, minQty: null, maxQty: null })
      .execute();
    await db.updateTable('articleAnalysis').set({ orderBlocked: 1 }).where('articleId', '=', blocked.id).execute();
    catalogChanged(db);

    const steppedUnit = Math.round(stepped.dealerPrice * 0.9);
    const promotedUnit = Math.round(promoted.dealerPrice * 0.8);
    const cart = (await gql(CART)).cart as Json[];
    const lineOf = (a: { id: number }) => cart.find((l) => l.product.id === a.id)!;
    expect(lineOf(stepped)).toMatchObject({
      unitPrice: steppedUnit,
      subtotal: steppedUnit * 6,
      addedUnitPrice: stepped.dealerPrice,
      priceChanged: true,
    });
    expect(lineOf(promoted)).toMatchObject({
      unitPrice: promotedUnit,
      subtotal: promotedUnit * 2,
      addedUnitPrice: promoted.dealerPrice,
      priceChanged: true,
    });
    expect(lineOf(blocked).priceChanged).toBe(false);

    // The navbar: orderable lines only, money in minor units like every other figure.
    const summary = (await gql(SUMMARY)).cartSummary as Json;
    const orderableTotal = steppedUnit * 6 + promotedUnit * 2;
    expect(summary).toMatchObject({ lines: 2, blocked: 1, totalQuantity: 8, total: orderableTotal, precision: 0 });

    // Setting a quantity again shows the price of now: the notice goes.
    await setQty(stepped, 7);
    const again = ((await gql(CART)).cart as Json[]).find((l) => l.product.id === stepped.id)!;
    expect(again).toMatchObject({ unitPrice: steppedUnit, addedUnitPrice: steppedUnit, priceChanged: false });

    // Checkout needs the blocked line gone; the order then charges what the cart and the summary said.
    await setQty(blocked, 0);
    const before = (await gql(SUMMARY)).cartSummary as Json;
    const cartTotal = ((await gql(CART)).cart as Json[]).reduce((sum, l) => sum + l.subtotal, 0);
    expect(before.total).toBe(cartTotal);
    const placed = await checkout();
    expect(placed.message.status).toBe(true);
    expect(placed.orders[0].linesTotal).toBe(cartTotal);
    expect(placed.orders[0].lines.find((l: Json) => l.articleCode === stepped.articleCode)).toMatchObject({
      unitPrice: steppedUnit,
      articleCodeDisplay: stepped.articleCodeDisplay,
      name: stepped.name,
    });
  });

  it('names each cart group by the company the dealer buys from', async () => {
    await emptyCart();
    const [a] = await cleanArticles(1, 5);
    await setStock(a.id, 50);
    await setQty(a, 1);
    const company = (await db.selectFrom('salesOrganisations').select('name').where('sorg', '=', '1000').executeTakeFirstOrThrow()).name;
    expect(((await gql(CART)).cart as Json[])[0].seller).toBe(company);
    expect(company).not.toMatch(/^\d+$/);
  });
});

describe('honest availability', () => {
  it('offers an article orderable against its next arrival, and checkout reserves the inbound quantity', async () => {
    await emptyCart();
    const [preorder, later] = await cleanArticles(2, 10);
    await setStock(preorder.id, 0, { qty: 30, orderableFrom: dayOffset(-2) });
    await setStock(later.id, 0, { qty: 30, orderableFrom: dayOffset(5) });
    const stockOf = async (slug: string) =>
      (await gql(`query($slug: String!) { productStock(slug: $slug) { summary { orderable hasStock } } }`, { slug })).productStock.summary;
    expect(await stockOf(preorder.slug)).toEqual({ orderable: true, hasStock: false });
    expect(await stockOf(later.slug)).toEqual({ orderable: false, hasStock: false });

    await setQty(preorder, 12);
    expect(((await gql(CART)).cart as Json[])[0].shortage).toBeNull();
    const placed = await checkout();
    expect(placed.message.status).toBe(true);
    const row = await db
      .selectFrom('stock')
      .select(['available', 'nextArrivalQty'])
      .where('articleId', '=', preorder.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ available: 0, nextArrivalQty: 18 });
  });

  it('says before checkout which line ran out and what is left, naming the article as the dealer saw it', async () => {
    await emptyCart();
    const [scarce] = await cleanArticles(1, 20);
    await setStock(scarce.id, 10);
    await setQty(scarce, 6);
    await setStock(scarce.id, 2);

    const line = ((await gql(CART)).cart as Json[])[0];
    expect(line.shortage).toBe(2);
    const refused = await checkout();
    expect(refused.code).toBe('S001');
    const error = refused.userErrors.find((e: Json) => e.field === 'cart.0.qty');
    expect(error.message).toContain(scarce.articleCodeDisplay);
    expect(error.message).toContain(scarce.name);
    expect(Object.fromEntries(error.params.map((p: Json) => [p.name, p.value]))).toMatchObject({ available: '2', qty: '6' });
    if (scarce.articleCode !== scarce.articleCodeDisplay) expect(error.message).not.toContain(scarce.articleCode);
  });

  it('refuses a quantity over the stock in the cart with the article as the dealer knows it (exactQtyCheck, us market)', async () => {
    const us = (await portal.tokens('dealer-us')).requestToken;
    const usCustomer = await portal.customerOf('dealer-us');
    const article = await db
      .selectFrom('articles as a')
      .innerJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
      .select(['a.id', 'a.articleCode', 'a.articleCodeDisplay', 'a.name', 'a.uom'])
      .where('a.sorg', '=', '3000')
      .where('aa.allowToOrder', '=', 1)
      .where('aa.orderBlocked', '=', 0)
      .where('aa.hasPrice', '=', 1)
      .where('aa.invalidArticle', '=', 0)
      .where('aa.brandBlocked', '=', 0)
      .where('aa.categoryBlocked', '=', 0)
      .where('aa.hierarchyBlocked', '=', 0)
      .where('aa.sorgBlocked', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('stock').select('articleId').whereRef('stock.articleId', '=', 'a.id').where('stock.available', '>', 0)),
        ),
      )
      .orderBy('a.id')
      .executeTakeFirstOrThrow();
    await db.updateTable('stock').set({ nextArrivalQty: 5, availableForOrderAt: today }).where('articleId', '=', article.id).execute();
    const { body } = await portal.graphql(UPDATE, {
      token: us,
      host: 'us.localhost',
      variables: {
        products: [{ custCode: usCustomer.codeR3, articleCode: article.articleCode, sorg: '3000', qty: 9_999, uom: article.uom }],
      },
    });
    const error = body.data!.updateProductsInCart.userErrors[0];
    expect(error.message).toContain(article.articleCodeDisplay);
    const rows = await db.selectFrom('stock').select('warehouseCode').where('articleId', '=', article.id).execute();
    // What is left counts the arrivals open for orders: 5 per warehouse row.
    expect(Object.fromEntries(error.params.map((p: Json) => [p.name, p.value])).available).toBe(String(5 * rows.length));
  });
});
