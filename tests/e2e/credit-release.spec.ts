import { expect, test } from './fixtures.ts';
import type { APIRequestContext } from '@playwright/test';
import { dealerOrderingData, graphqlAs } from './ordering.ts';
import { closeBannerPopup, e2eDatabase, PASSWORD, signIn } from './support.ts';

// Signing in, paying and the first page loads take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Json = Record<string, any>;
const RELEASE = '{ creditBlockRelease { companyCode liftable invoices { invoiceNo } } }';

/** Dealers of the default host with invoices long past due: the seed blocks some of them for credit. */
function overdueDealers() {
  const db = e2eDatabase();
  try {
    const cutoff = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    return (db.prepare(`SELECT DISTINCT u.username, c.code_r3 AS r3 FROM users u JOIN customers c ON c.id = u.customer_id
      JOIN invoices i ON i.customer_id = c.id WHERE u.username LIKE 'd%' AND i.sorg = '1000' AND i.status = 'open' AND i.due_date < ?
      ORDER BY u.username`).all(cutoff)) as { username: string; r3: string }[];
  } finally {
    db.close();
  }
}

const tokenOf = async (request: APIRequestContext, username: string) =>
  ((await (await request.post('/login', { data: { username, password: PASSWORD } })).json()) as { requestToken: string }).requestToken;

/** A seeded dealer blocked by one company only, for reasons paying open invoices lifts. */
async function blockedDealer(request: APIRequestContext) {
  for (const d of overdueDealers()) {
    const token = await tokenOf(request, d.username);
    const { creditBlockRelease } = await graphqlAs(request, token, RELEASE);
    if (creditBlockRelease.length === 1 && creditBlockRelease[0].liftable) return { ...d, token, release: creditBlockRelease[0] as Json };
  }
  throw new Error('the seed blocked no dealer of the default host for a reason paying lifts');
}

/** The article the demo dealer orders in other tests, put in this dealer's cart so checkout has something to send. */
async function fillCart(request: APIRequestContext, token: string, custCode: string) {
  const { article } = dealerOrderingData();
  const { updateProductsInCart } = await graphqlAs(request, token,
    'mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }',
    { products: [{ custCode, articleCode: article.articleCode, uom: article.uom, sorg: '1000', qty: 1 }] });
  expect(updateProductsInCart.message.status, updateProductsInCart.message.description).toBe(true);
}

function invoiceDateOf(invoiceNo: string) {
  const db = e2eDatabase();
  try {
    return (db.prepare('SELECT invoice_date AS d FROM invoices WHERE invoice_no = ?').get(invoiceNo) as { d: string }).d.slice(0, 10);
  } finally {
    db.close();
  }
}

test('a credit-blocked dealer pays what blocks them from checkout, and checkout opens again', async ({ page, request }) => {
  const dealer = await blockedDealer(request);
  const invoiceNos = (dealer.release.invoices as Json[]).map((i) => i.invoiceNo as string);
  await fillCart(request, dealer.token, dealer.r3);

  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dealer.username);
  await closeBannerPopup(page);
  await page.goto('/en-us/cart/checkout');

  // The reason, the invoices that lift it and a way to pay them; the order cannot be sent meanwhile.
  const blocked = page.getByTestId('checkout-credit-blocked');
  await expect(blocked).toBeVisible({ timeout: 30_000 });
  const release = blocked.getByTestId('credit-release');
  await expect(release).toBeVisible();
  await expect(release.getByTestId('credit-release-invoice')).toHaveCount(Math.min(invoiceNos.length, 8));
  await expect(release.getByTestId('credit-release-invoice').first()).toContainText(invoiceNos[0]);
  await expect(page.getByTestId('checkout-submit')).toBeDisabled();
  await page.screenshot({ path: 'test-results/credit-release-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(release).toBeVisible();
  await page.screenshot({ path: 'test-results/credit-release-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // Paid by virtual account, which the sandbox bank pays at once.
  await release.getByTestId('credit-release-pay').click();
  await expect(page).toHaveURL(/\/payment\/invoice\?invoices=.*from=checkout/);
  await expect(page.getByTestId('payment-invoice')).toHaveCount(invoiceNos.length, { timeout: 30_000 });
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending', { timeout: 15_000 });
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/credit-release-paid.png', fullPage: true });

  // Back at checkout the block is gone and the order can be sent.
  await page.getByTestId('payment-back').click();
  await expect(page).toHaveURL(/\/cart\/checkout/);
  await expect(page.getByTestId('checkout-page')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('checkout-credit-blocked')).toHaveCount(0);
  await expect(page.getByTestId('checkout-submit')).toBeEnabled();

  // The paid invoices left the open list and show among the paid ones.
  await page.goto('/en-us/invoice/open-invoice');
  await expect(page.getByTestId('ageing')).toBeVisible({ timeout: 30_000 });
  for (const no of invoiceNos) await expect(page.locator(`[data-testid="invoice-row"][data-invoice-no="${no}"]`)).toHaveCount(0);
  const year = invoiceDateOf(invoiceNos[0]).slice(0, 4);
  await page.goto(`/en-us/invoice/invoice-list?search=${invoiceNos[0]}&from=${year}-01-01&to=${year}-12-31`);
  const rows = page.getByTestId('invoice-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  await expect(rows.first()).toContainText(invoiceNos[0]);
  await page.screenshot({ path: 'test-results/credit-release-paid-list.png' });
});
