import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { signIn } from './support.ts';
import { erpTick, placeDealerOrder, soNumberOf } from './ordering.ts';
import { uniqueTag } from './data/database.ts';
import { newDealer, type MadeDealer } from './data/dealers.ts';

const PO_NUMBER = `E2E-ORD-${uniqueTag()}`;

async function openOrders(page: Page) {
  await signIn(page, dealer.username, { at: '/en-us/order' });
  await expect(page.getByTestId('order-list')).toBeVisible({ timeout: 15_000 });
}

let dealer: MadeDealer;
let orderNo = '';
let soNumber = '';

test.beforeAll(async ({ request }) => {
  // A dealer of its own: its order list holds this order only.
  dealer = await newDealer();
  orderNo = await placeDealerOrder(request, PO_NUMBER, 'TERM', dealer.username);
  // Received (SO number, confirmations), then shipped, then invoiced: one tick per step.
  await erpTick(0);
  await erpTick(2);
  await erpTick(3);
  soNumber = (await soNumberOf(orderNo)) ?? '';
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
  // Named by the company the dealer buys from, with the total said to be before VAT.
  await expect(row).toContainText('PT Sepeda Nusantara');
  await expect(row).toContainText('excl. tax');
  await expect(page).toHaveURL(new RegExp(`search=${soNumber.toLowerCase()}`));

  // While the list reloads it lies under its spinner and takes no click: the link is followed once it stands still.
  await expect(page.getByTestId('order-table').locator('.ant-spin-spinning')).toHaveCount(0);
  await row.getByTestId('order-link').click();
  await expect(page).toHaveURL(/\/en-us\/order\/\d+$/);
  await expect(page.getByTestId('order-number')).toContainText(orderNo);
  await expect(page.getByTestId('order-header')).toContainText(PO_NUMBER);
  await expect(page.getByTestId('order-lines').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('order-confirmations').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('order-seller')).toHaveText('PT Sepeda Nusantara');
  await expect(page.getByTestId('order-tax-note')).toHaveText('excl. tax');
  // The ERP's columns (storage location, shipping point, priority) stay with staff.
  const confirmationHeads = page.getByTestId('order-confirmations').locator('thead th');
  await expect(confirmationHeads.filter({ hasText: /Storage|Shipping point|Priority|sloc/i })).toHaveCount(0);
  const tracking = page.getByTestId('tracking-link');
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByTestId('order-invoices').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/orders-desktop-detail.png', fullPage: true });

  // Back to the list keeps the search.
  await page.getByRole('link', { name: 'Back to orders' }).click();
  await expect(page.getByTestId('order-search')).toHaveValue(soNumber.toLowerCase());
});

test('an unknown order shows not found, and a filter without matches says so', async ({ page }) => {
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
