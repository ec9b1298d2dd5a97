import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { placeDealerOrder } from './ordering.ts';
import { forgetChosenCustomer } from './last-customer.ts';
import { closeBannerPopup, e2eDatabase, signIn } from './support.ts';

test.describe.configure({ timeout: 120_000 });
const PO_NUMBER = `E2E-PAY-${Date.now().toString().slice(-6)}`;
// The smallest PNG there is: the receipt's type is read from its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openPaymentList(page: Page, search: string, username = 'dealer') {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  // A sales user chooses the dealer below, so no customer chosen in another spec may come back at sign-in.
  if (username !== 'dealer') forgetChosenCustomer(username);
  await signIn(page, username);
  await closeBannerPopup(page);
  await page.goto(`/en-us/payment`);
  if (username !== 'dealer') await chooseDealer(page);
  await expect(page.getByTestId('payment-list')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('payment-search').fill(search);
}

/** The page acts for a customer: a sales user picks `dealer`'s in the shell's customer dialog. */
async function chooseDealer(page: Page) {
  const name = orderState((db) => (db.prepare(`SELECT c.name FROM users u JOIN customers c ON c.id = u.customer_id
    WHERE u.username = 'dealer'`).get() as { name: string }).name);
  const dialog = page.getByTestId('customer-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByPlaceholder(/search/i).fill(name.split(' ').at(-1)!);
  await dialog.getByText(name).click();
  await expect(dialog).toBeHidden();
}

function orderState<T>(read: (db: ReturnType<typeof e2eDatabase>) => T): T {
  const db = e2eDatabase();
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The order's status and its payment's, as the database holds them. */
const statusesOf = (orderNo: string) => orderState((db) => db.prepare(`SELECT o.status AS "order", p.status AS payment FROM orders o
  JOIN order_payments p ON p.order_id = o.id WHERE o.order_no = ?`).get(orderNo) as { order: string; payment: string });

test('a dealer paying by bank transfer uploads the receipt of an order and sees it waiting for approval', async ({ page, request }) => {
  const orderNo = await placeDealerOrder(request, PO_NUMBER, 'BANK');
  await openPaymentList(page, orderNo);
  const row = page.getByTestId('payment-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row.first()).toContainText(orderNo);
  await expect(row.first().getByTestId('payment-status')).toContainText(/waiting|pending/i);
  await page.screenshot({ path: 'test-results/payment-list-desktop.png' });

  await row.first().getByTestId('payment-receipts').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog).toContainText('transfer.png', { timeout: 15_000 });
  // The upload disabled the focused button; the dialog keeps the focus, so Escape closes it and the focus returns.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.first().getByTestId('payment-receipts')).toBeFocused();
  await expect(row.first().getByTestId('payment-status')).not.toContainText(/waiting/i, { timeout: 15_000 });
  // A dealer sends proof; only staff approve or void.
  await expect(row.first().getByTestId('payment-approve')).toHaveCount(0);
});

test('staff approve a transfer with its receipt and void another: that order is cancelled', async ({ page, request }) => {
  const approved = await placeDealerOrder(request, `${PO_NUMBER}-A`, 'BANK');
  const voided = await placeDealerOrder(request, `${PO_NUMBER}-V`, 'BANK');
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPaymentList(page, approved, 'sales');
  const rowOf = (orderNo: string) => page.getByTestId('payment-table').locator('tbody tr.ant-table-row', { hasText: orderNo });

  // Staff keep the dealer's proof too: the receipt goes up from the row's dialog.
  const row = rowOf(approved);
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.getByTestId('payment-receipts').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'bank-slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog).toContainText('bank-slip.png', { timeout: 15_000 });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('payment-receipts')).toContainText('1');
  await page.screenshot({ path: 'test-results/payment-list-staff.png' });

  await row.getByTestId('payment-approve').click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByTestId('payment-status')).toContainText(/complete/i, { timeout: 15_000 });
  await expect(row.getByTestId('payment-approve')).toHaveCount(0);
  expect(statusesOf(approved).payment).toBe('completed');

  await page.getByTestId('payment-search').fill(voided);
  const other = rowOf(voided);
  await expect(other).toHaveCount(1, { timeout: 15_000 });
  await other.getByTestId('payment-void').click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Void' }).click();
  await expect(other.getByTestId('payment-status')).toContainText(/void/i, { timeout: 15_000 });
  expect(statusesOf(voided)).toEqual({ order: 'cancelled', payment: 'voided' });
  await page.screenshot({ path: 'test-results/payment-list-staff-decided.png' });
});

test('on a phone the payments are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPaymentList(page, '');
  await expect(page.getByTestId('payment-cards').or(page.getByTestId('payments-empty'))).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/payment-list-phone.png', fullPage: true });
});
