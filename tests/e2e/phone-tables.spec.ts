import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { closeBannerPopup, signIn, withoutBannerPopup } from './support.ts';
import { newDealer } from './data/dealers.ts';

// On a phone every table's content can be reached: a dealer's list turns into cards, a staff table scrolls sideways
// with its key column kept in view; nothing floats over the phone menu. On a desktop the tables stay tables.
test.describe.configure({ timeout: 120_000 });

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };
// A product the seeded Indonesian vendor sells to every dealer of the market.
const ARTICLE = 'BS-TUBE-2612';

async function session(browser: Browser, username: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await withoutBannerPopup(context);
  const page = await context.newPage();
  await signIn(page, username);
  await closeBannerPopup(page);
  return page;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'element has a box').not.toBeNull();
  return box!;
}

/** The element lies wholly inside the window's width: nothing of it is cut off at either side. */
async function expectWithinWidth(locator: Locator, width: number) {
  await expect(locator).toBeVisible();
  const box = await boxOf(locator);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test('a dealer reads the third-party catalogue on a phone as cards: price, stock and order on screen', async ({ browser }) => {
  const { username } = await newDealer();
  const page = await session(browser, username, phone);
  await page.goto('/en-us/3rd-party/catalog');
  const list = page.getByTestId('tp-catalog-table');
  const card = list.getByTestId('table-card').filter({ hasText: ARTICLE });
  await expect(card).toBeVisible();
  await expect(list.locator('table')).toHaveCount(0);
  await expectWithinWidth(card, phone.width);
  await expectWithinWidth(card.getByTestId('tp-price'), phone.width);
  await expectWithinWidth(card.getByTestId('tp-stock'), phone.width);
  await expectWithinWidth(card.getByTestId(`tp-add-${ARTICLE}`), phone.width);
  await expectWithinWidth(card.getByRole('spinbutton'), phone.width);
  // Unit and vendor are there, named as the table's headings name them.
  await expect(card).toContainText('Unit');
  await expect(card).toContainText('Vendor');
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await page.screenshot({ path: 'test-results/phone-tables-third-party-phone.png', fullPage: true });
});

/**
 * Every column of an admin table can be read at the phone's width: a table that fits shows each cell inside it; a
 * wider one scrolls to its last column while its key column (the first) stays where it was.
 */
async function expectColumnsReachable(table: Locator) {
  const row = table.locator('tbody tr.ant-table-row').first();
  const keyCell = row.locator('td').first();
  const lastCell = row.locator('td').last();
  await expect(keyCell).toBeVisible();
  const scroller = table.locator('.ant-table-content');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(clientWidth).toBeLessThanOrEqual(phone.width);
  const before = await boxOf(keyCell);
  if (scrollWidth > clientWidth) {
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  }
  const after = await boxOf(keyCell);
  expect(after.x, 'the key column stays in view').toBeCloseTo(before.x, 0);
  await expectWithinWidth(keyCell, phone.width);
  await expectWithinWidth(lastCell, phone.width);
  return { scrollWidth };
}

test('the content admin reaches every column of the news and banner tables on a phone, the title kept in view', async ({ browser }) => {
  const page = await session(browser, 'content', phone);
  await page.goto('/en-us/admin/news');
  const table = page.getByTestId('admin-table');
  await expectColumnsReachable(table);
  await page.screenshot({ path: 'test-results/phone-tables-admin-news-phone.png', fullPage: true });

  // The banners' table is wider than the phone: it scrolls sideways, its first column fixed.
  await page.goto('/en-us/admin/banners');
  await expect(table.locator('thead th').first()).toBeVisible();
  const { scrollWidth } = await expectColumnsReachable(table);
  expect(scrollWidth).toBeGreaterThan(phone.width);
  await page.screenshot({ path: 'test-results/phone-tables-admin-banners-phone.png', fullPage: true });
});

test('nothing floats over the rows of the open phone menu', async ({ browser }) => {
  const { username } = await newDealer();
  const page = await session(browser, username, phone);
  await page.getByTestId('drawer-button').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer.getByRole('menuitem').first()).toBeVisible();
  // The dealer's menu is longer than the screen: the arrow that offers to scroll is there.
  const arrow = page.getByRole('button', { name: 'Scroll down' });
  await expect(arrow).toBeVisible();
  const arrowBox = await boxOf(arrow);
  const visible = await boxOf(drawer);
  const rows = await drawer.getByRole('menuitem').evaluateAll((items) =>
    items.map((item) => {
      const r = item.getBoundingClientRect();
      return { label: item.textContent ?? '', top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  for (const row of rows) {
    // Only the part of a row that the menu's own scroll area shows can be covered.
    const top = Math.max(row.top, visible.y);
    const bottom = Math.min(row.bottom, visible.y + visible.height);
    if (bottom <= top) continue;
    const overlaps =
      arrowBox.x < row.right && arrowBox.x + arrowBox.width > row.left && arrowBox.y < bottom && arrowBox.y + arrowBox.height > top;
    expect(overlaps, `the scroll arrow covers "${row.label}"`).toBe(false);
  }
  await page.screenshot({ path: 'test-results/phone-tables-menu-phone.png' });
});

test('on a desktop the catalogue and the news list stay tables', async ({ browser }) => {
  const { username } = await newDealer();
  const dealer = await session(browser, username, desktop);
  await dealer.goto('/en-us/3rd-party/catalog');
  const row = dealer.getByTestId('tp-catalog-table').locator('tr', { hasText: ARTICLE });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('tp-price')).toBeVisible();
  await expect(dealer.getByTestId('tp-catalog-table').getByTestId('table-card')).toHaveCount(0);
  await dealer.screenshot({ path: 'test-results/phone-tables-third-party-desktop.png', fullPage: true });

  const admin = await session(browser, 'content', desktop);
  await admin.goto('/en-us/admin/news');
  const table = admin.getByTestId('admin-table');
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(table.locator('thead th', { hasText: 'Title' })).toBeVisible();
  await admin.screenshot({ path: 'test-results/phone-tables-admin-news-desktop.png', fullPage: true });
});
