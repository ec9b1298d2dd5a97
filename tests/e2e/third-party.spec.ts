import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { closeBannerPopup, openOptions, signIn, withoutBannerPopup } from './support.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { newStaff } from './data/logins.ts';
import { newVendor } from './data/vendors.ts';

// Third party (spec 3 §2 /3rd-party, §7): a vendor maintains an article by uploading a product file (a bad file first,
// its rows' errors shown, nothing saved), a dealer finds it in the catalogue and orders it, the vendor moves the
// order line on, and the dealer sees the new status; the card view and the order list on a phone.
test.describe.configure({ timeout: 180_000 });

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };

async function lineOf(orderNo: string, articleCode: string) {
  const db = await e2eDb();
  return db
    .selectFrom('thirdPartyOrderLines as l')
    .innerJoin('thirdPartyOrders as o', 'o.id', 'l.orderId')
    .leftJoin('thirdPartyProducts as p', 'p.id', 'l.productId')
    .select(['l.status', 'l.qty', 'p.stock'])
    .where('o.orderNo', '=', orderNo)
    .where('l.articleCode', '=', articleCode)
    .executeTakeFirst();
}

async function session(browser: Browser, username: string, viewport = desktop): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await withoutBannerPopup(context);
  const page = await context.newPage();
  await signIn(page, username);
  await closeBannerPopup(page);
  return page;
}

test('a vendor maintains an article, a dealer orders it, the vendor moves the line and the dealer sees it', { tag: '@cluster' }, async ({
  page,
  browser,
}) => {
  const articleCode = `E2E-${uniqueTag()}`;
  const name = `Valve caps ${articleCode}`;

  // The vendor: a product file with a bad row is refused as a whole, with the row's errors; the corrected one saves.
  await page.setViewportSize(desktop);
  await signIn(page, 'vendor-id', { at: '/en-us/3rd-party/article-maintenance' });
  await expect(page.getByTestId('tp-maintenance-table')).toContainText('BS-TUBE-2612');
  const upload = page.getByTestId('tp-upload-products').locator('input[type=file]');
  await upload.setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`articleCode,name,salesUnit,price,stock\n${articleCode},${name},BOX,45000,12\nBS-BAD-1,,PC,abc,1\n`),
  });
  const errors = page.getByTestId('tp-upload-products-errors');
  await expect(errors).toContainText('Nothing was saved: 2 problems in the file');
  await expect(errors).toContainText('Price must be a number of 0 or more with at most 0 decimals');
  await page.screenshot({ path: 'test-results/third-party-maintenance-errors-desktop.png', fullPage: true });
  await upload.setInputFiles({
    name: 'products.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`articleCode,name,salesUnit,price,stock\n${articleCode},${name},BOX,45000,12\n`),
  });
  await expect(page.getByTestId('tp-upload-products-done')).toContainText('1 row saved');
  await page.getByTestId('tp-maintenance').getByPlaceholder('Search article, name or description').fill(articleCode);
  await expect(page.getByTestId(`tp-stock-${articleCode}`)).toHaveText('12');

  // The dealer (one of its own: its cart and orders are this test's) finds it, orders two boxes, and is told the order number.
  const { username } = await newDealer();
  const dealer = await session(browser, username);
  await dealer.goto('/en-us/3rd-party/catalog');
  await dealer.getByTestId('tp-search').fill(articleCode);
  const row = dealer.getByTestId('tp-catalog-table').locator('tr', { hasText: articleCode });
  await expect(row).toContainText('12 in stock');
  await row.getByRole('spinbutton').fill('2');
  await dealer.getByTestId(`tp-add-${articleCode}`).click();
  await dealer.screenshot({ path: 'test-results/third-party-catalog-desktop.png', fullPage: true });
  // The cart survives a reload.
  await dealer.reload();
  await dealer.getByTestId('tp-cart-open').click();
  const cart = dealer.getByTestId('tp-cart');
  await expect(cart.getByTestId(`tp-cart-line-${articleCode}`)).toBeVisible();
  await expect(cart.getByTestId('tp-checkout-form').locator('.ant-select-selection-item')).not.toBeEmpty();
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await cart.getByTestId('tp-delivery-date').click();
  await dealer.keyboard.type(date);
  await dealer.keyboard.press('Tab');
  await expect(cart.getByTestId('tp-delivery-date')).toHaveValue(date);
  await dealer.screenshot({ path: 'test-results/third-party-cart-desktop.png' });
  await cart.getByTestId('tp-checkout').click();
  const placed = cart.getByTestId('tp-placed');
  await expect(placed).toHaveText(/^3P1\d{7}$/);
  const orderNo = (await placed.textContent())!.trim();
  expect(await lineOf(orderNo, articleCode)).toMatchObject({ status: 'ordered', qty: 2, stock: 10 });

  // The vendor confirms and ships the line.
  await page.goto('/en-us/3rd-party/order');
  await page.getByTestId('tp-order-search').fill(orderNo);
  const order = page.getByTestId(`tp-order-${orderNo}`);
  await order.getByTestId(`tp-move-${articleCode}-confirmed`).click();
  await expect(order.getByTestId(`tp-line-${articleCode}`).getByTestId('tp-line-status')).toHaveText('Confirmed');
  await order.getByTestId(`tp-move-${articleCode}-shipped`).click();
  await expect(order.getByTestId(`tp-line-${articleCode}`).getByTestId('tp-line-status')).toHaveText('Shipped');
  await expect(order.getByTestId(`tp-move-${articleCode}-cancelled`)).toHaveCount(0);
  await page.screenshot({ path: 'test-results/third-party-orders-vendor-desktop.png', fullPage: true });
  expect((await lineOf(orderNo, articleCode))?.status).toBe('shipped');

  // The dealer follows: the line shows shipped, with no move of its own.
  await dealer.goto('/en-us/3rd-party/order');
  await dealer.getByTestId('tp-order-search').fill(orderNo);
  const followed = dealer.getByTestId(`tp-order-${orderNo}`);
  await expect(followed.getByTestId(`tp-line-${articleCode}`).getByTestId('tp-line-status')).toHaveText('Shipped');
  await expect(followed.locator('[data-testid^="tp-move-"]')).toHaveCount(0);
  await dealer.context().close();

  // On a phone: the card view of the catalogue and the order list.
  const mobile = await session(browser, username, phone);
  await mobile.goto('/en-us/3rd-party/catalog-new');
  await expect(mobile.getByTestId('tp-catalog-cards')).toBeVisible();
  await expect(mobile.getByTestId('tp-card-BS-TYRE-2920')).toContainText('Out of stock');
  await mobile.screenshot({ path: 'test-results/third-party-catalog-cards-phone.png', fullPage: true });
  await mobile.goto('/en-us/3rd-party/order');
  await mobile.getByTestId('tp-order-search').fill(orderNo);
  await expect(mobile.getByTestId(`tp-order-${orderNo}`).getByTestId('tp-line-status')).toHaveText('Shipped');
  await mobile.screenshot({ path: 'test-results/third-party-orders-phone.png', fullPage: true });
  await mobile.context().close();
});

test('a vendor updates attributes of many products in batches of 75 with progress', async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page, 'vendor-id2', { at: '/en-us/3rd-party/article-maintenance' });
  const table = page.getByTestId('tp-maintenance-table');
  await expect(table).toContainText('HG-URBAN-M');
  await table.locator('thead input[type=checkbox]').check();
  await expect(page.getByTestId('tp-selected')).toContainText('products selected');
  await page.getByTestId('tp-update-attributes').click();
  await page.getByTestId('tp-attributes-form').getByRole('spinbutton').fill('5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('tp-run-done')).toContainText('products updated');
  await expect(page.getByTestId('tp-run').getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await page.screenshot({ path: 'test-results/third-party-maintenance-phone.png', fullPage: true });
});

/** A product of the vendor's own, straight into the store: the spec's data, not the page under test. */
async function productOf(vendorId: number, articleCode: string, name: string) {
  const db = await e2eDb();
  await db
    .insertInto('thirdPartyProducts')
    .values({
      vendorId,
      articleCode,
      name,
      description: 'Made by the spec',
      salesUnit: 'PC',
      uomConverter: 1,
      price: 15_000,
      currency: 'IDR',
      stock: 9,
      imageUrl: null,
      displayOrder: null,
      newArrivalFrom: null,
      newArrivalTo: null,
      newArrivalActive: 0,
      updatedAt: new Date().toISOString(),
    })
    .execute();
}

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', phone],
] as const) {
  test(`admin chooses a vendor in Article maintenance and sees its articles (${name})`, async ({ browser }) => {
    const vendor = await newVendor();
    const articleCode = `E2E-${uniqueTag()}`;
    await productOf(vendor.vendorId, articleCode, `Bell ${articleCode}`);
    const admin = await newStaff('admin');
    const page = await session(browser, admin.username, viewport);
    await page.goto('/en-us/3rd-party/article-maintenance');
    // Nothing to maintain until a vendor is chosen, and no dead end.
    await expect(page.getByTestId('tp-choose-vendor')).toBeVisible();
    await expect(page.getByTestId('tp-maintenance')).not.toContainText('not linked to a vendor');
    const select = page.getByTestId('tp-vendor-select');
    await select.click();
    const found = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes(vendor.name));
    await page.keyboard.type(vendor.name);
    await found;
    await openOptions(page)
      .and(page.locator(`[title^="${vendor.name} ("]`))
      .click();
    const table = page.getByTestId('tp-maintenance-table');
    await expect(table).toContainText(articleCode);
    await expect(table).not.toContainText('BS-TUBE-2612');
    await expect(page.getByTestId('tp-upload-stock')).toBeVisible();
    await page.screenshot({ path: `test-results/third-party-maintenance-admin-${name}.png`, fullPage: true });
    await page.context().close();
  });
}

test('the seeded vendor login sees its articles, with no "not linked" message', async ({ browser }) => {
  for (const viewport of [desktop, phone]) {
    const page = await session(browser, 'vendor', viewport);
    await page.goto('/en-us/3rd-party/article-maintenance');
    await expect(page.getByTestId('tp-maintenance-table')).toContainText('BS-TUBE-2612');
    await expect(page.getByTestId('tp-maintenance')).not.toContainText('not linked to a vendor');
    await expect(page.getByTestId('tp-vendor-select')).toHaveCount(0);
    await page.context().close();
  }
});
