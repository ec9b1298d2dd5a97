import ExcelJS from 'exceljs';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { signIn } from './support.ts';
import { dealerOrderingData, erpTick, placeDealerOrder, soNumberOf } from './ordering.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer, type MadeDealer } from './data/dealers.ts';

// Sign-in, the app's first load and a download each take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });
const PO_NUMBER = `E2E-OPEN-${uniqueTag()}`;

/** One of the two bikes is on its way: a delivery the ERP would write, arriving in three days. */
async function deliverOneBike(orderNo: string) {
  const db = await e2eDb();
  const line = await db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select(['l.id', 'l.articleCode', 'l.uom', 'l.unitPrice', 'o.id as orderId', 'o.customerId', 'o.shipTo'])
    .where('o.orderNo', '=', orderNo)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const doNumber = `DO1000E2E${uniqueTag()}`;
  const { id: deliveryId } = await db
    .insertInto('deliveries')
    .values({
      doNumber,
      orderId: line.orderId,
      customerId: line.customerId,
      sorg: '1000',
      shipTo: line.shipTo,
      deliveryDate: day(0),
      requestDeliveryDate: null,
      estimatedDeliveryDate: day(3),
      expeditionName: 'JNE',
      trackingNo: null,
      trackingUrl: null,
      notes: null,
      currency: 'IDR',
      createdAt: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('deliveryLines')
    .values({
      deliveryId,
      orderLineId: line.id,
      articleCode: line.articleCode,
      qty: 1,
      uom: line.uom,
      price: line.unitPrice,
      subtotal: line.unitPrice,
    })
    .execute();
  return doNumber;
}

async function openOpenOrders(page: Page, query = '') {
  await signIn(page, dealer.username, { at: `/en-us/order/open-order${query}` });
  await expect(page.getByTestId('open-orders')).toBeVisible({ timeout: 30_000 });
}

let dealer: MadeDealer;
let orderNo = '';
let uom = '';
let doNumber = '';
let soNumber = '';

test.beforeAll(async ({ request }) => {
  // A dealer of its own: its open orders are this one only.
  dealer = await newDealer();
  orderNo = await placeDealerOrder(request, PO_NUMBER, 'TERM', dealer.username);
  uom = (await dealerOrderingData(dealer.username)).article.uom;
  doNumber = await deliverOneBike(orderNo);
  await erpTick();
  soNumber = (await soNumberOf(orderNo)) ?? '';
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

  await page.route('**/api/reports/open-order/download**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'OE1', message: 'Something went wrong (OE1).', messageKey: 'open-orders:export.failed' }),
    }),
  );
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
