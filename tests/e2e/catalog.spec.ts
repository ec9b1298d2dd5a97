import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { newDealer } from './data/dealers.ts';
import { signIn } from './support.ts';

/** Ticks the first option of a facet that still has products and says which one it was. */
async function pickFirst(page: Page, facet: string) {
  const option = page.getByTestId(`facet-${facet}`).getByRole('checkbox', { checked: false, disabled: false }).first();
  const label = page.getByTestId(`facet-${facet}`).locator('label.ant-checkbox-wrapper:not(.ant-checkbox-wrapper-disabled)').first();
  const name = (await label.locator('span span').first().innerText()).trim();
  await option.click();
  return name;
}

/** The number of pieces the navbar's cart dropdown says the cart holds. */
async function cartPieces(page: Page) {
  await page.getByTestId('cart-button').click();
  const panel = page.getByTestId('cart-panel');
  await expect(panel).toBeVisible();
  const summary = panel.getByTestId('cart-summary');
  const pieces = (await summary.count()) ? Number((await summary.locator('strong').first().innerText()).replace(/\D/g, '')) : 0;
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 300);
  return pieces;
}

/** The list's facets and first page of cards both answered for a filter whose JSON holds `filter`. */
function listAnswered(page: Page, filter: string) {
  const answered = (operation: string) =>
    page.waitForResponse(
      (r) => r.url().includes('graphql') && !!r.request().postData()?.includes(operation) && !!r.request().postData()?.includes(filter),
    );
  return Promise.all([answered('CatalogFilters'), answered('ProductGroups')]);
}

test('a dealer filters bikes by category and frame size, opens one, picks a colour and adds 2 to the cart', async ({ page }) => {
  // A dealer of its own: what it adds lands in no other cart.
  const { username } = await newDealer();
  await signIn(page, username);
  const before = await cartPieces(page);

  await page.goto('/en-us/catalog/bike');
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
  // The frame sizes are counted within the chosen category once its facets are back (the panel is busy until then).
  const panel = page.getByTestId('filter-panel');
  const inCategory = listAnswered(page, 'bikeCategories":["');
  await pickFirst(page, 'bikeCategories');
  await expect(page).toHaveURL(/bikeCategories=/);
  await inCategory;
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
  const inSize = listAnswered(page, 'frameSizes":["');
  const size = await pickFirst(page, 'frameSizes');
  await expect(page).toHaveURL(new RegExp(`frameSizes=${encodeURIComponent(size)}`));
  await expect(page.getByTestId('active-filters')).toContainText(size);
  await inSize;
  await expect(panel).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(/\d+ models?/);
  const count = await page.getByTestId('result-count').innerText();
  const cards = await page.getByTestId('product-group-card').count();
  expect(cards).toBeGreaterThan(0);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/catalogue-list-desktop.png' });

  // The filtered address is the whole state: a reload shows the same list.
  const url = page.url();
  await page.reload();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('result-count')).toHaveText(count);
  await expect(page.getByTestId('product-group-card')).toHaveCount(cards);
  await expect(page.getByTestId('facet-frameSizes').getByRole('checkbox', { checked: true })).toHaveCount(1);

  await page.getByTestId('product-group-card').first().click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  const other = page.getByTestId('colour-picker').getByRole('button', { pressed: false }).first();
  const colour = await other.getAttribute('aria-label');
  const firstSlug = page.url();
  await other.click();
  await expect(page).not.toHaveURL(firstSlug);
  await expect(page.getByTestId('colour-picker').getByRole('button', { name: colour!, pressed: true })).toBeVisible();

  const inCart = page.getByTestId('in-cart');
  const had = (await inCart.count()) ? Number((await inCart.innerText()).replace(/\D/g, '')) : 0;
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText(/2 × .* added to the cart/)).toBeVisible();
  await expect(inCart).toContainText(`${had + 2} in your cart`);
  await expect.poll(() => cartPieces(page)).toBe(before + 2);
  await expect(page.getByTestId('cart-button').locator('.ant-badge sup')).toBeVisible();
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-summary')).toContainText(`${before + 2}`);
  await page.mouse.click(5, 300);
  await expect(page.getByTestId('cart-panel')).toBeHidden();
  await expect(page.getByText(/added to the cart/)).toBeHidden({ timeout: 10_000 });
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/catalogue-detail-desktop.png' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a drawer and narrow the list', async ({ page }) => {
    await signIn(page, 'dealer', { at: '/en-us/catalog/bike' });
    await expect(page.getByTestId('product-group-card').first()).toBeVisible();
    await expect(page.getByTestId('filter-sidebar')).toHaveCount(0);
    await page.getByTestId('filter-button').click();
    const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('filter-panel') });
    await expect(drawer).toBeVisible();
    // The drawer slides up from the bottom: whole in the viewport once it is in.
    await expect(drawer).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: 'test-results/catalogue-filters-phone.png' });
    const brand = await pickFirst(page, 'brands');
    await expect(page).toHaveURL(new RegExp(`brands=${encodeURIComponent(brand)}`));
    await page.getByTestId('filter-apply').click();
    await expect(drawer).toBeHidden();
    await expect(page.getByTestId('active-filters')).toContainText(brand);
    await page.screenshot({ path: 'test-results/catalogue-list-phone.png' });

    await page.getByTestId('product-group-card').first().click();
    await expect(page.getByTestId('product-detail')).toBeVisible();
    await expect(page.getByTestId('gallery').locator('img').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/catalogue-detail-phone.png', fullPage: true });
  });
});
