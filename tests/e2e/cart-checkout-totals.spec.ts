import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { putInCart } from './data/cart.ts';
import { available, orderable } from './data/catalog.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { graphqlAs } from './ordering.ts';
import { signIn } from './support.ts';

// Signs in, opens cart and checkout and places an order: slower than the default allows.
test.describe.configure({ timeout: 90_000 });

type Json = Record<string, any>;

/**
 * A dealer of its own, shaped like the seeded `dealer2`, whose cart holds what this spec wants: an article bought at a
 * volume step (the step's quantity) and a promoted one, both in stock. Answers the login and the cart's figures as
 * the API prices them.
 */
async function steppedAndPromotedCart(request: APIRequestContext) {
  const { username } = await newDealer('dealer2');
  const db = await e2eDb();
  const today = new Date().toISOString().slice(0, 10);
  const stepped = await db
    .selectFrom('articles')
    .select(['articleCode', 'uom'])
    .select((eb) =>
      eb
        .selectFrom('volumeDiscounts as v')
        .select((v) => v.fn.min<number>('v.qty').as('qty'))
        .whereRef('v.articleId', '=', 'articles.id')
        .where('v.term', '=', '>=')
        .where('v.custGroup', 'is', null)
        .as('qty'),
    )
    .where('sorg', '=', '1000')
    .where(orderable)
    .where((eb) => eb(available(eb), '>=', 20))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('volumeDiscounts as v')
          .select('v.id')
          .whereRef('v.articleId', '=', 'articles.id')
          .where('v.term', '=', '>=')
          .where('v.custGroup', 'is', null),
      ),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const promoted = await db
    .selectFrom('articles')
    .select(['articleCode', 'uom'])
    .where('sorg', '=', '1000')
    .where(orderable)
    .where((eb) => eb(available(eb), '>=', 5))
    .where('articleCode', '<>', stepped.articleCode)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('promotionDetails as pd')
          .innerJoin('promotions as p', 'p.id', 'pd.promotionId')
          .select('pd.id')
          .whereRef('pd.articleId', '=', 'articles.id')
          .where('p.sorg', '=', '1000')
          .where('p.from', '<=', today)
          .where('p.to', '>=', today)
          .where((w) => w.or([w('pd.minQty', 'is', null), w('pd.minQty', '<=', 1)])),
      ),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const qty = Number(stepped.qty);

  const requestToken = await putInCart(request, username, [
    { articleCode: stepped.articleCode, sorg: '1000', uom: stepped.uom, qty },
    { articleCode: promoted.articleCode, sorg: '1000', uom: promoted.uom, qty: 1 },
  ]);
  const { cart, cartSummary } = await graphqlAs(
    request,
    requestToken,
    '{ cart { subtotal unitPrice product { price { dealer } } } cartSummary { total } }',
  );
  const total = (cart as Json[]).reduce((sum, l) => sum + l.subtotal, 0);
  // Both discounts hold: the lines are priced below the dealer price.
  expect((cart as Json[]).every((l) => l.unitPrice < l.product.price.dealer)).toBe(true);
  expect(cartSummary.total).toBe(total);
  return { username, total, stepped: { articleCode: stepped.articleCode, qty } };
}

async function openCart(page: Page, username: string) {
  // The promotions popup is not what this is about.
  await signIn(page, username, { at: '/en-us/cart' });
  await expect(page.getByTestId('cart-line').first()).toBeVisible({ timeout: 15_000 });
}

test('cart page, navbar dropdown, checkout summary and the placed order charge the same (desktop)', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { username, total } = await steppedAndPromotedCart(request);
  await openCart(page, username);
  const cartTotal = (await page.getByTestId('cart-total').textContent())!.trim();
  await expect(page.getByTestId('sorg-title')).not.toHaveText(/\d{4}/);

  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-summary-total')).toHaveText(cartTotal);
  await page.screenshot({ path: testInfo.outputPath('cart-and-dropdown-desktop.png') });
  await page.keyboard.press('Escape');

  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('checkout-line').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(cartTotal);
  await expect(page.getByTestId('checkout-vat')).toBeVisible();
  await page.getByTestId('shipment-option').first().click();
  await page.getByTestId('payment-option').first().click();
  await page.screenshot({ path: testInfo.outputPath('checkout-desktop.png') });

  await page.getByTestId('checkout-submit').click();
  await expect(page).toHaveURL(/order-confirmation/, { timeout: 20_000 });
  const orderNo = (await page.getByTestId('order-number').first().textContent())!.trim();
  const db = await e2eDb();
  const order = await db.selectFrom('orders').select('linesTotal').where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  expect(Number(order.linesTotal)).toBe(total);
  await page.screenshot({ path: testInfo.outputPath('confirmation-desktop.png') });
});

test('on a phone the cart and checkout show the same total, and a refused quantity says why (phone)', async ({
  page,
  request,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { username, stepped } = await steppedAndPromotedCart(request);
  await openCart(page, username);
  const cartTotal = (await page.getByTestId('cart-total').textContent())!.trim();

  const line = page.locator(`[data-testid="cart-line"][data-article="${stepped.articleCode}"]`);
  const qty = line.getByTestId('line-qty');
  await qty.fill('-3');
  await expect(line.getByTestId('qty-problem')).toHaveText('The quantity cannot be negative');
  await expect(qty).toHaveValue('-3');
  await qty.fill('100000');
  await expect(line.getByTestId('qty-problem')).toHaveText('At most 99999 per line');
  await page.screenshot({ path: testInfo.outputPath('cart-refused-qty-phone.png') });
  // Nothing refused reached the cart: the total holds.
  await expect(page.getByTestId('cart-total')).toHaveText(cartTotal);
  await qty.fill(String(stepped.qty));
  await expect(line.getByTestId('qty-problem')).toHaveCount(0);

  await page.getByTestId('cart-checkout').click();
  await expect(page.getByTestId('checkout-line').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(cartTotal);
  await page.screenshot({ path: testInfo.outputPath('checkout-phone.png'), fullPage: true });
});
