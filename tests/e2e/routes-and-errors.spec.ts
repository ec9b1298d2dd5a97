import type { APIRequestContext, Page } from '@playwright/test';
import { landingOf } from '../../src/rules/navigation.ts';
import { formatNumber } from '../../src/rules/money.ts';
import { e2eDb } from './data/database.ts';
import { newHost } from './data/hosts.ts';
import { expect, test } from './fixtures.ts';
import { apiUser, graphqlAnswer, PASSWORD, signIn, withoutBannerPopup } from './support.ts';

// Routes and errors of spec 1 §2 and §8: the bare content addresses lead to a page, the newer invoice list address
// works, the scroll position comes back on back and forward, the bonus of one brand, the disabled-PAA guard of a
// market without parts and accessories, and a server error read in the reader's language.
test.describe.configure({ timeout: 120_000 });

const port = () => Number(process.env.E2E_PORT ?? 4173);

async function token(request: APIRequestContext, username: string) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  return ((await login.json()) as { requestToken: string }).requestToken;
}

async function graphql(request: APIRequestContext, username: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${await token(request, username)}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

for (const [username, path] of [
  ['admin', 'marketing-material'],
  ['dealer', 'marketing-material'],
  ['admin', 'sales-document'],
  ['sales', 'visit-form'],
] as const) {
  test(`/${path} opens its first page for ${username}`, async ({ page, request }) => {
    const target = landingOf(path, (await apiUser(request, username)).scopes)!;
    await signIn(page, username, { at: `/en-us/${path}` });
    await expect(page).toHaveURL(new RegExp(`/en-us/${target}(\\?.*)?$`));
    await expect(page.getByTestId('not-found')).toHaveCount(0);
  });
}

test('the newer invoice list address shows the invoice list', async ({ page }) => {
  await signIn(page, 'dealer', { at: '/en-us/invoice/invoice-list' });
  const heading = page.getByRole('heading', { level: 3 }).first();
  await expect(heading).toBeVisible();
  const title = await heading.innerText();
  await page.goto('/en-us/invoice/invoice-list-new');
  await expect(page).toHaveURL(/\/en-us\/invoice\/invoice-list-new$/);
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveText(title);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('back and forward bring the list back where it was scrolled, a new page starts at the top', async ({ page }) => {
  await signIn(page, 'dealer', { at: '/en-us/catalog/bike' });
  const cards = page.getByTestId('product-group-card');
  await expect(cards.first()).toBeVisible();
  const target = await page.evaluate(() => Math.min(900, document.documentElement.scrollHeight - window.innerHeight - 10));
  expect(target, 'the list is long enough to scroll').toBeGreaterThan(200);
  await page.mouse.move(600, 400);
  await page.mouse.wheel(0, target);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(target - 5);
  const scrolled = await scrollY(page);
  // The position is kept for this entry of the history.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
        return (JSON.parse(sessionStorage.getItem('portal.scroll') ?? '{}') as Record<string, number>)[key];
      }),
    )
    .toBe(scrolled);

  // A card in view opens its product, which starts at the top.
  const inView = await cards.evaluateAll((all) => all.findIndex((c) => c.getBoundingClientRect().top >= 60));
  await cards.nth(inView).click();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(cards.first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(scrolled);

  await page.goForward();
  await expect(page.getByTestId('product-detail')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(scrolled);
});

const TOTALS = 'query($y: Int!, $b: String) { totalDealerSales(year: $y, brand: $b) { total { points } } }';

test('the bonus of one brand counts that brand only, and the brand switch moves between the pages', async ({ page, request }) => {
  const year = new Date().getFullYear();
  const pointsOf = async (brand?: string) =>
    (await graphql(request, 'dealer', TOTALS, { y: year, b: brand })).totalDealerSales?.total.points as number | undefined;
  const config = await (await request.get('/server/config/localhost')).json();
  const shown = (points: number | undefined) => formatNumber(points ?? 0, { ...config.currency, decimalPrecision: 0 }, 'en-us');
  const totalPoints = page.locator('.ant-statistic').filter({ hasText: 'Points this year' }).locator('.ant-statistic-content');

  await signIn(page, 'dealer');
  const polygonAnswer = graphqlAnswer(page, 'dealerBonus');
  await page.goto('/en-us/bonus-dealer-polygon');
  const asked = await polygonAnswer;
  expect(asked.request().postDataJSON().variables).toMatchObject({ brand: 'polygon' });
  await expect(page.getByRole('heading', { name: 'Dealer bonus: Polygon' })).toBeVisible();
  await expect(totalPoints).toHaveText(shown(await pointsOf('polygon')));
  await page.screenshot({ path: `test-results/e2e-${port()}/routes-bonus-polygon.png` });

  await page.getByTestId('bonus-brand').getByText('WIM', { exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/bonus-dealer-wim$/);
  await expect(page.getByRole('heading', { name: 'Dealer bonus: WIM' })).toBeVisible();
  await expect(totalPoints).toHaveText(shown(await pointsOf('wim')));

  await page.getByTestId('bonus-brand').getByText('All brands', { exact: true }).click();
  await expect(page).toHaveURL(/\/en-us\/bonus-dealer$/);
  await expect(page.getByRole('heading', { name: 'Dealer bonus', exact: true })).toBeVisible();
  await expect(totalPoints).toHaveText(shown(await pointsOf()));
});

test('a market without parts and accessories closes their pages and says why in the reader’s language', async ({ page }) => {
  const host = await newHost({ paaDisabled: true });
  try {
    const origin = `http://${host.hostname}:${port()}`;
    // The server reads its hosts again within seconds: wait until it serves this one.
    await expect.poll(async () => (await (await page.request.get(`/server/config/${host.hostname}`)).json()).host).toBe(host.hostname);
    const db = await e2eDb();
    const paa = await db
      .selectFrom('articles')
      .select('slug')
      .where('sorg', '=', '1000')
      .where('category', '=', 'PAA')
      .executeTakeFirstOrThrow();

    await withoutBannerPopup(page);
    await page.goto(`${origin}/en-us/login`);
    await page.getByLabel('Username').fill('dealer');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);

    await page.goto(`${origin}/en-us/catalog/paa`);
    await expect(page.getByRole('heading', { name: 'Parts and accessories are not sold in this market' })).toBeVisible();
    // No switch to a catalogue that is not there.
    await expect(page.getByTestId('catalog-switch').locator('.ant-segmented-item')).toHaveCount(1);
    await page.screenshot({ path: `test-results/e2e-${port()}/routes-paa-disabled.png` });
    await page.getByRole('link', { name: 'Browse bikes' }).click();
    await expect(page).toHaveURL(/\/en-us\/catalog\/bike$/);

    await page.goto(`${origin}/id-id/catalog/paa/${paa.slug}`);
    await expect(page.getByRole('heading', { name: 'Suku cadang dan aksesori tidak dijual di pasar ini' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `test-results/e2e-${port()}/routes-paa-disabled-phone.png` });

    // Nor a claim on a part: the claim chooser offers bikes only, and the parts claim's address says why.
    await page.goto(`${origin}/id-id/claim/create`);
    await expect(page.getByTestId('choose-bike')).toBeVisible();
    await expect(page.getByTestId('choose-paa')).toHaveCount(0);
    await page.goto(`${origin}/id-id/claim/create/paa`);
    await expect(page.getByRole('heading', { name: 'Suku cadang dan aksesori tidak dijual di pasar ini' })).toBeVisible();

    // The product's address without its category reaches the server, which refuses it (M002): said in the reader's words.
    const refused = graphqlAnswer(page, 'productDetails');
    await page.goto(`${origin}/id-id/catalog/${paa.slug}`);
    expect(((await (await refused).json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('M002');
    const error = page.getByTestId('load-error');
    await expect(error).toHaveAttribute('data-code', 'M002');
    await expect(error.getByText('Ini tidak tersedia di pasar Anda. (M002)')).toBeVisible();
    await page.screenshot({ path: `test-results/e2e-${port()}/routes-paa-refused.png` });
  } finally {
    await host.remove();
  }
});
