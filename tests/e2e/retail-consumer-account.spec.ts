import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deliveredBikes } from './data/claims.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { chooseOption, closeBannerPopup, openOptions, PASSWORD, signIn } from './support.ts';

// Issue 44, retail sales (spec 2 §7 Frames, spec 3 §3 'Retail-sales frame record'): registering a sale, the dealer finds
// the bike by its old code, sees the consumer's existing Polygon account with its bikes, picks the shop from its own
// list, and the list shows the bike's old code. Another dealer sees the account without the first dealer's frame numbers.
test.describe.configure({ timeout: 180_000 });

async function asUser(request: APIRequestContext, username: string, query: string, variables: Record<string, unknown> = {}) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const res = await request.post('/graphql', { data: { query, variables }, headers: { authorization: `Bearer ${requestToken}` } });
  const body = (await res.json()) as { data: Record<string, any>; errors?: unknown[] };
  expect(body.errors, query).toBeUndefined();
  return body.data;
}

/** The market's first Polygon bike: the consumer account lookups answer for Polygon and Marin. */
async function polygonBike(sorg: string) {
  const db = await e2eDb();
  return db
    .selectFrom('articles')
    .select('id')
    .where('sorg', '=', sorg)
    .where('category', '=', 'BIKE')
    .where('brand', '=', 'Polygon')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** A sale registered through the API, then held in the consumer's account once the consumer account system took it. */
async function registeredInAccount(request: APIRequestContext, username: string, frameNumber: string, email: string) {
  const cities = (await asUser(request, username, '{ cities { id description } }')).cities as { id: number; description: string }[];
  const sale = await asUser(
    request,
    username,
    `mutation($f: String!, $d: String!, $c: RegistrationConsumerInput!) {
      registerFrame(frameNumber: $f, soldDate: $d, customer: $c) { message { status } registeredFrame { id } } }`,
    {
      f: frameNumber,
      d: new Date().toISOString().slice(0, 10),
      c: { name: 'Rina Kusuma', phone: '6281377700011', address: 'Jl. Riau No. 5', cityId: cities[0].id, email },
    },
  );
  expect(sale.registerFrame.message.status).toBe(true);
  const db = await e2eDb();
  // The server's consumer account worker takes it on its next tick.
  await expect
    .poll(
      async () =>
        (
          await db
            .selectFrom('registeredFrames')
            .select('status')
            .where('id', '=', Number(sale.registerFrame.registeredFrame.id))
            .executeTakeFirst()
        )?.status,
      { timeout: 30_000 },
    )
    .toBe('complete');
}

async function lookUp(page: Page, typed: string, frameNumber: string) {
  await page.goto('/en-us/retail-sales/register');
  // The form's chunk may take a while on a busy machine: the lookup field is the state to wait for.
  await expect(page.getByTestId('frame-number')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('frame-number').fill(typed);
  await page.getByTestId('frame-lookup').click();
  await expect(page.getByTestId('frame-facts')).toContainText(frameNumber);
}

test("the dealer registers a bike found by its old code into the consumer's existing account, under one of its shops", async ({
  page,
  request,
}) => {
  const dealer = await newDealer();
  const { id: articleId } = await polygonBike(dealer.sorg);
  const [first, second] = await deliveredBikes(dealer, { articleId, count: 2, shippedDaysAgo: 20 });
  const db = await e2eDb();
  const oldCode = `P-${second.productionCode}-${String(second.modelYear % 100).padStart(2, '0')}-${second.frameNumber.slice(-6)}`;
  await db.updateTable('frames').set({ oldCode }).where('id', '=', second.id).execute();
  const email = `rina.${dealer.codeR3.slice(-6)}@gmail.com`;
  await registeredInAccount(request, dealer.username, first.frameNumber, email);
  const shops = await db
    .selectFrom('shipTos')
    .select(['name', 'city', 'isDefault'])
    .where('customerId', '=', dealer.customerId)
    .orderBy('code')
    .execute();
  const branch = shops.at(-1)!;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dealer.username);
  await closeBannerPopup(page);
  // The old code stamped on the frame finds the bike.
  await lookUp(page, oldCode.toLowerCase(), second.frameNumber);
  // The dealer itself is the shop at first.
  const own = shops.find((s) => s.isDefault)!;
  await expect(page.getByTestId('sold-by').locator(`.ant-select-selection-item[title="${own.name} · ${own.city}"]`)).toBeVisible();
  await chooseOption(page, page.getByTestId('sold-by'), `${branch.name} · ${branch.city}`);

  await page.getByLabel('Consumer name', { exact: true }).fill('Rina K.');
  await page.getByLabel('Phone', { exact: true }).fill('081377700011');
  await page.getByLabel('Email', { exact: true }).fill(email);
  const account = page.getByTestId('consumer-account');
  await expect(account).toContainText('Rina Kusuma already has a Polygon account');
  await expect(account.getByTestId('consumer-account-bike')).toHaveCount(1);
  await expect(account.getByTestId('consumer-account-bike')).toContainText(first.frameNumber);
  await expect(account.getByTestId('consumer-account-bike')).toContainText('Your sale');
  await page.getByTestId('use-account-data').check();
  await page.getByLabel('City', { exact: true }).click();
  await page.getByLabel('City', { exact: true }).fill('Band');
  await openOptions(page).and(page.locator('[title="Bandung"]')).click();
  await expect(page.locator('[data-testid="consumer-city"] .ant-select-selection-item[title="Bandung"]')).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill('Jl. Riau No. 5');
  await page.screenshot({ path: 'test-results/retail-consumer-account-form-desktop.png', fullPage: true });
  await page.getByTestId('registration-save').click();
  await expect(page).toHaveURL(/\/en-us\/retail-sales\?search=/);

  const row = page.locator(`[data-testid="registration-row"][data-frame="${second.frameNumber}"]`);
  await expect(row.getByTestId('registration-old-code')).toHaveText(`Old code ${oldCode}`);
  // Taken into the consumer's account by the consumer account system.
  await expect(row.getByTestId('registration-status')).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  const saved = await db
    .selectFrom('registeredFrames')
    .select(['dealerName', 'useAccountData'])
    .where('frameId', '=', second.id)
    .where('deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  expect(saved).toEqual({ dealerName: branch.name, useAccountData: 1 });
  await page.screenshot({ path: 'test-results/retail-consumer-account-list-desktop.png', fullPage: true });

  // On the phone, another dealer's form: the same consumer's account, but not this dealer's frame numbers.
  const other = await newDealer();
  const [theirs] = await deliveredBikes(other, { articleId });
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await signIn(phone, other.username);
  await closeBannerPopup(phone);
  await lookUp(phone, theirs.frameNumber, theirs.frameNumber);
  await phone.getByLabel('Email', { exact: true }).fill(email);
  const seen = phone.getByTestId('consumer-account');
  await expect(seen.getByTestId('consumer-account-bike')).toHaveCount(2);
  await expect(seen).not.toContainText(first.frameNumber);
  await expect(seen).not.toContainText(second.frameNumber);
  await expect(seen).toContainText(first.frameNumber.slice(-4));
  await expect(seen).not.toContainText('Your sale');
  await phone.screenshot({ path: 'test-results/retail-consumer-account-form-phone.png', fullPage: true });
  await context.close();
});
