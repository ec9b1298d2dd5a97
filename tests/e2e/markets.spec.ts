import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dealerOrderingData } from './ordering.ts';
import { PASSWORD } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const EU = `http://eu.localhost:${PORT}`;
type Json = Record<string, any>;

/** The EU dealer's cart holds two bikes, put there through the API as the catalogue does. */
async function fillCart(request: APIRequestContext) {
  // Node does not resolve *.localhost as Chromium does: the API is asked on localhost with the EU host named.
  const host = { host: `eu.localhost:${PORT}` };
  const login = await request.post('/login', { headers: host, data: { username: 'dealer-eu', password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { requestToken } = await login.json() as { requestToken: string };
  const { customer, article } = dealerOrderingData('dealer-eu', '4000');
  const update = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;
  const post = (query: string, variables: Json = {}) => request.post('/graphql', { headers: { ...host, authorization: `Bearer ${requestToken}` }, data: { query, variables } })
    .then(async (r) => ((await r.json()) as { data: Json }).data);
  const { cart } = await post('{ cart { uom product { articleCode sorg } } }');
  if (cart.length) {
    await post(update, { products: cart.map((l: Json) => ({ custCode: customer.r3, articleCode: l.product.articleCode, sorg: l.product.sorg, qty: 0, uom: l.uom })) });
  }
  const added = await post(update, { products: [{ custCode: customer.r3, ...article, sorg: '4000', qty: 2 }] });
  expect(added.updateProductsInCart.message.status, added.updateProductsInCart.message.description).toBe(true);
}

async function signInGerman(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await page.goto(`${EU}/de/login`);
  await page.getByLabel('Benutzername').fill('dealer-eu');
  await page.getByLabel('Passwort').fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

// German grouping, two decimals, the euro after the amount: "1.234,56 €".
const GERMAN_EUR = /^-?\d{1,3}(\.\d{3})*,\d{2}\s€$/;

for (const [name, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`the German EU dealer's checkout reads German with the euro after the amount (${name})`, async ({ page, request }, testInfo) => {
    await fillCart(request);
    await page.setViewportSize(viewport);
    await signInGerman(page);
    await page.goto(`${EU}/de/cart/checkout`);
    const summary = page.getByTestId('checkout-summary');
    await expect(summary).toBeVisible({ timeout: 30_000 });
    await expect(summary).toContainText('Bestellübersicht');
    await expect(summary).toContainText('Zwischensumme');
    await expect(page.getByRole('button', { name: 'Bestellung absenden' })).toBeVisible();
    // Methods from data in German too.
    await expect(page.getByTestId('checkout-page')).toContainText('Zahlungsziel');
    await expect(page.getByTestId('checkout-page')).not.toContainText('Credit Term');
    const total = (await page.getByTestId('checkout-total').innerText()).trim();
    expect(total).toMatch(GERMAN_EUR);
    await page.screenshot({ path: testInfo.outputPath(`eu-checkout-de-${name}.png`), fullPage: true });
  });
}
