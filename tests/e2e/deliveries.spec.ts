import { test } from './fixtures.ts';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from './support.ts';
import { dealerOrderingData, erpTick, graphqlAs, tokenOf } from './ordering.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer, type MadeDealer } from './data/dealers.ts';

type Json = Record<string, any>;
// Each filter is a server round trip; give them time on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
const DAY = 86_400_000;

/**
 * The dealer orders one bike through the API as the checkout page does; the order is dated `ageDays` back and the
 * ERP ticks through the next two days, so it is received, confirmed and shipped as it would have been then.
 */
async function deliveredOrder(request: APIRequestContext, username: string, ageDays: number) {
  const requestToken = await tokenOf(request, username);
  const { customer, article, shipTo } = await dealerOrderingData(username);
  const UPDATE = `mutation($products: [CartProductInput!]!) { updateProductsInCart(products: $products) { message { status description } } }`;
  const { cart } = await graphqlAs(request, requestToken, '{ cart { uom product { articleCode sorg } } }');
  if (cart.length) {
    await graphqlAs(request, requestToken, UPDATE, {
      products: cart.map((l: Json) => ({
        custCode: customer.r3,
        articleCode: l.product.articleCode,
        sorg: l.product.sorg,
        qty: 0,
        uom: l.uom,
      })),
    });
  }
  await graphqlAs(request, requestToken, UPDATE, { products: [{ custCode: customer.r3, ...article, sorg: '1000', qty: 1 }] });
  const { checkout } = await graphqlAs(
    request,
    requestToken,
    `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`,
    { input: { idempotencyKey: `e2e-deliveries-${ageDays}-${uniqueTag()}`, shipTo, shipment: 'REG', payment: 'TERM' } },
  );
  expect(checkout.message.status, checkout.message.description).toBe(true);
  const orderNo = checkout.orders[0].orderNo as string;
  const db = await e2eDb();
  await db
    .updateTable('orders')
    .set({ createdAt: new Date(Date.now() - ageDays * DAY).toISOString() })
    .where('orderNo', '=', orderNo)
    .execute();
  await erpTick(1 - ageDays);
  await erpTick(2 - ageDays);
  return db
    .selectFrom('deliveries as d')
    .innerJoin('orders as o', 'o.id', 'd.orderId')
    .select(['d.doNumber', 'd.trackingNo', 'd.trackingUrl', 'd.estimatedDeliveryDate', 'o.id as orderId', 'o.orderNo'])
    .where('o.orderNo', '=', orderNo)
    .executeTakeFirstOrThrow();
}

async function openDeliveries(page: Page, query = '') {
  await signIn(page, dealer.username, { at: `/en-us/order/delivery${query}` });
  await expect(page.getByTestId('deliveries-page')).toBeVisible({ timeout: 30_000 });
}

// A fresh load of the whole app per test, on a busy machine.
test.describe.configure({ timeout: 90_000 });

let dealer: MadeDealer;
let arrived: Awaited<ReturnType<typeof deliveredOrder>>;
let onTheWay: Awaited<ReturnType<typeof deliveredOrder>>;

test.beforeAll(async ({ request }) => {
  // A dealer of its own: its deliveries are these two only.
  dealer = await newDealer();
  arrived = await deliveredOrder(request, dealer.username, 20);
  onTheWay = await deliveredOrder(request, dealer.username, 3);
  expect(arrived.estimatedDeliveryDate < new Date().toISOString().slice(0, 10)).toBe(true);
  expect(onTheWay.estimatedDeliveryDate >= new Date().toISOString().slice(0, 10)).toBe(true);
});

test('the dealer finds a delivery by its DO number and follows its tracking link', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDeliveries(page);
  const rows = page.getByTestId('delivery-table').locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: onTheWay.doNumber })).toBeVisible();
  // On the way by default: the one that arrived is under 'All deliveries'.
  await expect(rows.filter({ hasText: arrived.doNumber })).toHaveCount(0);
  // The dealer has no isr code, so there is nothing to choose between.
  await expect(page.getByTestId('delivery-code-filter')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/deliveries-desktop.png' });

  await page.getByTestId('delivery-scope').getByText('All deliveries').click();
  await expect(rows.filter({ hasText: arrived.doNumber })).toBeVisible();
  await page.getByTestId('delivery-search').fill(onTheWay.doNumber.toLowerCase());
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: onTheWay.doNumber });
  await expect(row).toContainText('On the way');
  await expect(row).toContainText('JNE Trucking');
  await expect(page).toHaveURL(new RegExp(`search=${onTheWay.doNumber.toLowerCase()}`));
  const tracking = row.getByTestId('tracking-link');
  await expect(tracking).toHaveText(onTheWay.trackingNo!);
  await expect(tracking).toHaveAttribute('href', onTheWay.trackingUrl!);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', /noopener/);

  // The lines fold out under the row; their order number leads to the order.
  await row.getByRole('button', { name: /expand row/i }).click();
  const lines = page.getByTestId('delivery-lines');
  await expect(lines.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/deliveries-desktop-expanded.png' });
  await lines.getByTestId('delivery-order-link').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/order/${onTheWay.orderId}$`));
  await expect(page.getByTestId('order-number')).toContainText(onTheWay.orderNo);
});

test('the shipped tab finds an arrived delivery by its tracking number', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openDeliveries(page);
  await page.getByTestId('tab-shipped').click();
  await expect(page).toHaveURL(/tab=shipped/);
  const rows = page.getByTestId('shipped-table').locator('tbody tr.ant-table-row');
  await expect(rows.filter({ hasText: arrived.doNumber })).toBeVisible();
  await expect(rows.filter({ hasText: onTheWay.doNumber })).toHaveCount(0);
  await page.getByTestId('delivery-search').fill(arrived.trackingNo!);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(arrived.orderNo);
  await expect(rows.first().getByTestId('tracking-link')).toHaveAttribute('href', arrived.trackingUrl!);
  await page.screenshot({ path: 'test-results/deliveries-desktop-shipped.png' });
  await page.getByTestId('delivery-search').fill('no-such-parcel');
  await expect(page.getByTestId('deliveries-empty')).toBeVisible();
});

test('a range longer than a year is refused with the reason and can be reset', async ({ page }) => {
  await openDeliveries(page, '?from=2024-01-01&to=2025-06-30');
  await expect(page.getByTestId('range-problem')).toContainText('The date range can be at most one year.');
  await page.getByTestId('range-problem').getByRole('button', { name: 'Show the last 90 days' }).click();
  await expect(page.getByTestId('delivery-table').locator('tbody tr.ant-table-row').filter({ hasText: onTheWay.doNumber })).toBeVisible();
});

test('on a phone the deliveries are cards with their lines folded away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDeliveries(page, '?all=1');
  const cards = page.getByTestId('delivery-cards');
  await expect(cards.getByTestId('delivery-card').filter({ hasText: arrived.doNumber })).toBeVisible();
  await page.screenshot({ path: 'test-results/deliveries-phone.png' });
  await page.getByTestId('delivery-search').fill(onTheWay.orderNo);
  const card = cards.getByTestId('delivery-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('tracking-link')).toHaveAttribute('href', onTheWay.trackingUrl!);
  await card.getByTestId('delivery-lines-toggle').click();
  await expect(card.getByTestId('delivery-lines')).toBeVisible();
  await page.screenshot({ path: 'test-results/deliveries-phone-open.png', fullPage: true });

  await page.getByTestId('tab-shipped').click();
  await page.getByTestId('delivery-search').fill('');
  await expect(page.getByTestId('shipped-cards').getByTestId('shipped-card').filter({ hasText: arrived.doNumber })).toBeVisible();
  await page.screenshot({ path: 'test-results/deliveries-phone-shipped.png' });
});
