import { expect, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { putInCart } from './data/cart.ts';
import { orderable, orderableArticle, orderableArticles } from './data/catalog.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { signIn } from './support.ts';

/** Orders the database holds with a PO number: the proof that a checkout wrote and how often. */
async function ordersWithPo(poNumber: string) {
  const db = await e2eDb();
  return db.selectFrom('orders').select(['orderNo', 'poNumber', 'shipTo']).where('poNumber', '=', poNumber).execute();
}

/** A dealer of its own whose cart holds two articles that are in stock and that nothing blocks, one of each. */
async function dealerWithStockedCart(request: APIRequestContext) {
  const dealer = await newDealer();
  const stocked = await orderableArticles({ sorg: '1000', stock: 5, count: 2 });
  expect(stocked).toHaveLength(2);
  await putInCart(
    request,
    dealer.username,
    stocked.map((a) => ({ articleCode: a.articleCode, sorg: a.sorg, uom: a.uom, qty: 1 })),
  );
  return dealer.username;
}

async function openCheckout(page: Page, username: string) {
  // The promotions popup is not what this is about: dismissed before any page loads (it can open late).
  await signIn(page, username, { at: '/en-us/cart/checkout' });
  await expect(page.getByTestId('checkout-line').first()).toBeVisible({ timeout: 15_000 });
}

/** Chooses the first ship-to, shipment and payment method the page offers. */
async function fillForm(page: Page, poNumber: string) {
  await page.getByTestId('checkout-ship-to').click();
  await page.locator('.ant-select-item-option').first().click();
  await expect(page.getByTestId('checkout-ship-to-address')).toBeVisible();
  await page.getByTestId('shipment-option').first().click();
  await page.getByTestId('payment-option').first().click();
  await page.getByTestId('checkout-po-number').fill(poNumber);
}

test('on a phone the checkout stacks into one column with the submit bar at the bottom', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCheckout(page, await dealerWithStockedCart(request));
  const bar = page.getByTestId('checkout-submit-bar');
  await expect(bar).toBeVisible();
  // Sticky: the bar sits at the bottom of the screen while the form is taller than it.
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
  expect(box.y + box.height).toBeGreaterThan(844 - 140);
  await fillForm(page, `E2E-PO-${uniqueTag()}`);
  await page.screenshot({ path: 'test-results/checkout-phone.png' });
  await page.screenshot({ path: 'test-results/checkout-phone-full.png', fullPage: true });
});

const refused = (code: string, description: string, userErrors: { field: string; message: string; messageKey: string }[]) => ({
  data: { checkout: { code, message: { status: false, description }, userErrors, orders: [] } },
});

test('a lost answer keeps the checkout key for the retry; refusals land on the field or in an alert', async ({ page, request }) => {
  await openCheckout(page, await dealerWithStockedCart(request));
  await fillForm(page, `E2E-PO-${uniqueTag()}`);
  const answers = [
    null, // the network drops the first attempt
    refused('I001', 'Please check the checkout details', [
      { field: 'poNumber', message: 'This text is too long', messageKey: 'forms:max_length' },
    ]),
    refused('S001', 'Your order exceeds the available stock. We removed your order, please update.', [
      { field: 'cart.0.qty', message: 'HLM-001: 3 available', messageKey: 'checkout:errors.checkout_stock_limited' },
    ]),
  ];
  const keys: string[] = [];
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes('mutation Checkout')) return route.continue();
    keys.push((JSON.parse(body) as { variables: { input: { idempotencyKey: string } } }).variables.input.idempotencyKey);
    const answer = answers[keys.length - 1];
    return answer ? route.fulfill({ json: answer }) : route.abort('connectionreset');
  });
  const submit = page.getByTestId('checkout-submit');
  const alert = page.getByTestId('checkout-error');

  await submit.click();
  await expect(alert).toContainText('it will not be ordered twice');
  await submit.click();
  await expect(page.getByText('This text is too long')).toBeVisible();
  // The retry after the lost answer is the same checkout: same key, so the API could never order twice.
  expect(keys[1]).toBe(keys[0]);
  await expect(alert).toHaveCount(0);

  await submit.click();
  await expect(alert).toContainText('Your order exceeds the available stock. We removed your order, please update.');
  await expect(alert).toContainText('HLM-001: 3 available');
  // A refusal ended that attempt: the next one is a new checkout with a new key.
  expect(keys[2]).not.toBe(keys[1]);
  expect(keys[0]).toMatch(/^[\w-]{8,100}$/);
  // The shell's connection popup from the dropped attempt is not part of this picture.
  await page.locator('.ant-notification-notice-close').click();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-refused-desktop.png' });
});

test('a dealer blocked for credit sees why and cannot press the submit', async ({ page, request }) => {
  // A dealer of its own whose oldest invoice is long overdue (the credit check blocks it), with an orderable article
  // in the cart.
  const blocked = await newDealer();
  await openInvoicesOf(blocked.username, [{ total: 1_000_000, dueIn: -90 }]);
  const article = await orderableArticle({ sorg: '1000', stock: 5 });
  await putInCart(request, blocked.username, [{ articleCode: article.articleCode, sorg: article.sorg, uom: article.uom, qty: 1 }]);

  await signIn(page, blocked.username, { at: '/en-us/cart/checkout' });
  await expect(page.getByTestId('checkout-credit-blocked')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('checkout-submit')).toBeDisabled();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-credit-blocked.png' });
});

test('a dealer places the cart as an order once, even when the button is pressed twice', { tag: '@cluster' }, async ({ page, request }) => {
  const poNumber = `E2E-PO-${uniqueTag()}`;
  await openCheckout(page, await dealerWithStockedCart(request));
  await expect(page.getByTestId('payment-option').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-desktop.png' });
  await fillForm(page, poNumber);
  await expect(page.getByTestId('payment-instruction').or(page.getByTestId('checkout-payment'))).toBeVisible();
  // Server-side too long fields would answer on the field; the counter keeps it at 35 here.
  await expect(page.getByTestId('checkout-po-number')).toHaveAttribute('maxlength', '35');

  // The summary prices as the API will: its total is what the placed order costs (one sales organisation here).
  const total = await page.getByTestId('checkout-total').innerText();
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes('mutation Checkout')) sent.push(r.postData()!);
  });
  await page.getByTestId('checkout-submit').dblclick();

  await expect(page).toHaveURL(/\/en-us\/cart\/order-confirmation\?orders=/);
  const numbers = page.getByTestId('order-number');
  await expect(numbers.first()).toHaveText(/^B2B-\w+-\d+$/);
  const shown = await numbers.allInnerTexts();
  expect(sent).toHaveLength(1);
  await expect(page.getByTestId('confirmation-order').first()).toContainText(total);
  const saved = await ordersWithPo(poNumber);
  expect(saved.map((o) => o.orderNo).sort()).toEqual([...shown].sort());
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-confirmation-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/checkout-confirmation-phone.png', fullPage: true });

  // The order list is the next step; the cart that was ordered is gone, so checkout offers the catalogue.
  await expect(page.getByTestId('confirmation-orders')).toHaveAttribute('href', '/en-us/order');
  await page.goto('/en-us/cart/checkout');
  await expect(page.getByTestId('checkout-empty')).toBeVisible();
  expect(await ordersWithPo(poNumber)).toHaveLength(saved.length);
});

test('the checkout shows the freight benefit by the shipment and when each line is expected', async ({ page, request }) => {
  // Twelve units of an article the home warehouse (the market's first, West Java) holds: the first freight step is earned.
  const { username } = await newDealer();
  const db = await e2eDb();
  const article = await db
    .selectFrom('articles')
    .select(['articleCode', 'sorg', 'uom'])
    .where('sorg', '=', '1000')
    .where(orderable)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('stock as s')
          .select('s.articleId')
          .whereRef('s.articleId', '=', 'articles.id')
          .where('s.warehouseCode', '=', 'ID-CKR')
          .where('s.available', '>=', 20),
      ),
    )
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  await putInCart(request, username, [{ ...article, qty: 12 }]);

  await openCheckout(page, username);
  const benefit = page.getByTestId('freight-benefit');
  await expect(benefit.getByTestId('freight-earned')).toHaveText(
    /Freight benefit −Rp\s?50,000 · 12 units from West Java \(your warehouse\)/,
  );
  await expect(benefit.getByTestId('freight-hint')).toHaveText(
    /Add 13 more from West Java \(your warehouse\) to save Rp\s?100,000 on freight/,
  );
  await page.getByTestId('shipment-option').first().click();
  await expect(page.getByTestId('checkout-freight-benefit')).toHaveText(/−Rp\s?50,000/);
  // The ERP's expected date for the line, then the requested date once one later than that is chosen.
  const expected = page.getByTestId('checkout-line').getByTestId('expected-date');
  await expect(expected).toHaveText(/Expected \d{2} \w{3} \d{4} from Cikarang/);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/checkout-freight-desktop.png', fullPage: true });
  await page.getByTestId('checkout-date').click();
  await page.keyboard.type('15 Jun 2030');
  // Leaving the field takes the typed date (Enter would submit the form).
  await page.keyboard.press('Tab');
  await expect(expected).toHaveText('Expected 15 Jun 2030 from Cikarang');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/checkout-freight-phone.png', fullPage: true });
});
