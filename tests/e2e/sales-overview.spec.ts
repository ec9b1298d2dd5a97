import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newStaff } from './data/logins.ts';
import { e2eDb } from './data/database.ts';
import { PASSWORD, signIn } from './support.ts';

// The sales overview (spec 2 §2 /sales-overview): a sales user acting for a dealer filters by one brand, and the
// charts and the tables follow; the tables download as an xlsx of what is shown.
test.describe.configure({ timeout: 150_000 });

/** The customer of the `dealer` login (the sales user's dealer) and the brands it bought this year, most first. */
async function dealerAndBrands() {
  const db = await e2eDb();
  const { customerId } = await db.selectFrom('users').select('customerId').where('username', '=', 'dealer').executeTakeFirstOrThrow();
  const brands = await db
    .selectFrom('invoiceLines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoiceId')
    .select((eb) => ['l.brand', eb.fn.sum<number>('l.subtotal').as('net')])
    .where('i.customerId', '=', customerId!)
    .where('i.invoiceDate', '>=', `${new Date().getUTCFullYear()}-01-01`)
    .groupBy('l.brand')
    .orderBy('net', 'desc')
    .execute();
  return { customerId: customerId!, brands: brands.map((b) => b.brand) };
}

const summary = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-summary');
const firstCells = (page: Page, testId: string) =>
  page.getByTestId(testId).locator('tbody tr.ant-table-row td:first-child').allInnerTexts();

test('a sales user filters the sales overview by one brand: the charts and the tables change, and the xlsx holds it', async ({
  page,
  request,
}, testInfo) => {
  const { customerId, brands } = await dealerAndBrands();
  expect(brands.length).toBeGreaterThan(1);
  // A sales login of this test's own acts for the dealer (chosen in one session, the next sign-in starts there): the
  // customer it chose is remembered for it alone.
  const sales = await newStaff('sales');
  const login = await request.post('/login', { data: { username: sales.username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  expect((await request.post(`/change-cust/${customerId}`, { headers: { authorization: `Bearer ${requestToken}` } })).status()).toBe(200);

  await signIn(page, sales.username, { at: '/en-us/sales-overview' });
  await expect(page.getByTestId('chart-by-month')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('table-by-brand')).toBeVisible();

  const brandsBefore = await firstCells(page, 'table-by-brand');
  expect(brandsBefore.length).toBeGreaterThan(1);
  const monthBefore = await summary(page, 'chart-by-month');
  const brandChartBefore = await summary(page, 'chart-by-brand');
  expect(brandChartBefore!.split(';').length).toBe(brandsBefore.length);
  await expect(page.getByTestId('chart-by-month')).toHaveAttribute('aria-label', /Net sales by month/);
  await page.screenshot({ path: testInfo.outputPath('sales-overview-desktop.png'), fullPage: true });

  // One brand, chosen with the keyboard in the brands filter.
  const brand = brands[1];
  await page.getByLabel('Brands').focus();
  await page.keyboard.type(brand);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`brands=${encodeURIComponent(brand).replace(/%20/g, '(\\+|%20)')}`));
  await expect.poll(() => firstCells(page, 'table-by-brand')).toEqual([brand]);
  await expect.poll(() => summary(page, 'chart-by-brand')).toMatch(new RegExp(`^${brand}=\\d+$`));
  const monthAfter = await summary(page, 'chart-by-month');
  expect(monthAfter).not.toBe(monthBefore);
  // The chart's figures are the table's total.
  const [net] = monthAfter!.split('/').map(Number);
  expect(
    Number(
      brandChartBefore!
        .split(';')
        .find((p) => p.startsWith(`${brand}=`))!
        .split('=')[1],
    ),
  ).toBe(net);
  await expect(page.getByTestId('chart-by-brand')).toHaveAttribute('aria-label', new RegExp(`By brand, net sales \\d{4}: ${brand} `));

  // The download holds what is shown: the one brand, with the filter stated.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sales-download').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('By brand')!;
  expect(sheet.getRow(2).getCell(1).value).toBe(brand);
  expect(sheet.getRow(3).getCell(1).value).toBe('Total');
  const filterRows = book.getWorksheet('Filter')!.getSheetValues().flat().map(String);
  expect(filterRows).toContain(brand);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('chart-by-brand')).toBeVisible();
  // On a phone the charts stack: the brand chart sits below the month chart.
  const monthBox = (await page.getByTestId('chart-by-month').boundingBox())!;
  const brandBox = (await page.getByTestId('chart-by-brand').boundingBox())!;
  expect(brandBox.y).toBeGreaterThan(monthBox.y + monthBox.height);
  expect(brandBox.x + brandBox.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('sales-overview-phone.png'), fullPage: true });
});

test('a filter without sales says so', async ({ page }) => {
  // A year long before the history: the filter still works and nothing was sold.
  await signIn(page, 'dealer', { at: '/en-us/sales-overview?year=2015' });
  await expect(page.getByTestId('sales-empty')).toContainText('No sales in this period');
  await expect(page.getByTestId('sales-download')).toBeDisabled();
});
