import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eDatabase, PASSWORD } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const EU = `http://eu.localhost:${PORT}`;
type Json = Record<string, any>;

/** An orderable bike of the EU market with stock, and the EU demo dealer's customer code. */
function euOrderingData() {
  const db = e2eDatabase();
  try {
    const customer = db.prepare(`SELECT c.code_r3 AS r3 FROM users u JOIN customers c ON c.id = u.customer_id WHERE u.username = 'dealer-eu'`).get() as { r3: string };
    const article = db.prepare(`SELECT a.article_code AS articleCode, a.uom FROM articles a
      LEFT JOIN article_analysis aa ON aa.article_id = a.id
      WHERE a.sorg = '4000' AND a.category = 'BIKE'
        AND (aa.article_id IS NULL OR (aa.allow_to_order = 1 AND aa.order_blocked = 0 AND aa.invalid_article = 0 AND aa.has_price = 1
          AND aa.brand_blocked = 0 AND aa.category_blocked = 0 AND aa.hierarchy_blocked = 0 AND aa.sorg_blocked = 0))
        AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id)
        AND (SELECT COALESCE(SUM(s.available), 0) FROM stock s WHERE s.article_id = a.id) >= 5
      ORDER BY a.id LIMIT 1`).get() as { articleCode: string; uom: string };
    return { customer, article };
  } finally {
    db.close();
  }
}

/** The EU dealer's cart holds two bikes, put there through the API as the catalogue does. */
async function fillCart(request: APIRequestContext) {
  // Node does not resolve *.localhost as Chromium does: the API is asked on localhost with the EU host named.
  const host = { host: `eu.localhost:${PORT}` };
  const login = await request.post('/login', { headers: host, data: { username: 'dealer-eu', password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { requestToken } = await login.json() as { requestToken: string };
  const { customer, article } = euOrderingData();
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
