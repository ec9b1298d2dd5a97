import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { graphqlAnswer, opened, openOptions, signIn } from './support.ts';
import { orderableArticle } from './data/catalog.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { mailsWith } from './data/outbox.ts';

// Click and collect (spec 3 §2 /click-collect, §4, §5; issue 22): a consumer orders on the market's public form at a
// dealer; the dealer finds it, is refused a submit before every article is chosen, orders the article from HQ,
// records the maker's shipment and makes it ready to pickup, which mails the consumer.
test.describe.configure({ timeout: 150_000 });

/**
 * A dealer of its own as the public form lists it, in a town of its own: the form lists a city's first 100 dealers by
 * name, and every dealer made like `dealer` is in `dealer`'s city. And an orderable part of its market.
 */
async function shopAndProduct() {
  const dealer = await newDealer();
  const city = `Kota ${uniqueTag()}`;
  const db = await e2eDb();
  await db.updateTable('customers').set({ city }).where('id', '=', dealer.customerId).execute();
  const { name, articleCode } = await orderableArticle({ sorg: '1000', category: 'PAA', stock: 6 });
  return { dealer, shop: { name: dealer.name, city }, product: { name, articleCode } };
}

async function orderOf(orderNo: string) {
  const db = await e2eDb();
  return db
    .selectFrom('clickCollectOrders as o')
    .select((eb) => [
      'o.id',
      'o.status',
      'o.submittedAt',
      'o.customerId',
      eb.selectFrom('orders as m').select(eb.fn.countAll<number>().as('n')).whereRef('m.poNumber', '=', 'o.orderNo').as('makerOrders'),
    ])
    .where('o.orderNo', '=', orderNo)
    .executeTakeFirstOrThrow();
}

async function pick(page: Page, label: string, text: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
  await openOptions(page).filter({ hasText: option }).first().click();
}

test('a consumer orders at a dealer, who processes the order to ready to pickup', async ({ page }) => {
  const { dealer, shop, product } = await shopAndProduct();
  const email = `consumer.${uniqueTag().toLowerCase()}@example.com`;

  // The consumer, on the market's host, not signed in: an empty send names every field, then a real order.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/click-collect/order');
  await expect(page.getByTestId('cc-public')).toBeVisible();
  await page.getByTestId('cc-send').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await pick(page, 'Product', product.articleCode, product.name);
  await pick(page, 'City', shop.city, shop.city);
  await page.getByLabel('Dealer', { exact: true }).click();
  await openOptions(page).filter({ hasText: shop.name }).first().click();
  await page.getByLabel('Your name').fill('Rina Kusuma');
  await page.getByLabel('E-mail').fill('not-an-email');
  await page.getByLabel('Phone').fill('0812-3456');
  await page.getByTestId('cc-send').click();
  await expect(page.getByText('Email must be valid')).toBeVisible();
  await expect(page.getByText('*Must Be Numeric (17 digits max)')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('081234567890');
  await page.screenshot({ path: 'test-results/click-collect-public-phone.png', fullPage: true });
  await page.getByTestId('cc-send').click();
  await expect(page.getByTestId('cc-placed')).toBeVisible();
  const orderNo = (await page.getByTestId('cc-placed').innerText()).match(/CC-\d+-\d+/)![0];
  expect((await orderOf(orderNo)).status).toBe('need_confirmation');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Place another order' }).click();
  await page.screenshot({ path: 'test-results/click-collect-public-desktop.png', fullPage: true });

  // The dealer finds it under 'Need confirmation'.
  await signIn(page, dealer.username, { at: '/en-us/click-collect' });
  await expect(page.getByTestId('cc-list')).toBeVisible();
  await page
    .getByTestId('cc-filter')
    .getByText(/Need confirmation/)
    .click();
  await expect(page.getByRole('radio', { name: /Need confirmation/ })).toBeChecked();
  await expect(page.getByRole('link', { name: orderNo })).toBeVisible();
  await page.screenshot({ path: 'test-results/click-collect-list-desktop.png', fullPage: true });
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page.getByTestId('cc-order-no')).toHaveText(orderNo);

  // Submit before choosing: the spec's message, and nothing submitted.
  await expect(page.getByTestId('cc-choose-all')).toContainText('All item need to choose (Order To HQ / Ready To Pickup).');
  await page.getByTestId('cc-submit').click();
  await (await opened(page)).getByRole('button', { name: 'Submit order' }).click();
  await expect(page.locator('.ant-message')).toContainText('All item need to choose (Order To HQ / Ready To Pickup).');
  expect((await orderOf(orderNo)).submittedAt).toBeNull();

  // Order to HQ, with the keyboard, then submit: a real order of the dealer to the maker. The closing dialog hands
  // the focus back to the submit button when its animation ends, so the radio is focused only after that.
  await expect(page.getByRole('dialog')).toBeHidden();
  const orderToHq = page.getByRole('radio', { name: 'Order to HQ' }).first();
  await orderToHq.focus();
  await expect(orderToHq).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.locator('.ant-message')).toContainText('Choice saved');
  await expect(page.getByTestId('cc-choose-all')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/click-collect-detail-desktop.png', fullPage: true });
  await page.getByTestId('cc-submit').click();
  const submitted = graphqlAnswer(page, 'clickCollectSubmit');
  await (await opened(page)).getByRole('button', { name: 'Submit order' }).click();
  // The submit places the dealer's order to the maker, a checkout of its own: its answer, not a clock, says it is done.
  expect((await submitted).ok()).toBe(true);
  await expect(page.getByTestId('cc-status')).toHaveText('Processing by HQ');
  await expect(page.getByTestId('cc-submit')).toHaveCount(0);
  expect(Number((await orderOf(orderNo)).makerOrders)).toBe(1);

  // HQ confirms and ships; the shipment arrives; the order is ready and the consumer is mailed.
  for (const [to, label] of [
    ['confirmed', 'Confirmed'],
    ['shipment_from_hq', 'Shipment from HQ'],
  ] as const) {
    await page.getByTestId(`cc-move-${to}`).click();
    await (await opened(page, page.locator('.ant-popconfirm:visible'))).getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByTestId('cc-status')).toHaveText(label);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('cc-shipment').getByRole('spinbutton').first().fill('1');
  await page.getByTestId('cc-ship-save').click();
  await expect(page.getByTestId('cc-status')).toHaveText('Shipped');
  expect(mailsWith(email)).toHaveLength(0);
  await page.getByTestId('cc-move-ready_to_pickup').click();
  await expect(page.getByText('The consumer gets an e-mail that the order can be collected.')).toBeVisible();
  await (await opened(page, page.locator('.ant-popconfirm:visible'))).getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('cc-status')).toHaveText('Ready to pickup');
  await page.screenshot({ path: 'test-results/click-collect-detail-phone.png', fullPage: true });
  expect((await orderOf(orderNo)).status).toBe('ready_to_pickup');
  await expect.poll(() => mailsWith(email).length).toBe(1);
  expect(mailsWith(email)[0]).toContain(orderNo);

  await page.goto('/en-us/click-collect?status=ready_to_pickup');
  await expect(page.getByTestId('cc-card').filter({ hasText: orderNo })).toBeVisible();
  await page.screenshot({ path: 'test-results/click-collect-list-phone.png', fullPage: true });
});
