import { describe, expect, it } from 'vitest';
import { codes, startPortal } from './harness.ts';

const portal = await startPortal();
const dealer = (await portal.tokens('dealer')).requestToken;
const customer = await portal.customerOf('dealer');

const CART = '{ cart { id qty uom unitPrice subtotal product { articleCode allowToOrder price { dealer } } } }';
const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) {
  message { status description } userErrors { field message messageKey } cart { qty product { articleCode } } } }`;

type Line = { qty: number; product: { articleCode: string } };
const cartOf = async (token = dealer) =>
  ((await portal.graphql(CART, { token })).body.data!.cart as Line[]).map((l) => [l.product.articleCode, l.qty] as const);
const update = (products: Record<string, unknown>[], token = dealer) => portal.graphql(UPDATE, { token, variables: { products } });
const line = (articleCode: string, qty: number, uom = 'EA') => ({ custCode: customer.codeR3, articleCode, sorg: '1000', qty, uom });

/** An article of sorg 1000 that nothing blocks and no quota limits. */
async function orderableArticle(skip: string[] = []) {
  return portal.db
    .selectFrom('articles as a')
    .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.id', 'a.articleCode', 'a.uom', 'a.dealerPrice'])
    .where('a.sorg', '=', '1000')
    .where('a.articleCode', 'not in', skip.length ? skip : [''])
    .where((eb) =>
      eb.or([
        eb('aa.articleId', 'is', null),
        eb.and([
          eb('aa.allowToOrder', '=', 1),
          eb('aa.orderBlocked', '=', 0),
          eb('aa.invalidArticle', '=', 0),
          eb('aa.hasPrice', '=', 1),
          eb('aa.brandBlocked', '=', 0),
          eb('aa.categoryBlocked', '=', 0),
          eb('aa.hierarchyBlocked', '=', 0),
          eb('aa.sorgBlocked', '=', 0),
        ]),
      ]),
    )
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas').select('id').whereRef('orderQuotas.articleId', '=', 'a.id'))))
    .executeTakeFirstOrThrow();
}

/** An article as the dealer reads it in messages: display code and name (src/rules/cart.ts articleLabel). */
const labelOf = async (a: { id: number }) => {
  const r = await portal.db.selectFrom('articles').select(['articleCodeDisplay', 'name']).where('id', '=', a.id).executeTakeFirstOrThrow();
  return `${r.articleCodeDisplay} – ${r.name}`;
};

describe('updateProductsInCart', () => {
  it('adds a line, changes its quantity, and qty 0 removes it', async () => {
    const article = await orderableArticle((await cartOf()).map(([code]) => code));
    const added = await update([line(article.articleCode, 2, article.uom)]);
    expect(added.body.data!.updateProductsInCart.message.status).toBe(true);
    expect(await cartOf()).toContainEqual([article.articleCode, 2]);
    await update([line(article.articleCode, 5, article.uom)]);
    expect((await cartOf()).filter(([code]) => code === article.articleCode)).toEqual([[article.articleCode, 5]]);
    const removed = await update([line(article.articleCode, 0, article.uom)]);
    expect(removed.body.data!.updateProductsInCart.message.status).toBe(true);
    expect((await cartOf()).map(([code]) => code)).not.toContain(article.articleCode);
  });

  it('refuses a blocked article with a clear error and leaves the cart as it was', async () => {
    const ok = await orderableArticle((await cartOf()).map(([code]) => code));
    const blocked = await orderableArticle([ok.articleCode, ...(await cartOf()).map(([code]) => code)]);
    await portal.db
      .insertInto('articleAnalysis')
      .values({ articleId: blocked.id, orderBlocked: 1, blockedReason: 'Discontinued' })
      .onConflict((oc) => oc.column('articleId').doUpdateSet({ orderBlocked: 1 }))
      .execute();
    const before = await cartOf();
    const { body } = await update([line(ok.articleCode, 1, ok.uom), line(blocked.articleCode, 1, blocked.uom)]);
    const result = body.data!.updateProductsInCart;
    expect(result.message.status).toBe(false);
    expect(result.userErrors).toEqual([
      {
        field: 'products.1.articleCode',
        message: `${await labelOf(blocked)}: Can't be purchased: ordering this article is blocked`,
        messageKey: 'catalog:errors.order_blocked',
      },
    ]);
    // All or nothing: the orderable line was not added either.
    expect(await cartOf()).toEqual(before);
  });

  it('refuses an article blocked after the catalogue was read and cached', async () => {
    const article = await orderableArticle((await cartOf()).map(([code]) => code));
    const slug = (await portal.db.selectFrom('articles').select('slug').where('id', '=', article.id).executeTakeFirstOrThrow()).slug;
    const read = await portal.graphql('query($slug: String!) { productDetails(slug: $slug) { product { allowToOrder } } }', {
      token: dealer,
      variables: { slug },
    });
    expect(read.body.data!.productDetails.product.allowToOrder).toBe(true);
    await portal.db
      .insertInto('articleAnalysis')
      .values({ articleId: article.id, orderBlocked: 1, blockedReason: 'Recalled' })
      .onConflict((oc) => oc.column('articleId').doUpdateSet({ orderBlocked: 1 }))
      .execute();
    const { body } = await update([line(article.articleCode, 1, article.uom)]);
    expect(body.data!.updateProductsInCart.userErrors[0].messageKey).toBe('catalog:errors.order_blocked');
    expect((await cartOf()).map(([code]) => code)).not.toContain(article.articleCode);
  });

  it('enforces order quotas', async () => {
    const quota = await portal.db
      .selectFrom('orderQuotas as q')
      .innerJoin('articles as a', 'a.id', 'q.articleId')
      .select(['a.articleCode', 'a.uom', 'q.quotaQty', 'q.usedQty'])
      .where('q.customerId', '=', customer.id)
      .executeTakeFirstOrThrow();
    const left = quota.quotaQty - quota.usedQty;
    const over = await update([line(quota.articleCode, left + 1, quota.uom)]);
    expect(over.body.data!.updateProductsInCart.userErrors[0]).toMatchObject({
      field: 'products.0.qty',
      messageKey: 'catalog:errors.order_quota',
    });
    const within = await update([line(quota.articleCode, left, quota.uom)]);
    expect(within.body.data!.updateProductsInCart.message.status).toBe(true);
  });

  it("refuses another customer's cart and an article of another market", async () => {
    const other = await portal.customerOf('dealer2');
    const article = await orderableArticle();
    const { body } = await update([{ ...line(article.articleCode, 1, article.uom), custCode: other.codeR3 }]);
    expect(codes(body)).toEqual(['U002']);
    const us = await portal.db.selectFrom('articles').select(['articleCode', 'uom']).where('sorg', '=', '3000').executeTakeFirstOrThrow();
    const foreign = await update([{ ...line(us.articleCode, 1, us.uom), sorg: '3000' }]);
    expect(foreign.body.data!.updateProductsInCart.userErrors[0].messageKey).toBe('catalog:errors.not_found');
  });

  it('needs an active customer', async () => {
    const sales = (await portal.tokens('sales')).requestToken;
    expect(codes((await portal.graphql(CART, { token: sales })).body)).toEqual(['N002']);
  });
});

describe('cart', () => {
  it("answers the dealer's lines with their products, never dealer2's", async () => {
    const mine = await cartOf();
    const theirs = await cartOf((await portal.tokens('dealer2')).requestToken);
    const stored = (customerId: number) =>
      portal.db.selectFrom('cartLines').select('articleCode').where('customerId', '=', customerId).execute();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.map(([code]) => code).sort()).toEqual((await stored(customer.id)).map((s) => s.articleCode).sort());
    expect(theirs.map(([code]) => code).sort()).toEqual(
      (await stored((await portal.customerOf('dealer2')).id)).map((s) => s.articleCode).sort(),
    );
  });
});
