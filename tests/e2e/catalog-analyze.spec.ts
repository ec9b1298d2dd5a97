import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { newStaff } from './data/logins.ts';
import { customerOf } from './data/people.ts';
import { PASSWORD, signIn, tabTo } from './support.ts';

// Catalogue analyze: a sales rep picks one of their dealers, pastes a blocked and an orderable article code and reads,
// per article, the cart's verdict with the flag that blocks and the reason recorded with it. Desktop and phone, and
// the -new address shows the same desk.
test.describe.configure({ timeout: 180_000 });

// The seed withdraws a blocked article from ordering as well: the cart reads that flag first (api/cart/line-checks.ts).
const REASON = "Can't be purchased: this article is not released for ordering";

/** The seed's articles of the Indonesian market: one ordering is blocked for (with its recorded reason), one nothing blocks. */
async function articles() {
  const db = await e2eDb();
  const blocked = await db
    .selectFrom('articles as a')
    .innerJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select(['a.articleCode as code', 'a.articleCodeDisplay as display', 'aa.blockedReason as reason'])
    .where('a.sorg', '=', '1000')
    .where('aa.orderBlocked', '=', 1)
    .where('aa.blockedReason', 'is not', null)
    .orderBy('a.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const orderable = await db
    .selectFrom('articles as a')
    .innerJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
    .select('a.articleCode as code')
    .where('a.sorg', '=', '1000')
    .where('aa.allowToOrder', '=', 1)
    .where('aa.hasPrice', '=', 1)
    .where('aa.invalidArticle', '=', 0)
    .where('aa.orderBlocked', '=', 0)
    .where('aa.hierarchyBlocked', '=', 0)
    .where('aa.brandBlocked', '=', 0)
    .where('aa.categoryBlocked', '=', 0)
    .where('aa.sorgBlocked', '=', 0)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('orderQuotas as q').select('q.articleId').whereRef('q.articleId', '=', 'a.id'))))
    .orderBy('a.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const dealer = await customerOf('dealer');
  return { blocked, orderable, dealer: { id: dealer.id, code: dealer.r3, name: dealer.name } };
}

test('a sales rep analyzes a blocked article for their dealer and reads why', async ({ page, browser }, testInfo) => {
  const { blocked, orderable, dealer } = await articles();
  // A rep of this test's own acts for no one yet, so the page opens without a customer.
  const rep = await newStaff('sales');
  await signIn(page, rep.username, { at: '/en-us/admin/catalog-analyze' });
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
  // Enter picks the active option: the list marks the server's answer active once it has drawn it.
  await expect(option).toHaveClass(/ant-select-item-option-active/);
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
  await expect(
    blockedCard.getByTestId('analyze-flags').locator('tr').filter({ hasText: 'Released for ordering' }).getByTestId('flag-blocks'),
  ).toHaveText('Blocks ordering');
  await expect(blockedCard.getByTestId('analyze-price')).toContainText('Rp');

  const okCard = page.locator(`[data-testid="analyze-result"][data-code="${orderable.code}"]`);
  await expect(okCard).toHaveAttribute('data-orderable', 'true');
  await expect(okCard.getByTestId('analyze-verdict')).toContainText('The cart takes 1');
  await expect(page).toHaveURL(new RegExp(`customer=${dealer.id}`));
  await page.screenshot({ path: testInfo.outputPath('catalog-analyze-desktop.png'), fullPage: true });

  // The newer address is the same desk, and the URL carries the question to a phone.
  const query = new URL(page.url()).search;
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signIn(phone, rep.username, { at: `/en-us/admin/catalog-analyze-new${query}` });
  const phoneCard = phone.locator(`[data-testid="analyze-result"][data-code="${blocked.code}"]`);
  await expect(phoneCard.getByTestId('analyze-reason')).toHaveText(REASON);
  await expect(phoneCard.getByTestId('analyze-flags').getByTestId('flag-blocks')).toHaveCount(2);
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: testInfo.outputPath('catalog-analyze-phone.png'), fullPage: true });
  await phone.close();
});

test('the rep cannot read another dealer through the address', async ({ page }) => {
  const other = await customerOf('dealer2');
  const { blocked } = await articles();
  await signIn(page, 'sales', { at: `/en-us/admin/catalog-analyze?customer=${other.id}&codes=${encodeURIComponent(blocked.code)}` });
  await expect(page.getByText('You may not analyze articles for this customer')).toBeVisible();
  await expect(page.getByTestId('analyze-result')).toHaveCount(0);
  // Still signed in: a refused customer is no reason to end the session.
  await expect(page).toHaveURL(/admin\/catalog-analyze/);
});

/** The codes the portal shows for a bike (spaces inside) and a part of the Indonesian market: display and internal. */
async function shownCodes() {
  const db = await e2eDb();
  const pick = (category: 'BIKE' | 'PAA', like: string) =>
    db
      .selectFrom('articles')
      .select(['articleCode as code', 'articleCodeDisplay as display'])
      .where('sorg', '=', '1000')
      .where('category', '=', category)
      .where('articleCodeDisplay', 'like', like)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
  return { bike: await pick('BIKE', '% %'), part: await pick('PAA', '%-%') };
}

test('a rep acting for a dealer finds that dealer chosen and analyzes the codes the portal shows', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const dealer = await newDealer();
  const rep = await newStaff('sales');
  const { bike, part } = await shownCodes();
  // The rep acts for the dealer (chosen in the customer dialog, here through the API it calls).
  const login = await request.post('/login', { data: { username: rep.username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  expect((await request.post(`/change-cust/${dealer.customerId}`, { headers: { authorization: `Bearer ${requestToken}` } })).status()).toBe(
    200,
  );

  await signIn(page, rep.username, { at: '/en-us/admin/catalog-analyze' });
  const form = page.getByTestId('analyze-form');
  await expect(form.locator('.ant-select-selection-item').filter({ hasText: dealer.name })).toBeVisible();

  // As copied from a product page (the bike's display code, spaces and all) and the cart (the part's), one per line,
  // and the bike once more as a spreadsheet cell without its spaces.
  const squeezed = bike.display.replace(/ /g, '').toLowerCase();
  await page.getByTestId('analyze-codes').fill(`${bike.display}\n${part.display}\t${squeezed}`);
  await expect(form.getByText('3 of at most 100 codes')).toBeVisible();
  await page.getByTestId('analyze-submit').click();

  const results = page.getByTestId('analyze-results');
  await expect(results).toContainText(dealer.name);
  for (const [typed, article] of [
    [bike.display, bike],
    [part.display, part],
    [squeezed, bike],
  ] as const) {
    const card = results.locator(`[data-testid="analyze-result"][data-code="${typed}"]`);
    // The article is found: its internal code is named under the verdict.
    await expect(card.getByText(article.code, { exact: true })).toBeVisible();
  }
  // The code typed loosely is named on its answer.
  await expect(results.locator(`[data-testid="analyze-result"][data-code="${squeezed}"]`).getByTestId('analyze-asked')).toHaveText(
    `(typed as ${squeezed})`,
  );
  await expect(page.getByTestId('analyze-result')).toHaveCount(3);
  await expect(results.getByText('Product not found')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`customer=${dealer.customerId}`));
  await page.screenshot({ path: testInfo.outputPath('catalog-analyze-acting-desktop.png'), fullPage: true });

  // On a phone the same rep starts with the same dealer.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await signIn(phone, rep.username, { at: '/en-us/admin/catalog-analyze' });
  await expect(phone.getByTestId('analyze-form').locator('.ant-select-selection-item').filter({ hasText: dealer.name })).toBeVisible();
  await phone.getByTestId('analyze-codes').fill(part.display.toLowerCase());
  await phone.getByTestId('analyze-submit').click();
  const phoneCard = phone.locator(`[data-testid="analyze-result"][data-code="${part.display.toLowerCase()}"]`);
  await expect(phoneCard.getByText(part.code, { exact: true })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: testInfo.outputPath('catalog-analyze-acting-phone.png'), fullPage: true });
  await phone.close();
});
