import { expect, test } from './fixtures.ts';
import { openInvoicesOf, settleOverdueInvoices } from './open-invoices-fixture.ts';
import { placeDealerOrder } from './ordering.ts';
import { e2eDatabase, signIn } from './support.ts';


test.describe.configure({ timeout: 90_000 });

const invoicesOf = (username: string, bills: { total: number; dueIn: number }[]) => openInvoicesOf(username, bills, 'E2EHOME');

test.beforeEach(async ({ page }, testInfo) => {
  // The promotions popup is not what these are about (but one): dismissed before any page loads.
  if (testInfo.title.includes('pop-up')) return;
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
});

test("a dealer's home shows invoices due and overdue with a working pay link, credit and open orders", async ({ page, request }, testInfo) => {
  const ids = invoicesOf('dealer', [{ total: 4_400_000, dueIn: -12 }, { total: 1_100_000, dueIn: 9 }]);
  await placeDealerOrder(request, `HOME-${Date.now() % 100_000}`);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'dealer');

  const invoices = page.getByTestId('home-invoices');
  const bikes = invoices.locator('[data-testid="home-invoice-company"][data-company="1000-B"]');
  await expect(bikes).toContainText('Overdue');
  await expect(bikes.getByTestId('home-pay')).toBeVisible();
  await expect(page.getByTestId('home-credit').getByTestId('home-credit-company').first()).toBeVisible();
  await expect(page.getByTestId('home-credit')).toContainText('credit limit');
  const openOrders = page.getByTestId('home-open-orders');
  await expect(openOrders).toContainText('Open orders');
  expect(Number((await openOrders.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByTestId('home-claims')).toBeVisible();
  await expect(page.getByTestId('recall-card')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-dealer-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bikes.getByTestId('home-pay')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-dealer-phone.png'), fullPage: true });

  // The pay link opens the payment page with the overdue invoices chosen: the one just made among them, the one not yet due not.
  await bikes.getByTestId('home-pay').click();
  await expect(page).toHaveURL(/\/en-us\/payment\/invoice\?invoices=/);
  const chosen = new URL(page.url()).searchParams.get('invoices')!.split(',').map(Number);
  expect(chosen).toContain(ids[0]);
  expect(chosen).not.toContain(ids[1]);
  await expect(page.getByTestId('payment-invoice').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-invoice')).toHaveCount(chosen.length);
});

test.describe('a dealer blocked for an invoice 75 days past due', () => {
  // The block is this test's own: paid afterwards, so the specs after it find the dealer able to order.
  test.afterEach(() => { settleOverdueInvoices('dealer'); });

  test("the sales user's home lists the dealers with blocks first", async ({ page }, testInfo) => {
    // An invoice 75 days past due: the bikes company blocks the dealer (oldest invoice too long overdue).
    invoicesOf('dealer', [{ total: 2_000_000, dueIn: -75 }]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, 'sales');

    const rows = page.getByTestId('home-dealer');
    await expect(rows.first()).toBeVisible();
    const blocked = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-blocked') === 'true'));
    expect(blocked[0]).toBe(true);
    // Every blocked dealer comes before every dealer without a block.
    expect(blocked).toEqual([...blocked].sort((a, b) => Number(b) - Number(a)));
    const dealer = page.locator('[data-testid="home-dealer"][data-customer="100012"]');
    await expect(dealer).toHaveAttribute('data-blocked', 'true');
    await expect(dealer).toContainText('Oldest invoice too long overdue');
    await expect(page.getByTestId('home-dealers-summary')).toContainText('blocked');
    await page.screenshot({ path: testInfo.outputPath('home-sales-desktop.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dealer).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-sales-phone.png'), fullPage: true });
  });
});

test("the content admin's home counts what they manage, with links", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'content');
  const banners = page.getByTestId('home-staff-banners');
  await expect(banners).toBeVisible();
  await expect(page.getByTestId('home-invoices')).toHaveCount(0);
  await banners.click();
  await expect(page).toHaveURL(/\/en-us\/admin\/banners/);
});

test("the promotion pop-up waits for the page and speaks the reader's language", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'dealer');
  // The Indonesian market's banners are pictures with Indonesian words: an English reader is not shown them.
  await expect(page.getByTestId('home-invoices')).toBeVisible();
  await expect(page.locator('[data-testid="dealer-home"] .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
  // Other specs add banners without words, shown to everyone: only the Indonesian pictures must stay away.
  const db = e2eDatabase();
  const indonesian = (db.prepare("SELECT banner_file AS file FROM banners WHERE sorg = '1000' AND language = 'id'").all() as { file: string }[])
    .map((b) => encodeURIComponent(b.file));
  db.close();
  expect(indonesian.length).toBeGreaterThan(0);
  await page.waitForTimeout(1_500);
  const shown = await page.getByTestId('banner-popup').locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
  expect(shown.filter((src) => indonesian.some((file) => src.includes(file)))).toEqual([]);

  // A reader of Indonesian gets them, once the page is there: the dealer's figures come slowly, the pop-up waits.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('dealerHome')) await new Promise((r) => setTimeout(r, 3_000));
    await route.continue();
  });
  await page.goto('/id-id');
  const popup = page.getByTestId('banner-popup');
  await expect(popup).toBeVisible({ timeout: 30_000 });
  expect(await page.locator('[data-testid="dealer-home"] .ant-skeleton-active').count()).toBe(0);
  await expect(page.getByTestId('home-invoices')).toContainText('Faktur');
  await page.screenshot({ path: testInfo.outputPath('home-popup-id.png') });
  await page.getByRole('dialog').filter({ has: popup }).getByRole('button').first().click();
  await expect(popup).toBeHidden();
});
