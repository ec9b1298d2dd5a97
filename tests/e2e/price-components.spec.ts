import { inWriteTransaction } from '../../api/db/write-transaction.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { signIn } from './support.ts';

// The price components admin (spec 3 §3 'Price component'): the content administrator sets which money components a
// sales organisation shows on its payments, through the generated admin table.

/** A sales organisation of this spec's own, with no price components yet; no other spec reads it. */
async function newSalesOrganisation() {
  const db = await e2eDb();
  const sorg = `Z${uniqueTag()}`;
  const name = `Trading ${sorg}`;
  await inWriteTransaction(db, (tx) =>
    tx.insertInto('salesOrganisations').values({ sorg, name, countryId: 'ID', currency: 'IDR', merchantName: null }).execute(),
  );
  return { sorg, name };
}

const rowsOf = async (sorg: string) =>
  (await e2eDb()).selectFrom('priceComponents').select(['module', 'additionalDisplays']).where('sorg', '=', sorg).execute();

test('the content administrator sets the components a market shows on its payments, and removes them again', async ({ page }) => {
  // Three forms and a list, each read by axe: longer than one page's default.
  test.setTimeout(120_000);
  const market = await newSalesOrganisation();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'content', { at: '/en-us/admin/price-components/create' });
  await page.getByTestId('admin-save').click();
  await expect(page.getByText('Please fill in “Sales organisation”', { exact: true })).toBeVisible();

  await page.getByLabel('Sales organisation').click();
  await page.keyboard.type(market.name);
  await page.locator(`.ant-select-item-option[title^="${market.name}"]`).click();
  await page.getByLabel('Module').click();
  await page.locator('.ant-select-item-option[title="Payments"]').click();
  await page.getByLabel('Components shown').click();
  for (const component of ['Tax', 'Early-payment discount']) await page.locator(`.ant-select-item-option[title="${component}"]`).click();
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'price components form');
  await page.screenshot({ path: 'test-results/price-components-form-desktop.png', fullPage: true });
  await page.getByTestId('admin-save').click();
  await expect(page).toHaveURL(/\/en-us\/admin\/price-components(\?|$)/);
  await expect.poll(() => rowsOf(market.sorg)).toEqual([{ module: 'payment', additionalDisplays: 'tax,earlyPaymentDiscount' }]);

  // The list names the module and the components in words; the search finds the organisation.
  await page.getByTestId('admin-search').fill(market.sorg);
  await page.getByTestId('admin-search').press('Enter');
  const row = page.getByTestId('admin-table').locator('tr.ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Payments');
  await expect(row).toContainText('Early-payment discount');
  await expectAccessible(page, 'price components list');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await page.screenshot({ path: 'test-results/price-components-list-phone.png', fullPage: true });

  // A second row for the same module is refused under its field, in words.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en-us/admin/price-components/create');
  await page.getByLabel('Sales organisation').click();
  await page.keyboard.type(market.name);
  await page.locator(`.ant-select-item-option[title^="${market.name}"]`).click();
  await page.getByLabel('Module').click();
  await page.locator('.ant-select-item-option[title="Payments"]').click();
  await page.getByTestId('admin-save').click();
  await expect(page.locator('#module_help')).toHaveText('This organisation already has a row for this module');

  // Removed, the market shows every component again.
  const id = (await (await e2eDb()).selectFrom('priceComponents').select('id').where('sorg', '=', market.sorg).executeTakeFirstOrThrow())
    .id;
  await page.goto(`/en-us/admin/price-components/${id}/edit`);
  await page.getByTestId('admin-delete').click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect.poll(() => rowsOf(market.sorg)).toEqual([]);
});
