import { expect, test } from './fixtures.ts';
import { menuFor, menuPaths, routeRules } from '../../src/rules/navigation.ts';
import { hasScopes } from '../../src/rules/scopes.ts';
import { apiUser, closeBannerPopup, e2eDatabase, signIn } from './support.ts';

/** Which catalogue categories of a market have products, straight from the database the server runs on. */
function categoriesOf(sorg: string) {
  const db = e2eDatabase();
  const has = (sql: string) => !!db.prepare(sql).get(sorg);
  const categories = {
    bike: has("select 1 from articles where sorg = ? and category = 'BIKE'"),
    paa: has("select 1 from articles where sorg = ? and category = 'PAA'"),
    groupset: has('select 1 from groupsets g join groupset_articles ga on ga.groupset_id = g.id where g.sorg = ?'),
  };
  db.close();
  return categories;
}

// Every demo role sees exactly the side-menu entries its scopes allow, and a route it may not open signs it out.
for (const username of ['admin', 'content', 'dealer', 'sales', 'support', 'vendor', 'warranty']) {
  test(`${username} sees the menu its scopes allow`, async ({ page, request }) => {
    const user = await apiUser(request, username);
    const config = await (await request.get('/server/config/localhost')).json();
    const expected = menuPaths(menuFor({
      scopes: user.scopes,
      news: config.features.NEWS,
      previewPage: config.allowPreviewPage,
      categories: categoriesOf(config.sorg),
      hasUserAreas: user.isSales,
    }));

    await signIn(page, username);
    await closeBannerPopup(page);
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await expect.poll(() => menu.locator('[data-menu-path]').evaluateAll(
      (links) => links.map((a) => a.getAttribute('data-menu-path')),
    )).toEqual(expected);

    await page.screenshot({ path: `test-results/shell-${username}-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/shell-${username}-phone.png` });
    await page.setViewportSize({ width: 1366, height: 768 });

    const forbidden = routeRules.find((r) => r.scopes.length > 0 && !r.path.includes(':') && !hasScopes(user.scopes, r.scopes));
    if (!forbidden) {
      expect(username).toBe('admin'); // only the administrator holds every scope
      return;
    }
    await page.goto(`/en-us/${forbidden.path}`);
    await expect(page).toHaveURL(/\/en-us\/login/);
  });
}
