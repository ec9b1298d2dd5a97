import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { closeBannerPopup, e2eDatabase, signIn } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** The e2e server's mail outbox: a sent invoice lands here as an .eml file. */
const outbox = () => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  return path.resolve(port === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${port}`, 'outbox');
};
const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')) : []);

/** The dealer's newest paid invoice of this year, as the seed left it. */
function newestPaidInvoice() {
  const db = e2eDatabase();
  try {
    return db.prepare(`SELECT i.invoice_no AS invoiceNo FROM invoices i JOIN users u ON u.customer_id = i.customer_id
      WHERE u.username = 'dealer' AND i.status = 'paid' AND i.invoice_date >= ? ORDER BY i.invoice_date DESC, i.id DESC LIMIT 1`)
      .get(`${new Date().getUTCFullYear()}-01-01`) as { invoiceNo: string } | undefined;
  } finally {
    db.close();
  }
}

async function openInvoiceList(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto('/en-us/invoice/invoice-list');
  await expect(page.getByTestId('invoice-list')).toBeVisible({ timeout: 20_000 });
}

test('the dealer finds a paid invoice, opens it and mails it as a PDF', async ({ page }) => {
  const paid = newestPaidInvoice();
  test.skip(!paid, 'the seed gave the dealer no paid invoice this year');
  await openInvoiceList(page);
  await page.getByTestId('invoice-search').fill(paid!.invoiceNo);
  const rows = page.getByTestId('invoice-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1, { timeout: 15_000 });
  await expect(rows.first()).toContainText(paid!.invoiceNo);
  await page.screenshot({ path: 'test-results/invoice-list-desktop.png' });

  await rows.first().getByTestId('invoice-open').click();
  const detail = page.getByTestId('invoice-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByTestId('invoice-totals')).toBeVisible();
  const before = mails().length;
  await page.getByTestId('invoice-send-email').click();
  await expect(page.getByText('The invoice was sent to your email address')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => mails().length).toBe(before + 1);
  const newest = mails().sort().at(-1)!;
  expect(fs.readFileSync(path.join(outbox(), newest), 'utf8')).toContain(`filename=${paid!.invoiceNo}.pdf`);
  await page.screenshot({ path: 'test-results/invoice-detail-desktop.png' });
});

test('on a phone the paid invoices are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInvoiceList(page);
  await expect(page.getByTestId('invoice-cards').or(page.getByTestId('invoices-empty'))).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/invoice-list-phone.png', fullPage: true });
});
