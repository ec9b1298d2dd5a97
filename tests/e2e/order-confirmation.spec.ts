import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { dealerOrderingData, erpTick, soNumberOf } from './ordering.ts';
import { PASSWORD, signIn } from './support.ts';
import { uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';

// id.localhost holds every new order for staff confirmation (its orderConfirmation flag); localhost does not.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const HELD = `http://id.localhost:${PORT}`;
const RUN = uniqueTag();
test.describe.configure({ timeout: 150_000 });

const CART = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;
const CHECKOUT = `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`;

/** A dealer checks out one bike on the holding host through the API, as the checkout page does; answers its number. */
async function placeHeldOrder(request: APIRequestContext, username: string, poNumber: string) {
  // Node does not resolve *.localhost as Chromium does: the API is asked on localhost with the holding host's name.
  const host = { host: `id.localhost:${PORT}` };
  const login = await request.post(`http://localhost:${PORT}/login`, { headers: host, data: { username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const call = async (query: string, variables: Record<string, unknown>) => {
    const res = await request.post(`http://localhost:${PORT}/graphql`, {
      headers: { ...host, authorization: `Bearer ${requestToken}` },
      data: { query, variables },
    });
    const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const { customer, article, shipTo } = await dealerOrderingData(username);
  const { cart } = await call('{ cart { uom product { articleCode sorg } } }', {});
  const emptied = cart.map((l: any) => ({
    custCode: customer.r3,
    articleCode: l.product.articleCode,
    sorg: l.product.sorg,
    qty: 0,
    uom: l.uom,
  }));
  if (emptied.length) await call(CART, { products: emptied });
  expect(
    (await call(CART, { products: [{ custCode: customer.r3, ...article, sorg: '1000', qty: 1 }] })).updateProductsInCart.message.status,
  ).toBe(true);
  const { checkout } = await call(CHECKOUT, {
    input: { idempotencyKey: `e2e-held-${poNumber}`, shipTo, shipment: 'REG', payment: 'TERM', poNumber },
  });
  expect(checkout.message.status, checkout.message.description).toBe(true);
  return checkout.orders[0].orderNo as string;
}

/** Signs in on the holding host's own login page. */
async function signInThere(page: Page, username: string, at?: string) {
  await signIn(page, username, { origin: HELD, at });
}

async function signOut(page: Page) {
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.context().clearCookies();
}

async function openDesk(page: Page, search: string) {
  await page.goto(`${HELD}/en-us/admin/order-confirmation?search=${encodeURIComponent(search)}`);
  await expect(page.getByTestId('order-confirmation')).toBeVisible({ timeout: 20_000 });
}

test('staff confirm one held order and reject another, and the dealer sees both outcomes', { tag: '@cluster' }, async ({
  page,
  request,
}) => {
  const po = `E2E-OC-${RUN}`;
  // A dealer of its own: its order list shows these two orders only.
  const dealer = await newDealer();
  const confirmed = await placeHeldOrder(request, dealer.username, `${po}-A`);
  const rejected = await placeHeldOrder(request, dealer.username, `${po}-B`);
  const reason = 'This frame size is sold out for the season';

  await signInThere(page, 'admin');
  await openDesk(page, po);
  const rowOf = (orderNo: string) => page.getByTestId('order-confirmation-table').locator('tbody tr.ant-table-row', { hasText: orderNo });
  await expect(rowOf(confirmed)).toHaveCount(1, { timeout: 15_000 });
  await expect(rowOf(rejected)).toHaveCount(1);
  // A row opens to the articles staff decide on.
  await page.getByRole('button', { name: `Show articles of ${confirmed}` }).click();
  await expect(page.getByRole('table', { name: 'Articles' })).toBeVisible();
  await page.screenshot({ path: 'test-results/order-confirmation-desktop.png', fullPage: true });

  await rowOf(confirmed).getByTestId('order-confirm').click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(`Order ${confirmed} confirmed: it goes to the ERP`)).toBeVisible();
  await expect(rowOf(confirmed)).toHaveCount(0);

  await rowOf(rejected).getByTestId('order-reject').click();
  const dialog = page.getByRole('dialog', { name: `Reject order ${rejected}` });
  await expect(dialog).toBeVisible();
  // The reason is required.
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog.getByText('Please give the reason for the rejection')).toBeVisible();
  await dialog.getByLabel('Reason for the dealer').fill(reason);
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order ${rejected} rejected; the dealer was told why`)).toBeVisible();
  await expect(page.getByTestId('order-confirmation-empty')).toHaveText('No waiting order matches your search');

  // The confirmed order went to the ERP, which numbers it; the rejected one never reaches it.
  await erpTick(0);
  expect(await soNumberOf(confirmed)).toBeTruthy();
  expect(await soNumberOf(rejected)).toBeNull();

  await signOut(page);
  await signInThere(page, dealer.username, `${HELD}/en-us/order?search=${encodeURIComponent(rejected)}`);
  const dealerRow = page.locator('tbody tr.ant-table-row', { hasText: rejected });
  await expect(dealerRow.getByTestId('order-status')).toHaveText('Cancelled', { timeout: 15_000 });
  await expect(dealerRow.getByTestId('order-rejection')).toHaveText(`Rejected: ${reason}`);
  await dealerRow.getByRole('link', { name: rejected }).click();
  await expect(page).toHaveURL(/\/order\/\d+/);
  const header = page.getByTestId('order-header');
  await expect(header.getByTestId('order-rejection')).toContainText(`This order was not confirmed`, { timeout: 15_000 });
  await expect(header.getByTestId('order-rejection')).toContainText(reason);
  await page.screenshot({ path: 'test-results/order-confirmation-dealer-rejected-desktop.png', fullPage: true });

  await page.goto(`${HELD}/en-us/order?search=${encodeURIComponent(confirmed)}`);
  const confirmedRow = page.locator('tbody tr.ant-table-row', { hasText: confirmed });
  await expect(confirmedRow.getByTestId('order-status')).toHaveText('In progress', { timeout: 15_000 });
  await expect(confirmedRow.getByTestId('order-rejection')).toHaveCount(0);
});

test('on a phone the dealer reads a held order as awaiting confirmation, and a sales rep rejects it from a card', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const po = `E2E-OCP-${RUN}`;
  const dealer = await newDealer();
  const held = await placeHeldOrder(request, dealer.username, po);

  await signInThere(page, dealer.username, `${HELD}/en-us/order?search=${encodeURIComponent(held)}`);
  const card = page.getByTestId('order-link').filter({ hasText: held });
  await expect(card.getByTestId('order-status')).toHaveText('Awaiting confirmation', { timeout: 15_000 });
  await card.click();
  await expect(page.getByTestId('order-held')).toHaveText('Our sales team confirms this order before it is processed.', {
    timeout: 15_000,
  });
  await page.screenshot({ path: 'test-results/order-confirmation-dealer-held-phone.png', fullPage: true });

  await signOut(page);
  await signInThere(page, 'sales');
  await openDesk(page, po);
  const deskCard = page.getByTestId('order-confirmation-card').filter({ hasText: held });
  await expect(deskCard).toHaveCount(1, { timeout: 15_000 });
  await page.screenshot({ path: 'test-results/order-confirmation-phone.png', fullPage: true });
  await deskCard.getByTestId('order-reject').click();
  const dialog = page.getByRole('dialog', { name: `Reject order ${held}` });
  await dialog.getByLabel('Reason for the dealer').fill('Please order the 2027 model instead');
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-confirmation-empty')).toBeVisible();
});
