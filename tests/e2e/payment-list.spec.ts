import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { newStaff } from './data/logins.ts';
import { placeDealerOrder } from './ordering.ts';
import { signIn } from './support.ts';

test.describe.configure({ timeout: 120_000 });
// The smallest PNG there is: the receipt's type is read from its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The payment list as `username` sees it, searched; a sales user first chooses the dealer named `customer`. */
async function openPaymentList(page: Page, search: string, username: string, customer?: string) {
  await signIn(page, username, { at: `/en-us/payment` });
  if (customer) await chooseDealer(page, customer);
  await expect(page.getByTestId('payment-list')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('payment-search').fill(search);
}

/** The page acts for a customer: a sales user picks it in the shell's customer dialog. */
async function chooseDealer(page: Page, name: string) {
  const dialog = page.getByTestId('customer-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByPlaceholder(/search/i).fill(name.split(' ').at(-1)!);
  await dialog.getByText(name).click();
  await expect(dialog).toBeHidden();
}

/** The order's status and its payment's, as the database holds them. */
async function statusesOf(orderNo: string) {
  const db = await e2eDb();
  return db
    .selectFrom('orders as o')
    .innerJoin('orderPayments as p', 'p.orderId', 'o.id')
    .select(['o.status as order', 'p.status as payment'])
    .where('o.orderNo', '=', orderNo)
    .executeTakeFirstOrThrow();
}

test('a dealer paying by bank transfer uploads the receipt of an order and sees it waiting for approval', async ({ page, request }) => {
  const dealer = await newDealer();
  const orderNo = await placeDealerOrder(request, `E2E-PAY-${uniqueTag()}`, 'BANK', dealer.username);
  await openPaymentList(page, orderNo, dealer.username);
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
  // The dealer's sales rep: a login of its own, so the customer it chooses is nobody else's to find at sign-in.
  const [dealer, rep] = [await newDealer(), await newStaff('sales')];
  const approved = await placeDealerOrder(request, `E2E-PAY-${uniqueTag()}-A`, 'BANK', dealer.username);
  const voided = await placeDealerOrder(request, `E2E-PAY-${uniqueTag()}-V`, 'BANK', dealer.username);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPaymentList(page, approved, rep.username, dealer.name);
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
  expect((await statusesOf(approved)).payment).toBe('completed');

  await page.getByTestId('payment-search').fill(voided);
  const other = rowOf(voided);
  await expect(other).toHaveCount(1, { timeout: 15_000 });
  await other.getByTestId('payment-void').click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Void' }).click();
  await expect(other.getByTestId('payment-status')).toContainText(/void/i, { timeout: 15_000 });
  expect(await statusesOf(voided)).toEqual({ order: 'cancelled', payment: 'voided' });
  await page.screenshot({ path: 'test-results/payment-list-staff-decided.png' });
});

test('on a phone the payments are cards', async ({ page, request }) => {
  const dealer = await newDealer();
  const orderNo = await placeDealerOrder(request, `E2E-PAY-${uniqueTag()}`, 'BANK', dealer.username);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPaymentList(page, '', dealer.username);
  await expect(page.getByTestId('payment-cards')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('payment-cards')).toContainText(orderNo);
  await page.screenshot({ path: 'test-results/payment-list-phone.png', fullPage: true });
});

test('a receipt past the daily upload volume is refused in words that say what is left today', async ({ page, request }) => {
  const dealer = await newDealer();
  const orderNo = await placeDealerOrder(request, `E2E-PAY-${uniqueTag()}`, 'BANK', dealer.username);
  // The dealer's uploads of today already fill the 200 MB a dealer account may send in 24 hours.
  const db = await e2eDb();
  await db
    .insertInto('files')
    .values({
      kind: 'document',
      contentType: 'application/pdf',
      fileName: 'price-lists.pdf',
      fileTitle: 'price-lists.pdf',
      size: 200 * 1024 * 1024,
      oriKey: `e2e/${uniqueTag()}.pdf`,
      ownerType: 'upload_area',
      ownerId: dealer.customerId,
      uploadedBy: dealer.userId,
      createdAt: new Date().toISOString(),
    })
    .execute();
  await openPaymentList(page, orderNo, dealer.username);
  const row = page.getByTestId('payment-table').locator('tbody tr.ant-table-row');
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await row.first().getByTestId('payment-receipts').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('.ant-message')).toContainText('daily upload volume allows: 0 MB of 200 MB left today');
  await expect(dialog).not.toContainText('transfer.png');
  expect(await statusesOf(orderNo)).toMatchObject({ payment: 'waiting' });
});
