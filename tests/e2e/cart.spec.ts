import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { closeBannerPopup, e2eWritableDatabase, savedCartQty, signIn } from './support.ts';

/** The number on the navbar's cart badge, read from the button's name ("Cart: 17"). */
async function badge(page: Page) {
  const label = await page.getByTestId('cart-button').getAttribute('aria-label');
  return Number(label?.match(/(\d+)\s*$/)?.[1] ?? NaN);
}

/**
 * Sets or clears the brand block of the cart's helmet in the e2e database, as the ERP feed would; the API reads
 * ordering flags through a cache, so this runs before anything asked about the helmet. Returns its article code.
 */
function blockHelmet(blocked: boolean) {
  const db = e2eWritableDatabase();
  try {
    const { id, code } = db.prepare(`SELECT a.id, a.article_code AS code FROM cart_lines c JOIN articles a ON a.article_code = c.article_code AND a.sorg = c.sorg
      WHERE a.article_code LIKE '%HLM-%' LIMIT 1`).get() as { id: number; code: string };
    db.prepare(`INSERT INTO article_analysis (article_id, brand_blocked) VALUES (?, ?)
      ON CONFLICT (article_id) DO UPDATE SET brand_blocked = excluded.brand_blocked`).run(id, blocked ? 1 : 0);
    return code;
  } finally {
    db.close();
  }
}

// Each test signs in, edits and waits for the API several times; a machine busy with other runs needs the room.
test.describe.configure({ timeout: 90_000 });

const update = (page: Page) => page.waitForResponse((r) => r.url().includes('graphql') && !!r.request().postData()?.includes('updateProductsInCart'));

test('a line that cannot be purchased says why and counts in no total', async ({ page }) => {
  const helmet = blockHelmet(true);
  try {
    await signIn(page, 'dealer');
    await closeBannerPopup(page);
    await page.goto('/en-us/cart');
    const line = page.locator(`[data-testid="cart-line"][data-article="${helmet}"]`);
    await expect(line.getByTestId('line-blocked')).toHaveText(/Can't be purchased: this brand is blocked for you/, { timeout: 15_000 });
    await closeBannerPopup(page);
    await expect(line.getByTestId('line-qty')).toBeDisabled();
    // The total is the other lines' subtotals only.
    const amount = (text: string) => Number(text.replace(/\D/g, ''));
    const others = page.locator(`[data-testid="cart-line"]:not([data-article="${helmet}"])`).getByTestId('line-subtotal');
    const sum = (await others.allInnerTexts()).reduce((acc, text) => acc + amount(text), 0);
    expect(amount(await page.getByTestId('cart-total').innerText())).toBe(sum);
    await expect(page.getByTestId('cart-summary-card')).toContainText("1 line can't be purchased and is not counted");
    await page.mouse.move(0, 0);
    await page.screenshot({ path: 'test-results/cart-desktop-blocked.png' });
  } finally {
    blockHelmet(false);
  }
});

test('a dealer changes a quantity, removes a line and takes it back, then reads the cart on a phone', async ({ page }) => {
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto('/en-us/cart');
  const lines = page.getByTestId('cart-line');
  // A full page load checks the session and config first; on a busy machine that takes a while.
  await expect(lines.first()).toBeVisible({ timeout: 15_000 });
  // On a busy machine the promotional popup can come only now, over the cart.
  await closeBannerPopup(page);
  const count = await lines.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('sorg-group')).toHaveCount(1);
  await expect(page.getByTestId('cart-disclaimer')).toBeVisible();
  await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', '/en-us/cart/checkout');
  await expect(lines.first().getByTestId('line-article')).toHaveAttribute('href', /^\/en-us\/catalog\/(bike|paa)\//);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/cart-desktop.png' });

  // Take a line up to its next volume step: the unit price drops at once (price rule), the list price is struck
  // through, and once saved the database and the navbar badge follow.
  const stepped = lines.filter({ has: page.getByTestId('line-next-step') }).last();
  const article = (await stepped.getAttribute('data-article'))!;
  const step = Number((await stepped.getByTestId('line-next-step').innerText()).match(/From (\d+)/)![1]);
  const subtotal = await stepped.getByTestId('line-subtotal').innerText();
  const unit = await stepped.getByTestId('line-unit-price').locator('strong').innerText();
  const total = await page.getByTestId('cart-total').innerText();
  const pieces = await badge(page);
  const saved = update(page);
  await stepped.getByTestId('line-qty').fill(String(step));
  await expect(stepped.getByTestId('line-subtotal')).not.toHaveText(subtotal);
  // The unit drops below what the line cost a moment ago; the list price stays struck through beside it.
  await expect(stepped.getByTestId('line-unit-price').locator('strong')).not.toHaveText(unit);
  await expect(stepped.getByTestId('line-unit-price').locator('del')).toBeVisible();
  const answer = await (await saved).json() as { data: { updateProductsInCart: { userErrors: unknown[] } } };
  expect(answer.data.updateProductsInCart.userErrors).toEqual([]);
  await expect(page.getByTestId('cart-total')).not.toHaveText(total);
  await expect.poll(() => savedCartQty(article)).toBe(step);
  await expect.poll(() => badge(page)).not.toBe(pieces);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/cart-desktop-discount.png' });

  // Remove the first line; the undo in the message puts it back.
  const last = lines.first();
  const removed = (await last.getAttribute('data-article'))!;
  await last.getByTestId('line-remove').click();
  await expect(lines).toHaveCount(count - 1);
  await expect(page.locator(`[data-article="${removed}"]`)).toHaveCount(0);
  await expect.poll(() => savedCartQty(removed)).toBe(0);
  await page.getByTestId('cart-undo').click();
  await expect(lines).toHaveCount(count);
  await expect.poll(() => savedCartQty(removed)).toBeGreaterThan(0);

  // On a phone the lines are cards, nothing scrolls sideways and the total stays at the bottom.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(lines.first()).toBeVisible({ timeout: 15_000 });
  await expect(lines.first()).toHaveClass(/ant-card/);
  const bar = page.getByTestId('cart-total-bar');
  await expect(bar).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
  expect(box.y + box.height).toBeGreaterThan(844 - 4);
  await page.screenshot({ path: 'test-results/cart-phone.png' });
  await page.screenshot({ path: 'test-results/cart-phone-full.png', fullPage: true });
});

test('the cart says when it is empty and leads to the catalogue', async ({ page }) => {
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto('/en-us/cart');
  const lines = page.getByTestId('cart-line');
  // A full page load checks the session and config first; on a busy machine that takes a while.
  await expect(lines.first()).toBeVisible({ timeout: 15_000 });
  // On a busy machine the promotional popup can come only now, over the cart.
  await closeBannerPopup(page);
  // Empty it line by line, as a dealer would.
  while (await lines.count()) {
    const n = await lines.count();
    await lines.first().getByTestId('line-remove').click();
    await expect(lines).toHaveCount(n - 1);
  }
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  await expect.poll(() => badge(page)).toBe(0);
  await page.screenshot({ path: 'test-results/cart-empty.png' });
  await page.getByTestId('cart-empty').getByRole('link').click();
  await expect(page).toHaveURL(/\/en-us\/catalog/);
});
