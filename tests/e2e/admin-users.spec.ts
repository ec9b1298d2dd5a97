import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { menuFor, menuPaths } from '../../src/rules/navigation.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { categoriesOf, contentMarketsOf } from './data/people.ts';
import { chooseOption, openOptions, PASSWORD, signIn, withoutBannerPopup } from './support.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';

test.beforeEach(async ({ page }) => {
  await withoutBannerPopup(page);
});

const table = (page: Page) => page.getByTestId('admin-table');
const rows = (page: Page) => table(page).locator('tbody tr.ant-table-row');
const formItem = (page: Page, label: string) => page.locator('.ant-form-item').filter({ has: page.locator(`label[title="${label}"]`) });
const sideMenu = (page: Page) =>
  page
    .getByTestId('side-menu')
    .locator('[data-menu-path]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('data-menu-path')));

/** Chooses the option titled `title` of an antd select (typing narrows long lists). */
const choose = (page: Page, select: Locator, title: string, type = false) => chooseOption(page, select, title, { type });

const activeUsers = async () => {
  const db = await e2eDb();
  return Number(
    (
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deletedAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
};

/**
 * The list's total is the count of users who are not deleted. Other specs add users at any time: the count is read
 * before the list loads (`before`) and after, and the total shown must be one of them.
 */
async function expectUsersTotal(page: Page, before: number) {
  const total = page.getByText(/^\d+ users in total$/);
  await expect(total).toBeVisible();
  const shown = Number((await total.innerText()).split(' ')[0]);
  expect([before, await activeUsers()]).toContain(shown);
}

test('the admin creates a salesman with areas, reads the password once, and the salesman signs in to the menu the role allows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const db = await e2eDb();
  const area = await db
    .selectFrom('userAreas as ua')
    .innerJoin('users as u', 'u.id', 'ua.userId')
    .innerJoin('salesOrganisations as so', 'so.sorg', 'ua.sorg')
    .select(['ua.sorg', 'ua.value', 'so.name'])
    .where('u.username', '=', 'sales')
    .where('ua.limitation', '=', 'salesman')
    .executeTakeFirstOrThrow();
  const username = `e2e-salesman-${uniqueTag().toLowerCase()}`;

  await signIn(page, 'admin');
  const before = await activeUsers();
  await page.goto('/en-us/admin/users');
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  await expectUsersTotal(page, before);
  await expect(page.getByTestId('users-download')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/admin-users-list-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-users-list-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Sorting by username the other way round puts the last username first.
  const last = await db
    .selectFrom('users')
    .select('username')
    .where('deletedAt', 'is', null)
    .orderBy('username', 'desc')
    .executeTakeFirstOrThrow();
  await table(page).getByRole('columnheader', { name: 'Username' }).click();
  await expect.poll(() => rows(page).first().locator('td').first().innerText()).toBe(last.username);

  await page.getByTestId('admin-create').click();
  await expect(page).toHaveURL(/\/en-us\/admin\/users\/create$/);
  await page.locator('input#username').fill(username);
  await page.locator('input#name').fill('Agus Pratama');
  await page.locator('input#email').fill('agus.pratama@example.co.id');
  const language = await db.selectFrom('languages').select('name').where('code', '=', 'en-us').executeTakeFirstOrThrow();
  await choose(page, formItem(page, 'Language').locator('.ant-select'), language.name, true);
  await choose(page, formItem(page, 'Roles').locator('.ant-select'), 'salesman', true);
  await page.keyboard.press('Escape');

  await page.getByTestId('user-area-add').click();
  const row = page.getByTestId('user-area-row').first();
  // The row's selects in order: organisation, limitation, include/exclude, then the code.
  await choose(page, row.locator('.ant-select').nth(0), `${area.name} (${area.sorg})`);
  // The code is offered from the organisation's customers, with how many each covers.
  await row.locator('.ant-select').nth(3).click();
  await page.keyboard.type(area.value);
  await openOptions(page)
    .filter({ hasText: `${area.value} (` })
    .first()
    .click();
  await expect(row.getByRole('combobox', { name: 'Value' })).toHaveValue(area.value);
  await page.getByTestId('user-areas').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-users-form-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('user-areas').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/admin-users-form-phone.png` });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByTestId('admin-save').click();
  const notice = page.getByRole('dialog').filter({ hasText: 'This password is shown only now' });
  await expect(notice).toBeVisible();
  // The save is confirmed in the portal's words, not the framework's ("Successfully created User").
  await expect(page.locator('.ant-notification-notice').first()).toContainText('Saved');
  await expect(page.locator('.ant-notification-notice')).not.toContainText('Successfully');
  await expect(notice.getByTestId('credential-username')).toHaveText(username);
  const password = (await notice.getByTestId('credential-password').innerText()).trim();
  expect(password.length).toBeGreaterThanOrEqual(9);
  // The screenshot waits for the dialog's opening animation to end.
  await expect(page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-users-credential.png` });
  await notice.getByRole('button', { name: 'I have noted it' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/users(\?|$)/);

  const saved = await db.selectFrom('users').select('id').where('username', '=', username).execute();
  expect(saved).toEqual([{ id: expect.any(Number) }]);
  const roles = await db
    .selectFrom('userRoles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.roleId')
    .select('r.name')
    .where('ur.userId', '=', saved[0].id)
    .execute();
  expect(roles).toEqual([{ name: 'salesman' }]);
  const areas = await db.selectFrom('userAreas').select(['sorg', 'limitation', 'value']).where('userId', '=', saved[0].id).execute();
  expect(areas).toEqual([{ sorg: area.sorg, limitation: 'salesman', value: area.value }]);

  // A fresh browser: the new salesman signs in with the password shown once and sees the menu the role allows.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  await withoutBannerPopup(fresh);
  await fresh.goto('/en-us/login');
  await fresh.getByLabel('Username').fill(username);
  await fresh.getByLabel('Password').fill(password);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh).not.toHaveURL(/\/login/);
  const login = await request.post('/login', { data: { username, password } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const me = (await (await request.get('/user', { headers: { authorization: `Bearer ${requestToken}` } })).json()) as {
    scopes: string[];
    isSales: boolean;
  };
  const config = await (await request.get('/server/config/localhost')).json();
  const expected = menuPaths(
    menuFor({
      scopes: me.scopes,
      news: config.features.NEWS,
      previewPage: config.allowPreviewPage,
      hasUserAreas: me.isSales,
      contentMarkets: await contentMarketsOf(username),
      quotes: !!config.quoteFromPieces,
      categories: await categoriesOf(config.sorg),
    }),
  );
  expect(expected).toContain('/order');
  await expect(fresh.getByTestId('side-menu')).toBeVisible();
  await expect.poll(() => sideMenu(fresh)).toEqual(expected);
  await context.close();
});

test('the admin is warned before leaving changes, makes a new password, copies a user and deletes one, who then shows as deleted', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = `e2e-leaving-${uniqueTag().toLowerCase()}`;
  const login = await request.post('/login', { data: { username: 'admin', password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const db = await e2eDb();
  const customer = await db.selectFrom('roles').select('id').where('name', '=', 'customer').executeTakeFirstOrThrow();
  const made = await request.post('/graphql', {
    headers: { authorization: `Bearer ${requestToken}` },
    data: {
      query: 'mutation($u: UserInput!) { createUser(user: $u) { message { status } user { id } } }',
      variables: {
        u: {
          username,
          name: 'Ketut Arsana',
          email: 'ketut.arsana@example.co.id',
          language: 'en-us',
          roleIds: [customer.id],
          isFakeEmail: true,
        },
      },
    },
  });
  const id = (await made.json()).data.createUser.user.id as number;
  const searched = `/en-us/admin/users?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${username}`;

  await signIn(page, 'admin', { at: searched });
  await expect(rows(page)).toHaveCount(1, { timeout: 20_000 });
  await rows(page).first().getByTestId('admin-edit').click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}/edit$`));
  await expect(page.locator('input#name')).toHaveValue('Ketut Arsana');

  // Leaving a changed form asks first; staying keeps the change.
  await page.locator('input#name').fill('Ketut Arsana Putra');
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByTestId('back-button').click();
  await expect.poll(() => asked).toBe('Are you sure you want to leave? You have unsaved changes.');
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}/edit$`));
  await expect(page.locator('input#name')).toHaveValue('Ketut Arsana Putra');

  await page.getByText('Generate a new password', { exact: true }).click();
  await page.getByTestId('admin-save').click();
  const notice = page.getByRole('dialog').filter({ hasText: 'This password is shown only now' });
  await expect(notice.getByTestId('credential-password')).not.toBeEmpty();
  await expect(notice).toContainText('No mail was sent: the address is marked as fake.');
  const password = (await notice.getByTestId('credential-password').innerText()).trim();
  await notice.getByRole('button', { name: 'I have noted it' }).click();
  expect((await request.post('/login', { data: { username, password } })).status()).toBe(200);
  expect(await db.selectFrom('users').select('name').where('id', '=', id).execute()).toEqual([{ name: 'Ketut Arsana Putra' }]);

  // A copy is a new user filled from this one, without their username, name and address.
  await page.goto(`/en-us/admin/users/${id}/copy-us`);
  await expect(formItem(page, 'Roles')).toContainText('customer');
  await expect(page.locator('input#username')).toHaveValue('');

  // Delete asks, saying what it means; the user is then listed as deleted, with nothing to edit.
  await page.goto(searched);
  await rows(page).first().getByTestId('admin-delete').click();
  await expect(page.locator('.ant-popconfirm')).toContainText(
    `Delete ${username}? They can no longer sign in; their orders and history stay.`,
  );
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /Delete/ })
    .click();
  await expect(rows(page)).toHaveCount(0);
  await choose(page, page.getByTestId('admin-filter-state').locator('.ant-select'), 'Deleted');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId('state-deleted')).toHaveText('Deleted');
  await expect(rows(page).first().getByTestId('admin-edit')).toHaveCount(0);
  expect((await request.post('/login', { data: { username, password } })).status()).toBe(401);
});

test('an admin holding only page.user-management-us lists the US users and gets the -us pages', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag().toLowerCase();
  const username = `e2e-us-admin-${tag}`;
  const login = await request.post('/login', { data: { username: 'admin', password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const gql = async (q: string, variables: Record<string, unknown>) =>
    (
      await (
        await request.post('/graphql', {
          headers: { authorization: `Bearer ${requestToken}` },
          data: { query: q, variables },
        })
      ).json()
    ).data;
  const role = await gql('mutation($i: RoleInput!) { createRole(input: $i) { message { status } id } }', {
    i: {
      name: `us-user-admin-${tag}`,
      description: 'User administration of the United States',
      permissions: ['page.user-management-us', 'page.home-page'],
    },
  });
  const made = await gql(
    'mutation($u: UserInput!, $a: [UserAreaInput!]) { createUser(user: $u, userAreas: $a) { credential { password } } }',
    {
      u: {
        username,
        name: 'Jordan Miller',
        email: 'jordan.miller@example.com',
        language: 'en-us',
        roleIds: [role.createRole.id],
        isFakeEmail: true,
      },
      a: [{ sorg: '3000', limitation: 'sales_office', value: 'USO1' }],
    },
  );
  const password = made.createUser.credential.password as string;
  // The users of the United States as the full admin's list marks them, in username order, every page of it.
  const usUsers = async () => {
    const names: string[] = [];
    for (let n = 1; ; n++) {
      const { users } = await gql(
        'query($n: Int) { users(page: $n, limit: 100, sort: { sortBy: "username" }) { users { username us } info { pageTotal } } }',
        { n },
      );
      names.push(...(users.users as { username: string; us: boolean }[]).filter((u) => u.us).map((u) => u.username));
      if (n >= users.info.pageTotal) return names;
    }
  };

  await page.goto('/en-us/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  // Other specs add users at any time: the list shows the US users as they were before it loaded or after.
  const before = await usUsers();
  await page.goto('/en-us/admin/users');
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  const total = page.getByText(/^\d+ users in total$/);
  await expect(total).toBeVisible();
  const shown = Number((await total.innerText()).split(' ')[0]);
  const us = [before, await usUsers()].find((list) => list.length === shown);
  expect(us, `${shown} users in total`).toBeDefined();
  expect(us).toContain('dealer-us');
  await expect.poll(() => rows(page).locator('td:first-child').allInnerTexts()).toEqual(us!.slice(0, 10));
  await page.getByTestId('admin-create').click();
  await expect(page).toHaveURL(/\/admin\/users\/create-us$/);
  await page.goto('/en-us/admin/users');
  await rows(page).filter({ hasText: 'dealer-us' }).getByTestId('admin-edit').click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit-us$/);
  await expect(page.locator('input#username')).toHaveValue('dealer-us');
  // The main pages are not theirs: they say so, and the session stays.
  await page.goto('/en-us/admin/users/create');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users\/create$/);
});

test('mass creation from a CSV with one bad row shows the row error and, all or nothing, creates nobody', async ({ page }) => {
  test.setTimeout(90_000);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'users-file-')), 'users.csv');
  const prefix = `mass-dealer-${uniqueTag().toLowerCase()}`;
  fs.writeFileSync(
    file,
    [
      'username,name,email,language,role',
      `${prefix}-one,Wayan Sudarsa,wayan.sudarsa@example.co.id,en-us,customer`,
      `${prefix}-two,Made Wirawan,not-an-address,en-us,customer`,
    ].join('\n'),
  );
  const made = async () => await (await e2eDb()).selectFrom('users').select('username').where('username', 'like', `${prefix}-%`).execute();

  await signIn(page, 'admin', { at: '/en-us/admin/users' });
  await page.getByTestId('users-mass-create').click();
  await expect(page).toHaveURL(/\/admin\/users\/create-users-mass$/);
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByTestId('mass-summary')).toHaveText('2 rows read, 1 with errors');
  const rowsTable = page.getByTestId('mass-rows');
  await expect(rowsTable.locator('tr.ant-table-row').nth(1)).toContainText('Email: Email must be valid');
  await expect(rowsTable.locator('tr.ant-table-row').nth(0)).toContainText('OK');
  await expect(page.getByTestId('mass-mode').getByLabel(/All or nothing/)).toBeChecked();

  await page.getByTestId('mass-create').click();
  await expect(page.getByTestId('mass-result-message')).toHaveText('No user created: correct the rows with errors');
  await expect(page.getByTestId('mass-result-rows').locator('tr.ant-table-row').nth(1)).toContainText('Email must be valid');
  await expect(page.getByTestId('mass-result-rows').locator('tr.ant-table-row').nth(0)).toContainText('Not created');
  await page.screenshot({ path: `${SHOTS}/admin-users-mass-result-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/admin-users-mass-result-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await made()).toEqual([]);

  // Only the valid rows: the good one is created, the bad one still refused.
  await page.getByRole('button', { name: 'Back to the rows' }).click();
  await page
    .getByTestId('mass-mode')
    .getByLabel(/Only the valid rows/)
    .check();
  await page.getByTestId('mass-create').click();
  await expect(page.getByTestId('mass-result-message')).toHaveText('1 users created, 1 rows refused');
  await expect(page.getByTestId('mass-result-rows').locator('tr.ant-table-row').nth(0)).toContainText('Created');
  expect(await made()).toEqual([{ username: `${prefix}-one` }]);
});

test('support reads the users and one user, without any create, edit, delete or download button', async ({ page }) => {
  await signIn(page, 'support');
  await expect.poll(() => sideMenu(page)).toContain('/admin/users');
  const before = await activeUsers();
  await page.goto('/en-us/admin/users');
  await expect(rows(page).first()).toBeVisible({ timeout: 20_000 });
  await expectUsersTotal(page, before);
  for (const id of ['admin-create', 'admin-edit', 'admin-delete', 'admin-copy', 'users-download', 'users-mass-create']) {
    await expect(page.getByTestId(id), id).toHaveCount(0);
  }
  await rows(page).first().locator('.refine-show-button').click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/show$/);
  await expect(page.locator('.ant-descriptions')).toBeVisible();
  await expect(page.locator('.refine-edit-button')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/admin-users-show-support.png`, fullPage: true });
  await page.goto('/en-us/admin/users/create');
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.locator('input#username')).toHaveCount(0);
});
