import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { newDealer } from './data/dealers.ts';
import { paidInvoiceOf } from './data/invoices.ts';
import { mailsWith } from './data/outbox.ts';
import { signIn } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** A dealer of its own with one paid invoice of two bikes dated today (tests/e2e/data/invoices.ts). */
async function dealerWithPaidInvoice() {
  const dealer = await newDealer();
  const { invoiceNo } = await paidInvoiceOf(dealer.username, dealer.sorg, 'E2ELIST');
  return { ...dealer, invoiceNo };
}

async function openInvoiceList(page: Page, username: string) {
  await signIn(page, username, { at: '/en-us/invoice/invoice-list' });
  await expect(page.getByTestId('invoice-list')).toBeVisible({ timeout: 20_000 });
}

test('the dealer finds a paid invoice, opens it and mails it as a PDF', async ({ page }) => {
  const paid = await dealerWithPaidInvoice();
  await openInvoiceList(page, paid.username);
  await page.getByTestId('invoice-search').fill(paid.invoiceNo);
  const rows = page.getByTestId('invoice-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.first()).toContainText(paid.invoiceNo);
  await page.screenshot({ path: 'test-results/invoice-list-desktop.png' });

  await rows.first().getByTestId('invoice-open').click();
  const detail = page.getByTestId('invoice-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('invoice-totals')).toBeVisible();
  const attachment = `filename=${paid.invoiceNo}.pdf`;
  expect(mailsWith(attachment)).toHaveLength(0);
  await page.getByTestId('invoice-send-email').click();
  await expect(page.getByText('The invoice was sent to your email address')).toBeVisible({ timeout: 15_000 });
  // One mail with the PDF, to the dealer's own address.
  await expect.poll(() => mailsWith(attachment).length).toBe(1);
  expect(mailsWith(attachment)[0]).toContain(`${paid.username}@example.com`);
  await page.screenshot({ path: 'test-results/invoice-detail-desktop.png' });
});

test('on a phone the paid invoices are cards', async ({ page }) => {
  const paid = await dealerWithPaidInvoice();
  await page.setViewportSize({ width: 390, height: 844 });
  await openInvoiceList(page, paid.username);
  await expect(page.getByTestId('invoice-cards')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('invoice-cards')).toContainText(paid.invoiceNo);
  await page.screenshot({ path: 'test-results/invoice-list-phone.png', fullPage: true });
});
