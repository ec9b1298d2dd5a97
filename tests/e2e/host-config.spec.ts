import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newDealer } from './data/dealers.ts';
import { signIn } from './support.ts';

// Two demo hosts, two configs (api/db/seed/markets.ts): localhost keeps the spec's defaults and no analytics; the
// European host reports to analytics, shows 20 articles or 24 models a page and has the redesigned app bar.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const HOSTS = {
  id: { origin: `http://localhost:${PORT}`, locale: 'en-us', like: 'dealer' },
  eu: { origin: `http://eu.localhost:${PORT}`, locale: 'en-nl', like: 'dealer-eu' },
} as const;
type Host = keyof typeof HOSTS;
const ANALYTICS_ID = 'G-NCEU2026B2B';
// Two sign-ins and two first loads of the app in one test take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** gtag.js is answered here: the test proves the page asks for it, and nothing reaches Google. */
async function fakeAnalytics(context: BrowserContext) {
  const asked: string[] = [];
  await context.route('https://www.googletagmanager.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return asked;
}

async function signInOn(page: Page, host: Host) {
  const { origin, locale, like } = HOSTS[host];
  const dealer = await newDealer(like);
  const answer = await signIn(page, dealer.username, { origin, locale });
  // The signed-in shell is drawn: what the app shows beside it (the consent bar) is drawn with it.
  await expect(page.getByTestId('page-content')).toBeVisible();
  return answer!;
}

const keywordsOf = (page: Page) => page.locator('meta[name="keywords"]').getAttribute('content');
const analyticsScript = (page: Page) => page.locator(`script[data-analytics="${ANALYTICS_ID}"]`);

test('analytics loads only on the host that configures it, after consent, and the policy allows only that', async ({ page, context }) => {
  const asked = await fakeAnalytics(context);

  // Indonesia: no analytics id, so no notice, no script, and a policy without Google.
  const local = await signInOn(page, 'id');
  expect(local.headers()['content-security-policy']).toContain("script-src 'self';");
  expect(local.headers()['content-security-policy']).not.toContain('google');
  expect(await keywordsOf(page)).toContain('dealer portal');
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);

  // Europe: its own keywords; the policy allows gtag's origin; nothing loads until the dealer agrees.
  const europe = await signInOn(page, 'eu');
  expect(europe.headers()['content-security-policy']).toContain("script-src 'self' https://www.googletagmanager.com;");
  expect(await keywordsOf(page)).toContain('Händlerportal');
  const notice = page.getByTestId('analytics-consent');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Google Analytics');
  await expect(analyticsScript(page)).toHaveCount(0);
  expect(asked).toEqual([]);
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toHaveCount(0);
  await expect(analyticsScript(page)).toHaveAttribute('src', `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`);
  await expect.poll(() => asked.length).toBe(1);

  // The choice is kept for the host: a reload loads analytics without asking again.
  await page.reload();
  await expect(page.getByTestId('page-content')).toBeVisible();
  await expect(analyticsScript(page)).toHaveCount(1);
  await expect(notice).toHaveCount(0);
});

test('a dealer who declines analytics is not asked again and nothing loads', async ({ page, context }) => {
  const asked = await fakeAnalytics(context);
  await signInOn(page, 'eu');
  await page.getByTestId('analytics-consent').getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('page-content')).toBeVisible();
  await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);
  expect(asked).toEqual([]);
});

/** Declines analytics where it is asked, so the catalogue tests read the page alone. */
async function withoutConsentBar(context: BrowserContext) {
  await context.addInitScript(() => window.localStorage.setItem('analytics-consent:eu.localhost', 'denied'));
}

for (const [host, item, model] of [
  ['id', 10, 12],
  ['eu', 20, 24],
] as const) {
  test(`the catalogue on ${host} loads ${item} articles or ${model} models a page (itemViewQuota, modelViewQuota)`, async ({
    page,
    context,
  }) => {
    await withoutConsentBar(context);
    await signInOn(page, host);
    const { origin, locale } = HOSTS[host];
    await page.goto(`${origin}/${locale}/catalog/list?category=PAA&view=item`);
    await expect(page.getByTestId('product-card')).toHaveCount(item);
    await expect(page.getByTestId('shown-count')).toHaveText(new RegExp(`^Showing ${item} of \\d+`));
    await page.getByTestId('load-more').click();
    await expect(page.getByTestId('product-card')).toHaveCount(item * 2);

    await page.goto(`${origin}/${locale}/catalog/list?category=PAA&view=group`);
    await expect(page.getByTestId('product-group-card')).toHaveCount(model);
    await expect(page.getByTestId('shown-count')).toHaveText(new RegExp(`^Showing ${model} of \\d+`));
  });
}

test("on a phone the redesigned app bar keeps the catalogue search in view, with the narrow layout's two suggestions", async ({
  page,
  context,
}) => {
  await withoutConsentBar(context);
  await page.setViewportSize({ width: 390, height: 844 });

  // Europe (CATALOG_REDESIGN_APP_BAR): the search is a row of the top bar on the catalogue lists.
  await signInOn(page, 'eu');
  await page.goto(`${HOSTS.eu.origin}/en-nl/catalog/list?category=Bike`);
  const row = page.getByTestId('app-bar-search-row');
  await expect(row).toBeVisible();
  await row.getByRole('combobox').fill('bik');
  // Four suggestions are found; the narrow layout shows two.
  await expect(page.getByTestId('suggestion')).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('eu-phone-app-bar.png') });

  // Indonesia (no redesigned app bar): a search button in the bar, no search row.
  await signInOn(page, 'id');
  await page.goto(`${HOSTS.id.origin}/en-us/catalog/bike`);
  await expect(page.getByTestId('mobile-top-bar').getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.getByTestId('app-bar-search-row')).toHaveCount(0);
});
