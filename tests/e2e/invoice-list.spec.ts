import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { orderableArticle } from './data/catalog.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { invoiceById, openInvoicesOf } from './data/invoices.ts';
import { mailsWith } from './data/outbox.ts';
import { closeBannerPopup, signIn } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/**
 * A dealer of its own with one invoice of two bikes, dated today (the list's default period holds it), that the ERP
 * reports paid.
 */
async function dealerWithPaidInvoice() {
  const dealer = await newDealer();
  const [id] = await openInvoicesOf(dealer.username, [{ total: 8_400_000, dueIn: 30 }], 'E2ELIST');
  const bike = await orderableArticle({ sorg: dealer.sorg, stock: 0 });
  const db = await e2eDb();
  const { brand } = await db.selectFrom('articles').select('brand').where('id', '=', bike.id).executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLines')
    .values({
      invoiceId: id,
      orderLineId: null,
      articleCode: bike.articleCode,
      articleCodeDisplay: bike.articleCodeDisplay,
      name: bike.name,
      brand,
      uom: bike.uom,
      qty: 2,
      price: 4_200_000,
      subtotal: 8_400_000,
    })
    .execute();
  await db
    .updateTable('invoices')
    .set((eb) => ({ status: 'paid', paidAmount: eb.ref('grandTotal'), clearingDate: new Date().toISOString().slice(0, 10) }))
    .where('id', '=', id)
    .execute();
  return { ...dealer, invoiceNo: (await invoiceById(id)).invoiceNo };
}

async function openInvoiceList(page: Page, username: string) {
  await signIn(page, username);
  await closeBannerPopup(page);
  await page.goto('/en-us/invoice/invoice-list');
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
