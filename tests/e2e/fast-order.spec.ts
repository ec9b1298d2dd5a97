import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { orderable } from './data/catalog.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { savedCartQty } from './data/people.ts';
import { graphqlAnswer, signIn } from './support.ts';

/** The number on the navbar's cart badge, read from the button's name ("Cart: 17"). */
async function badge(page: Page) {
  const label = await page.getByTestId('cart-button').getAttribute('aria-label');
  return Number(label?.match(/(\d+)\s*$/)?.[1] ?? NaN);
}

/** Orderable articles of sorg 1000 with stock and a price, under no quota. */
async function orderableCodes(count: number): Promise<string[]> {
  const db = await e2eDb();
  const rows = await db
    .selectFrom('articles')
    .select('articleCode')
    .where('sorg', '=', '1000')
    .where('stockTotal', '>', 0)
    .where('dealerPrice', '>', 0)
    .where(orderable)
    .orderBy('id')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((r) => r.articleCode);
}

const row = (page: Page, code: string) => page.locator(`[data-testid="fast-order-row"][data-code="${code}"]`);

/** Opens the fast order as a dealer of its own, whose cart starts empty; answers the login. */
async function openFastOrder(page: Page) {
  const { username } = await newDealer();
  await signIn(page, username, { at: '/en-us/catalog/fast-order' });
  await expect(page.getByTestId('fast-order')).toBeVisible();
  await expect.poll(() => badge(page), { timeout: 15_000 }).not.toBeNaN();
  return username;
}

async function pasteList(page: Page, text: string, rows: number) {
  await page.getByTestId('paste-list').click();
  await page.getByTestId('paste-text').fill(text);
  await page.getByRole('button', { name: `Add ${rows} rows` }).click();
}

test('a pasted list shows the unknown code and adds the valid rows in one go', async ({ page }) => {
  const [first, second] = await orderableCodes(2);
  const username = await openFastOrder(page);
  const before = await badge(page);

  await pasteList(page, `${first}\t2\nNOPE-0000-XX\t1\n${second};3`, 3);
  await expect(row(page, 'NOPE-0000-XX').getByTestId('row-error')).toHaveText('Unknown article code', { timeout: 15_000 });
  await expect(row(page, first).getByTestId('row-name')).toBeVisible();
  await expect(row(page, second).getByTestId('row-name')).toBeVisible();
  await expect(row(page, first).getByTestId('price')).toBeVisible();
  await expect(row(page, first).getByTestId('stock')).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/fast-order-desktop.png', fullPage: true });

  const sent = graphqlAnswer(page, 'updateProductsInCart');
  await page.getByTestId('fast-order-add').click();
  expect((await sent).ok()).toBe(true);
  await expect(page.getByText('2 rows added to the cart')).toBeVisible();
  await expect.poll(() => badge(page)).toBeGreaterThan(before);
  expect(await savedCartQty(first, username)).toBe(2);
  expect(await savedCartQty(second, username)).toBe(3);
  // The unknown row stays for correction; the added ones are gone.
  await expect(row(page, 'NOPE-0000-XX')).toBeVisible();
  await expect(row(page, first)).toHaveCount(0);
  await expect(row(page, second)).toHaveCount(0);
});

test('Enter moves down and adds a row; a bad quantity is named (phone)', async ({ page }) => {
  const [code] = await orderableCodes(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await openFastOrder(page);
  const codes = page.getByTestId('row-code');
  const rowsBefore = await codes.count();
  await codes.nth(rowsBefore - 1).fill(code);
  // Typing in the last row makes a new empty one at the end; Enter goes to it.
  await expect(codes).toHaveCount(rowsBefore + 1);
  await codes.nth(rowsBefore - 1).press('Enter');
  await expect(codes.nth(rowsBefore)).toBeFocused();
  await expect(row(page, code).getByTestId('row-name')).toBeVisible({ timeout: 15_000 });
  await page
    .getByTestId('row-qty')
    .nth(rowsBefore - 1)
    .fill('1.5');
  await expect(row(page, code).getByTestId('row-error')).toHaveText('Enter whole units, without decimals', { timeout: 15_000 });
  await expect(page.getByTestId('fast-order-add')).toBeDisabled();
  await page.screenshot({ path: 'test-results/fast-order-phone.png', fullPage: true });
});

test("previous purchases show the dealer's products with price and add to cart", async ({ page }) => {
  // The demo dealer's seeded purchase history, only read here.
  await signIn(page, 'dealer', { at: '/en-us/catalog/previous-purchases' });
  await expect(page.getByRole('heading', { name: 'Previous purchases' })).toBeVisible();
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  await expect(cards.first().getByTestId('price')).toBeVisible();
  await expect(page.getByTestId('shown-count')).toHaveText(/Showing \d+ of \d+/);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/fast-order-previous-purchases.png' });
  await page.goto('/en-us/catalog/frequent-purchases');
  await expect(page.getByRole('heading', { name: 'Frequent purchases' })).toBeVisible();
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
});

test('a CSV file and a spreadsheet paste into a code cell both fill rows', async ({ page }) => {
  const [first, second, third] = await orderableCodes(3);
  await openFastOrder(page);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'order.csv', mimeType: 'text/csv', buffer: Buffer.from(`Article;Qty\n${first};4\n`) });
  await expect(row(page, first).getByTestId('row-name')).toBeVisible({ timeout: 15_000 });
  await expect(row(page, first).getByTestId('row-qty')).toHaveValue('4');
  // A block copied from a spreadsheet, pasted into the empty code cell at the end.
  const codes = page.getByTestId('row-code');
  await codes.last().evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `${second}\t5\r\n${third}\t6\r\n`);
  await expect(row(page, second).getByTestId('row-qty')).toHaveValue('5');
  await expect(row(page, third).getByTestId('row-qty')).toHaveValue('6');
  await expect(page.getByTestId('fast-order-add')).toHaveText('Add all 3 valid rows to the cart', { timeout: 15_000 });
});
