import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { menuFor, menuPaths, routeRules } from '../../src/rules/navigation.ts';
import { hasScopes } from '../../src/rules/scopes.ts';
import { menuContextOf } from './menu-context.ts';
import { e2eDb } from './data/database.ts';
import { newStaff } from './data/logins.ts';
import { closeBannerPopup, PASSWORD, signIn } from './support.ts';

// Every demo role sees exactly the side-menu entries its scopes allow, and a route it may not open signs it out.
for (const username of ['admin', 'content', 'dealer', 'sales', 'support', 'vendor', 'warranty']) {
  test(`${username} sees the menu its scopes allow`, async ({ page, request }) => {
    const context = await menuContextOf(request, username);
    const expected = menuPaths(menuFor(context));

    await signIn(page, username);
    await closeBannerPopup(page);
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await expect
      .poll(() => menu.locator('[data-menu-path]').evaluateAll((links) => links.map((a) => a.getAttribute('data-menu-path'))))
      .toEqual(expected);

    await page.screenshot({ path: test.info().outputPath(`shell-${username}-desktop.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: test.info().outputPath(`shell-${username}-phone.png`) });
    await page.setViewportSize({ width: 1366, height: 768 });

    const forbidden = routeRules.find((r) => r.scopes.length > 0 && !r.path.includes(':') && !hasScopes(context.scopes, r.scopes));
    if (!forbidden) {
      expect(username).toBe('admin'); // only the administrator holds every scope
      return;
    }
    // A page outside the user's scopes says so in place; the session stays (issue: no access is a page, not a sign-out).
    await page.goto(`/en-us/${forbidden.path}`);
    await expect(page.getByTestId('no-access')).toBeVisible();
    await expect(page).not.toHaveURL(/\/login/);
  });
}

/** A sales user acts for one of their dealers from the first page on (the last chosen customer returns at sign-in). */
async function chooseFirstCustomer(request: APIRequestContext, username: string) {
  const db = await e2eDb();
  const row = await db
    .selectFrom('customerAreas as ca')
    .innerJoin('userAreas as ua', (join) =>
      join.onRef('ua.sorg', '=', 'ca.sorg').on('ua.limitation', '=', 'salesman').onRef('ua.value', '=', 'ca.salesman'),
    )
    .innerJoin('users as u', 'u.id', 'ua.userId')
    .select('ca.customerId as id')
    .where('u.username', '=', username)
    .orderBy('ca.customerId')
    .executeTakeFirstOrThrow();
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  expect((await request.post(`/change-cust/${row.id}`, { headers: { authorization: `Bearer ${requestToken}` } })).status()).toBe(200);
}

/** Opens one menu entry the way a user does: a click on its link (a flyout's links are in the page, out of sight). */
async function openEntry(page: Page, path: string) {
  const link = page.getByTestId('side-menu').locator(`[data-menu-path="${path}"]`);
  await link.dispatchEvent('click');
  const base = path.split('?')[0]!;
  // The link leads there first; a guard may then send the user on (an error page, the login page).
  await page.waitForURL(
    (url) =>
      (base === '/' ? url.pathname === '/en-us' : url.pathname.startsWith(`/en-us${base}`)) || /\/(error|login)\b/.test(url.pathname),
  );
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.getByTestId('page-content').locator('.ant-spin-spinning')).toHaveCount(0);
}

// No entry of the menu ends on a page that is not built yet or on the 'No Data, contact support' error page.
for (const username of ['dealer', 'sales', 'support']) {
  test(`every menu entry of ${username} opens a working page`, async ({ page, request }) => {
    test.setTimeout(180_000);
    // The customer a salesman chooses comes back at their next sign-in: a salesman of this test's own chooses one.
    const login = username === 'sales' ? (await newStaff('sales')).username : username;
    if (username === 'sales') await chooseFirstCustomer(request, login);
    await signIn(page, login);
    const menu = page.getByTestId('side-menu');
    await expect(menu.locator('[data-menu-path]').first()).toBeAttached();
    // The content entries come with the user's target markets: wait until the menu is the one the rule computes.
    const expected = menuPaths(menuFor(await menuContextOf(request, login)));
    await expect
      .poll(() => menu.locator('[data-menu-path]').evaluateAll((links) => links.map((a) => a.getAttribute('data-menu-path'))))
      .toEqual(expected);

    expect(expected.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const path of expected) {
      await openEntry(page, path);
      const url = new URL(page.url());
      if (await page.getByTestId('not-found').count()) failures.push(`${path}: not found`);
      else if (url.pathname.includes('/error/')) failures.push(`${path}: ${url.searchParams.get('t')} (${url.searchParams.get('s')})`);
      else if (url.pathname.endsWith('/login')) failures.push(`${path}: signed out`);
    }
    expect(failures).toEqual([]);
  });
}
