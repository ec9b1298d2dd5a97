import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eDb, uniqueTag } from './data/database.ts';
import { PASSWORD, signIn, withoutBannerPopup } from './support.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';
const TAG = uniqueTag();
const CATEGORY = `Dealer day ${TAG}`;
/** The photos' file names, which also title the items until they are renamed. */
const FILE = (n: number) => `dealer-day-${TAG.toLowerCase()}-${n}`;
const PHONE = { width: 390, height: 844 };

/** The promotional popup is not what these tests are about: dismissed ahead (it stays away 2 hours, spec 1 §9). */
test.beforeEach(async ({ page }) => {
  await withoutBannerPopup(page);
});

/** Three real photos as a dealer would get them from the marketing team: drawn once, into a temporary folder. */
async function photos() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mm-e2e-'));
  const colours = [
    ['#0b3a82', '#1c7ed6'],
    ['#0d4a2f', '#2b8a3e'],
    ['#a61e4d', '#f76707'],
  ];
  return Promise.all(
    colours.map(async ([from, to], i) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>
      <circle cx="520" cy="640" r="190" fill="none" stroke="#fff" stroke-width="26"/><circle cx="1080" cy="640" r="190" fill="none" stroke="#fff" stroke-width="26"/>
      <path d="M520 640 L700 360 L960 360 L1080 640 M700 360 L820 640 L960 360" fill="none" stroke="#fff" stroke-width="22"/></svg>`;
      const file = path.join(dir, `${FILE(i + 1)}.jpg`);
      await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(file);
      return file;
    }),
  );
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/marketing-material-${name}.png`, fullPage: true });
}

// The category the first test makes is what the next ones read and the last one deletes: they run in this order.
test.describe('a category of marketing material', () => {
  test.describe.configure({ mode: 'serial' });

  test('the content admin creates a category and bulk-uploads three images', async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'content', { at: '/en-us/admin/marketing-material/category/create' });
    await page.getByLabel('Title').fill(CATEGORY);
    await page.getByTestId('target-market-checks').getByLabel('Indonesia').check();
    await shoot(page, 'category-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/admin\/marketing-material\/category(\?|$)/);
    await expect(page.getByTestId('admin-table').getByText(CATEGORY, { exact: true }).first()).toBeVisible();
    await shoot(page, 'category-list');

    await page.goto('/en-us/admin/marketing-material');
    await expect(page).toHaveURL(/admin\/marketing-material\/image(\?|$)/);
    await page.getByTestId('marketing-bulk-create').click();
    await page.getByTestId('bulk-category').click();
    await page.locator('.ant-select-item-option').filter({ hasText: CATEGORY }).click();
    await page.getByTestId('target-market-checks').getByLabel('Indonesia').check();
    // Saving while the files are still on their way is refused: the uploads are held until the message shows.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if ((route.request().headers()['content-type'] ?? '').startsWith('multipart/')) await held;
      await route.continue();
    });
    await page
      .getByTestId('upload-drop')
      .locator('input[type=file]')
      .setInputFiles(await photos());
    await expect(page.getByTestId('upload-row')).toHaveCount(3);
    await page.getByTestId('bulk-save').click();
    await expect(page.getByTestId('bulk-error')).toHaveText('Please wait until all documents have been successfully uploaded');
    release();
    await expect(page.getByTestId('bulk-title')).toHaveCount(3, { timeout: 30_000 });
    await page.getByTestId('bulk-title').first().fill(`${CATEGORY}: the stage`);
    await shoot(page, 'bulk-create');
    await page.getByTestId('bulk-save').click();
    await expect(page).toHaveURL(/admin\/marketing-material\/image(\?|$)/);
    await expect(page.getByTestId('admin-table').getByText(`${CATEGORY}: the stage`)).toBeVisible();
    await expect(page.getByTestId('admin-table').getByText(FILE(3).replace(/-/g, ' '))).toBeVisible();
    await shoot(page, 'image-list');

    // Editing one keeps its picture and changes its title.
    await page
      .getByTestId('admin-table')
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByText(FILE(2).replace(/-/g, ' '), { exact: true }) })
      .getByTestId('admin-edit')
      .click();
    await expect(page.getByTestId('kept-file')).toHaveCount(1);
    await page.getByLabel('Title').fill(`${CATEGORY}: the crowd`);
    await shoot(page, 'image-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('admin-table').getByText(`${CATEGORY}: the crowd`)).toBeVisible();
  });

  test('a dealer in that market sees the images and downloads a rendition', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'dealer', { at: '/en-us/marketing-material/brand-assets' });
    await page.getByTestId('mm-category-card').filter({ hasText: CATEGORY }).click();
    await expect(page.getByTestId('mm-item-card')).toHaveCount(3);
    await expect(page.getByTestId('mm-item-card').first().locator('img')).toHaveJSProperty('complete', true);
    await shoot(page, 'reader-category-desktop');
    await page
      .getByTestId('mm-item-card')
      .filter({ hasText: `${CATEGORY}: the stage` })
      .getByRole('link')
      .first()
      .click();
    await expect(page.getByTestId('mm-image-title')).toHaveText(`${CATEGORY}: the stage`);
    await expect(page.getByTestId('mm-image-main')).toBeVisible();
    await shoot(page, 'reader-image-desktop');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('mm-download-med').click()]);
    expect(download.suggestedFilename()).toBe(`${FILE(1)}-med.jpg`);
    const saved = await download.path();
    expect((await sharp(saved).metadata()).width).toBe(1024);

    await page.setViewportSize(PHONE);
    await page.goto('/en-us/marketing-material/brand-assets');
    await expect(page.getByTestId('mm-category-card').filter({ hasText: CATEGORY })).toBeVisible();
    await shoot(page, 'reader-section-phone');
    await page.getByTestId('mm-category-card').filter({ hasText: CATEGORY }).click();
    await expect(page.getByTestId('mm-item-card')).toHaveCount(3);
    await shoot(page, 'reader-category-phone');
    await page.getByTestId('mm-item-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('mm-downloads')).toBeVisible();
    await shoot(page, 'reader-image-phone');
  });

  test('a dealer of another market does not see them', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    // A US dealer signs in on the US host.
    const origin = `http://us.localhost:${Number(process.env.E2E_PORT ?? 4173)}`;
    await page.goto(`${origin}/en-us/login`);
    await page.getByLabel('Username').fill('dealer-us');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${origin}/en-us/marketing-material/brand-assets`);
    await expect(page.getByTestId('mm-section')).toBeVisible();
    await expect(page.getByTestId('mm-category-card').filter({ hasText: 'Spring 2027 campaign' })).toBeVisible();
    await expect(page.getByTestId('mm-category-card').filter({ hasText: CATEGORY })).toHaveCount(0);
    // Not by its address either.
    const id = await page.evaluate(async (title) => {
      const token = localStorage.getItem('portal.requestToken');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `{ marketingMaterialCategories(search: "${title}", limit: 5) { categories { id title } } }` }),
      });
      const body = await res.json();
      return body.data.marketingMaterialCategories.categories.find((c: { title: string }) => c.title === title)?.id ?? null;
    }, CATEGORY);
    expect(id).toBeNull();
    const row = await (await e2eDb())
      .selectFrom('marketingMaterialCategories')
      .select('id')
      .where('title', '=', CATEGORY)
      .executeTakeFirstOrThrow();
    await page.goto(`${origin}/en-us/marketing-material/brand-assets/${row.id}`);
    await expect(page.getByTestId('mm-not-found')).toBeVisible();
  });

  test('deleting the category warns about its items, which stay flagged for the content admin', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'content', { at: '/en-us/admin/marketing-material/category' });
    const row = page
      .getByTestId('admin-table')
      .locator('tbody tr.ant-table-row')
      .filter({ has: page.getByText(CATEGORY, { exact: true }) });
    await row.locator('.refine-delete-button').click();
    await expect(page.getByText(`Delete ${CATEGORY}? It holds 3 items`)).toBeVisible();
    await shoot(page, 'category-delete');
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: /Delete/ })
      .click();
    await expect(row).toHaveCount(0);
    // Searched down to this category's items, whatever else the list holds.
    await page.goto(`/en-us/admin/marketing-material/image?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${TAG}`);
    const flagged = page.getByTestId('admin-table').locator('tbody tr.ant-table-row').filter({ hasText: CATEGORY });
    await expect(flagged).toHaveCount(3);
    await expect(flagged.first()).toContainText('Yes');
  });
});

test('a user without a marketing-material market is sent to the configuration error page', async ({ page, request }) => {
  // A reader of marketing material whom nobody gave a market yet: the menu hides the entry, the address leads here.
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
      name: `e2e-material-reader-${uniqueTag().toLowerCase()}`,
      description: 'Reads marketing material',
      permissions: ['page.marketing-material', 'page.home-page'],
    },
  });
  const username = `e2e-no-market-${uniqueTag().toLowerCase()}`;
  const made = await gql('mutation($u: UserInput!) { createUser(user: $u) { credential { password } } }', {
    u: {
      username,
      name: 'Dewi Lestari',
      email: 'dewi.lestari@example.co.id',
      language: 'en-us',
      roleIds: [role.createRole.id],
      isFakeEmail: true,
    },
  });
  await page.goto('/en-us/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(made.createUser.credential.password as string);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/en-us/marketing-material/brand-assets');
  await expect(page).toHaveURL(/error\/admin/);
  await expect(page.getByText('You need to have the correct configuration, to access the data. Please contact support.')).toBeVisible();
});
