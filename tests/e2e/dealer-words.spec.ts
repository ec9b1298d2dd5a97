import type { APIRequestContext, Page } from '@playwright/test';
import { inWriteTransaction } from '../../api/db/write-transaction.ts';
import { colourNames } from '../../api/db/seed/product-texts.ts';
import { expect, test } from './fixtures.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { newStaff } from './data/logins.ts';
import { dealerOrderingData } from './ordering.ts';
import { PASSWORD, signIn, withoutBannerPopup } from './support.ts';

// Dealers read words, not system codes: the German cart says its VAT note once, a German product page reads German
// descriptions, specifications and colours, the US catalogue names its parts tab in words, and a recall campaign
// names its company rather than a sales organisation number.
test.describe.configure({ timeout: 120_000 });

const PORT = Number(process.env.E2E_PORT ?? 4173);
const EU = `http://eu.localhost:${PORT}`;
const US = `http://us.localhost:${PORT}`;
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
type Json = Record<string, any>;

/** The dealer's cart holds a bike of the EU market, put there through the API as the catalogue does. */
async function fillCart(request: APIRequestContext, username: string) {
  // Node does not resolve *.localhost as Chromium does: the API is asked on localhost with the market's host named.
  const host = { host: `eu.localhost:${PORT}` };
  const login = await request.post('/login', { headers: host, data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { requestToken } = (await login.json()) as { requestToken: string };
  const { customer, article } = await dealerOrderingData(username, '4000');
  const answer = await request.post('/graphql', {
    headers: { ...host, authorization: `Bearer ${requestToken}` },
    data: {
      query: 'mutation($p: [CartProductInput!]!) { updateProductsInCart(products: $p) { message { status description } } }',
      variables: { p: [{ custCode: customer.r3, ...article, sorg: '4000', qty: 1 }] },
    },
  });
  const { data } = (await answer.json()) as { data: Json };
  expect(data.updateProductsInCart.message.status, data.updateProductsInCart.message.description).toBe(true);
}

async function signInAt(
  page: Page,
  origin: string,
  locale: string,
  username: string,
  labels = { user: 'Username', password: 'Password', go: 'Sign in' },
) {
  await withoutBannerPopup(page);
  await page.goto(`${origin}/${locale}/login`);
  await page.getByLabel(labels.user).fill(username);
  await page.getByLabel(labels.password).fill(PASSWORD);
  await page.getByRole('button', { name: labels.go }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

const GERMAN = { user: 'Benutzername', password: 'Passwort', go: 'Anmelden' };

test('the German cart says its VAT note once', async ({ page, request }) => {
  const dealer = await newDealer('dealer-eu');
  await fillCart(request, dealer.username);
  await page.setViewportSize(DESKTOP);
  await signInAt(page, EU, 'de', dealer.username, GERMAN);
  await page.goto(`${EU}/de/cart`);
  const summary = page.getByTestId('cart-summary-card');
  await expect(summary.getByTestId('cart-total')).toBeVisible({ timeout: 30_000 });
  // The market's own note says it, with its freight terms; the generic line would say it a second time.
  await expect(page.getByTestId('cart-disclaimer')).toContainText('Preise zzgl. MwSt. Bestellungen über');
  await expect(page.getByTestId('cart-page').getByText('zzgl. MwSt.')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/dealer-words-cart-vat-de-desktop.png', fullPage: true });

  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('cart-total-bar')).toBeVisible();
  await expect(page.getByTestId('cart-page').getByText('zzgl. MwSt.')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/dealer-words-cart-vat-de-phone.png', fullPage: true });
});

test('a German product page reads German description, specification and colour', async ({ page }) => {
  const db = await e2eDb();
  const bike = await db
    .selectFrom('articles as a')
    .innerJoin('productGroups as pg', 'pg.id', 'a.productGroupId')
    .select(['a.slug', 'a.colour', 'pg.description'])
    .where('a.sorg', '=', '4000')
    .where('a.category', '=', 'BIKE')
    .where('pg.description', 'like', '%built around%')
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  const dealer = await newDealer('dealer-eu');
  await page.setViewportSize(DESKTOP);
  await signInAt(page, EU, 'de', dealer.username, GERMAN);
  await page.goto(`${EU}/de/catalog/bike/${bike.slug}`);
  const detail = page.getByTestId('product-detail');
  const spec = page.getByTestId('specification');
  await expect(spec).toBeVisible({ timeout: 30_000 });
  await expect(spec).toContainText('Rahmen');
  await expect(spec).toContainText('Bremsen');
  await expect(spec).toContainText('Scheibenbremse');
  await expect(spec).not.toContainText('Frame sizes');
  await expect(detail).toContainText('aufgebaut mit');
  await expect(detail).not.toContainText(bike.description);
  // The colour in the name, beside the swatches and in the article's name, reads German too.
  await expect(detail).toContainText(`Farbe: ${colourNames[bike.colour]!.de}`);
  await expect(page.getByTestId('product-name')).toContainText(colourNames[bike.colour]!.de);
  await expect(detail).not.toContainText(bike.colour);
  await page.screenshot({ path: 'test-results/dealer-words-product-de-desktop.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(spec).toContainText('Rahmen');
  await page.screenshot({ path: 'test-results/dealer-words-product-de-phone.png', fullPage: true });
});

test('the US catalogue names its parts tab in words', async ({ page }) => {
  const dealer = await newDealer('dealer-us');
  await page.setViewportSize(DESKTOP);
  await signInAt(page, US, 'en-us', dealer.username);
  const toggle = page.getByTestId('catalog-switch');
  await expect(toggle).toContainText('Parts & accessories');
  await expect(toggle.getByText('PAA', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/dealer-words-us-parts-tab-desktop.png' });
});

test('a recall campaign names its company, not a sales organisation number', async ({ page }) => {
  const db = await e2eDb();
  const company = await db.selectFrom('salesOrganisations').select('name').where('sorg', '=', '1000').executeTakeFirstOrThrow();
  const title = `Brake hose check ${uniqueTag()}`;
  const at = new Date().toISOString();
  await inWriteTransaction(db, (tx) =>
    tx
      .insertInto('recalls')
      .values({
        sorg: '1000',
        title,
        description: 'The rear brake hose may chafe on the chainstay.',
        instruction: 'Reroute the hose and fit the supplied guide.',
        createdAt: at,
        updatedAt: at,
        closedAt: null,
        brand: null,
        model: null,
        modelYear: null,
        productionCodeFrom: null,
        productionCodeTo: null,
      })
      .execute(),
  );
  const officer = await newStaff('warranty');
  await page.setViewportSize(DESKTOP);
  await signIn(page, officer.username, { at: '/en-us/admin/recalls' });
  const row = page.getByTestId('admin-table').locator('tr.ant-table-row', { hasText: title });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(company.name);
  await expect(row.locator('td', { hasText: /^1000$/ })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/dealer-words-recalls-company-desktop.png', fullPage: true });
});
