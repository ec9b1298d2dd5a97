import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { closeBannerPopup, e2eWritableDatabase, signIn } from './support.ts';
import { dealerOrderingData, erpTick, placeDealerOrder, soNumberOf } from './ordering.ts';

type Json = Record<string, any>;
// Sign-in, the app's first load and a download each take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
const PO_NUMBER = `E2E-OPEN-${Date.now().toString().slice(-6)}`;

/** One of the two bikes is on its way: a delivery the ERP would write, arriving in three days. */
function deliverOneBike(orderNo: string) {
  const db = e2eWritableDatabase();
  try {
    const line = db.prepare(`SELECT l.id, l.article_code AS articleCode, l.uom, l.unit_price AS price, o.id AS orderId, o.customer_id AS customerId,
      o.ship_to AS shipTo FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.order_no = ?`).get(orderNo) as Json;
    const now = new Date();
    const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    const doNumber = `DO1000E2E${String(now.getTime()).slice(-5)}`;
    const { lastInsertRowid } = db.prepare(`INSERT INTO deliveries (do_number, order_id, customer_id, sorg, ship_to, delivery_date,
      estimated_delivery_date, expedition_name, currency, created_at) VALUES (?, ?, ?, '1000', ?, ?, ?, 'JNE', 'IDR', ?)`)
      .run(doNumber, line.orderId, line.customerId, line.shipTo, day(0), day(3), now.toISOString());
    db.prepare(`INSERT INTO delivery_lines (delivery_id, order_line_id, article_code, qty, uom, price, subtotal) VALUES (?, ?, ?, 1, ?, ?, ?)`)
      .run(lastInsertRowid, line.id, line.articleCode, line.uom, line.price, line.price);
    return doNumber;
  } finally {
    db.close();
  }
}

async function openOpenOrders(page: Page, query = '') {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto(`/en-us/order/open-order${query}`);
  await expect(page.getByTestId('open-orders')).toBeVisible({ timeout: 30_000 });
}

let orderNo = '';
let uom = '';
let doNumber = '';
let soNumber = '';

test.beforeAll(async ({ request }) => {
  orderNo = await placeDealerOrder(request, PO_NUMBER);
  uom = dealerOrderingData().article.uom;
  doNumber = deliverOneBike(orderNo);
  erpTick();
  soNumber = soNumberOf(orderNo) ?? '';
  expect(soNumber).toMatch(/^SO/);
});

test('the dealer sees the open order, finds it by its SO number and downloads the xlsx', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openOpenOrders(page);
  const table = page.getByTestId('open-order-table');
  const rows = table.locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: orderNo })).toHaveCount(1);
  await expect(page.getByTestId('open-order-company').first()).toContainText('Open value');
  await expect(page.getByTestId('open-order-delivery').filter({ hasText: doNumber })).toContainText(orderNo);
  // The dealer has no ISR code, so there is nothing to choose between.
  await expect(page.getByTestId('open-order-customer-code')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/open-orders-desktop.png', fullPage: true });

  await page.getByTestId('open-order-search').fill(soNumber.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`search=${soNumber.toLowerCase()}`));
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(orderNo);
  await expect(row).toContainText(soNumber);
  await expect(row).toContainText('Standard order');
  // The unit in words, never the ERP's code.
  await expect(row).toContainText('1 pc');
  await expect(row).not.toContainText(`1 ${uom}`);
  await expect(row).toContainText('1 of 2 delivered');

  const download = page.waitForEvent('download');
  await page.getByTestId('open-order-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^List Open Order - \d{2}-\d{2}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toContain('Order number');
  // Only the searched order: the header and its one line.
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).values).toContain(orderNo);

  await row.getByTestId('open-order-link').click();
  await expect(page).toHaveURL(/\/en-us\/order\/\d+$/);
  await expect(page.getByTestId('order-number')).toContainText(orderNo);
});

test('filters without matches say so, and a failed export shows OE1', async ({ page }) => {
  await openOpenOrders(page, '?search=no-such-order');
  await expect(page.getByTestId('open-orders-empty')).toHaveText('No open orders match these filters');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByTestId('open-order-table').locator('tbody tr.ant-table-row', { hasText: orderNo })).toHaveCount(1);

  await page.getByTestId('open-order-consignment').click();
  await expect(page).toHaveURL(/cf=1/);
  await expect(page.getByTestId('open-orders-empty')).toBeVisible();

  await page.route('**/api/reports/open-order/download**', (route) => route.fulfill({ status: 500, contentType: 'application/json',
    body: JSON.stringify({ code: 'OE1', message: 'Something went wrong (OE1).', messageKey: 'open-orders:export.failed' }) }));
  await page.getByTestId('open-order-export').click();
  await expect(page.getByTestId('open-order-export-failed')).toHaveText('Something went wrong (OE1).');
});

test('on a phone the open lines are cards', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openOpenOrders(page);
  const cards = page.getByTestId('open-order-cards');
  await expect(cards).toBeVisible();
  await expect(cards.getByTestId('open-order-card').filter({ hasText: orderNo })).toHaveCount(1);
  await expect(page.getByTestId('open-order-table')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/open-orders-phone.png', fullPage: true });
  await cards.getByTestId('open-order-link').filter({ hasText: orderNo }).click();
  await expect(page.getByTestId('order-number')).toContainText(orderNo);
});
