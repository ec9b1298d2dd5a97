import { expect, test, type Page } from '@playwright/test';
import { placeDealerOrder } from './ordering.ts';
import { closeBannerPopup, signIn } from './support.ts';

test.describe.configure({ timeout: 120_000 });
const PO_NUMBER = `E2E-PAY-${Date.now().toString().slice(-6)}`;
// The smallest PNG there is: the receipt's type is read from its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openPaymentList(page: Page, search: string) {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto(`/en-us/payment`);
  await expect(page.getByTestId('payment-list')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('payment-search').fill(search);
}

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
  await page.keyboard.press('Escape');
  await expect(row.first().getByTestId('payment-status')).not.toContainText(/waiting/i, { timeout: 15_000 });
  // A dealer sends proof; only staff approve or void.
  await expect(row.first().getByTestId('payment-approve')).toHaveCount(0);
});

test('on a phone the payments are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPaymentList(page, '');
  await expect(page.getByTestId('payment-cards').or(page.getByTestId('payments-empty'))).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/payment-list-phone.png', fullPage: true });
});
