import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { bikeToDeliver, deliveredBikes, FORK_RECALL } from './data/claims.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { closeBannerPopup, PASSWORD, signIn, withoutBannerPopup } from './support.ts';

// One page per frame (DESIGN 'Frames'): the dealer finds a bike through the app bar, reads its shipment, recall, stolen
// report and claim, and follows the home page's recall card; the warranty officer runs a recall campaign in its admin
// table, and the bikes it matches show the recall in the claim form.
test.describe.configure({ timeout: 180_000 });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** How many frames a rule matches, as the database sees it. */
async function framesMatching(sorg: string, model: string, modelYear: number, code: string) {
  const db = await e2eDb();
  const { n } = await db
    .selectFrom('frames as f')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('f.sorg', '=', sorg)
    .where('a.model', '=', model)
    .where('a.modelYear', '=', modelYear)
    .where('f.productionCode', '=', code)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/**
 * A production code no bike of the model has yet, so a campaign on it reaches only the bikes made for it: the
 * factories' codes are their letter and a month (01-12); these use other letters and numbers past 12.
 */
async function unusedProductionCode(sorg: string, model: string, modelYear: number) {
  const db = await e2eDb();
  const used = new Set(
    (
      await db
        .selectFrom('frames as f')
        .innerJoin('articles as a', 'a.id', 'f.articleId')
        .select('f.productionCode')
        .distinct()
        .where('f.sorg', '=', sorg)
        .where('a.model', '=', model)
        .where('a.modelYear', '=', modelYear)
        .execute()
    ).map((r) => r.productionCode),
  );
  const codes = [...'ABCDEFGHJLMNPQRUVXYZ'].flatMap((letter) => Array.from({ length: 87 }, (_, i) => `${letter}${i + 13}`));
  const start = Math.floor(Math.random() * codes.length);
  const code = [...codes.slice(start), ...codes.slice(0, start)].find((c) => !used.has(c));
  if (!code) throw new Error(`every production code of ${model} ${modelYear} is taken`);
  return code;
}

/** A GraphQL call as a user, through the API the app uses. */
async function asUser(request: APIRequestContext, username: string, query: string, variables: Record<string, unknown> = {}) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${requestToken}` } });
  const body = (await res.json()) as { data: Record<string, any>; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}

async function desk(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await withoutBannerPopup(context);
  const page = await context.newPage();
  await signIn(page, username);
  await closeBannerPopup(page);
  return page;
}

async function choose(page: Page, label: string, typed: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByLabel(label, { exact: true }).fill(typed);
  await page.locator('.ant-select-item-option', { hasText: option }).first().click();
}

test('the warranty officer runs a recall campaign: it links the matching frames, the claim form warns with it, and it closes', async ({
  browser,
  baseURL,
}) => {
  // Two bikes of a dealer of its own, of a model and production code no other bike has: the campaign's rule matches them.
  const dealer = await newDealer();
  const bike = await bikeToDeliver(dealer.sorg);
  const [target] = await deliveredBikes(dealer, {
    count: 2,
    articleId: bike.id,
    productionCode: await unusedProductionCode(dealer.sorg, bike.model, bike.modelYear),
  });
  const expected = await framesMatching(target.sorg, target.model, target.modelYear, target.productionCode);
  const title = `Seat clamp check ${target.productionCode} ${uniqueTag()}`;
  const officer = await desk(browser, baseURL!, 'warranty');
  await officer.getByRole('link', { name: 'Recall campaigns' }).first().click();
  await expect(officer).toHaveURL(/\/en-us\/admin\/recalls$/);
  await expect(officer.getByTestId('admin-table').locator('tr.ant-table-row').first()).toBeVisible();
  await officer.getByTestId('admin-create').click();
  await officer.getByRole('textbox', { name: 'Title' }).fill(title);
  await choose(officer, 'Sales organisation', target.sorg, `(${target.sorg})`);
  await choose(officer, 'Model', target.model, `${target.model} (`);
  await officer.getByLabel('Model year').fill(String(target.modelYear));
  await officer.getByRole('textbox', { name: 'First production code' }).fill(target.productionCode.toLowerCase());
  await officer.getByRole('textbox', { name: 'Last production code' }).fill(target.productionCode);
  await officer.getByLabel('What is wrong').fill('The seat clamp bolt may crack when over-tightened.');
  await officer.getByLabel('What the dealer does').fill('Replace the seat clamp bolt with the supplied one and torque it to 5 Nm.');
  await expectAccessible(officer, 'recall campaign form');
  await officer.screenshot({ path: 'test-results/frames-recall-form-desktop.png', fullPage: true });
  await officer.getByTestId('admin-save').click();
  const row = officer.getByTestId('admin-table').locator('tr.ant-table-row', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Open');
  await expect(row.locator('td').nth(4)).toHaveText(String(expected));
  expect(expected).toBeGreaterThan(0);
  await expectAccessible(officer, 'recall campaigns');
  await officer.screenshot({ path: 'test-results/frames-recalls-admin-desktop.png', fullPage: true });
  await officer.setViewportSize(PHONE);
  await officer.screenshot({ path: 'test-results/frames-recalls-admin-phone.png', fullPage: true });
  await officer.setViewportSize(DESKTOP);

  // The dealer files a claim on a bike the campaign matched: the form shows the recall before anything else.
  const dealerDesk = await desk(browser, baseURL!, dealer.username);
  await dealerDesk.goto('/en-us/claim/create/bike');
  await dealerDesk.getByTestId('frame-number').fill(target.frameNumber);
  await dealerDesk.getByTestId('frame-lookup').click();
  await expect(dealerDesk.getByTestId('recall-warning').filter({ hasText: title })).toBeVisible();
  await dealerDesk.context().close();

  // Closing it: the campaign stays on record, closed.
  await row.getByTestId('admin-edit').click();
  await expect(officer.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  const closed = officer.getByLabel('Closed on', { exact: true });
  await closed.click();
  await closed.fill('01 Dec 2026 08:00');
  await closed.press('Enter');
  await officer.getByTestId('admin-save').click();
  await expect(officer.getByTestId('admin-table').locator('tr.ant-table-row', { hasText: title })).toContainText('Closed');
  await officer.context().close();
});

test('the dealer finds a frame in the app bar and reads its shipment, recall, stolen report and claim; the home card leads to the list', async ({
  page,
  request,
}) => {
  // A dealer of its own: two bikes under the open recall, and one that is not.
  const dealer = await newDealer();
  const [frame] = await deliveredBikes(dealer, { count: 2, recall: FORK_RECALL });
  await deliveredBikes(dealer, { shippedDaysAgo: 10 });
  const problems = await asUser(request, dealer.username, '{ claimProblems(productCategory: "BIKE") { id } }');
  const filed = await asUser(
    request,
    dealer.username,
    `mutation($input: ClaimBikeInput!) { createClaimBike(input: $input) {
      message { status } userErrors { field messageKey } claim { id referenceNo } } }`,
    {
      input: {
        frameNumber: frame.frameNumber,
        contactPersonName: 'Agus Setiawan',
        contactPersonPhone: '628123456789',
        consumer: { name: 'Putri Lestari', phone: '62811112222', city: 'Bandung' },
        purchaseDate: '2026-09-01',
        description: 'The fork creaks under braking.',
        problems: [{ problemId: problems.claimProblems[0].id }],
        attachments: [],
      },
    },
  );
  expect(filed.createClaimBike.message.status, JSON.stringify(filed)).toBe(true);
  const reported = await asUser(
    request,
    'warranty',
    'mutation($f: String!, $n: String) { reportStolenFrame(frameNumber: $f, note: $n) { message { status } } }',
    { f: frame.frameNumber, n: 'Police report 2207/XI/2026' },
  );
  expect(reported.reportStolenFrame.message.status).toBe(true);

  await page.setViewportSize(DESKTOP);
  await signIn(page, dealer.username);
  await closeBannerPopup(page);
  await page.getByTestId('frame-search-button').click();
  await page.getByTestId('frame-search-input').fill(` ${frame.frameNumber.toLowerCase()} `);
  await page.getByTestId('frame-search-input').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en-us/frame/${frame.frameNumber}$`));
  await expect(page.getByTestId('frame-number-title')).toContainText(frame.frameNumber);
  await expect(page.getByTestId('frame-shipment')).toContainText(frame.deliveryNo);
  await expect(page.getByTestId('frame-recall').filter({ hasText: FORK_RECALL })).toHaveAttribute('data-open', 'true');
  await expect(page.getByTestId('frame-stolen-alert')).toBeVisible();
  await expect(page.getByTestId('frame-stolen')).toContainText('Police report 2207/XI/2026');
  await expect(page.getByTestId('stolen-report')).toHaveCount(0);
  await expect(page.getByTestId('frame-claim-link')).toHaveText(filed.createClaimBike.claim.referenceNo);
  await page.screenshot({ path: 'test-results/frames-page-desktop.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: 'test-results/frames-page-phone.png', fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.getByTestId('frame-claim-link').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/claim/${filed.createClaimBike.claim.id}$`));

  // Home: the recall card counts the dealer's bikes under an open recall and leads to the list filtered on them.
  await page.goto('/en-us');
  const card = page.getByTestId('recall-card');
  await expect(card.getByTestId('recall-card-inStock')).toBeVisible();
  await page.screenshot({ path: 'test-results/frames-home-desktop.png', fullPage: true });
  await card.getByTestId('recall-card-link').click();
  await expect(page).toHaveURL(/\/en-us\/frame\?recall=open$/);
  await expect(page.getByTestId('frame-filter-recall')).toBeChecked();
  const rows = page.getByTestId('frame-row');
  await expect(rows).toHaveCount(2);
  expect(await rows.count()).toBe(await page.getByTestId('frame-recall-tag').count());
  await page.screenshot({ path: 'test-results/frames-list-desktop.png', fullPage: true });
  await page.getByTestId('frame-list-search').fill(frame.frameNumber.toLowerCase());
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByTestId('frame-stolen-tag')).toBeVisible();
  await page.setViewportSize(PHONE);
  await page.goto('/en-us/frame?recall=open');
  await expect(page.getByTestId('frame-card').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/frames-list-phone.png', fullPage: true });
  await page.goto('/en-us');
  await expect(page.getByTestId('recall-card')).toBeVisible();
  await page.screenshot({ path: 'test-results/frames-home-phone.png', fullPage: true });
});

test("another dealer's frame is not found, and users without the claim or PDI pages have no frame search", async ({ page }) => {
  const [frame] = await deliveredBikes(await newDealer());
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'dealer2', { at: `/en-us/frame/${frame.frameNumber}` });
  await expect(page.getByTestId('frame-not-found')).toBeVisible();
  await expect(page.getByTestId('frame-page')).toHaveCount(0);
  await page.getByTestId('frame-back').click();
  await expect(page).toHaveURL(/\/en-us\/frame$/);
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, 'content');
  await expect(page.getByTestId('app-bar-search')).toBeVisible();
  await expect(page.getByTestId('frame-search-button')).toHaveCount(0);
});

test("a bike's life on its page: shipped, inspected, sold to a consumer with its warranty ends", async ({ page, request }) => {
  // A plain bike of a dealer of its own: no recall, no inspection, no registration yet.
  const dealer = await newDealer();
  const [frame] = await deliveredBikes(dealer);
  const checklist = (await asUser(request, dealer.username, '{ claimPDIChecklist { id } }')).claimPDIChecklist as { id: number }[];
  const pdi = (
    await asUser(request, dealer.username, 'mutation($i: PdiInput!) { createPdi(input: $i) { message { status } } }', {
      i: {
        frameNumber: frame.frameNumber,
        mechanic: 'Budi Santoso',
        checklist: checklist.map((c) => ({ id: c.id, checked: true })),
      },
    })
  ).createPdi;
  expect(pdi.message.status).toBe(true);
  const today = new Date().toISOString().slice(0, 10);
  const cities = (await asUser(request, dealer.username, '{ cities { id description } }')).cities as { id: number; description: string }[];
  const sale = (
    await asUser(
      request,
      dealer.username,
      `mutation($f: String!, $d: String!, $c: Int) { registerFrame(frameNumber: $f, soldDate: $d,
    customer: { name: "Putri Lestari", phone: "081234567890", address: "Jl. Dago No. 12", email: "putri.lestari@gmail.com", cityId: $c }) {
    message { status } userErrors { field message } } }`,
      { f: frame.frameNumber, d: today, c: cities.find((c) => c.description === 'Bandung')?.id },
    )
  ).registerFrame;
  expect(sale.userErrors).toEqual([]);
  expect(sale.message.status).toBe(true);

  await page.setViewportSize(DESKTOP);
  await signIn(page, dealer.username, { at: `/en-us/frame/${frame.frameNumber}` });
  await expect(page.getByTestId('frame-shipment')).toContainText(frame.deliveryNo);
  await expect(page.getByTestId('frame-pdi')).toContainText('Budi Santoso');
  const registration = page.getByTestId('frame-registration');
  await expect(registration).toContainText('Putri Lestari');
  // The consumer account system takes the registration within seconds; then the warranty ends per component show.
  await expect
    .poll(
      async () => {
        await page.reload();
        await registration.waitFor();
        return registration.locator('tbody tr.ant-table-row').count();
      },
      { timeout: 30_000 },
    )
    .toBe(3);
  await expect(registration).toContainText('Frame');
  await expect(page.getByTestId('frame-recalls')).toBeVisible();
  await page.screenshot({ path: 'test-results/frames-life-desktop.png', fullPage: true });
});
