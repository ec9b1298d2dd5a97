import { expect, test } from './fixtures.ts';
import { closeBannerPopup, e2eDatabase, signIn, tabTo } from './support.ts';

// Catalogue analyze (issue 23 point 2): a sales rep picks one of their dealers, pastes a blocked and an orderable
// article code and reads, per article, the cart's verdict with the flag that blocks and the reason recorded with it.
// Desktop and phone, and the -new address shows the same desk.
test.describe.configure({ timeout: 180_000 });

// The seed withdraws a blocked article from ordering as well: the cart reads that flag first (api/cart/line-checks.ts).
const REASON = "Can't be purchased: this article is not released for ordering";

/** The seed's articles of the Indonesian market: one ordering is blocked for (with its recorded reason), one nothing blocks. */
function articles() {
  const db = e2eDatabase();
  try {
    const blocked = db.prepare(`SELECT a.article_code AS code, a.article_code_display AS display, aa.blocked_reason AS reason FROM articles a
      JOIN article_analysis aa ON aa.article_id = a.id WHERE a.sorg = '1000' AND aa.order_blocked = 1 AND aa.blocked_reason IS NOT NULL
      ORDER BY a.id LIMIT 1`).get() as { code: string; display: string; reason: string };
    const orderable = db.prepare(`SELECT a.article_code AS code FROM articles a JOIN article_analysis aa ON aa.article_id = a.id
      WHERE a.sorg = '1000' AND aa.allow_to_order = 1 AND aa.has_price = 1 AND aa.invalid_article = 0 AND aa.order_blocked = 0
      AND aa.hierarchy_blocked = 0 AND aa.brand_blocked = 0 AND aa.category_blocked = 0 AND aa.sorg_blocked = 0
      AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id) ORDER BY a.id LIMIT 1`).get() as { code: string };
    const dealer = db.prepare(`SELECT c.id, c.code_r3 AS code, c.name FROM customers c JOIN users u ON u.customer_id = c.id WHERE u.username = 'dealer'`)
      .get() as { id: number; code: string; name: string };
    return { blocked, orderable, dealer };
  } finally {
    db.close();
  }
}

test('a sales rep analyzes a blocked article for their dealer and reads why', async ({ page, browser }, testInfo) => {
  const { blocked, orderable, dealer } = articles();
  await signIn(page, 'sales');
  await closeBannerPopup(page);
  await page.goto('/en-us/admin/catalog-analyze');
  await expect(page.getByTestId('analyze-empty')).toBeVisible();

  // Asking without a customer or codes says what is missing.
  await page.getByTestId('analyze-submit').click();
  const form = page.getByTestId('analyze-form');
  await expect(form.getByText('Choose a customer', { exact: true })).toBeVisible();
  await expect(form.getByText('Enter at least one article code', { exact: true })).toBeVisible();

  // The customer is found on the server by code, among the rep's dealers; keyboard only.
  const picker = page.getByRole('combobox', { name: 'Customer' });
  await tabTo(page, picker);
  await page.keyboard.type(dealer.code);
  const option = page.locator('.ant-select-item-option').filter({ hasText: dealer.name });
  await expect(option).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-selection-item').filter({ hasText: dealer.name })).toBeVisible();

  // A pasted order list: "code;qty" rows keep their codes.
  await page.getByTestId('analyze-codes').fill(`${blocked.code};2\n${orderable.code}`);
  await expect(page.getByText('2 of at most 100 codes')).toBeVisible();
  await page.getByTestId('analyze-submit').click();

  const blockedCard = page.locator(`[data-testid="analyze-result"][data-code="${blocked.code}"]`);
  await expect(blockedCard).toHaveAttribute('data-orderable', 'false');
  await expect(blockedCard.getByTestId('analyze-reason')).toHaveText(REASON);
  await expect(blockedCard.getByText(`Reason recorded with the block: ${blocked.reason}`)).toBeVisible();
  const flagRow = blockedCard.getByTestId('analyze-flags').locator('tr').filter({ hasText: 'Order block' });
  await expect(flagRow).toContainText('Ordering the article is blocked');
  await expect(flagRow.getByTestId('flag-blocks')).toHaveText('Blocks ordering');
  await expect(blockedCard.getByTestId('analyze-flags').locator('tr').filter({ hasText: 'Released for ordering' }).getByTestId('flag-blocks'))
    .toHaveText('Blocks ordering');
  await expect(blockedCard.getByTestId('analyze-price')).toContainText('Rp');

  const okCard = page.locator(`[data-testid="analyze-result"][data-code="${orderable.code}"]`);
  await expect(okCard).toHaveAttribute('data-orderable', 'true');
  await expect(okCard.getByTestId('analyze-verdict')).toContainText('The cart takes 1');
  await expect(page).toHaveURL(new RegExp(`customer=${dealer.id}`));
  await page.screenshot({ path: testInfo.outputPath('catalog-analyze-desktop.png'), fullPage: true });

  // The newer address is the same desk, and the URL carries the question to a phone.
  const query = new URL(page.url()).search;
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signIn(phone, 'sales');
  await closeBannerPopup(phone);
  await phone.goto(`/en-us/admin/catalog-analyze-new${query}`);
  const phoneCard = phone.locator(`[data-testid="analyze-result"][data-code="${blocked.code}"]`);
  await expect(phoneCard.getByTestId('analyze-reason')).toHaveText(REASON);
  await expect(phoneCard.getByTestId('analyze-flags').getByTestId('flag-blocks')).toHaveCount(2);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: testInfo.outputPath('catalog-analyze-phone.png'), fullPage: true });
  await phone.close();
});

test('the rep cannot read another dealer through the address', async ({ page }) => {
  const db = e2eDatabase();
  const other = db.prepare(`SELECT c.id FROM customers c JOIN users u ON u.customer_id = c.id WHERE u.username = 'dealer2'`).get() as { id: number };
  db.close();
  const { blocked } = articles();
  await signIn(page, 'sales');
  await closeBannerPopup(page);
  await page.goto(`/en-us/admin/catalog-analyze?customer=${other.id}&codes=${encodeURIComponent(blocked.code)}`);
  await expect(page.getByText('You may not analyze articles for this customer')).toBeVisible();
  await expect(page.getByTestId('analyze-result')).toHaveCount(0);
  // Still signed in: a refused customer is no reason to end the session.
  await expect(page).toHaveURL(/admin\/catalog-analyze/);
});
