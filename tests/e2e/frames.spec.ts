import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { closeBannerPopup, e2eDatabase, PASSWORD, signIn } from './support.ts';

// One page per frame (DESIGN 'Frames'): the dealer finds a bike through the app bar, reads its shipment, recall, stolen
// report and claim, and follows the home page's recall card; the warranty officer runs a recall campaign in its admin
// table, and the bikes it matches show the recall in the claim form.
test.describe.configure({ timeout: 180_000 });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A frame of the dealer's picked by a condition, the lowest id first (the claims spec takes the highest). */
function dealerFrame(where: string) {
  const db = e2eDatabase();
  try {
    return db.prepare(`SELECT f.id, f.frame_number AS frameNumber, f.delivery_no AS deliveryNo, f.production_code AS productionCode, f.sorg,
      a.model, a.model_year AS modelYear FROM frames f JOIN articles a ON a.id = f.article_id JOIN users u ON u.customer_id = f.customer_id
      WHERE u.username = 'dealer' AND NOT EXISTS (SELECT 1 FROM claims c WHERE c.frame_id = f.id)
      AND NOT EXISTS (SELECT 1 FROM stolen_frames s WHERE s.frame_number = f.frame_number) AND ${where}
      ORDER BY f.id LIMIT 1`).get() as { id: number; frameNumber: string; deliveryNo: string; productionCode: string; sorg: string; model: string; modelYear: number };
  } finally {
    db.close();
  }
}
const openRecall = `EXISTS (SELECT 1 FROM recall_frames rf JOIN recalls r ON r.id = rf.recall_id WHERE rf.frame_id = f.id AND r.closed_at IS NULL)`;

/** How many frames a rule matches, as the database sees it. */
function framesMatching(sorg: string, model: string, modelYear: number, code: string) {
  const db = e2eDatabase();
  try {
    return (db.prepare(`SELECT count(*) AS n FROM frames f JOIN articles a ON a.id = f.article_id
      WHERE f.sorg = ? AND a.model = ? AND a.model_year = ? AND f.production_code = ?`).get(sorg, model, modelYear, code) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A GraphQL call as a user, through the API the app uses. */
async function asUser(request: APIRequestContext, username: string, query: string, variables: Record<string, unknown> = {}) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${requestToken}` } });
  const body = await res.json() as { data: Record<string, any>; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}

async function desk(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  await context.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
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

test('the warranty officer runs a recall campaign: it links the matching frames, the claim form warns with it, and it closes', async ({ browser, baseURL }) => {
  const target = dealerFrame(`NOT EXISTS (SELECT 1 FROM recall_frames rf WHERE rf.frame_id = f.id)`);
  const expected = framesMatching(target.sorg, target.model, target.modelYear, target.productionCode);
  const title = `Seat clamp check ${target.productionCode}`;
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
  const dealer = await desk(browser, baseURL!, 'dealer');
  await dealer.goto('/en-us/claim/create/bike');
  await dealer.getByTestId('frame-number').fill(target.frameNumber);
  await dealer.getByTestId('frame-lookup').click();
  await expect(dealer.getByTestId('recall-warning').filter({ hasText: title })).toBeVisible();
  await dealer.context().close();

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

test('the dealer finds a frame in the app bar and reads its shipment, recall, stolen report and claim; the home card leads to the list',
  async ({ page, request }) => {
    const frame = dealerFrame(openRecall);
    const problems = await asUser(request, 'dealer', '{ claimProblems(productCategory: "BIKE") { id } }');
    const filed = await asUser(request, 'dealer', `mutation($input: ClaimBikeInput!) { createClaimBike(input: $input) {
      message { status } userErrors { field messageKey } claim { id referenceNo } } }`, { input: { frameNumber: frame.frameNumber,
      contactPersonName: 'Agus Setiawan', contactPersonPhone: '628123456789', consumer: { name: 'Putri Lestari', phone: '62811112222', city: 'Bandung' },
      purchaseDate: '2026-09-01', description: 'The fork creaks under braking.', problems: [{ problemId: problems.claimProblems[0].id }],
      attachments: [] } });
    expect(filed.createClaimBike.message.status, JSON.stringify(filed)).toBe(true);
    const reported = await asUser(request, 'warranty', 'mutation($f: String!, $n: String) { reportStolenFrame(frameNumber: $f, note: $n) { message { status } } }',
      { f: frame.frameNumber, n: 'Police report 2207/XI/2026' });
    expect(reported.reportStolenFrame.message.status).toBe(true);

    await page.setViewportSize(DESKTOP);
    await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
    await signIn(page, 'dealer');
    await closeBannerPopup(page);
    await page.getByTestId('frame-search-button').click();
    await page.getByTestId('frame-search-input').fill(` ${frame.frameNumber.toLowerCase()} `);
    await page.getByTestId('frame-search-input').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/en-us/frame/${frame.frameNumber}$`));
    await expect(page.getByTestId('frame-number-title')).toContainText(frame.frameNumber);
    await expect(page.getByTestId('frame-shipment')).toContainText(frame.deliveryNo);
    await expect(page.getByTestId('frame-recall').filter({ hasText: 'Fork crown bolt inspection' })).toHaveAttribute('data-open', 'true');
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
    await expect(rows.first()).toBeVisible();
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
  const frame = dealerFrame('1 = 1');
  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer2');
  await closeBannerPopup(page);
  await page.goto(`/en-us/frame/${frame.frameNumber}`);
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
  // A plain bike of the dealer's: no recall, no inspection, no registration yet.
  const frame = dealerFrame(`NOT ${openRecall} AND NOT EXISTS (SELECT 1 FROM pdis p WHERE p.frame_id = f.id)
    AND NOT EXISTS (SELECT 1 FROM registered_frames r WHERE r.frame_id = f.id) AND f.shipped_at <= date('now')`);
  const checklist = (await asUser(request, 'dealer', '{ claimPDIChecklist { id } }')).claimPDIChecklist as { id: number }[];
  const pdi = (await asUser(request, 'dealer', 'mutation($i: PdiInput!) { createPdi(input: $i) { message { status } } }', { i: {
    frameNumber: frame.frameNumber, mechanic: 'Budi Santoso', checklist: checklist.map((c) => ({ id: c.id, checked: true })) } })).createPdi;
  expect(pdi.message.status).toBe(true);
  const today = new Date().toISOString().slice(0, 10);
  const cities = (await asUser(request, 'dealer', '{ cities { id description } }')).cities as { id: number; description: string }[];
  const sale = (await asUser(request, 'dealer', `mutation($f: String!, $d: String!, $c: Int) { registerFrame(frameNumber: $f, soldDate: $d,
    customer: { name: "Putri Lestari", phone: "081234567890", address: "Jl. Dago No. 12", email: "putri.lestari@gmail.com", cityId: $c }) {
    message { status } userErrors { field message } } }`, { f: frame.frameNumber, d: today, c: cities.find((c) => c.description === 'Bandung')?.id })).registerFrame;
  expect(sale.userErrors).toEqual([]);
  expect(sale.message.status).toBe(true);

  await page.setViewportSize(DESKTOP);
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await page.goto(`/en-us/frame/${frame.frameNumber}`);
  await expect(page.getByTestId('frame-shipment')).toContainText(frame.deliveryNo);
  await expect(page.getByTestId('frame-pdi')).toContainText('Budi Santoso');
  const registration = page.getByTestId('frame-registration');
  await expect(registration).toContainText('Putri Lestari');
  // The consumer account system takes the registration within seconds; then the warranty ends per component show.
  await expect.poll(async () => {
    await page.reload();
    await registration.waitFor();
    return registration.locator('tbody tr.ant-table-row').count();
  }, { timeout: 30_000 }).toBe(3);
  await expect(registration).toContainText('Frame');
  await expect(page.getByTestId('frame-recalls')).toBeVisible();
  await page.screenshot({ path: 'test-results/frames-life-desktop.png', fullPage: true });
});
