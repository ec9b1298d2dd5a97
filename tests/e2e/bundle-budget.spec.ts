import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { BUDGETS, PAGES, initialFiles, oversizedChunks, pageWeight, readManifest, type PageName } from './bundle-weight.ts';
import { PASSWORD } from './support.ts';

// The build these browser tests run on (its manifest lists what each page loads); sizes, never times.
const dist = process.env.DIST_DIR ?? 'dist';

test.describe('the JavaScript a first visit loads', () => {
  for (const page of Object.keys(PAGES) as PageName[]) {
    test(`the ${page} page stays within its budget`, () => {
      const weight = pageWeight(dist, page, readManifest(dist));
      const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
      expect(weight.gzip, `${page}: ${weight.files.length} files, ${kb(weight.gzip)} gzip (${kb(weight.raw)} raw)`).toBeLessThanOrEqual(
        BUDGETS[page],
      );
    });
  }

  // The server sends these as they are (api/http/static.ts); brotli is what a browser takes, gzip what older clients do.
  test("each file of the app's start lies beside it as brotli and gzip of the same bytes, the brotli smaller", () => {
    const files = initialFiles(readManifest(dist), PAGES.catalogApp).filter((f) => statSync(join(dist, f)).size >= 1400);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const bytes = readFileSync(join(dist, file));
      const brotli = readFileSync(join(dist, `${file}.br`));
      const gzip = readFileSync(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(bytes), file).toBe(true);
      expect(gunzipSync(gzip).equals(bytes), file).toBe(true);
      expect(brotli.length, file).toBeLessThan(gzip.length);
    }
  });

  test('no chunk is so large the build warns about it', () => {
    expect(oversizedChunks(dist)).toEqual([]);
  });

  // The signed-in start asks for it before the rest (src/shell/first-page.ts): needing nothing else, it arrives first
  // and a phone evaluates it in a task of its own, not inside the one that starts the whole app.
  test("refine's core is a file of its own that needs only React", () => {
    const manifest = readManifest(dist);
    const nameOf = (file: string) => Object.values(manifest).find((chunk) => chunk.file === file)?.name;
    expect(initialFiles(manifest, ['src/shell/refine-first.ts']).map(nameOf).sort()).toEqual([
      'refine-first',
      'rolldown-runtime',
      'vendor-react',
      'vendor-refine',
    ]);
  });
});

/** The chunks of the build that carry the signed-in app: refine with its data layer, and the app itself. */
function appChunks(): string[] {
  const manifest = readManifest(dist);
  return ['src/full-app.tsx', 'src/App.tsx']
    .map((source) => manifest[source]?.file)
    .filter((f): f is string => !!f)
    .concat(
      Object.values(manifest)
        .filter((c) => c.name === 'vendor-refine')
        .map((c) => c.file),
    );
}

function scriptsOf(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (answer) => {
    const path = new URL(answer.url()).pathname;
    if (path.endsWith('.js')) loaded.push(path.slice(1));
  });
  return loaded;
}

/**
 * The app's chunks held back until the test has looked at the light page, so it sees it whatever the machine's speed
 * (the light page starts the app once its pictures are in: refine's core first, then the rest). Call to release.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (const app of appChunks())
    await page.route(`**/${app}`, async (route) => {
      await held;
      await route.continue();
    });
  return release;
}

/** The dealer's session as the sign-in page leaves it, present before the first load (nothing cached yet). */
async function withSession(page: Page, request: APIRequestContext) {
  const tokens = (await (await request.post('/login', { data: { username: 'dealer', password: PASSWORD } })).json()) as {
    requestToken: string;
    refreshToken: string;
  };
  await page.addInitScript(
    ([requestToken, refreshToken]) => {
      localStorage.setItem('portal.requestToken', requestToken!);
      localStorage.setItem('portal.refreshToken', refreshToken!);
      localStorage.setItem('portal.dismissed.banner', String(Date.now() + 3_600_000));
    },
    [tokens.requestToken, tokens.refreshToken],
  );
}

test('the sign-in page comes without antd or refine, and the app follows the sign-in', async ({ page }) => {
  const loaded = scriptsOf(page);
  await page.goto('/en-us/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await page.locator('[class^="ant-"], [class*=" ant-"]').count()).toBe(0);
  expect(loaded.filter((file) => appChunks().includes(file))).toEqual([]);

  // The form behaves as antd's did: both fields required, each error tied to its field.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill('Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  expect(loaded.filter((file) => appChunks().includes(file)).length).toBeGreaterThan(0);
});

test('the light sign-in page switches language and opens the app for its links', async ({ page }) => {
  await page.goto('/en-us/login');
  await page.getByLabel('Language').selectOption('id-id');
  await expect(page).toHaveURL(/\/id-id\/login$/);
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id-id');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Nama pengguna')).toBeInViewport();

  // The inquiry link leads into the app (antd's pages) without reloading the page.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByTestId('new-customer-inquiry').getByRole('link').click();
  await expect(page).toHaveURL(/\/id-id\/new-customer-inquiry$/);
  await expect(page.locator('.ant-form').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a signed-in visit that opens on the catalogue list shows its cards light, then the app takes over', async ({ page, request }) => {
  await withSession(page, request);
  const loaded = scriptsOf(page);
  const release = await holdApp(page);

  await page.goto('/en-us/catalog/bike');
  const light = page.locator('.light-catalog');
  await expect(light.getByRole('heading', { name: 'Bikes' })).toBeVisible();
  await expect(light.getByText(/^\d+ models$/)).toBeVisible();
  const first = light.getByRole('listitem').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/en-us\/catalog\/bike\/[a-z0-9-]+$/);
  await expect(first.getByRole('img').first()).toHaveJSProperty('complete', true);
  await expect(first).toContainText(/from\s*Rp/);
  expect(await page.locator('[class^="ant-"], [class*=" ant-"]').count()).toBe(0);
  expect(loaded.filter((file) => appChunks().includes(file))).toEqual([]);
  await expectAccessible(page, 'the light catalogue');
  const pictures = (cards: Locator) => cards.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
  const lightModels = await pictures(light.getByRole('listitem'));

  // The app loads under the light page and takes its place once its own list is in.
  release();
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
  await expect(light).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByTestId('side-menu').or(page.getByTestId('mobile-top-bar')).first()).toBeVisible();
  // The same models in the same order.
  expect(lightModels.length).toBeGreaterThan(0);
  expect(await pictures(page.getByTestId('product-group-card'))).toEqual(lightModels);
  // The cards, filters and buttons are drawn with the styles the build made: antd injects none of its own for them.
  const injected = await page.locator('style[data-css-hash]').evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
  expect(injected.length).toBeGreaterThan(0);
  expect(injected.filter((css) => /:where\(\.css-[a-z0-9]+\)\.ant-(card|checkbox|btn|select|segmented)\{/.test(css))).toEqual([]);
});

test('when the light page cannot get the list, the app shows at once and asks again itself', async ({ page, request }) => {
  await withSession(page, request);
  // The light page's request is the first GraphQL operation of the visit: it fails, the app's own go through.
  let refused = 0;
  await page.route('**/graphql', (route) => (refused++ === 0 ? route.fulfill({ status: 503, body: '' }) : route.continue()));
  await page.goto('/en-us/catalog/bike');
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
  expect(refused).toBeGreaterThan(1);
  await expect(page.locator('.light-catalog')).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
});

test("a signed-in first visit asks for the user beside the app's chunk, and the rest of the language in one file", async ({
  page,
  request,
}) => {
  await withSession(page, request);
  const asked: string[] = [];
  const answered: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  page.on('requestfinished', (r) => answered.push(new URL(r.url()).pathname));

  await page.goto('/en-us/catalog/bike');
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
  // GET /user leaves before the app's own chunk is even asked for: the answer waits for the app, not the other way.
  const app = `/${readManifest(dist)['src/full-app.tsx']!.file}`;
  expect(asked).toContain(app);
  expect(asked.indexOf('/user')).toBeGreaterThanOrEqual(0);
  expect(asked.indexOf('/user')).toBeLessThan(asked.indexOf(app));
  // The texts: the namespaces the page shows one by one, everything else of the language in one file once idle.
  const texts = /\/locales-[^/]+\/en-us\/([a-z-]+)\.json$/;
  await expect.poll(() => answered.filter((path) => texts.exec(path)?.[1] === 'all').length, { timeout: 20_000 }).toBe(1);
  expect(asked.filter((path) => texts.exec(path)?.[1] === 'all').length).toBe(1);
  expect(asked.filter((path) => texts.test(path)).length).toBeLessThanOrEqual(16);
  // And they are in: a page of another namespace shows its texts without asking for them.
  const before = asked.length;
  await page.getByTestId('side-menu').locator('[data-menu-path="/invoice/invoice-list"]').dispatchEvent('click');
  await expect(page).toHaveURL(/\/en-us\/invoice\/invoice-list/);
  await expect(page.getByTestId('page-content').locator('.ant-spin-spinning')).toHaveCount(0);
  expect(asked.slice(before).filter((path) => texts.test(path))).toEqual([]);
});

test('a tap on a light card opens the product in the app, without a new page load, and back returns to the list', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await withSession(page, request);
  const release = await holdApp(page);
  await page.goto('/en-us/catalog/bike');
  const light = page.locator('.light-catalog');
  const card = light.getByRole('listitem').first().getByRole('link');
  await expect(card).toBeVisible();
  const href = (await card.getAttribute('href'))!;
  const name = (await card.locator('img').first().getAttribute('alt'))!;
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  // The tap is taken at once, while the app is still held back: the card says it is opening, nothing is lost.
  await card.click();
  await expect(card).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(href);
  await expect(light).toBeVisible();
  release();
  await expect(page.getByTestId('product-name')).toContainText(name);
  await expect(light).toHaveCount(0);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);

  // The page's own back arrow returns to the list the visit opened on, in the app.
  await page.getByTestId('mobile-top-bar').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/en-us\/catalog\/bike$/);
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

for (const { name, size } of [
  { name: 'a phone', size: { width: 390, height: 844 } },
  { name: 'a tablet', size: { width: 800, height: 1000 } },
  { name: 'a desktop', size: { width: 1366, height: 768 } },
])
  test(`on ${name} the app takes over from the light page without moving the cards`, async ({ page, request }) => {
    await page.setViewportSize(size);
    await withSession(page, request);
    const release = await holdApp(page);
    await page.goto('/en-us/catalog/bike');
    const light = page.locator('.light-catalog');
    await expect(light.getByRole('listitem').nth(1).locator('img')).toHaveJSProperty('complete', true);
    const places = (cards: Locator) =>
      cards.evaluateAll((all) =>
        all.slice(0, 2).map((card) => {
          const { x, y, width, height } = card.getBoundingClientRect();
          return [x, y, width, height].map(Math.round);
        }),
      );
    const before = await places(light.getByRole('listitem'));
    release();
    await expect(light).toHaveCount(0);
    await expect(page.getByTestId('result-count')).toHaveText(/\d+ models/);
    expect(await places(page.getByTestId('product-group-card'))).toEqual(before);
  });
