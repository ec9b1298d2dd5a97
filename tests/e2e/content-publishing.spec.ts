import { expect, test } from './fixtures.ts';
import type { Browser, Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { ownNewsMarket } from './data/admin.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { graphqlAs, tokenOf } from './ordering.ts';
import { graphqlAnswer, signIn } from './support.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

const deletedAtOf = async (id: number) =>
  (await (await e2eDb()).selectFrom('news').select('deletedAt').where('id', '=', id).executeTakeFirstOrThrow()).deletedAt;

const adminRow = (page: Page, title: string) => page.getByTestId('admin-table').locator('tr.ant-table-row', { hasText: title });

/** The answer of the save that sends `mutation`, with the id of the record it wrote. */
const savedId = async (answer: Promise<Response>, mutation: string) => (await (await answer).json()).data[mutation].id as number;

/**
 * Announcements, banners and banner links are for a whole sales organisation: what a test publishes there is taken
 * back when it ends, so the other specs' dealers see their organisation as it was.
 */
const takeBack: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const undo of takeBack.splice(0).reverse()) await undo();
});

test('the content admin soft-deletes a news item, the dealer no longer reads it, and it comes back on restore', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // A news item of this test's own, in a market only its own dealer reads: deleting it takes nothing from other readers.
  const tag = uniqueTag();
  const title = `Pelatihan servis e-bike untuk mekanik dealer ${tag}`;
  const reader = await newDealer();
  const market = await ownNewsMarket(request, reader.username);
  const { createNews } = await graphqlAs(
    request,
    await tokenOf(request, 'content'),
    'mutation($i: NewsInput!) { createNews(input: $i) { message { status description } id } }',
    {
      i: {
        title,
        validFrom: new Date(Date.now() - DAY).toISOString(),
        validTo: new Date(Date.now() + 365 * DAY).toISOString(),
        body: '<p>Kami mengadakan pelatihan servis sepeda listrik selama dua hari. Materi meliputi diagnosa motor, perawatan baterai dan pembaruan firmware.</p>',
        contentTargetMarketIds: [market.id],
      },
    },
  );
  expect(createNews.message.status, createNews.message.description).toBe(true);
  const id = createNews.id as number;
  const admin = await signedIn(browser, 'content');
  const dealer = await signedIn(browser, reader.username);

  // The dealer reads it among the current news of their market, and opens it.
  await dealer.page.goto('/en-us/news');
  await expect(dealer.page.getByTestId('news-card').filter({ hasText: title })).toBeVisible();
  await expect(dealer.page.getByTestId('news-card').filter({ hasText: 'Reno warehouse' })).toHaveCount(0);
  await dealer.page.screenshot({ path: `${SHOTS}/news-reader-list-desktop.png`, fullPage: true });
  await dealer.page.getByTestId('news-card').filter({ hasText: title }).click();
  await expect(dealer.page.getByTestId('news-body')).toContainText('firmware');
  const itemPath = new URL(dealer.page.url()).pathname;
  await dealer.page.screenshot({ path: `${SHOTS}/news-reader-detail-desktop.png`, fullPage: true });
  await dealer.page.setViewportSize(PHONE);
  await dealer.page.screenshot({ path: `${SHOTS}/news-reader-detail-phone.png`, fullPage: true });
  await dealer.page.goto('/en-us/news');
  await expect(dealer.page.getByTestId('news-card').first()).toBeVisible();
  await dealer.page.screenshot({ path: `${SHOTS}/news-reader-list-phone.png`, fullPage: true });
  await dealer.page.setViewportSize(DESKTOP);

  // The admin deletes it from the list (searched down to it).
  await admin.page.goto(`/en-us/admin/news?filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=${tag}`);
  await expect(adminRow(admin.page, title)).toBeVisible();
  await admin.page.screenshot({ path: `${SHOTS}/news-admin-list-desktop.png`, fullPage: true });
  await adminRow(admin.page, title).getByTestId('admin-delete').click();
  await admin.page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(adminRow(admin.page, title).getByTestId('state-deleted')).toBeVisible();
  await expect.poll(() => deletedAtOf(id)).not.toBeNull();

  // Gone for the dealer: from the list and at its own address.
  await dealer.page.goto('/en-us/news');
  await expect(dealer.page.getByTestId('news-card').first()).toBeVisible();
  await expect(dealer.page.getByTestId('news-card').filter({ hasText: title })).toHaveCount(0);
  await dealer.page.goto(itemPath);
  await expect(dealer.page.getByTestId('news-not-found')).toBeVisible();

  // Restored, it is back.
  await adminRow(admin.page, title).getByTestId('admin-restore').click();
  await admin.page.locator('.ant-popconfirm').getByRole('button', { name: 'Restore' }).click();
  await expect(adminRow(admin.page, title).getByTestId('state-deleted')).toHaveCount(0);
  await expect.poll(() => deletedAtOf(id)).toBeNull();
  await dealer.page.goto(itemPath);
  await expect(dealer.page.getByTestId('news-body')).toContainText('firmware');

  await admin.page.setViewportSize(PHONE);
  await admin.page.screenshot({ path: `${SHOTS}/news-admin-list-phone.png`, fullPage: true });
  await admin.context.close();
  await dealer.context.close();
});

test("the content admin's news form: required fields, markets four per row and a rich-text editor", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'content', { at: '/en-us/admin/news/create' });
  await expect(page.getByTestId('target-market-checks')).toBeVisible();
  await page.getByRole('textbox', { name: 'Title' }).fill('Winter opening hours');
  await page.getByTestId('admin-save').click();
  // The shared rules answer in the browser first, naming the field (the editor labels itself).
  await expect(page.getByText('Please fill in “Text”', { exact: true })).toBeVisible();
  await page.getByTestId('rich-text-area').click();
  await page.keyboard.type('Our warehouse closes at ');
  await page.getByTestId('rich-text-bold').click();
  await page.keyboard.type('16:00');
  await page.getByTestId('rich-text-bold').click();
  await page.keyboard.type(' in December.');
  await page.getByTestId('target-market-checks').getByText('Indonesia').click();
  await page.screenshot({ path: `${SHOTS}/news-admin-form-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/news-admin-form-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await expect(page.getByTestId('rich-text-area').locator('strong')).toHaveText('16:00');
});

/** Types a moment into one of the form's date-time pickers, in the host's format (DD MMM YYYY HH:mm). */
async function pickMoment(page: Page, label: string, text: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue(text);
}

test("the admin publishes an announcement and the dealer's home banner shows it, without its script", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const title = `Stock count on Saturday ${uniqueTag()}`;
  const admin = await signedIn(browser, 'admin');
  await admin.page.goto('/en-us/admin/announcements');
  await expect(admin.page.getByTestId('admin-table').locator('tr.ant-table-row').first()).toBeVisible();
  await admin.page.screenshot({ path: `${SHOTS}/announcements-admin-list-desktop.png`, fullPage: true });
  await admin.page.getByTestId('admin-create').click();
  await expect(admin.page).toHaveURL(/\/admin\/announcements\/create$/);
  await admin.page.getByRole('textbox', { name: 'Title' }).fill(title);
  await admin.page.getByLabel('Sales organisation').click();
  await admin.page.locator('.ant-select-item-option', { hasText: 'PT Sepeda Nusantara' }).first().click();
  await pickMoment(admin.page, 'From', '01 Nov 2026 08:00');
  await pickMoment(admin.page, 'To', '31 Dec 2029 18:00');
  await admin.page.getByRole('textbox', { name: 'Portal page' }).fill('/order');
  // Typed tags are text, never markup: the editor writes the HTML, and the server sanitises it on save.
  await admin.page.getByTestId('rich-text-area').click();
  await admin.page.keyboard.type('Our warehouse counts its stock on ');
  await admin.page.getByTestId('rich-text-bold').click();
  await admin.page.keyboard.type('Saturday');
  await admin.page.getByTestId('rich-text-bold').click();
  await admin.page.keyboard.type('; orders ship on Monday. <script>document.title="hacked"</script>');
  await admin.page.screenshot({ path: `${SHOTS}/announcements-admin-form-desktop.png`, fullPage: true });
  await admin.page.setViewportSize(PHONE);
  await admin.page.screenshot({ path: `${SHOTS}/announcements-admin-form-phone.png`, fullPage: true });
  await admin.page.setViewportSize(DESKTOP);
  const answer = graphqlAnswer(admin.page, 'createAnnouncement');
  await admin.page.getByTestId('admin-save').click();
  const id = await savedId(answer, 'createAnnouncement');
  takeBack.push(async () =>
    graphqlAs(request, await tokenOf(request, 'admin'), 'mutation($id: Int!) { deleteAnnouncement(id: $id) { message { status } } }', {
      id,
    }),
  );
  await expect(admin.page.getByTestId('admin-table').locator('tr.ant-table-row', { hasText: title })).toBeVisible();

  const dealer = await signedIn(browser, 'dealer');
  const banner = dealer.page.getByTestId('announcement-banner');
  await expect(banner.getByText(title)).toBeVisible();
  await expect(banner.locator('strong', { hasText: 'Saturday' })).toBeVisible();
  await expect(banner.locator('script')).toHaveCount(0);
  expect(await dealer.page.title()).not.toBe('hacked');
  await dealer.page.screenshot({ path: `${SHOTS}/announcements-dealer-home-desktop.png` });
  await admin.context.close();
  await dealer.context.close();
});

test('banners and target markets admin lists, desktop and phone', async ({ page }) => {
  // Several pages with their first loads on a busy 2-core machine.
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin');
  for (const [path, name] of [
    ['/en-us/admin/banners', 'banners'],
    ['/en-us/admin/content-target-markets', 'target-markets'],
  ] as const) {
    await page.setViewportSize(DESKTOP);
    await page.goto(path);
    await expect(page.getByTestId('admin-table').locator('tr.ant-table-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-admin-list-desktop.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/${name}-admin-list-phone.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
  await page.goto('/en-us/admin/banners/create');
  await expect(page.getByTestId('image-upload')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/banners-admin-form-desktop.png`, fullPage: true });
});

test('a dealer reads the sales documents of their market and downloads a file; documents admin lists', async ({ browser }) => {
  test.setTimeout(120_000);
  const dealer = await signedIn(browser, 'dealer');
  await dealer.page.goto('/en-us/sales-document/sales');
  await expect(dealer.page.getByTestId('document-group').filter({ hasText: 'Daftar harga' })).toBeVisible();
  await expect(dealer.page.getByTestId('document-card').filter({ hasText: 'Daftar harga 2026' })).toHaveCount(0);
  await dealer.page.screenshot({ path: `${SHOTS}/documents-reader-list-desktop.png`, fullPage: true });
  await dealer.page.setViewportSize(PHONE);
  await dealer.page.screenshot({ path: `${SHOTS}/documents-reader-list-phone.png`, fullPage: true });
  await dealer.page.setViewportSize(DESKTOP);
  await dealer.page.getByTestId('document-card').filter({ hasText: 'Katalog sepeda 2027' }).click();
  await expect(dealer.page.getByTestId('document-files')).toBeVisible();
  await dealer.page.screenshot({ path: `${SHOTS}/documents-reader-detail-desktop.png`, fullPage: true });
  const [download] = await Promise.all([
    dealer.page.waitForEvent('download'),
    dealer.page.getByTestId('document-download').first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await dealer.context.close();

  const content = await signedIn(browser, 'content');
  await content.page.goto('/en-us/admin/sales-document');
  await expect(content.page).toHaveURL(/\/admin\/sales-document\/list(\?|$)/);
  await expect(content.page.getByTestId('admin-table').locator('tr.ant-table-row').first()).toBeVisible();
  await content.page.screenshot({ path: `${SHOTS}/documents-admin-list-desktop.png`, fullPage: true });
  await content.page
    .getByTestId('admin-table')
    .locator('tr.ant-table-row', { hasText: 'Katalog sepeda 2027' })
    .getByTestId('admin-edit')
    .click();
  await expect(content.page.getByTestId('document-files')).toContainText('katalog-sepeda-2027.pdf');
  await content.page.screenshot({ path: `${SHOTS}/documents-admin-form-desktop.png`, fullPage: true });
  await content.page.setViewportSize(PHONE);
  await content.page.screenshot({ path: `${SHOTS}/documents-admin-form-phone.png`, fullPage: true });
  await content.context.close();
});

test('a dealer without a news market is sent to the configuration error page', async ({ page }) => {
  await signIn(page, 'dealer2', { at: '/en-us/news' });
  await expect(page).toHaveURL(/\/error\/admin/);
  await expect(page.getByText('You need to have the correct configuration, to access the data. Please contact support.')).toBeVisible();
});

test("the admin uploads a banner picture and it shows in the dealer's pop-up", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, 'admin');
  await admin.page.goto('/en-us/admin/banners/create');
  const picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#d9480f' } })
    .png()
    .toBuffer();
  await admin.page
    .getByTestId('image-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'year-end-sale.png', mimeType: 'image/png', buffer: picture });
  await expect(admin.page.getByTestId('image-upload').getByText('year-end-sale.png')).toBeVisible();
  await admin.page.getByLabel('Sales organisation').click();
  await admin.page.locator('.ant-select-item-option', { hasText: 'PT Sepeda Nusantara' }).first().click();
  await pickMoment(admin.page, 'From', '01 Nov 2026 08:00');
  await pickMoment(admin.page, 'To', '31 Dec 2029 18:00');
  await admin.page.getByRole('textbox', { name: 'Portal page' }).fill('/catalog/paa');
  const answer = graphqlAnswer(admin.page, 'createBanner');
  await admin.page.getByTestId('admin-save').click();
  const id = await savedId(answer, 'createBanner');
  takeBack.push(async () =>
    graphqlAs(request, await tokenOf(request, 'admin'), 'mutation($id: Int!) { deleteBanner(id: $id) { message { status } } }', { id }),
  );
  await expect(admin.page).toHaveURL(/\/admin\/banners$/);
  const created = await (await e2eDb())
    .selectFrom('banners')
    .select(['bannerFile', 'url', 'sorg'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expect(created).toMatchObject({ url: '/catalog/paa', sorg: '1000' });
  expect(created.bannerFile).toMatch(/^1000-/);

  // The dealer, on a first visit, gets the pop-up with the new picture among the organisation's banners.
  const context = await browser.newContext({ viewport: DESKTOP });
  const dealer = await context.newPage();
  await signIn(dealer, 'dealer', { bannerPopup: true });
  await expect(dealer.getByTestId('banner-popup')).toBeVisible();
  // The carousel clones its slides, so the picture may be there more than once.
  await expect(dealer.getByTestId('banner-popup').locator(`img[src$="${created.bannerFile}"]`).first()).toBeAttached();
  await admin.context.close();
  await context.close();
});

test('the admin keeps the banner links of a sales organisation', async ({ page, request }) => {
  const db = await e2eDb();
  const before = await db.selectFrom('bannerConfigs').select(['url1', 'url2', 'url3']).where('sorg', '=', '1000').executeTakeFirst();
  takeBack.push(async () =>
    graphqlAs(
      request,
      await tokenOf(request, 'admin'),
      'mutation($i: BannerConfigInput!) { updateBannerConfig(sorg: "1000", input: $i) { message { status } } }',
      { i: { url1: before?.url1 ?? '', url2: before?.url2 ?? '', url3: before?.url3 ?? '' } },
    ),
  );
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin', { at: '/en-us/admin/banners' });
  await page.getByTestId('banner-config-link').click();
  const card = page.getByTestId('banner-config-1000');
  await card.getByLabel('Link 1').fill('javascript:alert(1)');
  await card.getByTestId('banner-config-save').click();
  await expect(card.getByText('Enter a portal path such as /order or an address starting with https://')).toBeVisible();
  await card.getByLabel('Link 1').fill('/catalog/bike');
  await card.getByLabel('Link 2').fill('https://www.sepedanusantara.co.id/dealer');
  await card.getByTestId('banner-config-save').click();
  await expect(card.getByText('Enter a portal path')).toHaveCount(0);
  await expect
    .poll(() => db.selectFrom('bannerConfigs').select(['url1', 'url2', 'url3']).where('sorg', '=', '1000').executeTakeFirst())
    .toEqual({ url1: '/catalog/bike', url2: 'https://www.sepedanusantara.co.id/dealer', url3: before?.url3 ?? null });
  await page.screenshot({ path: `${SHOTS}/banner-config-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/banner-config-phone.png`, fullPage: true });
});
