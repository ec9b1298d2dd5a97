import fs from 'node:fs';
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { ownNewsMarket } from './data/admin.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { chooseOption, signIn, withoutBannerPopup } from './support.ts';

const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const texts = (locale: string, ns: string) => JSON.parse(fs.readFileSync(`locales/${locale}/${ns}.json`, 'utf8'));

test.beforeEach(async ({ page }) => {
  await withoutBannerPopup(page);
});

/** Chooses the first option of an antd select, or the one titled `title`, and closes the list (a multiple select stays open). */
async function choose(page: Page, select: Locator, title?: string) {
  await chooseOption(page, select, title, { type: true });
  await page.keyboard.press('Escape');
}

const inViewport = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

test('an invalid admin form: saving scrolls to the first error and puts the focus in it', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin', { at: '/en-us/admin/users/create' });
  const username = page.locator('input#username');
  await expect(username).toBeVisible();
  // The save button sits below the long form: pressing it leaves the first field (the username, left empty) out of view.
  await page.locator('input#name').fill('Dewi Anggraini');
  await page.getByTestId('admin-save').scrollIntoViewIfNeeded();
  expect(await inViewport(username)).toBe(false);
  await page.getByTestId('admin-save').click();

  await expect(username).toBeFocused();
  await expect.poll(() => inViewport(username)).toBe(true);
  await expect(page.locator('.ant-form-item-has-error').first()).toContainText('Username');

  // The rich-text editor takes the focus the same way when its text is the first error.
  await page.goto('/en-us/admin/news/create');
  await page.getByRole('textbox', { name: 'Title' }).fill('Opening hours at Lebaran');
  await page.locator('#validFrom').click();
  await page.locator('#validFrom').fill('01 Mar 2027 08:00');
  await page.locator('#validFrom').press('Enter');
  await page.locator('#validTo').click();
  await page.locator('#validTo').fill('31 Mar 2027 18:00');
  await page.locator('#validTo').press('Enter');
  await page.getByTestId('target-market-checks').getByText('Indonesia').click();
  await page.getByTestId('admin-save').click();
  await expect(page.getByTestId('rich-text-area')).toBeFocused();
});

test("a refusal of the server is shown in the reader's language, never as a status code", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const de = { users: texts('de', 'users'), errors: texts('de', 'errors') };
  await signIn(page, 'admin', { at: '/de/admin/users/create' });
  // 'dealer' is taken: the browser's rules pass, the server refuses.
  await page.locator('input#username').fill('dealer');
  await page.locator('input#name').fill('Jonas Becker');
  await page.locator('input#email').fill('jonas.becker@example.de');
  await choose(
    page,
    page
      .locator('.ant-form-item')
      .filter({ has: page.locator('#language') })
      .locator('.ant-select'),
  );
  await choose(
    page,
    page
      .locator('.ant-form-item')
      .filter({ has: page.locator('#roleIds') })
      .locator('.ant-select'),
    'customer',
  );
  await page.getByTestId('admin-save').click();

  const notice = page.locator('.ant-notification-notice');
  await expect(notice).toContainText(de.errors.refine.notifications.createError);
  await expect(notice).toContainText(de.users.errors.username_taken);
  await expect(notice).not.toContainText('status code');
  await expect(notice).not.toContainText('GraphQL');
  // The field says it too, and has the focus.
  await expect(page.locator('.ant-form-item-has-error').first()).toContainText(de.users.errors.username_taken);
  await expect(page.locator('input#username')).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('server-refusal-desktop.png') });
});

test('the content admin writes news in the rich-text editor and the dealer reads it rendered, not as tags', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Service week ${uniqueTag()}`;
  // Published to a market only a dealer of this test's own reads: no other dealer's news changes.
  const dealer = await newDealer();
  const market = await ownNewsMarket(request, dealer.username);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'content', { at: '/en-us/admin/news/create' });
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  for (const [id, text] of [
    ['#validFrom', '01 Jan 2026 08:00'],
    ['#validTo', '31 Dec 2029 18:00'],
  ]) {
    await page.locator(id).click();
    await page.locator(id).fill(text);
    await page.locator(id).press('Enter');
  }
  await page.getByTestId('target-market-checks').getByText(market.name).click();

  const area = page.getByTestId('rich-text-area');
  await area.click();
  // Bold is put on a selected phrase: a mark toggled at a trailing space may take that space in, which the stored
  // text would show but no reader would.
  const phrase = 'free battery check';
  await page.keyboard.type(`Bring your e-bikes in for a ${phrase}`);
  for (const _ of phrase) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByTestId('rich-text-bold').click();
  await expect(area.locator('strong')).toHaveText(phrase);
  await page.keyboard.press('End');
  await page.getByTestId('rich-text-bold').click();
  await page.keyboard.type(' this week.');
  await page.keyboard.press('Enter');
  await page.getByTestId('rich-text-bullet_list').click();
  await page.keyboard.type('Battery health report');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Firmware update');
  await expect(area.locator('strong')).toHaveText('free battery check');
  await expect(area.locator('ul li')).toHaveCount(2);
  await expect(page.getByTestId('rich-text-bullet_list')).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('news-editor-desktop.png'), fullPage: true });
  await page.setViewportSize(PHONE);
  await area.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('news-editor-phone.png'), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('admin-save').click();
  // Back on the list, newest window first: searched down to the item, whatever other news the list holds.
  await expect(page).toHaveURL(/\/en-us\/admin\/news(\?|$)/);
  await page.getByTestId('admin-search').fill(title);
  await page.getByTestId('admin-search').press('Enter');
  await expect(page.getByTestId('admin-table').locator('tr.ant-table-row', { hasText: title })).toBeVisible();

  const row = await (await e2eDb()).selectFrom('news').select(['id', 'body']).where('title', '=', title).executeTakeFirstOrThrow();
  expect(row.body).toContain('<strong>free battery check</strong>');
  expect(row.body).toMatch(/<ul><li><p>Battery health report<\/p><\/li>/);

  // The admin's own show page renders it too.
  await page.goto(`/en-us/admin/news/${row.id}/show`);
  await expect(page.getByTestId('show-html-body').locator('strong')).toHaveText('free battery check');
  await expect(page.getByTestId('show-html-body')).not.toContainText('<strong>');

  const context = await browser.newContext({ viewport: DESKTOP });
  const reader = await context.newPage();
  await signIn(reader, dealer.username, { at: `/en-us/news/${row.id}` });
  const body = reader.getByTestId('news-body');
  await expect(body.locator('strong')).toHaveText('free battery check');
  await expect(body.locator('ul li')).toHaveText(['Battery health report', 'Firmware update']);
  await expect(body).not.toContainText('<');
  await reader.screenshot({ path: test.info().outputPath('news-reader-desktop.png'), fullPage: true });
  await reader.setViewportSize(PHONE);
  await reader.screenshot({ path: test.info().outputPath('news-reader-phone.png'), fullPage: true });
  await context.close();
});
