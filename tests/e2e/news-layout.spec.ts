import { expect, test } from './fixtures.ts';
import type { APIRequestContext, Browser } from '@playwright/test';
import sharp from 'sharp';
import { ownNewsMarket } from './data/admin.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { graphqlAs, tokenOf } from './ordering.ts';
import { chooseOption, graphqlAnswer, signIn } from './support.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const DAY = 86_400_000;
const WITH_PICTURE = 'News: picture, title, first lines and date';
const TEXT_ONLY = 'News: title, first lines and date';

test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, username: string) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, username);
  return { context, page };
}

/** A news item of the test's own, in a market only its own new dealer reads; answers its id, title and reader. */
async function ownNews(request: APIRequestContext) {
  const title = `Gravel range arrives ${uniqueTag()}`;
  const reader = await newDealer();
  const market = await ownNewsMarket(request, reader.username);
  const input = {
    title,
    validFrom: new Date(Date.now() - DAY).toISOString(),
    validTo: new Date(Date.now() + 365 * DAY).toISOString(),
    body: '<p>Three new gravel frames arrive in January. Pre-season orders placed by 15 January ship freight-free.</p>',
    contentTargetMarketIds: [market.id],
  };
  const { createNews } = await graphqlAs(
    request,
    await tokenOf(request, 'content'),
    'mutation($i: NewsInput!) { createNews(input: $i) { message { status description } id } }',
    { i: input },
  );
  expect(createNews.message.status, createNews.message.description).toBe(true);
  return { id: createNews.id as number, title, reader, input };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('the content admin gives a news item a layout, a picture and an attachment; the dealer sees and downloads them', async ({
  browser,
  request,
}) => {
  const news = await ownNews(request);
  const admin = await signedIn(browser, 'content');
  await admin.page.goto(`/en-us/admin/news/${news.id}/edit`);
  const form = admin.page.locator('form');
  // The form fills once the item is read; a busy server takes its time.
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(news.title, { timeout: 45_000 });

  const layout = form.locator('.ant-form-item', { has: admin.page.getByText('Card layout', { exact: true }) }).locator('.ant-select');
  await chooseOption(admin.page, layout, WITH_PICTURE);
  const picture = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#2b8a3e' } })
    .jpeg()
    .toBuffer();
  await admin.page
    .getByTestId('news-picture')
    .locator('input[type=file]')
    .setInputFiles({ name: 'gravel-frames.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(admin.page.getByTestId('news-picture').getByText('gravel-frames.jpg')).toBeVisible();
  await admin.page
    .getByTestId('document-files')
    .locator('input[type=file]')
    .setInputFiles({ name: 'gravel-price-list.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(admin.page.getByTestId('upload-row').locator('.ant-progress-status-success')).toBeVisible();
  await admin.page.screenshot({ path: `${SHOTS}/news-layout-admin-desktop.png`, fullPage: true });
  const saved = graphqlAnswer(admin.page, 'updateNews');
  await admin.page.getByTestId('admin-save').click();
  expect((await (await saved).json()).data.updateNews.message.status).toBe(true);
  const row = await (await e2eDb()).selectFrom('news').select(['fileId', 'layoutId']).where('id', '=', news.id).executeTakeFirstOrThrow();
  expect(row.fileId).not.toBeNull();

  // The dealer's card shows the picture; the item shows it above the text, with the attachment to download.
  const dealer = await signedIn(browser, news.reader.username);
  await dealer.page.goto('/en-us/news');
  const card = dealer.page.getByTestId('news-card').filter({ hasText: news.title });
  await expect(card.getByTestId('news-card-picture')).toBeVisible();
  await expect(card.locator('[data-layout]')).toHaveAttribute('data-layout', 'placeholder title subtitle releasedon');
  await expect(card.getByTestId('news-card-attachments')).toHaveText(/1 attachment/);
  await dealer.page.screenshot({ path: `${SHOTS}/news-layout-list-desktop.png`, fullPage: true });
  await card.click();
  await expect(dealer.page.getByTestId('news-picture')).toBeVisible();
  const attachment = dealer.page.getByTestId('news-attachment');
  await expect(attachment).toHaveCount(1);
  await expect(attachment).toContainText('gravel price list');
  const href = await attachment.getAttribute('href');
  const download = await dealer.page.request.get(href!);
  expect(download.status()).toBe(200);
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await dealer.page.screenshot({ path: `${SHOTS}/news-layout-detail-desktop.png`, fullPage: true });
  await dealer.page.setViewportSize(PHONE);
  await expect(dealer.page.getByTestId('news-attachment')).toBeVisible();
  await dealer.page.screenshot({ path: `${SHOTS}/news-layout-detail-phone.png`, fullPage: true });

  // A text-only layout takes the picture off the card, not off the item.
  await admin.page.goto(`/en-us/admin/news/${news.id}/edit`);
  await expect(layout.locator(`.ant-select-selection-item[title="${WITH_PICTURE}"]`)).toBeVisible({ timeout: 45_000 });
  await expect(admin.page.getByTestId('news-picture-remove')).toBeVisible();
  await admin.page.screenshot({ path: `${SHOTS}/news-layout-admin-saved-desktop.png`, fullPage: true });
  await chooseOption(admin.page, layout, TEXT_ONLY);
  const again = graphqlAnswer(admin.page, 'updateNews');
  await admin.page.getByTestId('admin-save').click();
  expect((await (await again).json()).data.updateNews.message.status).toBe(true);
  await dealer.page.goto('/en-us/news');
  const plain = dealer.page.getByTestId('news-card').filter({ hasText: news.title });
  await expect(plain.locator('[data-layout]')).toHaveAttribute('data-layout', 'title subtitle releasedon');
  await expect(plain.getByTestId('news-card-picture')).toHaveCount(0);
  await dealer.page.screenshot({ path: `${SHOTS}/news-layout-list-phone.png`, fullPage: true });
  await admin.context.close();
  await dealer.context.close();
});

test('the admin removes the picture of a news item and the dealer reads it without one', async ({ browser, request }) => {
  const news = await ownNews(request);
  const content = await tokenOf(request, 'content');
  // The picture is uploaded as the form does, through the one upload path, and saved with the item.
  const upload = await request.post('/graphql', {
    headers: { authorization: `Bearer ${content}` },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation($file: File!) { uploadFile(file: $file, purpose: "news") { message { status } file { id } } }',
        variables: { file: null },
      }),
      map: JSON.stringify({ 0: ['variables.file'] }),
      0: {
        name: 'workshop.png',
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1c7ed6' } })
          .png()
          .toBuffer(),
      },
    },
  });
  const fileId = (await upload.json()).data.uploadFile.file.id as number;
  const { updateNews } = await graphqlAs(
    request,
    content,
    'mutation($id: Int!, $i: NewsInput!) { updateNews(id: $id, input: $i) { message { status description } } }',
    { id: news.id, i: { ...news.input, fileId } },
  );
  expect(updateNews.message.status, updateNews.message.description).toBe(true);

  const admin = await signedIn(browser, 'content');
  await admin.page.goto(`/en-us/admin/news/${news.id}/edit`);
  await expect(admin.page.locator('form').getByRole('textbox', { name: 'Title' })).toHaveValue(news.title, { timeout: 45_000 });
  await admin.page.getByTestId('news-picture-remove').click();
  await expect(admin.page.getByTestId('news-picture-remove')).toHaveCount(0);
  const saved = graphqlAnswer(admin.page, 'updateNews');
  await admin.page.getByTestId('admin-save').click();
  expect((await (await saved).json()).data.updateNews.message.status).toBe(true);
  await expect
    .poll(async () => (await e2eDb()).selectFrom('files').select('id').where('id', '=', fileId).executeTakeFirst())
    .toBeUndefined();

  const dealer = await signedIn(browser, news.reader.username);
  await dealer.page.goto(`/en-us/news/${news.id}`);
  await expect(dealer.page.getByTestId('news-body')).toContainText('freight-free');
  await expect(dealer.page.getByTestId('news-picture')).toHaveCount(0);
  await admin.context.close();
  await dealer.context.close();
});
