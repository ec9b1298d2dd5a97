import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { newDealer } from './data/dealers.ts';
import { dealerOrderingData } from './ordering.ts';
import { PASSWORD, signIn, withoutBannerPopup } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const EU = `http://eu.localhost:${PORT}`;
const CA = `http://ca.localhost:${PORT}`;
type Json = Record<string, any>;

/** The dealer's cart holds two bikes of its market (the EU's unless named), put there through the API as the catalogue does. */
async function fillCart(request: APIRequestContext, username: string, market = { hostname: 'eu.localhost', sorg: '4000' }) {
  // Node does not resolve *.localhost as Chromium does: the API is asked on localhost with the market's host named.
  const host = { host: `${market.hostname}:${PORT}` };
  const login = await request.post('/login', { headers: host, data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { requestToken } = (await login.json()) as { requestToken: string };
  const { customer, article } = await dealerOrderingData(username, market.sorg);
  const update = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;
  const post = (query: string, variables: Json = {}) =>
    request
      .post('/graphql', { headers: { ...host, authorization: `Bearer ${requestToken}` }, data: { query, variables } })
      .then(async (r) => ((await r.json()) as { data: Json }).data);
  const added = await post(update, { products: [{ custCode: customer.r3, ...article, sorg: market.sorg, qty: 2 }] });
  expect(added.updateProductsInCart.message.status, added.updateProductsInCart.message.description).toBe(true);
}

async function signInGerman(page: Page, username: string, at?: string) {
  await signIn(page, username, { origin: EU, locale: 'de', at });
}

// German grouping, two decimals, the euro after the amount: "1.234,56 €".
const GERMAN_EUR = /^-?\d{1,3}(\.\d{3})*,\d{2}\s€$/;

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the German EU dealer's checkout reads German with the euro after the amount (${name})`, async ({ page, request }, testInfo) => {
    // A German EU dealer of this test's own, with an empty cart to start from.
    const dealer = await newDealer('dealer-eu');
    await fillCart(request, dealer.username);
    await page.setViewportSize(viewport);
    await signInGerman(page, dealer.username, `${EU}/de/cart/checkout`);
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toBeVisible({ timeout: 30_000 });
    await expect(summary).toContainText('Bestellübersicht');
    await expect(summary).toContainText('Zwischensumme');
    await expect(page.getByRole('button', { name: 'Bestellung absenden' })).toBeVisible();
    // Methods from data in German too.
    await expect(page.getByTestId('checkout-page')).toContainText('Zahlungsziel');
    await expect(page.getByTestId('checkout-page')).not.toContainText('Credit Term');
    // Each method once, in the market's words: no type name repeated beside it.
    await expect(page.getByTestId('checkout-payment').locator('.ant-radio-wrapper').first()).toHaveText(
      'Zahlung nach Ihrem Zahlungsziel (Rechnung)',
    );
    const total = (await page.getByTestId('checkout-total').innerText()).trim();
    expect(total).toMatch(GERMAN_EUR);
    await page.screenshot({ path: testInfo.outputPath(`eu-checkout-de-${name}.png`), fullPage: true });
  });
}

// Canada's dollar says so: "CA$1,234.00", never a bare "$" a reader would take for the US dollar.
const CANADIAN_DOLLARS = /^CA\$\d{1,3}(,\d{3})*\.\d{2}$/;

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the Canadian dealer pays by pre-authorized debit, amounts in CA$ (${name})`, async ({ page, request }) => {
    const dealer = await newDealer('dealer-ca');
    await fillCart(request, dealer.username, { hostname: 'ca.localhost', sorg: '6000' });
    await page.setViewportSize(viewport);
    await withoutBannerPopup(page);
    await page.goto(`${CA}/en-ca/login`);
    await page.getByLabel('Username').fill(dealer.username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto(`${CA}/en-ca/cart/checkout`);
    const methods = page.getByTestId('checkout-payment');
    await expect(methods).toContainText('Pre-authorized debit (PAD) from your Canadian bank account', { timeout: 30_000 });
    await expect(methods).not.toContainText('ACH');

    await methods.getByText('Pre-authorized debit (PAD)').click();
    const pad = page.getByTestId('pad-fields');
    await expect(pad.getByTestId('pad-hint-institution')).toHaveText('The 3 digits of your bank, e.g. 001');
    await expect(pad.getByTestId('pad-hint-transit')).toHaveText('The 5 digits of your branch');
    await expect(pad.getByTestId('pad-hint-account')).toHaveText('7 to 12 digits, as on your cheques');
    await expect(page.getByTestId('checkout-page')).not.toContainText(/routing/i);
    // A transit number one digit short is refused on the spot, in the reader's language.
    await pad.getByTestId('pad-transit').fill('1234');
    await pad.getByTestId('pad-account').focus();
    await expect(pad).toContainText('Enter the 5-digit transit number');
    await pad.getByTestId('pad-transit').fill('12345');
    await pad.getByTestId('pad-account').focus();
    await expect(pad).not.toContainText('Enter the 5-digit transit number');

    const total = (await page.getByTestId('checkout-total').innerText()).trim();
    expect(total).toMatch(CANADIAN_DOLLARS);
    await expect(page.getByTestId('checkout-summary')).not.toContainText(/(^|[^A-Z])\$\d/);
    await page.screenshot({ path: `test-results/markets-ca-checkout-pad-${name}.png`, fullPage: true });
  });
}
