import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { newStaff } from './data/logins.ts';
import { chooseOption, signIn } from './support.ts';

// The sales-area user search (spec 3 §9): who serves the market, by username ascending, narrowed by username and by
// salesman, sales group or sales office; each area with the customers it covers. Desktop and phone.
test.describe.configure({ timeout: 120_000 });

/** The sales users of market 1000 as the database holds them, by username, with a sales-office area when asked. */
async function salesUsersOf(limitation?: 'salesman' | 'sales_group' | 'sales_office') {
  const db = await e2eDb();
  let q = db
    .selectFrom('users as u')
    .innerJoin('userAreas as a', 'a.userId', 'u.id')
    .select('u.username')
    .distinct()
    .where('a.sorg', '=', '1000')
    .where('u.deletedAt', 'is', null)
    .where('a.limitation', 'in', ['salesman', 'sales_group', 'sales_office']);
  if (limitation) q = q.where('a.limitation', '=', limitation);
  return (await q.execute()).map((r) => r.username).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

test('a sales rep finds the market’s sales people by username, ascending, and narrows them to sales offices', async ({ page }) => {
  const rep = await newStaff('sales');
  await signIn(page, rep.username, { at: '/en-us/sales-area' });
  await page.getByRole('tab', { name: 'Sales people' }).click();
  await expect(page).toHaveURL(/tab=users/);
  const names = page.getByTestId('sales-user-table').getByTestId('sales-user-username');
  const expected = (await salesUsersOf()).slice(0, 10);
  await expect(names).toHaveText(expected, { timeout: 20_000 });
  await page.screenshot({ path: 'test-results/sales-area-users-desktop.png', fullPage: true });

  await chooseOption(page, page.getByTestId('sales-user-limitation'), 'Sales office');
  const offices = await salesUsersOf('sales_office');
  await expect(names).toHaveText(offices.slice(0, 10));
  await expect(page.getByTestId('sales-user-table').locator('tbody tr.ant-table-row').first()).toContainText('Sales office');

  // The rep made here is a salesman like the seeded one: not among the sales offices, however its name is searched.
  await page.getByTestId('sales-user-search').fill(rep.username);
  await expect(page).toHaveURL(/user=/);
  await expect(names).toHaveText([]);
  await expect(page.getByTestId('sales-user-table')).toContainText('No sales people match.');
});

test('on a phone the search is one column, and a search that matches nobody says so', async ({ page }) => {
  const rep = await newStaff('sales');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, rep.username, { at: '/en-us/sales-area?tab=users' });
  const table = page.getByTestId('sales-user-table');
  await expect(table.getByTestId('sales-user-username').first()).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('sales-user-search').fill(rep.username);
  await expect(table.getByTestId('sales-user-username')).toHaveText([rep.username]);
  await page.getByTestId('sales-user-search').fill('nobody-by-this-name');
  await expect(table).toContainText('No sales people match.');
  await page.screenshot({ path: 'test-results/sales-area-users-phone.png', fullPage: true });
});
