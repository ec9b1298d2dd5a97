import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { newStaff } from './data/logins.ts';
import { closeBannerPopup, PASSWORD, signIn } from './support.ts';

const LONG_NAME = 'Toko Sepeda Sejahtera Abadi Jaya Makmur Sentosa Cabang Surabaya Timur';

/**
 * A new dealer in the sales user's area gets a long name: the e2e server's database is written directly, as a
 * master-data import would.
 */
async function longNamedDealer(): Promise<number> {
  const { customerId } = await newDealer();
  const db = await e2eDb();
  await db.updateTable('customers').set({ name: LONG_NAME }).where('id', '=', customerId).execute();
  return customerId;
}

/** The whole name is drawn: the element holds it all, nothing is cut off, and it lies inside the window. */
async function expectWholeName(page: Page, name: Locator) {
  await expect(name).toHaveText(LONG_NAME);
  await expect(name).toBeInViewport({ ratio: 1 });
  const cut = await name.evaluate((el) => {
    const style = getComputedStyle(el);
    return el.scrollWidth > el.clientWidth + 1 || (style.textOverflow === 'ellipsis' && style.overflow === 'hidden');
  });
  expect(cut).toBe(false);
  const box = (await name.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a sales user sees the whole name of the dealer they act for on every page, also after signing in again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000); // four pages and two sizes, each checked by axe as it opens
  const customerId = await longNamedDealer();
  // A salesman of this test's own: the customer chosen comes back at their next sign-in, and at no one else's.
  const sales = await newStaff('sales');
  // The customer is chosen in one session (the API, as the dialog does) ...
  const login = await request.post('/login', { data: { username: sales.username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  expect((await request.post(`/change-cust/${customerId}`, { headers: { authorization: `Bearer ${requestToken}` } })).status()).toBe(200);

  // ... and the next sign-in acts for it from the first page.
  await signIn(page, sales.username);
  await closeBannerPopup(page);
  const banner = page.getByTestId('acting-for');
  await expect(banner).toContainText('You are acting for');
  await expectWholeName(page, banner.getByTestId('acting-for-name'));
  await page.screenshot({ path: testInfo.outputPath('acting-for-desktop.png') });

  for (const to of ['/en-us/order', '/en-us/invoice/open-invoice', '/en-us/claim']) {
    await page.goto(to);
    await expectWholeName(page, page.getByTestId('acting-for').getByTestId('acting-for-name'));
  }
  // The change button opens the customer dialog where the customer menu applies.
  await page.goto('/en-us/order');
  await page.getByTestId('acting-for-change').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/cart');
  await expectWholeName(page, page.getByTestId('acting-for').getByTestId('acting-for-name'));
  await page.screenshot({ path: testInfo.outputPath('acting-for-phone.png') });
});

test('a dealer acting for their own company sees no acting-for banner', async ({ page }) => {
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await expect(page.getByTestId('customer-chip')).toBeVisible();
  await expect(page.getByTestId('acting-for')).toHaveCount(0);
});
