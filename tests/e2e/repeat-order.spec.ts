import { test } from './fixtures.ts';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { putInCart } from './data/cart.ts';
import { available, orderable } from './data/catalog.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { firstShipTo, savedCartQty } from './data/people.ts';
import { graphqlAs, placeDealerOrder } from './ordering.ts';
import { signIn } from './support.ts';

// A loaded machine answers slowly: each step may take a while to show.
const expect = baseExpect.configure({ timeout: 30_000 });

// Each test signs in and loads the page's chunks: slower than the default allows.
test.describe.configure({ timeout: 120_000 });

const ORDERED = [2, 3, 4];

/** Three articles a dealer may order with a price, in stock and under no quota: parts and accessories first. */
async function pricedArticles() {
  const db = await e2eDb();
  return db
    .selectFrom('articles')
    .select(['articleCode', 'uom'])
    .where('sorg', '=', '1000')
    .where('dealerPrice', '>', 0)
    .where(orderable)
    .where((eb) => eb(available(eb), '>=', 20))
    .orderBy('category', 'desc')
    .orderBy('id')
    .limit(3)
    .execute();
}

/** A dealer of its own with a past order: three articles bought through cart and checkout, then an empty cart. */
async function dealerWithPastOrder(request: APIRequestContext) {
  const dealer = await newDealer();
  const articles = await pricedArticles();
  expect(articles).toHaveLength(3);
  const token = await putInCart(
    request,
    dealer.username,
    articles.map((a, i) => ({ ...a, sorg: '1000', qty: ORDERED[i] })),
  );
  const { checkout } = await graphqlAs(
    request,
    token,
    `mutation($input: CheckoutInput!) { checkout(input: $input) { message { status description } orders { orderNo } } }`,
    {
      input: {
        idempotencyKey: `e2e-repeat-${uniqueTag()}`,
        shipTo: await firstShipTo(dealer.customerId),
        shipment: 'REG',
        payment: 'TERM',
        poNumber: `E2E-REPEAT-${uniqueTag()}`,
      },
    },
  );
  expect(checkout.message.status, checkout.message.description).toBe(true);
  const db = await e2eDb();
  const order = await db
    .selectFrom('orders')
    .select(['id', 'orderNo'])
    .where('orderNo', '=', checkout.orders[0].orderNo)
    .executeTakeFirstOrThrow();
  return { username: dealer.username, order, articles, codes: articles.map((a) => a.articleCode) };
}

async function openRepeatOrder(page: Page, username: string, query = '') {
  await signIn(page, username, { at: `/en-us/catalog/repeat-order${query}` });
  await expect(page.getByTestId('repeat-order')).toBeVisible();
}

const line = (page: Page, code: string) => page.locator(`[data-testid="repeat-line"][data-code="${code}"]`);

test('a dealer picks a past order by its number and adds the chosen lines with new quantities to the cart', async ({ page, request }) => {
  const { username, order, codes } = await dealerWithPastOrder(request);
  await openRepeatOrder(page, username);
  await expect(page.getByTestId('repeat-choose')).toBeVisible();

  // The picker searches the server by number, in any case, and the keyboard picks.
  await page.getByTestId('order-picker').click();
  await page.keyboard.type(order.orderNo.toLowerCase());
  await expect(page.getByTestId('picker-option').filter({ hasText: order.orderNo })).toHaveCount(1);
  await expect(page.getByTestId('picker-option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`order=${order.id}$`));

  for (const [i, code] of codes.entries()) {
    await expect(line(page, code)).toHaveAttribute('data-state', 'orderable');
    await expect(line(page, code).getByTestId('line-qty')).toHaveValue(String(ORDERED[i]));
    await expect(line(page, code).getByTestId('line-price')).toBeVisible();
  }
  await expect(page.getByTestId('repeat-status')).toContainText('3 of 3 lines chosen');

  // Five of the first instead of two; the third not this time.
  await line(page, codes[0]).getByTestId('line-qty').fill('5');
  await line(page, codes[2]).getByRole('checkbox').uncheck();
  await expect(page.getByTestId('repeat-status')).toContainText('2 of 3 lines chosen');
  // A quantity that is not a whole number holds the add back.
  await line(page, codes[1]).getByTestId('line-qty').fill('x');
  await expect(page.getByTestId('repeat-add')).toBeDisabled();
  await line(page, codes[1]).getByTestId('line-qty').fill('3');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'test-results/repeat-order-desktop.png', fullPage: true });

  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.postData()?.includes('updateProductsInCart')) sent.push(r.postData()!);
  });
  await page.getByTestId('repeat-add').click();
  await expect(page.getByTestId('repeat-added')).toContainText('2 lines were added to your cart.');
  expect(sent).toHaveLength(1);
  expect(await savedCartQty(codes[0], username)).toBe(5);
  expect(await savedCartQty(codes[1], username)).toBe(3);
  expect(await savedCartQty(codes[2], username)).toBe(0);
  await page.screenshot({ path: 'test-results/repeat-order-added-desktop.png' });

  await page.getByTestId('repeat-added').getByRole('link').click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
});

test('on a phone the order opened from its detail stacks into cards; a line no longer sold says why and cannot be chosen', async ({
  page,
  request,
}) => {
  const { username, order, articles, codes } = await dealerWithPastOrder(request);
  // The cart already holds 5 and 3 of the first two articles: the ordered quantities are added to them.
  await putInCart(request, username, [
    { ...articles[0], sorg: '1000', qty: 5 },
    { ...articles[1], sorg: '1000', qty: 3 },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  // The third article was blocked since the order: the catalogue and its analysis say so.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (body.includes('RepeatOrderArticle') && body.includes(codes[2])) {
      const response = await route.fetch();
      const json = await response.json();
      for (const p of json.data.products.products) if (p.articleCode === codes[2]) p.allowToOrder = false;
      return route.fulfill({ response, json });
    }
    if (body.includes('CartAnalyzes')) {
      const flag = (status: boolean) => ({ status, description: '' });
      return route.fulfill({
        json: {
          data: {
            productAnalyzes: [
              {
                articleCode: codes[2],
                invalidArticle: flag(false),
                hasPrice: flag(true),
                allowToOrder: flag(true),
                orderBlocked: flag(true),
                hierarchyBlocked: flag(false),
                brandBlocked: flag(false),
                categoryBlocked: flag(false),
                sorgBlocked: flag(false),
              },
            ],
          },
        },
      });
    }
    return route.continue();
  });
  await signIn(page, username, { at: `/en-us/order/${order.id}` });
  await page.getByTestId('order-again').click();
  await expect(page).toHaveURL(new RegExp(`/en-us/catalog/repeat-order\\?order=${order.id}$`));

  await expect(line(page, codes[0])).toHaveAttribute('data-state', 'orderable');
  const blocked = line(page, codes[2]);
  await expect(blocked).toHaveAttribute('data-state', 'unavailable');
  await expect(blocked.getByTestId('line-reason')).toHaveText("Can't be purchased: ordering this article is blocked");
  await expect(blocked.getByRole('checkbox')).toBeDisabled();
  await expect(blocked.getByRole('checkbox')).not.toBeChecked();
  await expect(page.getByTestId('repeat-status')).toContainText('2 of 3 lines chosen');

  // The add bar stays at the bottom of the screen while the lines scroll.
  const bar = (await page.getByTestId('repeat-summary').boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(844 + 1);
  await page.screenshot({ path: 'test-results/repeat-order-phone.png' });
  await page.screenshot({ path: 'test-results/repeat-order-phone-full.png', fullPage: true });

  const cartLabel = () => page.locator('[data-testid="cart-button"]:visible').first().getAttribute('aria-label');
  const before = await cartLabel();
  await page.getByTestId('repeat-add').click();
  await expect(page.getByTestId('repeat-added')).toBeVisible();
  expect(await savedCartQty(codes[0], username)).toBe(5 + ORDERED[0]);
  expect(await savedCartQty(codes[1], username)).toBe(3 + ORDERED[1]);
  expect(await savedCartQty(codes[2], username)).toBe(0);
  // The navbar's cart counts the added lines before the page is left as it stands.
  await expect.poll(cartLabel).not.toBe(before);
});

test('a customer without past orders is told so and sent to the catalogue', async ({ page }) => {
  // A new dealer has ordered nothing yet.
  const { username } = await newDealer();
  await openRepeatOrder(page, username);
  await expect(page.getByTestId('repeat-empty')).toContainText('No past orders yet');
  await expect(page.getByTestId('repeat-empty').getByRole('link')).toHaveAttribute('href', '/en-us/catalog');
});

test('an order of another customer or none at all is not found', async ({ page, request }) => {
  // Two dealers with an order each: the one signed in asks for the other's, then for one that does not exist.
  const other = await newDealer();
  const foreign = await placeDealerOrder(request, `E2E-REPEAT-${uniqueTag()}`, 'TERM', other.username);
  const { username } = await newDealer();
  await placeDealerOrder(request, `E2E-REPEAT-${uniqueTag()}`, 'TERM', username);
  const db = await e2eDb();
  const { id } = await db.selectFrom('orders').select('id').where('orderNo', '=', foreign).executeTakeFirstOrThrow();
  await openRepeatOrder(page, username, `?order=${id}`);
  await expect(page.getByTestId('repeat-not-found')).toBeVisible();
  await page.goto('/en-us/catalog/repeat-order?order=99999999');
  await expect(page.getByTestId('repeat-not-found')).toBeVisible();
  // The picker still offers the dealer's own orders.
  await page.getByTestId('order-picker').click();
  await expect(page.getByTestId('picker-option').first()).toBeVisible();
});
