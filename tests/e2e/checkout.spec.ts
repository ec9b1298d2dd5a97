import { expect, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eDatabase, PASSWORD, signIn } from './support.ts';

const PO_NUMBER = 'E2E-PO-4711';

// Each test signs in through the real login page and loads the checkout's chunks: slower than the default allows.
test.describe.configure({ timeout: 60_000 });

/** Orders the database holds with a PO number: the proof that a checkout wrote and how often. */
function ordersWithPo(poNumber: string) {
  const db = e2eDatabase();
  try {
    return db.prepare('SELECT order_no AS orderNo, po_number AS poNumber, ship_to AS shipTo FROM orders WHERE po_number = ?').all(poNumber) as
      { orderNo: string; poNumber: string; shipTo: string }[];
  } finally {
    db.close();
  }
}

/**
 * The dealer's cart as this test wants it, whatever earlier tests put there: two articles that are in stock and
 * that nothing blocks, one of each.
 */
async function stockedCart(request: APIRequestContext) {
  const db = e2eDatabase();
  const dealer = db.prepare(`SELECT c.id, c.code_unified AS custCode FROM users u JOIN customers c ON c.id = u.customer_id
    WHERE u.username = 'dealer'`).get() as { id: number; custCode: string };
  const current = db.prepare('SELECT article_code AS articleCode, sorg, uom FROM cart_lines WHERE customer_id = ?').all(dealer.id) as
    { articleCode: string; sorg: string; uom: string }[];
  const stocked = db.prepare(`SELECT a.article_code AS articleCode, a.sorg, a.uom FROM articles a
    LEFT JOIN article_analysis aa ON aa.article_id = a.id
    WHERE a.sorg = '1000' AND (SELECT SUM(available) FROM stock s WHERE s.article_id = a.id) >= 5
      AND (aa.article_id IS NULL OR (aa.allow_to_order = 1 AND aa.order_blocked = 0 AND aa.invalid_article = 0 AND aa.has_price = 1
        AND aa.brand_blocked = 0 AND aa.category_blocked = 0 AND aa.hierarchy_blocked = 0 AND aa.sorg_blocked = 0))
      AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id)
    ORDER BY a.id LIMIT 2`).all() as { articleCode: string; sorg: string; uom: string }[];
  db.close();
  const login = await request.post('/login', { data: { username: 'dealer', password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const lines = [...current.map((l) => ({ ...l, qty: 0 })), ...stocked.map((l) => ({ ...l, qty: 1 }))];
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${requestToken}` },
    data: {
      query: 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }',
      variables: { p: lines.map((l) => ({ custCode: dealer.custCode, ...l })) },
    },
  });
  expect((await answer.json()).data.updateProductsInCart.message.status).toBe(true);
}

async function openCheckout(page: Page) {
  // The promotions popup is not what this is about: dismissed before any page loads (it can open late).
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await page.goto('/en-us/cart/checkout');
  await expect(page.getByTestId('checkout-line').first()).toBeVisible({ timeout: 15_000 });
}

/** Chooses the first ship-to, shipment and payment method the page offers. */
async function fillForm(page: Page) {
  await page.getByTestId('checkout-ship-to').click();
  await page.locator('.ant-select-item-option').first().click();
  await expect(page.getByTestId('checkout-ship-to-address')).toBeVisible();
  await page.getByTestId('shipment-option').first().click();
  await page.getByTestId('payment-option').first().click();
  await page.getByTestId('checkout-po-number').fill(PO_NUMBER);
}

test('on a phone the checkout stacks into one column with the submit bar at the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCheckout(page);
  const bar = page.getByTestId('checkout-submit-bar');
  await expect(bar).toBeVisible();
  // Sticky: the bar sits at the bottom of the screen while the form is taller than it.
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
  expect(box.y + box.height).toBeGreaterThan(844 - 140);
  await fillForm(page);
  await page.screenshot({ path: 'test-results/checkout-phone.png' });
  await page.screenshot({ path: 'test-results/checkout-phone-full.png', fullPage: true });
});

const refused = (code: string, description: string, userErrors: { field: string; message: string; messageKey: string }[]) =>
  ({ data: { checkout: { code, message: { status: false, description }, userErrors, orders: [] } } });

test('a lost answer keeps the checkout key for the retry; refusals land on the field or in an alert', async ({ page }) => {
  await openCheckout(page);
  await fillForm(page);
  const answers = [
    null, // the network drops the first attempt
    refused('I001', 'Please check the checkout details', [{ field: 'poNumber', message: 'This text is too long', messageKey: 'forms:max_length' }]),
    refused('S001', 'Your order exceeds the available stock. We removed your order, please update.',
      [{ field: 'cart.0.qty', message: 'HLM-001: 3 available', messageKey: 'checkout:errors.checkout_stock_limited' }]),
  ];
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('mutation Checkout')) return route.continue();
    keys.push((JSON.parse(body) as { variables: { input: { idempotencyKey: string } } }).variables.input.idempotencyKey);
    const answer = answers[keys.length - 1];
    return answer ? route.fulfill({ json: answer }) : route.abort('connectionreset');
  });
  const submit = page.getByTestId('checkout-submit');
  const alert = page.getByTestId('checkout-error');

  await submit.click();
  await expect(alert).toContainText('it will not be ordered twice');
  await submit.click();
  await expect(page.getByText('This text is too long')).toBeVisible();
  // The retry after the lost answer is the same checkout: same key, so the API could never order twice.
  expect(keys[1]).toBe(keys[0]);
  await expect(alert).toHaveCount(0);

  await submit.click();
  await expect(alert).toContainText('Your order exceeds the available stock. We removed your order, please update.');
  await expect(alert).toContainText('HLM-001: 3 available');
  // A refusal ended that attempt: the next one is a new checkout with a new key.
  expect(keys[2]).not.toBe(keys[1]);
  expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
  // The shell's connection popup from the dropped attempt is not part of this picture.
  await page.locator('.ant-notification-notice-close').click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-refused-desktop.png' });
});

test('a dealer blocked for credit sees why and cannot press the submit', async ({ page, request }) => {
  // A seeded dealer whose credit is blocked, with an article the demo dealer may order put in their cart.
  const db = e2eDatabase();
  const blocked = db.prepare(`SELECT u.username, c.code_unified AS custCode FROM users u JOIN customers c ON c.id = u.customer_id
    JOIN credit_information ci ON ci.customer_id = c.id WHERE ci.reason_blocked IS NOT NULL AND u.username LIKE 'd%' LIMIT 1`).get() as
    { username: string; custCode: string };
  const line = db.prepare('SELECT article_code AS articleCode, sorg, uom FROM cart_lines ORDER BY id LIMIT 1').get() as
    { articleCode: string; sorg: string; uom: string };
  db.close();
  const login = await request.post('/login', { data: { username: blocked.username, password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const added = await request.post('/graphql', {
    headers: { authorization: `Bearer ${requestToken}` },
    data: {
      query: 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }',
      variables: { p: [{ custCode: blocked.custCode, ...line, qty: 1 }] },
    },
  });
  expect((await added.json()).data.updateProductsInCart.message.status).toBe(true);

  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, blocked.username);
  await page.goto('/en-us/cart/checkout');
  await expect(page.getByTestId('checkout-credit-blocked')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('checkout-submit')).toBeDisabled();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-credit-blocked.png' });
});

test('a dealer places the cart as an order once, even when the button is pressed twice', async ({ page, request }) => {
  await stockedCart(request);
  await openCheckout(page);
  await expect(page.getByTestId('payment-option').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-desktop.png' });
  await fillForm(page);
  await expect(page.getByTestId('payment-instruction').or(page.getByTestId('checkout-payment'))).toBeVisible();
  // Server-side too long fields would answer on the field; the counter keeps it at 35 here.
  await expect(page.getByTestId('checkout-po-number')).toHaveAttribute('maxlength', '35');

  // The summary prices as the API will: its total is what the placed order costs (one sales organisation here).
  const total = await page.getByTestId('checkout-total').innerText();
  const sent: string[] = [];
  page.on('request', (r) => { if (r.postData()?.includes('mutation Checkout')) sent.push(r.postData()!); });
  await page.getByTestId('checkout-submit').dblclick();

  await expect(page).toHaveURL(/\/en-us\/cart\/order-confirmation\?orders=/);
  const numbers = page.getByTestId('order-number');
  await expect(numbers.first()).toHaveText(/^B2B-\w+-\d+$/);
  const shown = await numbers.allInnerTexts();
  expect(sent).toHaveLength(1);
  await expect(page.getByTestId('confirmation-order').first()).toContainText(total);
  const saved = ordersWithPo(PO_NUMBER);
  expect(saved.map((o) => o.orderNo).sort()).toEqual([...shown].sort());
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-confirmation-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/checkout-confirmation-phone.png', fullPage: true });

  // The order list is the next step; the cart that was ordered is gone, so checkout offers the catalogue.
  await expect(page.getByTestId('confirmation-orders')).toHaveAttribute('href', '/en-us/order');
  await page.goto('/en-us/cart/checkout');
  await expect(page.getByTestId('checkout-empty')).toBeVisible();
  expect(ordersWithPo(PO_NUMBER)).toHaveLength(saved.length);
});

test('the checkout shows the freight benefit by the shipment and when each line is expected', async ({ page, request }) => {
  // Twelve units of an article the home warehouse (the market's first, West Java) holds: the first freight step is earned.
  const db = e2eDatabase();
  const dealer = db.prepare(`SELECT c.id, c.code_unified AS custCode FROM users u JOIN customers c ON c.id = u.customer_id
    WHERE u.username = 'dealer'`).get() as { id: number; custCode: string };
  const current = db.prepare('SELECT article_code AS articleCode, sorg, uom FROM cart_lines WHERE customer_id = ?').all(dealer.id) as
    { articleCode: string; sorg: string; uom: string }[];
  const article = db.prepare(`SELECT a.article_code AS articleCode, a.sorg, a.uom FROM articles a
    JOIN stock s ON s.article_id = a.id AND s.warehouse_code = 'ID-CKR' AND s.available >= 20
    LEFT JOIN article_analysis aa ON aa.article_id = a.id
    WHERE a.sorg = '1000' AND (aa.article_id IS NULL OR (aa.allow_to_order = 1 AND aa.order_blocked = 0 AND aa.invalid_article = 0
      AND aa.has_price = 1 AND aa.brand_blocked = 0 AND aa.category_blocked = 0 AND aa.hierarchy_blocked = 0 AND aa.sorg_blocked = 0))
      AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id)
    ORDER BY a.id LIMIT 1`).get() as { articleCode: string; sorg: string; uom: string };
  db.close();
  const login = await request.post('/login', { data: { username: 'dealer', password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const lines = [...current.filter((l) => l.articleCode !== article.articleCode).map((l) => ({ ...l, qty: 0 })), { ...article, qty: 12 }];
  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${requestToken}` },
    data: {
      query: 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }',
      variables: { p: lines.map((l) => ({ custCode: dealer.custCode, ...l })) },
    },
  });
  expect((await answer.json()).data.updateProductsInCart.message.status).toBe(true);

  await openCheckout(page);
  const benefit = page.getByTestId('freight-benefit');
  await expect(benefit.getByTestId('freight-earned')).toHaveText(/Freight benefit −Rp\s?50,000 · 12 units from West Java \(your warehouse\)/);
  await expect(benefit.getByTestId('freight-hint')).toHaveText(/Add 13 more from West Java \(your warehouse\) to save Rp\s?100,000 on freight/);
  await page.getByTestId('shipment-option').first().click();
  await expect(page.getByTestId('checkout-freight-benefit')).toHaveText(/−Rp\s?50,000/);
  // The ERP's expected date for the line, then the requested date once one later than that is chosen.
  const expected = page.getByTestId('checkout-line').getByTestId('expected-date');
  await expect(expected).toHaveText(/Expected \d{2} \w{3} \d{4} from Cikarang/);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-freight-desktop.png', fullPage: true });
  await page.getByTestId('checkout-date').click();
  await page.keyboard.type('15 Jun 2030');
  // Leaving the field takes the typed date (Enter would submit the form).
  await page.keyboard.press('Tab');
  await expect(expected).toHaveText('Expected 15 Jun 2030 from Cikarang');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/checkout-freight-phone.png', fullPage: true });
});
