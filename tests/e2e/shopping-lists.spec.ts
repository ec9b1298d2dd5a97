import { test } from './fixtures.ts';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { putInCart } from './data/cart.ts';
import { newModel, orderableArticles } from './data/catalog.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { savedCartQty } from './data/people.ts';
import { graphqlAs, tokenOf } from './ordering.ts';
import { chooseOption, signIn } from './support.ts';

// A loaded machine answers slowly: each step may take a while to show.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const CREATE = `mutation($i: ShoppingListInput!, $l: [ShoppingListLineInput!]) {
  createShoppingList(input: $i, lines: $l) { message { status description } id } }`;

/** A list made through the API for a dealer of the spec's own: its id. */
async function listOf(request: APIRequestContext, username: string, name: string, lines: { code: string; qty: number }[]) {
  const { createShoppingList } = await graphqlAs(request, await tokenOf(request, username), CREATE, { i: { name }, l: lines });
  expect(createShoppingList.message.status, createShoppingList.message.description).toBe(true);
  return createShoppingList.id as number;
}

const line = (page: Page, code: string) => page.locator(`[data-testid="repeat-line"][data-code="${code}"]`);

test('a dealer puts a product on a new list, sets its quantity there and orders the list through the cart', async ({ page }) => {
  const dealer = await newDealer();
  const [article] = await orderableArticles({ category: 'PAA', stock: 20 });
  const db = await e2eDb();
  const { slug } = await db.selectFrom('articles').select('slug').where('id', '=', article.id).executeTakeFirstOrThrow();
  const name = `Spring restock ${uniqueTag()}`;

  await signIn(page, dealer.username, { at: `/en-us/catalog/paa/${slug}` });
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await page.getByTestId('product-detail').getByTestId('add-to-list').click();
  const picker = page.getByTestId('list-picker');
  await expect(picker.getByText('You have no lists yet')).toBeVisible();
  await picker.getByTestId('list-picker-name').fill(name);
  await picker.getByTestId('list-picker-name').press('Enter');
  await expect(page.getByText(`Added to ${name}`)).toBeVisible();

  // The overview lists it; it opens with its line priced today.
  await page.goto('/en-us/catalog/lists');
  const row = page.getByTestId('lists-row').filter({ hasText: name });
  await expect(row).toContainText('1 line');
  await row.getByRole('link', { name }).click();
  await expect(page.getByTestId('list-name')).toHaveText(name);
  await expect(line(page, article.articleCode)).toHaveAttribute('data-state', 'orderable');

  // A new quantity is saved to the list: it is there on the next visit.
  await line(page, article.articleCode).getByTestId('line-qty').fill('4');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('setShoppingListLines'),
  );
  await page.getByTestId('list-save-qty').click();
  await saved;
  await expect(page.getByText('The quantities were saved to the list')).toBeVisible();
  await page.reload();
  await expect(line(page, article.articleCode).getByTestId('line-then')).toContainText('4 ');
  if (process.env.E2E_SHOTS) await page.screenshot({ path: 'test-results/shopping-list-desktop.png', fullPage: true });

  // Exported, the file reads as the list: code and quantity first, as an import takes them back.
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').hover();
  await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  const file = await (await download).path();
  const text = (await import('node:fs')).readFileSync(file, 'utf8');
  expect(text).toContain(`${article.articleCodeDisplay};4;`);

  // An imported file sets the quantities it names.
  await page
    .getByTestId('shopping-list')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'restock.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Article;Qty\n${article.articleCodeDisplay};6\n`),
    });
  await expect(page.getByText('1 line was imported')).toBeVisible();
  await expect(line(page, article.articleCode).getByTestId('line-then')).toContainText('6 ');

  // Moved to the cart at today's price: the cart holds what the list said, and the list lets the line go.
  await page.getByTestId('list-move-off').check();
  await page.getByTestId('repeat-add').click();
  await expect(page.getByTestId('list-empty')).toBeVisible();
  expect(await savedCartQty(article.articleCode, dealer.username)).toBe(6);
});

test('the cart is saved as a list, and an article the market stopped selling stays on it, marked, until removed', async ({
  page,
  request,
}) => {
  const dealer = await newDealer();
  const articles = await orderableArticles({ category: 'PAA', stock: 20, count: 2 });
  await putInCart(
    request,
    dealer.username,
    articles.map((a) => ({ articleCode: a.articleCode, uom: a.uom, sorg: '1000', qty: 2 })),
  );
  const name = `Saved cart ${uniqueTag()}`;
  await signIn(page, dealer.username, { at: '/en-us/cart' });
  await expect(page.getByTestId('cart-page')).toBeVisible();
  await page.getByTestId('cart-page').getByTestId('add-to-list').first().click();
  await page.getByTestId('list-picker-name').fill(name);
  // Moved: the cart empties once the list holds its lines.
  await page.getByTestId('list-picker-move').check();
  await page.getByTestId('list-picker-create').click();
  await expect(page.getByText(`Added to ${name}`)).toBeVisible();
  await expect(page.getByTestId('cart-empty')).toBeVisible();
  expect(await savedCartQty(articles[0].articleCode, dealer.username)).toBe(0);

  // The market stops selling the first article: the list's line now names a code the catalogue has no more.
  const db = await e2eDb();
  const list = await db
    .selectFrom('shoppingLists')
    .select('id')
    .where('name', '=', name)
    .where('customerId', '=', dealer.customerId)
    .executeTakeFirstOrThrow();
  const gone = `GONE-${uniqueTag()}`;
  await db
    .updateTable('shoppingListLines')
    .set({ articleCode: gone })
    .where('listId', '=', list.id)
    .where('articleCode', '=', articles[0].articleCode)
    .execute();

  await page.goto(`/en-us/catalog/lists/${list.id}`);
  await expect(line(page, gone)).toHaveAttribute('data-state', 'unavailable');
  await expect(line(page, gone).getByTestId('line-reason')).toHaveText('No longer sold in your market');
  await expect(line(page, articles[1].articleCode)).toHaveAttribute('data-state', 'orderable');
  await expect(page.getByTestId('list-gone')).toContainText('1 article on this list is no longer sold');
  await page.getByTestId('list-gone').getByRole('button', { name: 'Remove them' }).click();
  await expect(line(page, gone)).toHaveCount(0);
  await expect(line(page, articles[1].articleCode)).toBeVisible();
});

test('another dealer’s list is not found, and a phone shows a list as cards', async ({ page, request }) => {
  const owner = await newDealer();
  const other = await newDealer();
  const [article] = await orderableArticles({ category: 'PAA', stock: 5 });
  const id = await listOf(request, owner.username, `Private ${uniqueTag()}`, [{ code: article.articleCode, qty: 1 }]);

  await signIn(page, other.username, { at: `/en-us/catalog/lists/${id}` });
  await expect(page.getByTestId('list-not-found')).toBeVisible();
  await page.goto('/en-us/catalog/lists');
  await expect(page.getByTestId('lists-empty')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, owner.username, { at: `/en-us/catalog/lists/${id}` });
  await expect(page.getByTestId('list-name')).toBeVisible();
  await expect(line(page, article.articleCode)).toBeVisible();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: 'test-results/shopping-list-phone.png', fullPage: true });
});

test('a dealer sets a list to be ordered every Wednesday, sees the next date, and stops it', async ({ page, request }) => {
  const dealer = await newDealer();
  const [article] = await orderableArticles({ category: 'PAA', stock: 5 });
  const id = await listOf(request, dealer.username, `Midweek ${uniqueTag()}`, [{ code: article.articleCode, qty: 3 }]);
  await signIn(page, dealer.username, { at: `/en-us/catalog/lists/${id}` });
  const card = page.getByTestId('schedule-card');
  await expect(card).toContainText('The portal places this list as an order');
  await card.getByTestId('schedule-edit').click();
  await chooseOption(page, card.getByTestId('schedule-day'), 'Wednesday');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('setShoppingListSchedule'),
  );
  await card.getByTestId('schedule-save').click();
  await saved;
  await expect(card.getByTestId('schedule-summary')).toContainText('Every Wednesday');
  await expect(card.getByTestId('schedule-next')).toContainText('Next order:');

  const db = await e2eDb();
  const schedule = await db
    .selectFrom('listSchedules')
    .select(['frequency', 'day', 'nextRun'])
    .where('listId', '=', id)
    .executeTakeFirstOrThrow();
  expect(schedule).toMatchObject({ frequency: 'weekly', day: 3 });
  expect(new Date(`${schedule.nextRun}T00:00:00Z`).getUTCDay()).toBe(3);

  await card.getByTestId('schedule-stop').click();
  await page.getByRole('button', { name: 'Stop repeating' }).last().click();
  await expect(card.getByTestId('schedule-summary')).toHaveCount(0);
  expect(await db.selectFrom('listSchedules').select('id').where('listId', '=', id).executeTakeFirst()).toBeUndefined();
});

test('a model’s sizes and colours are ordered from one grid, moving between boxes with the arrow keys', async ({ page }) => {
  const dealer = await newDealer();
  const model = await newModel({ soldOut: [1] });
  const [first, , third] = model.articles;
  await signIn(page, dealer.username, { at: `/en-us/catalog/bike/${first.slug}` });
  const grid = page.getByTestId('variant-grid');
  await expect(grid.getByTestId('grid-cell')).toHaveCount(model.articles.length);
  // The sold-out variant takes no quantity; the others do, by keyboard.
  const box = (code: string) => grid.locator(`[data-testid="grid-cell"][data-code="${code}"]`).getByTestId('grid-qty');
  await expect(box(model.articles[1].articleCode)).toBeDisabled();
  await box(first.articleCode).fill('2');
  // Down goes to the next size of the same colour that takes a quantity, past the sold-out one.
  const below = await grid
    .locator('input[data-col="0"]:not([disabled])')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).dataset.row).find((row) => row !== '0') ?? null);
  await box(first.articleCode).press('ArrowDown');
  if (below) await expect(grid.locator('input[data-testid="grid-qty"]:focus')).toHaveAttribute('data-row', below);
  else await expect(box(first.articleCode)).toBeFocused();
  await box(third.articleCode).fill('1');
  await expect(grid.getByTestId('grid-total')).toContainText('3 pieces');
  if (process.env.E2E_SHOTS) {
    await grid.screenshot({ path: 'test-results/variant-grid-desktop.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await grid.screenshot({ path: 'test-results/variant-grid-phone.png' });
    await page.setViewportSize({ width: 1366, height: 768 });
  }
  await grid.getByTestId('grid-add').click();
  await expect(page.getByText('3 pieces were added to your cart')).toBeVisible();
  expect(await savedCartQty(first.articleCode, dealer.username)).toBe(2);
  expect(await savedCartQty(third.articleCode, dealer.username)).toBe(1);
});
