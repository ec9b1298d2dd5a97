import { expectAccessible, test } from './fixtures.ts';
import { expect as baseExpect } from '@playwright/test';
import { putInCart } from './data/cart.ts';
import { newModel, orderableArticles } from './data/catalog.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { signIn, withoutBannerPopup } from './support.ts';

// A loaded machine answers slowly: each step may take a while to show.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

test('a dealer fills the cart from a model’s grid, asks for a quote, the rep answers with a discount, and the dealer orders at the quoted prices', async ({
  page,
  browser,
  baseURL,
}) => {
  const dealer = await newDealer();
  const model = await newModel();
  const [first, second] = model.articles;

  // The dealer orders two variants of a model from its size and colour grid into the cart.
  await signIn(page, dealer.username, { at: `/en-us/catalog/bike/${first.slug}` });
  const grid = page.getByTestId('variant-grid');
  const box = (code: string) => grid.locator(`[data-testid="grid-cell"][data-code="${code}"]`).getByTestId('grid-qty');
  await box(first.articleCode).fill('3');
  await box(second.articleCode).fill('4');
  await expect(grid.getByTestId('grid-total')).toContainText('7 pieces');
  await grid.getByTestId('grid-add').click();
  await expect(page.getByText('7 pieces were added to your cart')).toBeVisible();

  // The dealer asks from the cart with a note; the lines move to the quote, which opens.
  await page.goto('/en-us/cart');
  await page.getByTestId('request-quote').click();
  await page.getByTestId('request-quote-note').fill('Seven bikes for a club order');
  await page.getByTestId('request-quote-send').click();
  await expect(page).toHaveURL(/\/en-us\/catalog\/quotes\/\d+$/);
  const quoteId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('quote-state')).toHaveAttribute('data-state', 'requested');
  await expect(page.getByTestId('quote-note')).toContainText('Seven bikes for a club order');
  await expect(page.getByTestId('quote-lines').getByRole('row')).toHaveCount(3);

  // The rep of the dealer's area finds it in the queue and answers 10% off, valid for the default two weeks.
  const repContext = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  await withoutBannerPopup(repContext);
  const rep = await repContext.newPage();
  await signIn(rep, 'sales', { at: '/en-us/admin/quote-requests' });
  const row = rep.getByTestId('quotes-table').getByRole('row').filter({ hasText: dealer.name });
  await expect(row).toHaveCount(1);
  await row.getByTestId('quote-open').click();
  await expect(rep).toHaveURL(new RegExp(`/admin/quote-requests/${quoteId}$`));
  await rep.getByRole('spinbutton', { name: 'Discount on all lines' }).fill('10');
  await rep.getByTestId('quote-discount-apply').click();
  await rep.getByTestId('quote-answer-note').fill('Club price for this order');
  await expectAccessible(rep, 'quote answer form');
  if (process.env.E2E_SHOTS) {
    await rep.screenshot({ path: 'test-results/quote-answer-desktop.png', fullPage: true });
    await rep.setViewportSize({ width: 390, height: 844 });
    await rep.screenshot({ path: 'test-results/quote-answer-phone.png', fullPage: true });
    await rep.setViewportSize({ width: 1366, height: 900 });
  }
  await rep.getByTestId('quote-answer-send').click();
  await expect(rep.getByTestId('quote-state')).toHaveAttribute('data-state', 'answered');
  await repContext.close();

  // The dealer sees the answer and orders the quote through the checkout's choices.
  await page.reload();
  await expect(page.getByTestId('quote-state')).toHaveAttribute('data-state', 'answered');
  await expect(page.getByTestId('quote-valid-until')).toBeVisible();
  const form = page.getByTestId('quote-order-form');
  await expect(form).toBeVisible();
  await expectAccessible(page, 'quote order form');
  await page.getByTestId('shipment-option').first().click();
  await page.getByTestId('payment-option').first().click();
  if (process.env.E2E_SHOTS) await page.screenshot({ path: 'test-results/quote-order-desktop.png', fullPage: true });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes('mutation OrderQuote')) sent.push(r.postData()!);
  });
  await page.getByTestId('quote-order-submit').dblclick();
  await expect(page).toHaveURL(/\/en-us\/cart\/order-confirmation\?orders=/);
  const orderNo = await page.getByTestId('order-number').first().innerText();
  expect(sent).toHaveLength(1);

  // The order carries the quoted prices (10% under the prices when asked) and links back to the quote.
  const db = await e2eDb();
  const order = await db.selectFrom('orders').select(['id', 'quoteId']).where('orderNo', '=', orderNo).executeTakeFirstOrThrow();
  expect(order.quoteId).toBe(quoteId);
  const quoted = await db
    .selectFrom('quoteLines')
    .select(['articleCode', 'listPrice', 'quotedPrice'])
    .where('quoteId', '=', quoteId)
    .execute();
  const lines = await db.selectFrom('orderLines').select(['articleCode', 'unitPrice']).where('orderId', '=', order.id).execute();
  for (const q of quoted) {
    expect(Number(q.quotedPrice)).toBe(Math.round(Number(q.listPrice) * 0.9));
    expect(Number(lines.find((l) => l.articleCode === q.articleCode)?.unitPrice)).toBe(Number(q.quotedPrice));
  }
  await page.goto(`/en-us/order/${order.id}`);
  await page.getByTestId('order-quote').click();
  await expect(page.getByTestId('quote-state')).toHaveAttribute('data-state', 'ordered');
  await expect(page.getByTestId('quote-orders')).toContainText(orderNo);
  if (process.env.E2E_SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/quote-phone.png', fullPage: true });
  }
});

test('another dealer’s quote is not found, and the dealer’s list shows its quotes by state', async ({ page, request }) => {
  const owner = await newDealer();
  const other = await newDealer();
  const [article] = await orderableArticles({ sorg: '1000', stock: 20 });
  await putInCart(request, owner.username, [{ articleCode: article.articleCode, sorg: article.sorg, uom: article.uom, qty: 3 }]);
  const db = await e2eDb();
  await signIn(page, owner.username, { at: '/en-us/cart' });
  await page.getByTestId('request-quote').click();
  await page.getByTestId('request-quote-send').click();
  await expect(page).toHaveURL(/\/en-us\/catalog\/quotes\/\d+$/);
  const quoteId = Number(page.url().split('/').pop());
  expect((await db.selectFrom('quotes').select('customerId').where('id', '=', quoteId).executeTakeFirstOrThrow()).customerId).toBe(
    owner.customerId,
  );

  await page.goto('/en-us/catalog/quotes');
  await expect(page.getByTestId('quotes-table').getByTestId('quote-open')).toHaveText([`Quote ${quoteId}`]);
  await page.getByTestId('quotes-filter').getByText('Declined').click();
  await expect(page.getByTestId('quotes-empty')).toBeVisible();
  await expect(page).toHaveURL(/state=declined/);

  await page.context().clearCookies();
  await signIn(page, other.username, { at: `/en-us/catalog/quotes/${quoteId}` });
  await expect(page.getByTestId('quote-page')).toHaveCount(0);
  await expect(page.getByText('(N001)')).toBeVisible();
});
