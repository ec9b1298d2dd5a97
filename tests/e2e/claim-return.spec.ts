import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deliveredBikes } from './data/claims.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { closeBannerPopup, graphqlAnswer, PASSWORD, signIn, withoutBannerPopup } from './support.ts';

// Issue 44, claims (spec 2 §3 Claim): on a claim the dealer reads the bike's delivery order, its pre-delivery inspection
// and its attributes, and enters the return shipment of the claimed part; the warranty officer reads it, in their language.
test.describe.configure({ timeout: 180_000 });

async function asUser(request: APIRequestContext, username: string, query: string, variables: Record<string, unknown> = {}) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${requestToken}` } });
  const body = (await res.json()) as { data: Record<string, any>; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}

/** A claim filed through the API on a bike the dealer inspected before selling it. */
async function inspectedAndClaimed(request: APIRequestContext, username: string, frameNumber: string) {
  const checklist = (await asUser(request, username, '{ claimPDIChecklist { id } }')).claimPDIChecklist as { id: number }[];
  const pdi = await asUser(request, username, 'mutation($i: PdiInput!) { createPdi(input: $i) { message { status } } }', {
    i: { frameNumber, mechanic: 'Budi Santoso', checklist: checklist.map((c) => ({ id: c.id, checked: true })) },
  });
  expect(pdi.createPdi.message.status).toBe(true);
  const problems = await asUser(request, username, '{ claimProblems(productCategory: "BIKE") { id } }');
  const filed = await asUser(
    request,
    username,
    'mutation($input: ClaimBikeInput!) { createClaimBike(input: $input) { message { status } claim { id referenceNo } } }',
    {
      input: {
        frameNumber,
        contactPersonName: 'Agus Setiawan',
        contactPersonPhone: '628123456789',
        consumer: { name: 'Putri Lestari', phone: '62811112222', city: 'Bandung' },
        description: 'The rear derailleur hanger is bent out of the box.',
        problems: [{ problemId: problems.claimProblems[0].id }],
        attachments: [],
      },
    },
  );
  expect(filed.createClaimBike.message.status).toBe(true);
  return filed.createClaimBike.claim as { id: string; referenceNo: string };
}

async function desk(browser: Browser, baseURL: string, username: string, locale: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  await withoutBannerPopup(context);
  const page = await context.newPage();
  await signIn(page, username, { locale });
  return page;
}

const shoot = (page: Page, name: string) => page.screenshot({ path: `test-results/claim-return-${name}.png`, fullPage: true });

test('the dealer sees the delivery, inspection and attributes of the claimed bike and enters the return shipment; the officer reads it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const dealer = await newDealer();
  const [bike] = await deliveredBikes(dealer, { shippedDaysAgo: 40 });
  const claim = await inspectedAndClaimed(request, dealer.username, bike.frameNumber);
  const db = await e2eDb();
  const { colour } = await db.selectFrom('articles').select('colour').where('id', '=', bike.articleId).executeTakeFirstOrThrow();

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dealer.username);
  await closeBannerPopup(page);
  const shown = graphqlAnswer(page, 'query Claim(');
  await page.goto(`/en-us/claim/${claim.id}`);
  await shown;
  const delivery = page.getByTestId('claim-delivery');
  await expect(delivery.getByTestId('claim-delivery-order')).toHaveCount(1);
  await expect(delivery.getByTestId('claim-delivery-order')).toContainText(bike.deliveryNo);
  await expect(delivery.getByTestId('claim-pdi')).toContainText('Completed on');
  await expect(delivery.getByTestId('claim-pdi-mechanic')).toContainText('Budi Santoso');
  await expect(delivery.getByTestId('claim-bike-attributes')).toContainText('Colour');
  await expect(delivery.getByTestId('claim-bike-attributes')).toContainText(colour);

  // Nothing sent back yet: the dealer is asked to enter the shipment.
  const card = page.getByTestId('claim-return');
  await expect(card.getByTestId('return-empty')).toBeVisible();
  await card.getByTestId('return-open').click();
  await expect(card.getByTestId('return-form')).toBeVisible();
  // A blank delivery note is refused in the reader's words before anything is sent.
  await card.getByTestId('return-save').click();
  await expect(card.getByText('Enter the delivery note number')).toBeVisible();
  await card.getByTestId('return-delivery-no').fill('SJ-2026-0412');
  await card.getByTestId('return-resi-no').fill('JNE0123456789');
  await shoot(page, 'form-desktop');
  const saved = graphqlAnswer(page, 'updateClaimReturnShipment');
  await card.getByTestId('return-save').click();
  expect(((await (await saved).json()) as { data: Record<string, any> }).data.updateClaimReturnShipment.message.status).toBe(true);
  await expect(card.getByTestId('return-delivery-no-value')).toHaveText('SJ-2026-0412');
  await expect(card.getByTestId('return-resi-no-value')).toHaveText('JNE0123456789');
  const row = await db
    .selectFrom('claims')
    .select(['returnDeliveryNo', 'returnResiNo', 'returnDeliveryAt'])
    .where('id', '=', Number(claim.id))
    .executeTakeFirstOrThrow();
  expect(row).toEqual({
    returnDeliveryNo: 'SJ-2026-0412',
    returnResiNo: 'JNE0123456789',
    returnDeliveryAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  await shoot(page, 'done-desktop');

  // On the phone the cards stack and the button is a full touch target.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByTestId('return-open')).toBeVisible();
  await shoot(page, 'done-phone');

  // The warranty officer reads it in Indonesian, and cannot change it.
  const officer = await desk(browser, baseURL!, 'warranty', 'en-us');
  const read = graphqlAnswer(officer, 'query Claim(');
  await officer.goto(`/id-id/claim/${claim.id}`);
  await read;
  const theirs = officer.getByTestId('claim-return');
  await expect(theirs).toContainText('Pengiriman balik');
  await expect(theirs.getByTestId('return-delivery-no-value')).toHaveText('SJ-2026-0412');
  await expect(theirs.getByTestId('return-open')).toHaveCount(0);
  await expect(officer.getByTestId('claim-pdi')).toContainText('Inspeksi pra-pengiriman');
  // The history names the step for what it was, with the delivery note and tracking number.
  await expect(officer.locator('[data-testid="history-step"][data-action="return_shipment"]')).toContainText(
    'Pengiriman balik dicatat: SJ-2026-0412 / JNE0123456789',
  );
  await officer.context().close();
});

test("another dealer's claim shows nothing of it", async ({ page, request }) => {
  const owner = await newDealer();
  const [bike] = await deliveredBikes(owner);
  const claim = await inspectedAndClaimed(request, owner.username, bike.frameNumber);
  const other = await newDealer();
  await signIn(page, other.username);
  await closeBannerPopup(page);
  const refused = graphqlAnswer(page, 'query Claim(');
  await page.goto(`/en-us/claim/${claim.id}`);
  expect(((await (await refused).json()) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code).toBe('N001');
  await expect(page.getByTestId('claim-not-found')).toBeVisible();
  await expect(page.getByTestId('claim-return')).toHaveCount(0);
  await expect(page.getByText(bike.deliveryNo)).toHaveCount(0);
});
