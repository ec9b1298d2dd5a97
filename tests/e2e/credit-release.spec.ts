import { expect, test } from './fixtures.ts';
import type { APIRequestContext } from '@playwright/test';
import { newDealer } from './data/dealers.ts';
import { invoiceById, openInvoicesOf } from './data/invoices.ts';
import { dealerOrderingData, graphqlAs, tokenOf } from './ordering.ts';
import { signIn } from './support.ts';

// Signing in, paying and the first page loads take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

type Json = Record<string, any>;
const RELEASE = '{ creditBlockRelease { companyCode liftable invoices { id invoiceNo } } }';

/**
 * A dealer of its own blocked by its bikes company only, for a reason paying lifts: two invoices more than 60 days
 * past due (the oldest one over the limit), and one not yet due that paying need not touch.
 */
async function blockedDealer(request: APIRequestContext) {
  const dealer = await newDealer();
  const [, , notDue] = await openInvoicesOf(
    dealer.username,
    [
      { total: 4_500_000, dueIn: -75 },
      { total: 3_250_000, dueIn: -65 },
      { total: 2_000_000, dueIn: 10 },
    ],
    'E2EREL',
  );
  const token = await tokenOf(request, dealer.username);
  const { creditBlockRelease } = await graphqlAs(request, token, RELEASE);
  expect(creditBlockRelease).toHaveLength(1);
  expect(creditBlockRelease[0].liftable).toBe(true);
  return { ...dealer, token, release: creditBlockRelease[0] as Json, notDue: (await invoiceById(notDue)).invoiceNo };
}

/** The article dealers order in other tests, put in this dealer's cart so checkout has something to send. */
async function fillCart(request: APIRequestContext, token: string, username: string) {
  const { customer, article } = await dealerOrderingData(username);
  const { updateProductsInCart } = await graphqlAs(
    request,
    token,
    'mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }',
    { products: [{ custCode: customer.r3, articleCode: article.articleCode, uom: article.uom, sorg: '1000', qty: 1 }] },
  );
  expect(updateProductsInCart.message.status, updateProductsInCart.message.description).toBe(true);
}

test('a credit-blocked dealer pays what blocks them from checkout, and checkout opens again', async ({ page, request }) => {
  const dealer = await blockedDealer(request);
  const releaseInvoices = dealer.release.invoices as Json[];
  const invoiceNos = releaseInvoices.map((i) => i.invoiceNo as string);
  await fillCart(request, dealer.token, dealer.username);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dealer.username, { at: '/en-us/cart/checkout' });

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

  // The paid invoices left the open list (the one not yet due is still there, so the list has loaded) and show
  // among the paid ones.
  await page.goto('/en-us/invoice/open-invoice');
  await expect(page.getByTestId('ageing')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-testid="invoice-row"][data-invoice-no="${dealer.notDue}"]`)).toBeVisible();
  for (const no of invoiceNos) await expect(page.locator(`[data-testid="invoice-row"][data-invoice-no="${no}"]`)).toHaveCount(0);
  const year = (await invoiceById(releaseInvoices[0].id as number)).invoiceDate.slice(0, 4);
  await page.goto(`/en-us/invoice/invoice-list?search=${invoiceNos[0]}&from=${year}-01-01&to=${year}-12-31`);
  const rows = page.getByTestId('invoice-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  await expect(rows.first()).toContainText(invoiceNos[0]);
  await page.screenshot({ path: 'test-results/credit-release-paid-list.png' });
});
