import fs from 'node:fs';
import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { newStaff } from './data/logins.ts';
import { chooseOption, openOptions, signIn } from './support.ts';

// The download area (spec 2 §2 /download-area): a dealer asks for an invoice export, the list follows the job by itself
// until the file is ready, and the xlsx holds the dealer's invoices of the period.
test.describe.configure({ timeout: 120_000 });

/** A customer's invoices of a period, as the database holds them, in the file's order. */
async function invoicesOf(customerId: number, from: string, to: string) {
  const db = await e2eDb();
  const rows = await db
    .selectFrom('invoices')
    .select(['invoiceNo', 'grandTotal'])
    .where('customerId', '=', customerId)
    .where('invoiceDate', '>=', from)
    .where('invoiceDate', '<=', to)
    .orderBy('invoiceDate')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ invoiceNo: r.invoiceNo, grandTotal: Number(r.grandTotal) }));
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  await page.screenshot({ path: `test-results/download-area-${name}.png`, fullPage: true });
}

test('a dealer requests an invoice export, watches it become ready and downloads the xlsx', { tag: '@cluster' }, async ({ page }) => {
  // A dealer of its own, with invoices dated inside the period (ended a month ago) and on either side of it.
  const to = dayjs().subtract(30, 'day');
  const from = to.subtract(300, 'day');
  const dealer = await newDealer();
  // Each dated 30 days before its due day: 280, 180 and 70 days ago, inside; 350 days ago, before; 20 days ago, after.
  await openInvoicesOf(
    dealer.username,
    [-320, -250, -150, -40, 10].map((dueIn, i) => ({ total: 1_250_000 + i * 175_000, dueIn })),
    'E2EDL',
  );
  const expected = await invoicesOf(dealer.customerId, from.format('YYYY-MM-DD'), to.format('YYYY-MM-DD'));
  expect(expected.length).toBe(3);

  // Every answer of the list the page asks for: it asks again by itself while the file is being made.
  const seen: string[] = [];
  page.on('response', async (res) => {
    if (!res.url().endsWith('/graphql') || !(res.request().postData() ?? '').includes('query DownloadArea')) return;
    const body = (await res.json().catch(() => null)) as { data?: { downloadArea?: { downloads: { status: string }[] } } } | null;
    const first = body?.data?.downloadArea?.downloads[0];
    if (first) seen.push(first.status);
  });

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, dealer.username, { at: '/en-us/download-area' });
  await expect(page.getByRole('heading', { name: 'Download area' })).toBeVisible();
  await expect(page.getByTestId('download-quota')).toContainText('downloads left today');

  // The report with the keyboard: focus the select, pick Invoices.
  await page.getByTestId('download-module').locator('input').focus();
  await page.keyboard.press('Enter');
  await openOptions(page).and(page.locator('[title="Invoices"]')).click();
  await expect(page.getByTestId('download-request')).toContainText('One row per invoice or credit note');
  // The period, typed in the market's date format.
  const start = page.getByPlaceholder('From');
  await start.click();
  await start.fill(from.format('DD MMM YYYY'));
  await start.press('Tab');
  const end = page.getByPlaceholder('To');
  await end.fill(to.format('DD MMM YYYY'));
  await end.press('Tab');
  await page.getByTestId('download-submit').click();
  await expect(page.getByText('Your download is being prepared')).toBeVisible();

  // The newest row is the request; it turns ready without a reload.
  const row = page.getByTestId('download-row').first();
  await expect(row).toContainText('Invoices');
  await expect(row).toContainText(from.format('DD MMM YYYY'));
  await expect(row.getByTestId('download-status')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  // The page reads each answer before this listener has its body: the listener's record of the last one may come later.
  await expect.poll(() => seen.at(-1)).toBe('ready');
  // When the page saw it under way, it was a later answer of its own asking that said ready.
  if (seen.some((s) => s === 'queued' || s === 'running')) expect(seen.length).toBeGreaterThan(1);
  await expect(page.getByTestId('downloads-under-way')).toBeHidden();
  await shoot(page, 'desktop');

  const download = page.waitForEvent('download');
  await row.getByTestId('download-file').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`Invoices ${from.format('YYYY-MM-DD')} - ${to.format('YYYY-MM-DD')}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await file.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const numberAt = header.indexOf('Invoice number') + 1;
  const totalAt = header.indexOf('Grand total') + 1;
  const rows: { invoiceNo: string; grandTotal: number }[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) rows.push({ invoiceNo: String(r.getCell(numberAt).value), grandTotal: Number(r.getCell(totalAt).value) });
  });
  expect(rows).toEqual(expected);

  // The phone: cards, the download as a full-width button.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('download-cards')).toBeVisible();
  await expect(page.getByTestId('download-row').first().getByTestId('download-file')).toBeVisible();
  await shoot(page, 'phone');
});

test('support asks for a report without choosing a customer', async ({ page }) => {
  // A support login of its own: its downloads are nobody else's.
  const support = await newStaff('support');
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, support.username, { at: '/en-us/download-area' });
  // No customer dialog opens here for an audit user, and the customer switch is hidden (spec 1 §2.7).
  await expect(page.getByRole('heading', { name: 'Download area' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await chooseOption(page, page.getByTestId('download-module'), 'Deliveries');
  await page.getByTestId('download-submit').click();
  const row = page.getByTestId('download-row').first();
  await expect(row).toContainText('Deliveries');
  await expect(row).toContainText('All customers you may read');
  await expect(row.getByTestId('download-status')).toHaveAttribute('data-status', 'ready', { timeout: 60_000 });
  await shoot(page, 'support-desktop');
});
