import { test } from './fixtures.ts';
import { expect as baseExpect, type Page } from '@playwright/test';
import { forgetChosenCustomer } from './last-customer.ts';
import { closeBannerPopup, e2eDatabase, PASSWORD, signIn } from './support.ts';

// A loaded machine answers slowly: each step may take a while to show.
const expect = baseExpect.configure({ timeout: 30_000 });

// Sign-ins, a customer switch, fast order, checkout and two order lists: one story, told in order.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PO_NUMBER = `E2E-SALES-${Date.now().toString().slice(-6)}`;

/** Who is who: the sales user's name, `dealer`'s customer, and two articles that customer may order. */
function people() {
  const db = e2eDatabase();
  try {
    const salesName = (db.prepare(`SELECT name FROM users WHERE username = 'sales'`).get() as { name: string }).name;
    const customer = db.prepare(`SELECT c.id, c.name, c.code_r3 AS r3 FROM users u JOIN customers c ON c.id = u.customer_id
      WHERE u.username = 'dealer'`).get() as { id: number; name: string; r3: string };
    const codes = (db.prepare(`SELECT a.article_code AS code FROM articles a
      LEFT JOIN article_analysis f ON f.article_id = a.id
      WHERE a.sorg = '1000' AND a.dealer_price > 0
        AND COALESCE(f.allow_to_order, 1) = 1 AND COALESCE(f.invalid_article, 0) = 0 AND COALESCE(f.order_blocked, 0) = 0
        AND COALESCE(f.hierarchy_blocked, 0) = 0 AND COALESCE(f.brand_blocked, 0) = 0 AND COALESCE(f.category_blocked, 0) = 0
        AND COALESCE(f.sorg_blocked, 0) = 0 AND COALESCE(f.has_price, 1) = 1
        AND a.id NOT IN (SELECT article_id FROM order_quotas)
        AND (SELECT COALESCE(SUM(s.available), 0) FROM stock s WHERE s.article_id = a.id) >= 10
      ORDER BY a.id DESC LIMIT 2`).all() as { code: string }[]).map((r) => r.code);
    return { salesName, customer, codes };
  } finally {
    db.close();
  }
}

const { salesName, customer, codes } = people();
const placedBy = `Placed by ${salesName} for ${customer.name}`;
let orderNo = '';

/** The customer's cart as a clean start: whatever earlier tests left there would be ordered too. */
test.beforeAll(async ({ request }) => {
  const login = await request.post('/login', { data: { username: 'dealer', password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const ask = async (query: string, variables = {}) => (await (await request.post('/graphql',
    { headers: { authorization: `Bearer ${requestToken}` }, data: { query, variables } })).json()).data;
  const { cart } = await ask('{ cart { uom product { articleCode sorg } } }');
  if (cart.length) {
    await ask('mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status } } }', {
      p: cart.map((l: { uom: string; product: { articleCode: string; sorg: string } }) =>
        ({ custCode: customer.r3, articleCode: l.product.articleCode, sorg: l.product.sorg, uom: l.uom, qty: 0 })),
    });
  }
});

async function start(page: Page, username: string) {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, username);
  await closeBannerPopup(page);
}

/** A page that needs a customer opens the shell's customer dialog for a sales user: `dealer`'s customer is chosen there. */
async function chooseCustomer(page: Page) {
  const dialog = page.getByTestId('customer-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder(/search/i).fill(customer.name.split(' ').at(-1)!);
  await dialog.getByText(customer.name).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('customer-chip')).toContainText(customer.name);
}

/** The order list searched for the order, and its row. */
async function findOrder(page: Page) {
  await page.goto(`/en-us/order?search=${orderNo}`);
  const row = page.getByTestId('order-table').locator('tbody tr.ant-table-row', { hasText: orderNo });
  await expect(row).toBeVisible();
  return row;
}

test('the sales user chooses the dealer in the customer dialog, orders for it and sees the confirmation', async ({ page }) => {
  forgetChosenCustomer('sales');
  await start(page, 'sales');
  // The cart needs a customer: the shell asks for one first.
  await page.goto('/en-us/cart');
  await chooseCustomer(page);

  // Two articles through the fast order.
  await page.goto('/en-us/catalog/fast-order');
  const rows = page.getByTestId('fast-order-row');
  for (const [i, code] of codes.entries()) {
    await rows.nth(i).getByTestId('row-code').fill(code);
    await rows.nth(i).getByTestId('row-qty').fill(String(i + 1));
    await expect(page.locator(`[data-testid="fast-order-row"][data-code="${code}"]`).getByTestId('row-name')).toBeVisible();
  }
  await page.getByTestId('fast-order-add').click();
  await expect(page.getByTestId('fast-order-status')).toContainText('0 rows ready');

  // Checkout with ship-to, shipment and payment.
  await page.goto('/en-us/cart/checkout');
  await expect(page.getByTestId('checkout-line')).toHaveCount(2);
  await page.getByTestId('checkout-ship-to').click();
  await page.locator('.ant-select-item-option').first().click();
  await expect(page.getByTestId('checkout-ship-to-address')).toBeVisible();
  await page.getByTestId('shipment-option').first().click();
  await page.getByTestId('payment-option').first().click();
  await page.getByTestId('checkout-po-number').fill(PO_NUMBER);
  await page.getByTestId('checkout-submit').click();

  await expect(page).toHaveURL(/\/en-us\/cart\/order-confirmation\?orders=/);
  const number = page.getByTestId('order-number');
  await expect(number).toHaveCount(1);
  orderNo = (await number.innerText()).trim();
  expect(orderNo).toMatch(/^B2B-1000-\d+$/);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/sales-order-confirmation.png' });

  // In the database the order is the dealer's, placed by the sales user.
  const db = e2eDatabase();
  const saved = db.prepare(`SELECT o.customer_id AS customerId, o.placed_for AS placedFor, u.username FROM orders o JOIN users u ON u.id = o.created_by
    WHERE o.order_no = ?`).get(orderNo);
  db.close();
  expect(saved).toEqual({ customerId: customer.id, placedFor: customer.id, username: 'sales' });
});

test("the sales user's order list and detail say who placed it for whom", async ({ page }) => {
  expect(orderNo).not.toBe('');
  await start(page, 'sales');
  // A new session acts for the customer chosen last time, without asking again.
  const row = await findOrder(page);
  await expect(page.getByTestId('customer-chip')).toContainText(customer.name);
  await expect(row.getByTestId('placed-by')).toContainText(placedBy);
  await row.getByTestId('order-link').click();
  await expect(page.getByTestId('order-number')).toContainText(orderNo);
  await expect(page.getByTestId('order-header').getByTestId('placed-by')).toContainText(placedBy);
  await expect(page.getByTestId('order-header')).toContainText(PO_NUMBER);
  await page.screenshot({ path: 'test-results/sales-order-detail.png' });
});

test('the dealer sees the same order, placed by the sales user for them', async ({ page }) => {
  expect(orderNo).not.toBe('');
  await start(page, 'dealer');
  const row = await findOrder(page);
  await expect(row.getByTestId('placed-by')).toContainText(placedBy);
  await row.getByTestId('order-link').click();
  await expect(page.getByTestId('order-header').getByTestId('placed-by')).toContainText(placedBy);
  await expect(page.getByTestId('order-lines').locator('tbody tr.ant-table-row')).toHaveCount(2);
});
