import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { closeBannerPopup, e2eDatabase, openOptions, signIn } from './support.ts';

// Click and collect (spec 3 §2 /click-collect, §4, §5; issue 22): a consumer orders on the market's public form at the
// demo dealer; the dealer finds it, is refused a submit before every article is chosen, orders the article from HQ,
// records the maker's shipment and makes it ready to pickup, which mails the consumer.
test.describe.configure({ timeout: 150_000 });

/** The demo dealer's shop as the public form lists it, and an orderable part of its market. */
function shopAndProduct() {
  const db = e2eDatabase();
  try {
    const shop = db.prepare(`SELECT c.name, c.city FROM customers c JOIN users u ON u.customer_id = c.id WHERE u.username = 'dealer'`)
      .get() as { name: string; city: string };
    const product = db.prepare(`SELECT a.name, a.article_code AS articleCode FROM articles a LEFT JOIN article_analysis x ON x.article_id = a.id
      WHERE a.sorg = '1000' AND a.category = 'PAA' AND (x.article_id IS NULL OR (x.allow_to_order = 1 AND x.order_blocked = 0 AND x.invalid_article = 0
        AND x.has_price = 1 AND x.brand_blocked = 0 AND x.category_blocked = 0 AND x.hierarchy_blocked = 0 AND x.sorg_blocked = 0))
      AND a.stock_total > 5 AND NOT EXISTS (SELECT 1 FROM order_quotas q WHERE q.article_id = a.id) ORDER BY a.id LIMIT 1`).get() as { name: string; articleCode: string };
    return { shop, product };
  } finally {
    db.close();
  }
}

function orderOf(orderNo: string) {
  const db = e2eDatabase();
  try {
    return db.prepare(`SELECT o.id, o.status, o.submitted_at AS submittedAt, o.customer_id AS customerId,
        (SELECT count(*) FROM orders m WHERE m.po_number = o.order_no) AS makerOrders
      FROM click_collect_orders o WHERE o.order_no = ?`).get(orderNo) as { id: number; status: string; submittedAt: string | null; makerOrders: number };
  } finally {
    db.close();
  }
}

const outbox = () => path.resolve(Number(process.env.E2E_PORT ?? 4173) === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${process.env.E2E_PORT}`, 'outbox');
const mailsTo = (email: string) => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()) : [])
  .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8')).filter((raw) => raw.includes(email));

async function pick(page: Page, label: string, text: string, option: string) {
  await page.getByLabel(label, { exact: true }).fill(text);
  await openOptions(page).filter({ hasText: option }).first().click();
}

test('a consumer orders at a dealer, who processes the order to ready to pickup', async ({ page }) => {
  const { shop, product } = shopAndProduct();
  const email = `consumer.${Date.now()}@example.com`;

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
  expect(orderOf(orderNo).status).toBe('need_confirmation');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Place another order' }).click();
  await page.screenshot({ path: 'test-results/click-collect-public-desktop.png', fullPage: true });

  // The dealer finds it under 'Need confirmation'.
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto('/en-us/click-collect');
  await expect(page.getByTestId('cc-list')).toBeVisible();
  await page.getByTestId('cc-filter').getByText(/Need confirmation/).click();
  await expect(page.getByRole('radio', { name: /Need confirmation/ })).toBeChecked();
  await expect(page.getByRole('link', { name: orderNo })).toBeVisible();
  await page.screenshot({ path: 'test-results/click-collect-list-desktop.png', fullPage: true });
  await page.getByRole('link', { name: orderNo }).click();
  await expect(page.getByTestId('cc-order-no')).toHaveText(orderNo);

  // Submit before choosing: the spec's message, and nothing submitted.
  await expect(page.getByTestId('cc-choose-all')).toContainText('All item need to choose (Order To HQ / Ready To Pickup).');
  await page.getByTestId('cc-submit').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit order' }).click();
  await expect(page.locator('.ant-message')).toContainText('All item need to choose (Order To HQ / Ready To Pickup).');
  expect(orderOf(orderNo).submittedAt).toBeNull();

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
  await page.getByRole('dialog').getByRole('button', { name: 'Submit order' }).click();
  await expect(page.getByTestId('cc-status')).toHaveText('Processing by HQ');
  await expect(page.getByTestId('cc-submit')).toHaveCount(0);
  expect(orderOf(orderNo).makerOrders).toBe(1);

  // HQ confirms and ships; the shipment arrives; the order is ready and the consumer is mailed.
  for (const [to, label] of [['confirmed', 'Confirmed'], ['shipment_from_hq', 'Shipment from HQ']] as const) {
    await page.getByTestId(`cc-move-${to}`).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByTestId('cc-status')).toHaveText(label);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('cc-shipment').getByRole('spinbutton').first().fill('1');
  await page.getByTestId('cc-ship-save').click();
  await expect(page.getByTestId('cc-status')).toHaveText('Shipped');
  expect(mailsTo(email)).toHaveLength(0);
  await page.getByTestId('cc-move-ready_to_pickup').click();
  await expect(page.getByText('The consumer gets an e-mail that the order can be collected.')).toBeVisible();
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByTestId('cc-status')).toHaveText('Ready to pickup');
  await page.screenshot({ path: 'test-results/click-collect-detail-phone.png', fullPage: true });
  expect(orderOf(orderNo).status).toBe('ready_to_pickup');
  await expect.poll(() => mailsTo(email).length).toBe(1);
  expect(mailsTo(email)[0]).toContain(orderNo);

  await page.goto('/en-us/click-collect?status=ready_to_pickup');
  await expect(page.getByTestId('cc-card').filter({ hasText: orderNo })).toBeVisible();
  await page.screenshot({ path: 'test-results/click-collect-list-phone.png', fullPage: true });
});
