import { expect, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { putInCart } from './data/cart.ts';
import { available, orderable } from './data/catalog.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { savedCartQty } from './data/people.ts';
import { graphqlAnswer, signIn } from './support.ts';

/** The number on the navbar's cart badge, read from the button's name ("Cart: 17"). */
async function badge(page: Page) {
  const label = await page.getByTestId('cart-button').getAttribute('aria-label');
  return Number(label?.match(/(\d+)\s*$/)?.[1] ?? NaN);
}

/** The first orderable article of the home market that matches, with at least `stock` units available. */
async function stocked(
  stock: number,
  {
    category,
    paaKind,
    volumeStep = false,
    newest = false,
  }: { category?: 'BIKE' | 'PAA'; paaKind?: string; volumeStep?: boolean; newest?: boolean },
) {
  const db = await e2eDb();
  return (
    db
      .selectFrom('articles')
      .select(['id', 'articleCode', 'sorg', 'uom'])
      .where('sorg', '=', '1000')
      .where(orderable)
      .where((eb) => eb(available(eb), '>=', stock))
      .$if(!!category, (q) => q.where('category', '=', category!))
      .$if(!!paaKind, (q) => q.where('paaKind', '=', paaKind!))
      // A volume step above the quantity the cart starts with, for every customer group: the cart shows it as the next.
      .$if(volumeStep, (q) =>
        q.where((eb) =>
          eb.exists(
            eb
              .selectFrom('volumeDiscounts as v')
              .select('v.id')
              .whereRef('v.articleId', '=', 'articles.id')
              .where('v.term', '=', '>=')
              .where('v.custGroup', 'is', null)
              .where('v.qty', '>', 10),
          ),
        ),
      )
      .orderBy('id', newest ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirstOrThrow()
  );
}

/**
 * A dealer of its own with a cart like the demo dealer's: two bikes, five helmets and ten tyres, all in stock, the
 * tyres with a volume step still ahead. The helmet is the market's newest: specs that need an orderable article take
 * the oldest, so blocking it for one test stays out of their way.
 */
async function dealerWithCart(request: APIRequestContext) {
  const dealer = await newDealer();
  const bike = await stocked(10, { category: 'BIKE' });
  const helmet = await stocked(5, { paaKind: 'helmet', newest: true });
  const tyre = await stocked(50, { paaKind: 'tyre', volumeStep: true });
  await putInCart(request, dealer.username, [
    { articleCode: bike.articleCode, sorg: bike.sorg, uom: bike.uom, qty: 2 },
    { articleCode: helmet.articleCode, sorg: helmet.sorg, uom: helmet.uom, qty: 5 },
    { articleCode: tyre.articleCode, sorg: tyre.sorg, uom: tyre.uom, qty: 10 },
  ]);
  return { dealer, helmet };
}

/**
 * Blocks an article's brand as the ERP feed would (the flags are global to the article); answers how to put its
 * flags back as they were.
 */
async function blockBrand(articleId: number) {
  const db = await e2eDb();
  const before = await db.selectFrom('articleAnalysis').select('brandBlocked').where('articleId', '=', articleId).executeTakeFirst();
  if (before) await db.updateTable('articleAnalysis').set({ brandBlocked: 1 }).where('articleId', '=', articleId).execute();
  else await db.insertInto('articleAnalysis').values({ articleId, brandBlocked: 1 }).execute();
  return async () => {
    if (before)
      await db.updateTable('articleAnalysis').set({ brandBlocked: before.brandBlocked }).where('articleId', '=', articleId).execute();
    else await db.deleteFrom('articleAnalysis').where('articleId', '=', articleId).execute();
  };
}

// Each test signs in, edits and waits for the API several times; a machine busy with other runs needs the room.
test.describe.configure({ timeout: 90_000 });

const update = (page: Page) => graphqlAnswer(page, 'updateProductsInCart');

test('a line that cannot be purchased says why and counts in no total', { tag: '@cluster' }, async ({ page, request }) => {
  // In the cart first: the cart takes no line of a blocked brand.
  const {
    dealer,
    helmet: { id, articleCode: helmet },
  } = await dealerWithCart(request);
  const unblock = await blockBrand(id);
  try {
    await signIn(page, dealer.username, { at: '/en-us/cart' });
    const line = page.locator(`[data-testid="cart-line"][data-article="${helmet}"]`);
    await expect(line.getByTestId('line-blocked')).toHaveText(/Can't be purchased: this brand is blocked for you/, { timeout: 15_000 });
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
    await unblock();
  }
});

test('a dealer changes a quantity, removes a line and takes it back, then reads the cart on a phone', async ({ page, request }) => {
  const { dealer } = await dealerWithCart(request);
  await signIn(page, dealer.username, { at: '/en-us/cart' });
  const lines = page.getByTestId('cart-line');
  // A full page load checks the session and config first; on a busy machine that takes a while.
  await expect(lines.first()).toBeVisible({ timeout: 15_000 });
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
  const answer = (await (await saved).json()) as { data: { updateProductsInCart: { userErrors: unknown[] } } };
  expect(answer.data.updateProductsInCart.userErrors).toEqual([]);
  await expect(page.getByTestId('cart-total')).not.toHaveText(total);
  await expect.poll(() => savedCartQty(article, dealer.username)).toBe(step);
  await expect.poll(() => badge(page)).not.toBe(pieces);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/cart-desktop-discount.png' });

  // Remove the first line; the undo in the message puts it back.
  const last = lines.first();
  const removed = (await last.getAttribute('data-article'))!;
  await last.getByTestId('line-remove').click();
  await expect(lines).toHaveCount(count - 1);
  await expect(page.locator(`[data-article="${removed}"]`)).toHaveCount(0);
  await expect.poll(() => savedCartQty(removed, dealer.username)).toBe(0);
  await page.getByTestId('cart-undo').click();
  await expect(lines).toHaveCount(count);
  await expect.poll(() => savedCartQty(removed, dealer.username)).toBeGreaterThan(0);

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

test('the cart says when it is empty and leads to the catalogue', async ({ page, request }) => {
  const { dealer } = await dealerWithCart(request);
  await signIn(page, dealer.username, { at: '/en-us/cart' });
  const lines = page.getByTestId('cart-line');
  // A full page load checks the session and config first; on a busy machine that takes a while.
  await expect(lines.first()).toBeVisible({ timeout: 15_000 });
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
