import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeBannerPopup, e2eDatabase, PASSWORD, signIn } from './support.ts';

const PO_NUMBER = `E2E-ORD-${Date.now().toString().slice(-6)}`;
type Json = Record<string, any>;

/** What the dealer can order on the default host: an unblocked article of sorg 1000 in stock, and their first ship-to. */
function orderingData() {
  const db = e2eDatabase();
  try {
    const customer = db.prepare(`SELECT c.id, c.code_r3 AS r3 FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = 'dealer'`)
      .get() as { id: number; r3: string };
    const article = db.prepare(`SELECT a.article_code AS articleCode, a.uom FROM articles a
      LEFT JOIN article_analysis aa ON aa.article_id = a.id
      WHERE a.sorg = '1000' AND a.category = 'BIKE'
        AND (aa.article_id IS NULL OR (aa.allow_to_order = 1 AND aa.order_blocked = 0 AND aa.invalid_article = 0 AND aa.has_price = 1
          AND aa.brand_blocked = 0 AND aa.category_blocked = 0 AND aa.hierarchy_blocked = 0 AND aa.sorg_blocked = 0))
        AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id)
        AND (SELECT COALESCE(SUM(s.available), 0) FROM stock s WHERE s.article_id = a.id) >= 5
      ORDER BY a.id LIMIT 1`).get() as { articleCode: string; uom: string };
    const shipTo = (db.prepare('SELECT code FROM ship_tos WHERE customer_id = ? ORDER BY code LIMIT 1').get(customer.id) as { code: string }).code;
    return { customer, article, shipTo };
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

/** The dealer orders through the API as the checkout page does: cart emptied, one bike added, checkout. */
async function placeOrder(request: APIRequestContext) {
  const login = await request.post('/login', { data: { username: 'dealer', password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const { customer, article, shipTo } = orderingData();
  const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;
  const { cart } = await graphql(request, requestToken, '{ cart { uom product { articleCode sorg } } }');
  if (cart.length) {
    await graphql(request, requestToken, UPDATE, { products: cart.map((l: Json) =>
      ({ custCode: customer.r3, articleCode: l.product.articleCode, sorg: l.product.sorg, qty: 0, uom: l.uom })) });
  }
  const added = await graphql(request, requestToken, UPDATE, { products: [{ custCode: customer.r3, ...article, sorg: '1000', qty: 2 }] });
  expect(added.updateProductsInCart.message.status).toBe(true);
  const { checkout } = await graphql(request, requestToken,
    `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`,
    { input: { idempotencyKey: `e2e-orders-${Date.now()}`, shipTo, shipment: 'REG', payment: 'TERM', poNumber: PO_NUMBER } });
  expect(checkout.message.status, checkout.message.description).toBe(true);
  return checkout.orders[0].orderNo as string;
}

/** The built-in ERP's tick on the e2e server's database, as if `days` had passed (SO number, delivery, invoice). */
function erpTick(days: number) {
  const port = Number(process.env.E2E_PORT ?? 4173);
  const dataDir = port === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${port}`;
  execFileSync('npx', ['tsx', 'scripts/erp-tick.ts', '--days', String(days)], { env: { ...process.env, DATA_DIR: dataDir }, stdio: 'ignore' });
}

function soNumberOf(orderNo: string) {
  const db = e2eDatabase();
  try {
    return (db.prepare('SELECT so_number AS so FROM orders WHERE order_no = ?').get(orderNo) as { so: string | null }).so;
  } finally {
    db.close();
  }
}

async function openOrders(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto('/en-us/order');
  await expect(page.getByTestId('order-list')).toBeVisible({ timeout: 15_000 });
}

let orderNo = '';
let soNumber = '';

test.beforeAll(async ({ request }) => {
  orderNo = await placeOrder(request);
  // Received (SO number, confirmations), then shipped, then invoiced: one tick per step.
  erpTick(0);
  erpTick(2);
  erpTick(3);
  soNumber = soNumberOf(orderNo) ?? '';
  expect(soNumber).toMatch(/^SO/);
});

test('the dealer finds the order by its SO number and opens the detail with tracking', async ({ page }) => {
  await openOrders(page);
  await expect(page.getByTestId('order-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/orders-desktop-list.png' });

  await page.getByTestId('order-search').fill(soNumber.toLowerCase());
  const row = page.getByTestId('order-table').locator('tbody tr.ant-table-row', { hasText: orderNo });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('order-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(row).toContainText(soNumber);
  await expect(row).toContainText('Complete');
  await expect(row).toContainText('via B2B');
  await expect(page).toHaveURL(new RegExp(`search=${soNumber.toLowerCase()}`));

  await row.getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/en-us\/order\/\d+$/);
  await expect(page.getByTestId('order-number')).toContainText(orderNo);
  await expect(page.getByTestId('order-header')).toContainText(PO_NUMBER);
  await expect(page.getByTestId('order-lines').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('order-confirmations').locator('tbody tr.ant-table-row').first()).toBeVisible();
  const tracking = page.getByTestId('tracking-link');
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByTestId('order-invoices').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/orders-desktop-detail.png', fullPage: true });

  // Back to the list keeps the search.
  await page.getByRole('button', { name: 'Back to orders' }).click();
  await expect(page.getByTestId('order-search')).toHaveValue(soNumber.toLowerCase());
});

test('an unknown order shows not found, and a filter without matches says so', async ({ page }) => {
  test.setTimeout(60_000);
  await openOrders(page);
  await page.goto('/en-us/order/99999999');
  // A fresh load of the app: it boots before the order is asked for.
  await expect(page.getByTestId('order-not-found')).toBeVisible({ timeout: 15_000 });
  await page.goto('/en-us/order?search=no-such-order');
  await expect(page.getByTestId('orders-empty')).toBeVisible({ timeout: 15_000 });
});

test('on a phone the orders are cards and the detail stacks', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOrders(page);
  const cards = page.getByTestId('order-cards');
  await expect(cards).toBeVisible();
  await page.screenshot({ path: 'test-results/orders-phone-list.png' });
  await cards.getByTestId('order-link').filter({ hasText: orderNo }).click();
  await expect(page.getByTestId('order-number')).toContainText(orderNo);
  await expect(page.getByTestId('tracking-link')).toBeVisible();
  await page.screenshot({ path: 'test-results/orders-phone-detail.png', fullPage: true });
});
