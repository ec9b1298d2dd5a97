import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { closeBannerPopup, e2eWritableDatabase, PASSWORD, signIn } from './support.ts';

const LONG_NAME = 'Toko Sepeda Sejahtera Abadi Jaya Makmur Sentosa Cabang Surabaya Timur';

/**
 * One of the sales user's dealers (not `dealer`'s own, which other specs name) gets a long name: the e2e server's
 * database is written directly, as a master-data import would.
 */
function renameSalesCustomer(): number {
  const db = e2eWritableDatabase();
  try {
    const row = db.prepare(`SELECT ca.customer_id AS id FROM customer_areas ca JOIN user_areas ua ON ua.sorg = ca.sorg
      AND ua.limitation = 'salesman' AND ua.value = ca.salesman JOIN users u ON u.id = ua.user_id
      WHERE u.username = 'sales' AND ca.customer_id NOT IN (SELECT customer_id FROM users WHERE username = 'dealer' AND customer_id IS NOT NULL)
      ORDER BY ca.customer_id DESC`).get() as { id: number };
    db.prepare('UPDATE customers SET name = ? WHERE id = ?').run(LONG_NAME, row.id);
    return row.id;
  } finally {
    db.close();
  }
}

/** The whole name is drawn: the element holds it all, nothing is cut off, and it lies inside the window. */
async function expectWholeName(page: Page, name: Locator) {
  await expect(name).toHaveText(LONG_NAME);
  await expect(name).toBeInViewport({ ratio: 1 });
  const cut = await name.evaluate((el) => {
    const style = getComputedStyle(el);
    return el.scrollWidth > el.clientWidth + 1 || style.textOverflow === 'ellipsis' && style.overflow === 'hidden';
  });
  expect(cut).toBe(false);
  const box = (await name.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('a sales user sees the whole name of the dealer they act for on every page, also after signing in again', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000); // four pages and two sizes, each checked by axe as it opens
  const customerId = renameSalesCustomer();
  // The customer is chosen in one session (the API, as the dialog does) ...
  const login = await request.post('/login', { data: { username: 'sales', password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  expect((await request.post(`/change-cust/${customerId}`, { headers: { authorization: `Bearer ${requestToken}` } })).status()).toBe(200);

  // ... and the next sign-in acts for it from the first page.
  await signIn(page, 'sales');
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
