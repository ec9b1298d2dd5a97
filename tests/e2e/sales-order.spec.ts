import { test } from './fixtures.ts';
import { expect as baseExpect, type Page } from '@playwright/test';
import { closeBannerPopup, signIn } from './support.ts';
import { available, orderable } from './data/catalog.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer, type MadeDealer } from './data/dealers.ts';
import { forgetChosenCustomer } from './data/people.ts';

// A loaded machine answers slowly: each step may take a while to show.
const expect = baseExpect.configure({ timeout: 30_000 });

// Sign-ins, a customer switch, fast order, checkout and two order lists: one story, told in order.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PO_NUMBER = `E2E-SALES-${uniqueTag()}`;

/** The sales user's name, and two priced articles of the market the customer may order, ten of each in stock. */
async function salesNameAndArticles() {
  const db = await e2eDb();
  const { name } = await db.selectFrom('users').select('name').where('username', '=', 'sales').executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('articles')
    .select('articleCode')
    .where('sorg', '=', '1000')
    .where('dealerPrice', '>', 0)
    .where(orderable)
    .where((eb) => eb(available(eb), '>=', 10))
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  return { salesName: name, codes: rows.map((r) => r.articleCode) };
}

// The customer the sales user orders for: a dealer of its own (in the rep's area, like `dealer`), with an empty cart.
let customer: MadeDealer;
let codes: string[] = [];
let placedBy = '';
let orderNo = '';

test.beforeAll(async () => {
  customer = await newDealer();
  const people = await salesNameAndArticles();
  codes = people.codes;
  expect(codes).toHaveLength(2);
  placedBy = `Placed by ${people.salesName} for ${customer.name}`;
});

async function start(page: Page, username: string) {
  await signIn(page, username);
  await closeBannerPopup(page);
}

/** A page that needs a customer opens the shell's customer dialog for a sales user: the customer is chosen there. */
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

test('the sales user chooses the dealer in the customer dialog, orders for it and sees the confirmation', { tag: '@cluster' }, async ({
  page,
}) => {
  await forgetChosenCustomer('sales');
  await start(page, 'sales');
  // The cart needs a customer: the shell asks for one first.
  await page.goto('/en-us/cart');
  await chooseCustomer(page);

  // Two articles through the fast order.
  await page.goto('/en-us/catalog/fast-order');
  const rows = page.getByTestId('fast-order-row');
  for (const [i, code] of codes.entries()) {
    await rows.nth(i).getByTestId('row-code').fill(code);
    await rows
      .nth(i)
      .getByTestId('row-qty')
      .fill(String(i + 1));
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
  const db = await e2eDb();
  const saved = await db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.createdBy')
    .select(['o.customerId', 'o.placedFor', 'u.username'])
    .where('o.orderNo', '=', orderNo)
    .executeTakeFirst();
  expect(saved).toEqual({ customerId: customer.customerId, placedFor: customer.customerId, username: 'sales' });
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
  await start(page, customer.username);
  const row = await findOrder(page);
  await expect(row.getByTestId('placed-by')).toContainText(placedBy);
  await row.getByTestId('order-link').click();
  await expect(page.getByTestId('order-header').getByTestId('placed-by')).toContainText(placedBy);
  await expect(page.getByTestId('order-lines').locator('tbody tr.ant-table-row')).toHaveCount(2);
});
