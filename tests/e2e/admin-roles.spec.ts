import { expect, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { tokenOf } from './ordering.ts';
import { signIn, withoutBannerPopup } from './support.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';

async function gql(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { data?: Record<string, any>; errors?: { extensions?: { code?: string } }[] };
}

async function permissionsOf(role: string) {
  const db = await e2eDb();
  const rows = await db
    .selectFrom('rolePermissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permissionId')
    .innerJoin('roles as r', 'r.id', 'rp.roleId')
    .select('p.name')
    .where('r.name', '=', role)
    .orderBy('p.name')
    .execute();
  return rows.map((r) => r.name);
}

/** The roles list narrowed by its search box, as an address. */
const searched = (text: string) =>
  `/en-us/admin/roles?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${encodeURIComponent(text)}`;

test.beforeEach(async ({ page }) => {
  await withoutBannerPopup(page);
});

const open = (page: Page, path: string) => page.goto(path);

const table = (page: Page) => page.getByTestId('admin-table');
const firstColumn = (page: Page) => table(page).locator('tbody tr.ant-table-row td:first-child').allInnerTexts();
const menuPaths = (page: Page) =>
  page
    .getByTestId('side-menu')
    .locator('[data-menu-path]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-menu-path')));

test('admin pages and sorts the roles, sees the permissions of one, and screenshots the list and form', async ({ page, request }) => {
  test.setTimeout(90_000);
  // Twelve roles of this test's own: searched down to them, the list has a second page whatever roles others add.
  const tag = uniqueTag().toLowerCase();
  const workshop = (n: number) => `workshop-${tag}-${String(n).padStart(2, '0')}`;
  const admin = await tokenOf(request, 'admin');
  for (let n = 1; n <= 12; n++) {
    const made = await gql(request, admin, 'mutation($i: RoleInput!) { createRole(input: $i) { message { status } } }', {
      i: { name: workshop(n), description: `Workshop team ${n}`, permissions: ['page.catalog'] },
    });
    expect(made.data?.createRole.message.status).toBe(true);
  }

  await signIn(page, 'admin');
  await open(page, '/en-us/admin/roles');
  await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(10, { timeout: 20_000 });
  expect((await firstColumn(page))[0]).toBe('admin');

  await page.getByTestId('admin-search').fill(tag);
  await page.getByTestId('admin-search').press('Enter');
  await expect(page.getByText('12 in total')).toBeVisible();
  await expect.poll(() => firstColumn(page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(workshop));
  await table(page).getByRole('columnheader', { name: 'Name' }).click(); // name is sorted ascending already: now descending
  await expect.poll(() => firstColumn(page).then((c) => c[0])).toBe(workshop(12));
  await page.getByTestId('admin-pager').getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(table(page).locator('tbody tr.ant-table-row')).toHaveCount(2);
  expect(await firstColumn(page)).toEqual([workshop(2), workshop(1)]);
  await expect(page).toHaveURL(/currentPage=2/);

  // Filter by group role: Back office holds admin, content-admin and support.
  await page.getByTestId('admin-search').fill('');
  await page.getByTestId('admin-search').press('Enter');
  await expect(page.getByText('12 in total')).toHaveCount(0);
  await page.getByTestId('admin-pager').getByRole('button', { name: 'Page 1', exact: true }).click();
  await page.getByTestId('admin-filter-groupRoleIds').locator('.ant-select').click();
  await page.locator('.ant-select-item-option[title="Back office"]').click();
  await page.keyboard.press('Escape');
  await expect.poll(() => firstColumn(page)).toEqual(['support', 'content-admin', 'admin']);

  await page.screenshot({ path: `${SHOTS}/admin-roles-list-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-roles-list-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  await open(page, '/en-us/admin/roles/create');
  await page.getByTestId('admin-save').click();
  await expect(page.getByText('Please fill in “Name”', { exact: true })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('admin');
  await page.getByLabel('Description').fill('A second admin');
  await page.getByTestId('admin-save').click();
  // The server's answer lands under its field, translated.
  await expect(page.locator('#name_help')).toHaveText('This name is already in use');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${SHOTS}/admin-roles-form-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-roles-form-phone.png` });
});

test("a role's new permission reaches its user on their next request", { tag: '@cluster' }, async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  // A role of this test's own, with the dealer role's permissions, held by a dealer of its own besides their usual
  // roles: what it gives reaches no other user.
  const tag = uniqueTag().toLowerCase();
  const role = `dealer-${tag}`;
  const admin = await tokenOf(request, 'admin');
  const made = await gql(request, admin, 'mutation($i: RoleInput!) { createRole(input: $i) { message { status } id } }', {
    i: { name: role, description: `Dealer ${tag}: orders`, permissions: await permissionsOf('customer') },
  });
  expect(made.data?.createRole.message.status).toBe(true);
  const holder = await newDealer();
  await (await e2eDb())
    .insertInto('userRoles')
    .values({ userId: holder.userId, roleId: made.data!.createRole.id as number })
    .execute();

  // The dealer, in a browser of their own, first has no banner admin.
  const dealerContext = await browser.newContext();
  const dealer = await dealerContext.newPage();
  await signIn(dealer, holder.username);
  await expect.poll(() => menuPaths(dealer)).not.toContain('/admin/banners');

  await signIn(page, 'admin');
  await open(page, '/en-us/admin/roles/edit'); // without an id: pick the role first
  await page.getByTestId('admin-record-picker').locator('.ant-select').click();
  await page.keyboard.type(role);
  await page.locator(`.ant-select-item-option[title="${role}"]`).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/roles\/edit\/\d+$/);
  const picker = page.getByTestId('permission-picker');
  await expect(picker.locator('[data-scope="page.catalog"] input')).toBeChecked();
  await picker.getByPlaceholder('Search scopes and what they allow').fill('banner');
  await expect(picker.locator('[data-scope]')).toHaveCount(1);
  await expect(picker.getByText('Uploads and arranges the banners and the promotion pop-up.')).toBeVisible();
  await picker.locator('[data-scope="page.banner"] input').check();
  await page.getByTestId('admin-save').click();
  await expect(page).toHaveURL(/\/en-us\/admin\/roles$/);
  expect(await permissionsOf(role)).toContain('page.banner');

  await dealer.reload();
  await expect.poll(() => menuPaths(dealer)).toContain('/admin/banners');

  // Taken away again: gone on the dealer's next load too. Leaving the changed form first asks.
  await open(page, searched(tag));
  await table(page)
    .locator('tr', { hasText: `Dealer ${tag}: orders` })
    .getByTestId('admin-edit')
    .click();
  const banner = page.getByTestId('permission-picker').locator('[data-scope="page.banner"] input');
  await expect(banner).toBeChecked();
  await banner.uncheck();
  page.once('dialog', (d) => {
    expect(d.message()).toContain('unsaved changes');
    void d.dismiss();
  });
  await page.getByRole('button', { name: 'Roles' }).click();
  await expect(page).toHaveURL(/\/edit\/\d+$/);
  await page.getByTestId('admin-save').click();
  await expect(page).toHaveURL(/\/en-us\/admin\/roles$/);
  expect(await permissionsOf(role)).not.toContain('page.banner');
  await dealer.reload();
  await expect.poll(() => menuPaths(dealer)).not.toContain('/admin/banners');
  await dealerContext.close();
});

test('deleting a role still held names its users', async ({ page }) => {
  await signIn(page, 'admin');
  await open(page, searched('salesman'));
  await table(page).locator('tr', { hasText: 'Salesman: acts' }).getByTestId('admin-delete').click();
  await page.getByRole('button', { name: 'Delete' }).last().click();
  await expect(page.locator('.ant-notification')).toContainText('This role is still held by users:');
  await expect(page.locator('.ant-notification')).toContainText('sales');
  expect((await permissionsOf('salesman')).length).toBeGreaterThan(0);
});

test('a user without user management sees none of it, and the API refuses them', async ({ page, request }) => {
  await signIn(page, 'content');
  const paths = await menuPaths(page);
  expect(paths).not.toContain('/admin/roles');
  expect(paths).not.toContain('/admin/permissions');
  await open(page, '/en-us/admin/roles');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/admin\/roles$/);
  await expect(page.getByTestId('admin-create')).toHaveCount(0);
  await expect(page.getByTestId('admin-edit')).toHaveCount(0);

  const content = await tokenOf(request, 'content');
  for (const [query, variables] of [
    ['mutation($i: RoleInput!) { createRole(input: $i) { message { status } } }', { i: { name: 'x', description: 'x', permissions: [] } }],
    ['mutation { updateRole(id: 1, input: { name: "x", description: "x" }) { message { status } } }', {}],
    ['mutation { deleteRole(id: 1) { message { status } } }', {}],
  ] as const) {
    const body = await gql(request, content, query, variables);
    expect(body.errors?.[0]?.extensions?.code).toBe('U002');
  }
  expect(await permissionsOf('admin')).toContain('page.user-management');
});
