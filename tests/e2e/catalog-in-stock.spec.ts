import { newModel } from './data/catalog.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './support.ts';

test('with "In stock" on, a model whose first size is sold out is listed and opens at a size that can be ordered', async ({ page }) => {
  const model = await newModel({ soldOut: [0] });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'dealer', { at: `/en-us/catalog/bike?search=${encodeURIComponent(model.parentName)}` });
  await page.getByTestId('in-stock').click();
  await expect(page).toHaveURL(/hasStock=true/);
  const card = page.getByTestId('product-group-card').filter({ hasText: model.parentName });
  await expect(card).toHaveCount(1);
  await card.click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  const opened = model.articles.find((a) => new URL(page.url()).pathname.endsWith(`/${a.slug}`));
  expect(opened, `opened ${page.url()}`).toMatchObject({ soldOut: false });
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
});

test('a model with nothing in stock leaves the "In stock" list', async ({ page }) => {
  const model = await newModel({ soldOut: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19] });
  await signIn(page, 'dealer', { at: `/en-us/catalog/bike?search=${encodeURIComponent(model.parentName)}` });
  await expect(page.getByTestId('product-group-card').filter({ hasText: model.parentName })).toHaveCount(1);
  await page.getByTestId('in-stock').click();
  await expect(page).toHaveURL(/hasStock=true/);
  await expect(page.getByTestId('result-count')).toHaveText(/^0 /);
});
