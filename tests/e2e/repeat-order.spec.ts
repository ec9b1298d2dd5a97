import { test } from './fixtures.ts';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { closeBannerPopup, e2eDatabase, PASSWORD, savedCartQty, signIn } from './support.ts';

// A loaded machine answers slowly: each step may take a while to show.
const expect = baseExpect.configure({ timeout: 30_000 });

type Json = Record<string, any>;
const PO_NUMBER = `E2E-REPEAT-${Date.now().toString().slice(-6)}`;

// Each test signs in and loads the page's chunks: slower than the default allows.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Three articles the dealer may order, in stock and under no quota, with the dealer's customer and first ship-to. */
function orderingData() {
  const db = e2eDatabase();
  try {
    const customer = db.prepare(`SELECT c.id, c.code_r3 AS r3 FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = 'dealer'`)
      .get() as { id: number; r3: string };
    const articles = db.prepare(`SELECT a.article_code AS articleCode, a.uom FROM articles a
      LEFT JOIN article_analysis f ON f.article_id = a.id
      WHERE a.sorg = '1000' AND a.dealer_price > 0
        AND COALESCE(f.allow_to_order, 1) = 1 AND COALESCE(f.invalid_article, 0) = 0 AND COALESCE(f.order_blocked, 0) = 0
        AND COALESCE(f.hierarchy_blocked, 0) = 0 AND COALESCE(f.brand_blocked, 0) = 0 AND COALESCE(f.category_blocked, 0) = 0
        AND COALESCE(f.sorg_blocked, 0) = 0 AND COALESCE(f.has_price, 1) = 1
        AND a.id NOT IN (SELECT article_id FROM order_quotas)
        AND (SELECT COALESCE(SUM(s.available), 0) FROM stock s WHERE s.article_id = a.id) >= 20
      ORDER BY a.category DESC, a.id LIMIT 3`).all() as { articleCode: string; uom: string }[];
    const shipTo = (db.prepare('SELECT code FROM ship_tos WHERE customer_id = ? ORDER BY code LIMIT 1').get(customer.id) as { code: string }).code;
    return { customer, articles, shipTo };
  } finally {
    db.close();
  }
}

async function graphql(request: APIRequestContext, token: string, query: string, variables: Json = {}) {
  const res = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = await res.json() as { data?: Json; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;

/** Empties the dealer's cart through the API, as the cart page would line by line. */
async function emptyCart(request: APIRequestContext, token: string, r3: string) {
  const { cart } = await graphql(request, token, '{ cart { uom product { articleCode sorg } } }');
  if (!cart.length) return;
  await graphql(request, token, UPDATE, { products: cart.map((l: Json) =>
    ({ custCode: r3, articleCode: l.product.articleCode, sorg: l.product.sorg, qty: 0, uom: l.uom })) });
}

const ORDERED = [2, 3, 4];
let order = { id: 0, orderNo: '' };
let codes: string[] = [];

/** The dealer's past order: three articles bought through cart and checkout, then an empty cart. */
test.beforeAll(async ({ request }) => {
  const login = await request.post('/login', { data: { username: 'dealer', password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const { customer, articles, shipTo } = orderingData();
  codes = articles.map((a) => a.articleCode);
  await emptyCart(request, requestToken, customer.r3);
  const added = await graphql(request, requestToken, UPDATE, { products: articles.map((a, i) => ({ custCode: customer.r3, ...a, sorg: '1000', qty: ORDERED[i] })) });
  expect(added.updateProductsInCart.message.status).toBe(true);
  const { checkout } = await graphql(request, requestToken,
    `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`,
    { input: { idempotencyKey: `e2e-repeat-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM', poNumber: PO_NUMBER } });
  expect(checkout.message.status, checkout.message.description).toBe(true);
  const db = e2eDatabase();
  order = db.prepare('SELECT id, order_no AS orderNo FROM orders WHERE order_no = ?').get(checkout.orders[0].orderNo) as typeof order;
  db.close();
});

async function signInDealer(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
}

async function openRepeatOrder(page: Page, query = '') {
  await signInDealer(page);
  await page.goto(`/en-us/catalog/repeat-order${query}`);
  await expect(page.getByTestId('repeat-order')).toBeVisible();
}

const line = (page: Page, code: string) => page.locator(`[data-testid="repeat-line"][data-code="${code}"]`);

test('a dealer picks a past order by its number and adds the chosen lines with new quantities to the cart', async ({ page }) => {
  await openRepeatOrder(page);
  await expect(page.getByTestId('repeat-choose')).toBeVisible();

  // The picker searches the server by number, in any case, and the keyboard picks.
  await page.getByTestId('order-picker').click();
  await page.keyboard.type(order.orderNo.toLowerCase());
  await expect(page.getByTestId('picker-option').filter({ hasText: order.orderNo })).toHaveCount(1);
  await expect(page.getByTestId('picker-option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`order=${order.id}$`));

  for (const [i, code] of codes.entries()) {
    await expect(line(page, code)).toHaveAttribute('data-state', 'orderable');
    await expect(line(page, code).getByTestId('line-qty')).toHaveValue(String(ORDERED[i]));
    await expect(line(page, code).getByTestId('line-price')).toBeVisible();
  }
  await expect(page.getByTestId('repeat-status')).toContainText('3 of 3 lines chosen');

  // Five of the first instead of two; the third not this time.
  await line(page, codes[0]).getByTestId('line-qty').fill('5');
  await line(page, codes[2]).getByRole('checkbox').uncheck();
  await expect(page.getByTestId('repeat-status')).toContainText('2 of 3 lines chosen');
  // A quantity that is not a whole number holds the add back.
  await line(page, codes[1]).getByTestId('line-qty').fill('x');
  await expect(page.getByTestId('repeat-add')).toBeDisabled();
  await line(page, codes[1]).getByTestId('line-qty').fill('3');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/repeat-order-desktop.png', fullPage: true });

  const sent: string[] = [];
  page.on('request', (r) => { if (r.postData()?.includes('updateProductsInCart')) sent.push(r.postData()!); });
  await page.getByTestId('repeat-add').click();
  await expect(page.getByTestId('repeat-added')).toContainText('2 lines were added to your cart.');
  expect(sent).toHaveLength(1);
  expect(savedCartQty(codes[0])).toBe(5);
  expect(savedCartQty(codes[1])).toBe(3);
  expect(savedCartQty(codes[2])).toBe(0);
  await page.screenshot({ path: 'test-results/repeat-order-added-desktop.png' });

  await page.getByTestId('repeat-added').getByRole('link').click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
});

test('on a phone the order opened from its detail stacks into cards; a line no longer sold says why and cannot be chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The third article was blocked since the order: the catalogue and its analysis say so.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('RepeatOrderArticle') && body.includes(codes[2])) {
      const response = await route.fetch();
      const json = await response.json();
      for (const p of json.data.products.products) if (p.articleCode === codes[2]) p.allowToOrder = false;
      return route.fulfill({ response, json });
    }
    if (body.includes('CartAnalyzes')) {
      const flag = (status: boolean) => ({ status, description: '' });
      return route.fulfill({ json: { data: { productAnalyzes: [{ articleCode: codes[2], invalidArticle: flag(false), hasPrice: flag(true),
        allowToOrder: flag(true), orderBlocked: flag(true), hierarchyBlocked: flag(false), brandBlocked: flag(false), categoryBlocked: flag(false),
        sorgBlocked: flag(false) }] } } });
    }
    return route.continue();
  });
  await signInDealer(page);
  await page.goto(`/en-us/order/${order.id}`);
  await page.getByTestId('order-again').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/catalog/repeat-order\\?order=${order.id}$`));

  await expect(line(page, codes[0])).toHaveAttribute('data-state', 'orderable');
  const blocked = line(page, codes[2]);
  await expect(blocked).toHaveAttribute('data-state', 'unavailable');
  await expect(blocked.getByTestId('line-reason')).toHaveText("Can't be purchased: ordering this article is blocked");
  await expect(blocked.getByRole('checkbox')).toBeDisabled();
  await expect(blocked.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('repeat-status')).toContainText('2 of 3 lines chosen');

  // The add bar stays at the bottom of the screen while the lines scroll.
  const bar = (await page.getByTestId('repeat-summary').boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(844 + 1);
  await page.screenshot({ path: 'test-results/repeat-order-phone.png' });
  await page.screenshot({ path: 'test-results/repeat-order-phone-full.png', fullPage: true });

  // The cart held 5 and 3 from the first test: the ordered quantities are added to them.
  await page.getByTestId('repeat-add').click();
  await expect(page.getByTestId('repeat-added')).toBeVisible();
  expect(savedCartQty(codes[0])).toBe(5 + ORDERED[0]);
  expect(savedCartQty(codes[1])).toBe(3 + ORDERED[1]);
  expect(savedCartQty(codes[2])).toBe(0);
});

test('a customer without past orders is told so and sent to the catalogue', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('RepeatOrderPicker')) return route.continue();
    return route.fulfill({ json: { data: { orders: { orders: [], info: { page: 1, limit: 10, count: 0, pageTotal: 0 } } } } });
  });
  await openRepeatOrder(page);
  await expect(page.getByTestId('repeat-empty')).toContainText('No past orders yet');
  await expect(page.getByTestId('repeat-empty').getByRole('link')).toHaveAttribute('href', '/en-us/catalog');
});

test('an order of another customer or none at all is not found', async ({ page }) => {
  await openRepeatOrder(page, '?order=99999999');
  await expect(page.getByTestId('repeat-not-found')).toBeVisible();
  // The picker still offers the dealer's own orders.
  await page.getByTestId('order-picker').click();
  await expect(page.getByTestId('picker-option').first()).toBeVisible();
});
