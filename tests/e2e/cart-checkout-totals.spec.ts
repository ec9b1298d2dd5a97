import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { graphqlAs } from './ordering.ts';
import { e2eDatabase, PASSWORD, signIn } from './support.ts';

// Signs in, opens cart and checkout and places an order: slower than the default allows.
test.describe.configure({ timeout: 90_000 });

type Json = Record<string, any>;
/** A dealer of its own, so the demo dealer's seeded cart stays as other specs read it. */
const DEALER = 'dealer2';
const ORDERABLE = `LEFT JOIN article_analysis aa ON aa.article_id = a.id
  WHERE a.sorg = '1000' AND (aa.article_id IS NULL OR (aa.allow_to_order = 1 AND aa.order_blocked = 0 AND aa.invalid_article = 0
    AND aa.has_price = 1 AND aa.brand_blocked = 0 AND aa.category_blocked = 0 AND aa.hierarchy_blocked = 0 AND aa.sorg_blocked = 0))
  AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id)`;

/**
 * The dealer's cart as this spec wants it, whatever other specs left: an article bought at a volume step (the step's
 * quantity) and a promoted one, both in stock. Answers the cart's figures as the API prices them.
 */
async function steppedAndPromotedCart(request: APIRequestContext) {
  const db = e2eDatabase();
  const dealer = db.prepare(`SELECT c.id, c.code_r3 AS custCode FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = ?`)
    .get(DEALER) as { id: number; custCode: string };
  const stepped = db.prepare(`SELECT a.article_code AS articleCode, a.uom, MIN(v.qty) AS qty FROM articles a
    JOIN volume_discounts v ON v.article_id = a.id AND v.term = '>=' AND v.cust_group IS NULL ${ORDERABLE}
    AND (SELECT COALESCE(SUM(s.available), 0) FROM stock s WHERE s.article_id = a.id) >= 20
    GROUP BY a.id ORDER BY a.id LIMIT 1`).get() as { articleCode: string; uom: string; qty: number };
  const today = new Date().toISOString().slice(0, 10);
  const promoted = db.prepare(`SELECT a.article_code AS articleCode, a.uom FROM articles a
    JOIN promotion_details pd ON pd.article_id = a.id JOIN promotions p ON p.id = pd.promotion_id AND p.sorg = '1000'
      AND p."from" <= ? AND p."to" >= ? AND (pd.min_qty IS NULL OR pd.min_qty <= 1) ${ORDERABLE}
    AND a.article_code <> ? AND (SELECT COALESCE(SUM(s.available), 0) FROM stock s WHERE s.article_id = a.id) >= 5
    ORDER BY a.id LIMIT 1`).get(today, today, stepped.articleCode) as { articleCode: string; uom: string };
  const current = db.prepare('SELECT article_code AS articleCode, sorg, uom FROM cart_lines WHERE customer_id = ?').all(dealer.id) as
    { articleCode: string; sorg: string; uom: string }[];
  db.close();

  const login = await request.post('/login', { data: { username: DEALER, password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const update = 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }';
  if (current.length) await graphqlAs(request, requestToken, update, { p: current.map((l) => ({ custCode: dealer.custCode, ...l, qty: 0 })) });
  const added = await graphqlAs(request, requestToken, update, { p: [
    { custCode: dealer.custCode, articleCode: stepped.articleCode, sorg: '1000', uom: stepped.uom, qty: stepped.qty },
    { custCode: dealer.custCode, articleCode: promoted.articleCode, sorg: '1000', uom: promoted.uom, qty: 1 },
  ] });
  expect(added.updateProductsInCart.message.status).toBe(true);
  const { cart, cartSummary } = await graphqlAs(request, requestToken, '{ cart { subtotal unitPrice product { price { dealer } } } cartSummary { total } }');
  const total = (cart as Json[]).reduce((sum, l) => sum + l.subtotal, 0);
  // Both discounts hold: the lines are priced below the dealer price.
  expect((cart as Json[]).every((l) => l.unitPrice < l.product.price.dealer)).toBe(true);
  expect(cartSummary.total).toBe(total);
  return { total, stepped };
}

async function openCart(page: Page) {
  // The promotions popup is not what this is about.
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, DEALER);
  await page.goto('/en-us/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible({ timeout: 15_000 });
}

test('cart page, navbar dropdown, checkout summary and the placed order charge the same (desktop)', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const { total } = await steppedAndPromotedCart(request);
  await openCart(page);
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
  const db = e2eDatabase();
  try {
    const order = db.prepare('SELECT lines_total AS linesTotal FROM orders WHERE order_no = ?').get(orderNo) as { linesTotal: number };
    expect(Number(order.linesTotal)).toBe(total);
  } finally {
    db.close();
  }
  await page.screenshot({ path: testInfo.outputPath('confirmation-desktop.png') });
});

test('on a phone the cart and checkout show the same total, and a refused quantity says why (phone)', async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { stepped } = await steppedAndPromotedCart(request);
  await openCart(page);
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
