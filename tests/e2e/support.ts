import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';

export const PASSWORD = 'Portal2026';

/**
 * Signs in as the login page does (POST /login, the tokens kept where the app keeps them) and opens `at`, by default
 * the locale's home page: one start of the app, not the login page's and then the home page's before the page the test
 * is about. The login page itself is sign-in.spec.ts's. `origin` signs in on another host of the portal. The promotional
 * pop-up is dismissed ahead (a spec about it asks for it with `bannerPopup`), so no spec waits to see whether it comes.
 */
export async function signIn(
  page: Page,
  username: string,
  { locale = 'en-us', origin = '', at, bannerPopup = false }: { locale?: string; origin?: string; at?: string; bannerPopup?: boolean } = {},
) {
  if (!bannerPopup) await withoutBannerPopup(page);
  // Node does not resolve *.localhost as Chromium does: another host is asked on the base address with its name.
  const headers = origin ? { host: new URL(origin).host } : undefined;
  const answer = await page.request.post('/login', { headers, data: { username, password: PASSWORD } });
  expect(answer.ok(), `${username} signs in`).toBe(true);
  const tokens = (await answer.json()) as { requestToken: string; refreshToken: string };
  // A page of the portal's origin that starts no app, to write its storage from.
  await page.mainFrame().goto(`${origin}/server/status`);
  await page.evaluate((t) => {
    window.localStorage.setItem('portal.requestToken', t.requestToken);
    window.localStorage.setItem('portal.refreshToken', t.refreshToken);
  }, tokens);
  const to = at ?? `/${locale}`;
  const response = await page.goto(to.startsWith('/') ? `${origin}${to}` : to);
  await expect(page).not.toHaveURL(/\/login/);
  // On the home page the app's pages load after the document: the shell is drawn before a test moves on inside it.
  if (!at) await expect(page.getByTestId('page-content')).toBeVisible({ timeout: 30_000 });
  return response;
}

/** The user as the API knows it: what a test expects the page to show. */
export async function apiUser(request: APIRequestContext, username: string) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const user = await (await request.get('/user', { headers: { authorization: `Bearer ${requestToken}` } })).json();
  return user as { scopes: string[]; isSales: boolean; limitation: string | null; roles: string[] };
}

export { e2eDataDir } from './data/database.ts';

/**
 * The promotional pop-up dismissed before any page of `target` loads, as its Close button leaves it (for 2 hours):
 * a spec that is not about it neither sees it nor waits to see whether it comes.
 */
export const withoutBannerPopup = (target: Page | BrowserContext) =>
  target.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));

/**
 * The pop-up dismissed for this browser from now on, and closed if it is open: for a page that did not come through
 * signIn. A pop-up not open now stays away, as the dismissal is read before it opens.
 */
export async function closeBannerPopup(page: Page) {
  await page.evaluate(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  const popup = page.getByTestId('banner-popup');
  if (await popup.isVisible()) {
    await page.getByRole('dialog').filter({ has: popup }).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(popup).toBeHidden();
    // Its close animation restores focus when it ends; a click before that can be lost.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/**
 * A slow answer without waiting on the clock: the page's requests to `url` that `matches` are held until the test
 * calls `release()`; `asked` settles when the first of them is made.
 */
export async function holdRequests(page: Page, url: string, matches: (request: Request) => boolean = () => true) {
  let ask!: () => void;
  const asked = new Promise<void>((resolve) => (ask = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (matches(route.request())) {
      ask();
      await held;
    }
    await route.continue();
  });
  return { asked, release };
}

/**
 * The answer to the page's next GraphQL request that names `field` (a mutation or query field): a test waits for it
 * before it reads what the answer changes, however long a busy server takes.
 */
export function graphqlAnswer(page: Page, field: string, { timeout = 60_000 } = {}) {
  return page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(field), { timeout });
}

/**
 * A dialog or pop-up confirmation once it has finished opening. antd zooms it in from the button that opened it:
 * caught in its first step, its buttons look still to the browser, and a click can land where a button is not yet.
 */
export async function opened(page: Page, overlay: Locator = page.getByRole('dialog')): Promise<Locator> {
  await expect(overlay).toBeVisible();
  await expect(page.locator('[class*="ant-zoom"][class*="-appear"], [class*="ant-zoom"][class*="-enter"]')).toHaveCount(0);
  return overlay;
}

/**
 * The options of the select list open now. A list closed a moment ago can stay in the page, invisible and not
 * clickable, when the end of its closing animation is missed on a busy machine: it is left out. A list still sliding
 * open is left out too: a click in its first step lands where its option is not yet, and nothing is chosen.
 */
export function openOptions(page: Page): Locator {
  return page.locator(
    '.ant-select-dropdown:visible:not([class*="-leave"]):not([class*="-appear"]):not([class*="-enter"]) .ant-select-item-option',
  );
}

/**
 * Chooses an option of an antd select: the one titled `title` (typed first when `type`, to narrow a long list) or the
 * first. It returns once the select shows the choice, so a click lost to the list's animation fails here, not later.
 */
export async function chooseOption(page: Page, select: Locator, title?: string, { type = false } = {}) {
  await select.click();
  if (type && title) await page.keyboard.type(title);
  const option = title ? openOptions(page).and(page.locator(`[title="${title}"]`)) : openOptions(page).first();
  const chosen = title ?? (await option.getAttribute('title'));
  await option.click();
  await expect(select.locator(`.ant-select-selection-item[title="${chosen}"]`)).toBeVisible();
}

/** Presses Tab (or Shift+Tab) until the element has the focus; the test fails if the keyboard cannot reach it. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard did not reach ${target} in ${max} presses`);
}
