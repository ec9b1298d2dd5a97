import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures.ts';
import { placeDealerOrder } from './ordering.ts';
import { signIn } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATA_DIR = PORT === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${PORT}`;
const DAY = 86_400_000;

test.describe.configure({ timeout: 90_000 });

/** Open invoices of a user's customer with the bikes company, `dueIn` days from today (negative: overdue); answers their ids. */
function invoicesOf(username: string, bills: { total: number; dueIn: number }[]) {
  const db = new Database(path.resolve(DATA_DIR, 'portal.sqlite'), { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    const c = db.prepare(`SELECT c.id, c.code_isr AS isr, c.code_r3 AS r3, c.name, a.sorg, s.currency FROM users u
      JOIN customers c ON c.id = u.customer_id JOIN customer_areas a ON a.customer_id = c.id
      JOIN sales_organisations s ON s.sorg = a.sorg WHERE u.username = ?`).get(username) as
      { id: number; isr: string | null; r3: string; name: string; sorg: string; currency: string };
    const company = db.prepare('SELECT id FROM companies WHERE code = ?').get(`${c.sorg}-B`) as { id: number };
    const insert = db.prepare(`INSERT INTO invoices (invoice_no, sorg, company_id, customer_id, payer_code, payer_name, invoice_date,
      due_date, fiscal_year, terms, status, currency, lines_total, tax, grand_total, paid_amount, accounting_no, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, 2026, 'NT30', 'open', ?, ?, 0, ?, 0, ?, ?)`);
    const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    return bills.map((b, i) => Number(insert.run(`E2EHOME${Date.now() % 1_000_000}${i}`, c.sorg, company.id, c.id, c.isr ?? c.r3, c.name,
      day(b.dueIn - 30), day(b.dueIn), c.currency, b.total, b.total, `14H${Date.now() % 100_000}${i}`, new Date().toISOString()).lastInsertRowid));
  } finally {
    db.close();
  }
}

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
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('banner-popup')).toHaveCount(0);

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
