import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { newDealer } from './data/dealers.ts';
import { signIn } from './support.ts';

/** What the navbar's cart badge counts, read from the button's label ("Cart: n"). */
async function badgeCount(page: Page) {
  const label = await page.locator('[data-testid="cart-button"]:visible').first().getAttribute('aria-label');
  return Number(label?.replace(/\D/g, '') || 0);
}

/** No part of the page reaches past the viewport's right edge. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a dealer finds a groupset and adds the whole set to the cart in one step', async ({ page }) => {
  // A dealer of its own: its cart starts empty and what it adds lands in no other cart.
  const { username } = await newDealer();
  await signIn(page, username, { at: '/en-us/catalog/groupset' });
  const cards = page.getByTestId('groupset-card');
  await expect(cards.first()).toBeVisible();
  const total = await cards.count();
  expect(total).toBeGreaterThan(1);
  await expect(page.getByTestId('result-count')).toHaveText(`${total} groupsets`);

  // The search narrows by brand in the browser; clearing it brings all back.
  await page.getByPlaceholder('Search by name or brand').fill('sram');
  await expect(cards.first()).toContainText('SRAM');
  for (const name of await page.getByTestId('groupset-name').allInnerTexts()) expect(name).toMatch(/SRAM/);
  await page.getByPlaceholder('Search by name or brand').fill('');
  await expect(cards).toHaveCount(total);

  const first = cards.first();
  const rows = await first.locator('tbody tr').count();
  const skipped = await first.getByTestId('not-orderable').count();
  expect(rows - skipped).toBeGreaterThan(0);

  // The new dealer's cart was empty: the badge now counts the set's orderable parts.
  await first.getByTestId('add-groupset').click();
  await expect(page.getByText(/added to the cart/)).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBe(rows - skipped);
  await expect(first.getByText(/in your cart/).first()).toBeVisible();
  await expect(page.getByText(/added to the cart/)).toBeHidden({ timeout: 10_000 });
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.screenshot({ path: 'test-results/catalogue-groupset-desktop.png' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the groupsets stack and their parts become a list, without sideways scrolling', async ({ page }) => {
    await signIn(page, 'dealer', { at: '/en-us/catalog/groupset' });
    const first = page.getByTestId('groupset-card').first();
    await expect(first).toBeVisible();
    await expect(first.locator('table')).toHaveCount(0);
    await expect(first.getByTestId('add-groupset')).toBeVisible();
    // The parts' pictures have their size before they load; the text is measured once its fonts are in.
    await page.evaluate(async () => {
      await document.fonts.ready;
    });
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: 'test-results/catalogue-groupset-phone.png' });
    await page.screenshot({ path: 'test-results/catalogue-groupset-phone-full.png', fullPage: true });
  });
});
