import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { deliveredBikes } from './data/claims.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { newInquiry } from './data/inquiries.ts';
import { newStaff } from './data/logins.ts';
import { newVendor } from './data/vendors.ts';
import { closeBannerPopup, PASSWORD, signIn, withoutBannerPopup } from './support.ts';

// Free text that people type (claim comments, visit-form notes, customer inquiries, vendor article names, upload
// names) is shown to its readers as typed: a text that would run a script or open a dialog as markup runs nothing.
test.describe.configure({ timeout: 180_000 });

/** Texts that would count up window.__xss or open an alert if a page put them into its markup. */
const PAYLOADS = {
  img: '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  script: '<script>window.__xss=(window.__xss||0)+1</script>',
  svg: '"><svg onload=alert(1)>',
};

/**
 * Watches a page for a payload taking effect: any dialog, window.__xss set, or a payload's own markup in the page.
 * `shows` waits until the text is shown as typed (the value, for a form field), then checks that nothing ran.
 */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async function shows(where: Locator, text: string, { value = false } = {}) {
    if (value) await expect(where).toHaveValue(text);
    else await expect(where).toContainText(text);
    // The content policy blocks inline handlers, so markup that got in may run nothing: it is the bug all the same.
    const ran = await page.evaluate(() => ({
      count: (window as { __xss?: number }).__xss ?? 0,
      markup: [...document.querySelectorAll('[onerror], [onload], script')]
        .filter((e) => e.tagName !== 'SCRIPT' || e.textContent?.includes('__xss'))
        .map((e) => e.outerHTML.slice(0, 160)),
    }));
    expect(ran.count, `scripts run on ${page.url()}`).toBe(0);
    expect(ran.markup, `payload markup in ${page.url()}`).toEqual([]);
    expect(dialogs, `dialogs on ${page.url()}`).toEqual([]);
  };
}

/** A bearer token of a user, as the app's own sign-in gets it. */
async function tokenOf(request: APIRequestContext, username: string) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  expect(login.ok(), `sign-in of ${username}`).toBe(true);
  return ((await login.json()) as { requestToken: string }).requestToken;
}

/** A GraphQL call with a user's token; fails on any error. */
async function graphqlAs(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: Record<string, any>; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}

/** Another person at another desk: their own browser, signed in, watched like the first. */
async function desk(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  await withoutBannerPopup(context);
  const page = await context.newPage();
  const shows = guard(page);
  await signIn(page, username);
  await closeBannerPopup(page);
  return { page, shows };
}

test('claim comments: the dealer and the warranty officer read them as written', async ({ page, request, browser, baseURL }) => {
  const dealer = await newDealer();
  const officer = await newStaff('warranty');
  const [frame] = await deliveredBikes(dealer);
  const dealerToken = await tokenOf(request, dealer.username);
  const { claimProblems } = await graphqlAs(request, dealerToken, '{ claimProblems(productCategory: "BIKE") { id } }');
  const { createClaimBike: filed } = await graphqlAs(
    request,
    dealerToken,
    `mutation($input: ClaimBikeInput!) { createClaimBike(input: $input) { message { status } userErrors { field messageKey } claim { id } } }`,
    {
      input: {
        frameNumber: frame.frameNumber,
        contactPersonName: 'Agus Setiawan',
        contactPersonPhone: '628123456789',
        consumer: { name: 'Putri Lestari', phone: '62811112222', city: 'Bandung' },
        description: 'The rear hub clicks under load.',
        problems: [{ problemId: claimProblems[0].id }],
        attachments: [],
      },
    },
  );
  expect(filed.message.status, JSON.stringify(filed)).toBe(true);
  const claimId = filed.claim.id as string;
  const COMMENT = `mutation($id: ID!, $comment: String!) {
    createClaimComment(id: $id, comment: $comment, isInternal: false) { message { status } userErrors { field messageKey } } }`;
  const comments = [
    { token: dealerToken, text: `Hub photo ${PAYLOADS.img}` },
    { token: await tokenOf(request, officer.username), text: `Seal lot ${PAYLOADS.script}` },
    { token: dealerToken, text: `Answer ${PAYLOADS.svg}` },
  ];
  for (const c of comments) {
    const { createClaimComment } = await graphqlAs(request, c.token, COMMENT, { id: claimId, comment: c.text });
    expect(createClaimComment.message.status, JSON.stringify(createClaimComment)).toBe(true);
  }

  const shows = guard(page);
  await signIn(page, dealer.username, { at: `/en-us/claim/${claimId}` });
  await expect(page.getByTestId('claim-comment')).toHaveCount(comments.length);
  for (const c of comments) await shows(page.getByTestId('claim-comments'), c.text);

  const desk2 = await desk(browser, baseURL!, officer.username);
  await desk2.page.goto(`/en-us/claim/${claimId}`);
  await expect(desk2.page.getByTestId('claim-comment')).toHaveCount(comments.length);
  for (const c of comments) await desk2.shows(desk2.page.getByTestId('claim-comments'), c.text);
  await desk2.page.context().close();
});

test('visit-form notes: the sales rep reads them back as written', async ({ page, request }) => {
  const rep = await newStaff('sales');
  const dealer = await newDealer();
  const token = await tokenOf(request, rep.username);
  const { formVisitSalesCustomers } = await graphqlAs(request, token, '{ formVisitSalesCustomers { id custCode } }');
  const ours = (formVisitSalesCustomers as { id: number; custCode: string }[]).find((c) => c.id === dealer.customerId);
  expect(ours, 'the new dealer is one of the rep’s').toBeTruthy();
  const notes = [`Shop floor ${uniqueTag()}`, PAYLOADS.img, PAYLOADS.script, PAYLOADS.svg].join('\n');
  const { createFormVisit } = await graphqlAs(
    request,
    token,
    'mutation($input: FormVisitInput!) { createFormVisit(brand: "polygon", input: $input) { message { status } userErrors { field messageKey } id } }',
    { input: { custCode: ours!.custCode, notes } },
  );
  expect(createFormVisit.message.status, JSON.stringify(createFormVisit)).toBe(true);

  const shows = guard(page);
  await signIn(page, rep.username, { at: `/en-us/visit-form/polygon/${createFormVisit.id}` });
  await shows(page.getByLabel('Notes'), notes, { value: true });
});

test('a customer inquiry: the staff who handle inquiries read it as sent', async ({ page }) => {
  const staff = await newStaff('admin');
  const tag = uniqueTag();
  const shop = `Toko ${tag} ${PAYLOADS.svg}`;
  const email = `xss-${tag.toLowerCase()}@example.org`;
  await newInquiry({ custName: shop, custEmail: email, reason: `We sell ${PAYLOADS.img}`, goal: `Grow ${PAYLOADS.script}` });
  const db = await e2eDb();
  const { id } = await db.selectFrom('customerInquiries').select('id').where('custEmail', '=', email).executeTakeFirstOrThrow();

  const shows = guard(page);
  await signIn(page, staff.username, { at: '/en-us/admin/customer-inquiries' });
  const search = page.getByPlaceholder('Search name, email, phone or city');
  await search.fill(tag);
  await search.press('Enter');
  await shows(page.getByTestId('admin-table').locator('tr', { hasText: tag }), shop);

  await page.goto(`/en-us/admin/customer-inquiries/${id}/show`);
  const record = page.locator('.ant-descriptions');
  await shows(record, shop);
  await shows(record, `We sell ${PAYLOADS.img}`);
  await shows(record, `Grow ${PAYLOADS.script}`);

  await page.goto(`/en-us/admin/customer-inquiries/${id}/edit`);
  await shows(page.getByLabel('Shop name'), shop, { value: true });
  await shows(page.getByLabel('Why do you want to sell our bikes?'), `We sell ${PAYLOADS.img}`, { value: true });
  await shows(page.getByLabel('What do you want to achieve with us?'), `Grow ${PAYLOADS.script}`, { value: true });
});

test('vendor article names: a dealer reads them in the catalogue and the vendor in their list', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const vendor = await newVendor();
  const tag = uniqueTag();
  const products = Object.values(PAYLOADS).map((payload, i) => ({ code: `XSS-${tag}-${i}`, name: `Valve caps ${payload}` }));
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const csv = [
    'articleCode,name,salesUnit,price,stock',
    ...products.map((p) => [p.code, p.name, 'BOX', '45000', '12'].map(cell).join(',')),
  ].join('\n');
  const upload = await request.post('/graphql', {
    headers: { authorization: `Bearer ${await tokenOf(request, vendor.username)}` },
    multipart: {
      operations: JSON.stringify({
        query:
          'mutation($file: File!) { uploadProductThirdParties(file: $file) { message { status } userErrors { field messageKey } rowErrors { line field messageKey } } }',
        variables: { file: null },
      }),
      map: JSON.stringify({ 0: ['variables.file'] }),
      0: { name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${csv}\n`) },
    },
  });
  const saved = (await upload.json()) as { data?: { uploadProductThirdParties: { message: { status: boolean } } } };
  expect(saved.data?.uploadProductThirdParties.message.status, JSON.stringify(saved)).toBe(true);

  // The dealer: the table, then the cards.
  const dealer = await newDealer();
  const shows = guard(page);
  await signIn(page, dealer.username, { at: '/en-us/3rd-party/catalog' });
  await page.getByTestId('tp-search').fill(tag);
  const table = page.getByTestId('tp-catalog-table');
  for (const p of products) await shows(table.locator('tr', { hasText: p.code }), p.name);
  await page.goto('/en-us/3rd-party/catalog-new');
  await page.getByTestId('tp-search').fill(tag);
  for (const p of products) await shows(page.getByTestId(`tp-card-${p.code}`), p.name);

  // The vendor: their own list.
  const desk2 = await desk(browser, baseURL!, vendor.username);
  await desk2.page.goto('/en-us/3rd-party/article-maintenance');
  const list = desk2.page.getByTestId('tp-maintenance-table');
  for (const p of products) await desk2.shows(list.locator('tr', { hasText: p.code }), p.name);
  await desk2.page.context().close();
});

test('upload names: the dealer and their sales rep read a sent file’s name as it was stored', async ({ page, browser, baseURL }) => {
  const dealer = await newDealer();
  const rep = await newStaff('sales');
  const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 30, g: 110, b: 200 } } })
    .png()
    .toBuffer();
  const stamp = uniqueTag().toLowerCase();
  // Names a browser sends: the server replaces slashes and double quotes in them, so the script payload goes in the note.
  const names = [`${stamp} <img src=x onerror=window.__xss=(window.__xss||0)+1>.png`, `${stamp} ${PAYLOADS.svg}.png`];
  const note = `Season ${stamp} ${PAYLOADS.script}`;

  const shows = guard(page);
  await signIn(page, dealer.username, { at: '/en-us/upload-area' });
  await page.getByTestId('upload-note').fill(note);
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type=file]')
    .setInputFiles(names.map((name) => ({ name, mimeType: 'image/png', buffer: picture })));
  // While they travel, each file is listed by the name the browser gave it.
  const sending = page.getByTestId('upload-send');
  for (const name of names) await shows(sending, name);
  await expect(page.locator('[data-testid="upload-progress"][data-state="sent"]')).toHaveCount(names.length, { timeout: 30_000 });

  // The list shows the names as the server stored them.
  const db = await e2eDb();
  const stored = (
    await db
      .selectFrom('uploads as u')
      .innerJoin('files as f', 'f.id', 'u.fileId')
      .select('f.fileName')
      .where('u.customerId', '=', dealer.customerId)
      .orderBy('f.id')
      .execute()
  ).map((f) => f.fileName);
  expect(stored).toHaveLength(names.length);
  const rows = page.getByTestId('upload-row');
  await expect(rows).toHaveCount(names.length);
  for (const name of stored) await shows(rows.filter({ hasText: name }), name);
  await shows(rows.first(), note);
  await page.reload();
  await expect(rows).toHaveCount(names.length);
  for (const name of stored) await shows(rows.filter({ hasText: name }), name);

  // Their sales rep, narrowed to the dealer.
  const desk2 = await desk(browser, baseURL!, rep.username);
  await desk2.page.goto(`/en-us/upload-area?customer=${dealer.customerId}`);
  const seen = desk2.page.getByTestId('upload-row');
  await expect(seen).toHaveCount(names.length);
  for (const name of stored) await desk2.shows(seen.filter({ hasText: name }), name);
  await desk2.shows(seen.first(), note);
  await desk2.page.context().close();
});
