import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { invoiceById, openInvoicesOf } from './data/invoices.ts';
import { holdRequests, openOptions, signIn, tabTo } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4173);

// Each test signs in through the real login page and waits for the gateway: slower than the default allows.
test.describe.configure({ timeout: 90_000 });

/** Overdue open invoices of a user's customer (15, 16, … days overdue); answers their ids. */
const overdueInvoices = (username: string, totals: number[]) =>
  openInvoicesOf(
    username,
    totals.map((total, i) => ({ total, dueIn: -15 - i })),
    'E2EPAY',
  );

async function invoiceStatuses(ids: number[]) {
  const db = await e2eDb();
  return (await db.selectFrom('invoices').select('status').where('id', 'in', ids).orderBy('id').execute()).map((r) => r.status);
}

async function invoiceNumbers(ids: number[]) {
  const db = await e2eDb();
  return (await db.selectFrom('invoices').select('invoiceNo').where('id', 'in', ids).orderBy('id').execute()).map((r) => r.invoiceNo);
}

async function signInOn(page: Page, origin: string, username: string) {
  await signIn(page, username, { origin });
}

test('an Indonesian dealer pays overdue invoices by virtual account; the sandbox bank pays it', { tag: '@cluster' }, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const dealer = await newDealer();
  const ids = await overdueInvoices(dealer.username, [12_500_000, 7_250_000]);
  // One more, not yet due and not paid here.
  const [staying] = await openInvoicesOf(dealer.username, [{ total: 1_800_000, dueIn: 20 }], 'E2EPAY');
  await signInOn(page, `http://localhost:${PORT}`, dealer.username);
  await page.goto(`/en-us/payment/invoice?invoices=${ids.join(',')}`);

  await expect(page.getByTestId('payment-invoice')).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByTestId('payment-selection-total')).toHaveText('Rp\u00a019,750,000');
  // The first method, BCA, takes 1.5 % off a full payment.
  await expect(page.getByTestId('payment-method').first()).toContainText('BCA virtual account');
  await expect(page.getByTestId('payment-discount')).toHaveText('-Rp\u00a0296,250');
  await expect(page.getByTestId('payment-to-pay')).toHaveText('Rp\u00a019,453,750');
  await page.screenshot({ path: 'test-results/payments-desktop-form.png', fullPage: true });

  await page.getByTestId('payment-submit').click();
  await expect(page).toHaveURL(/request=PAY-1000-/);
  const status = page.getByTestId('payment-status');
  await expect(status).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('virtual-account-no')).toContainText(/^8808/);
  await expect(page.getByTestId('payment-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
  expect(await invoiceStatuses(ids)).toEqual(['pending_payment', 'pending_payment']);
  await page.screenshot({ path: 'test-results/payments-desktop-va.png', fullPage: true });

  await page.getByTestId('sandbox-pay').click();
  await expect(status).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  await expect(page.getByTestId('payment-outcome')).toContainText('Payment received: Rp\u00a019,453,750');
  expect(await invoiceStatuses(ids)).toEqual(['paid', 'paid']);
  await page.screenshot({ path: 'test-results/payments-desktop-paid.png', fullPage: true });
  await page.getByTestId('payment-back').click();
  await expect(page).toHaveURL(/\/invoice\/open-invoice/);

  // Paid invoices leave the open list (the dealer's other open invoice is still there, so the list has loaded)...
  const numbers = await invoiceNumbers(ids);
  const { invoiceNo: stayingNo } = await invoiceById(staying);
  await expect(page.locator(`[data-testid="invoice-row"][data-invoice-no="${stayingNo}"]`)).toBeVisible({ timeout: 20_000 });
  for (const no of numbers) await expect(page.locator(`[data-invoice-no="${no}"]`)).toHaveCount(0);
  // ...and show in the paid list, in the year they are dated (the list shows one year at a time).
  for (const [n, no] of numbers.entries()) {
    const year = (await invoiceById(ids[n])).invoiceDate.slice(0, 4);
    await page.goto(`/en-us/invoice/invoice-list?from=${year}-01-01&to=${year}-12-31`);
    await page.getByTestId('invoice-search').fill(no);
    const rows = page.getByTestId('invoice-table').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1, { timeout: 15_000 });
    await expect(rows.first()).toContainText(no);
  }
  await page.screenshot({ path: 'test-results/payments-desktop-paid-list.png', fullPage: true });
});

test('a dealer chooses a payment method and pays with the keyboard alone', async ({ page }) => {
  const dealer = await newDealer();
  const ids = await overdueInvoices(dealer.username, [3_300_000]);
  await signInOn(page, `http://localhost:${PORT}`, dealer.username);
  await page.goto(`/en-us/payment/invoice?invoices=${ids.join(',')}`);
  await expect(page.getByTestId('payment-invoice')).toHaveCount(1, { timeout: 30_000 });

  // The methods are one radio group: Tab reaches the chosen one, the arrows move between them.
  const methods = page.getByTestId('payment-methods');
  await tabTo(page, methods);
  await page.keyboard.press('ArrowDown');
  await expect(methods.getByRole('radio', { checked: true })).toHaveCount(1);
  await page.keyboard.press('ArrowUp');
  await expect(methods.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByTestId('payment-submit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/request=PAY-1000-/);
  await expect(page.getByTestId('virtual-account-no')).toContainText(/^8808/);

  await tabTo(page, page.getByTestId('sandbox-pay'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  expect(await invoiceStatuses(ids)).toEqual(['paid']);
});

test('on a phone the payment page is one column with the pay bar at the bottom', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dealer = await newDealer();
  const ids = await overdueInvoices(dealer.username, [3_400_000]);
  await signInOn(page, `http://localhost:${PORT}`, dealer.username);
  await page.goto(`/en-us/payment/invoice?invoices=${ids.join(',')}`);
  await expect(page.getByTestId('payment-invoice')).toHaveCount(1, { timeout: 30_000 });
  const bar = page.getByTestId('payment-submit-bar');
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
  await page.screenshot({ path: 'test-results/payments-phone-form-top.png' });

  // One invoice in a market that allows it: a partial payment after the acknowledgement, within its bounds.
  await page.getByTestId('partial-acknowledge').click();
  await page.getByTestId('partial-amount').fill('5000000');
  await page.getByTestId('partial-amount').blur();
  await expect(page.getByText(/The maximum amount is Rp\s3[.,]400[.,]000/)).toBeVisible();
  await page.getByTestId('partial-amount').fill('1000000');
  await page.getByTestId('partial-amount').blur();
  await expect(page.getByText(/The maximum amount is Rp\s3[.,]400[.,]000/)).toBeHidden();
  await expect(page.getByTestId('payment-to-pay')).toHaveText('Rp\u00a01,000,000');
  await page.screenshot({ path: 'test-results/payments-phone-form.png' });
  await page.screenshot({ path: 'test-results/payments-phone-form-full.png', fullPage: true });

  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('virtual-account')).toBeVisible({ timeout: 15_000 });
  await page.screenshot({ path: 'test-results/payments-phone-va.png', fullPage: true });
  await page.getByTestId('sandbox-pay').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 15_000 });
  // The rest of the invoice stays open.
  await expect(page.getByTestId('payment-outcome')).toContainText('Part of the invoice is paid; the rest stays open.');
  expect(await invoiceStatuses(ids)).toEqual(['open']);
  await page.screenshot({ path: 'test-results/payments-phone-paid.png', fullPage: true });
});

test('the US dealer pays by card and keeps the card as a mask only', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const dealer = await newDealer('dealer-us');
  const ids = await overdueInvoices(dealer.username, [184_950]);
  const origin = `http://us.localhost:${PORT}`;
  await signInOn(page, origin, dealer.username);
  await page.goto(`${origin}/en-us/payment/invoice?invoices=${ids.join(',')}`);
  await expect(page.getByTestId('payment-selection-total')).toHaveText('$1,849.50', { timeout: 30_000 });

  await page.getByTestId('payment-method').filter({ hasText: 'Visa' }).click();
  await expect(page.getByTestId('sandbox-hint')).toBeVisible();
  await page.getByTestId('card-number').fill('4242424242424242');
  await expect(page.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242');
  await expect(page.getByTestId('card-type')).toContainText('Visa');
  await page.getByTestId('card-month').click();
  await openOptions(page).filter({ hasText: /^08$/ }).click();
  // The month's list must be gone before the year's opens, or its closing animation takes the year's click.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByTestId('card-year').click();
  await openOptions(page).nth(2).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await page.getByTestId('card-security-code').fill('987');
  await page.getByTestId('payment-save').check();
  await page.screenshot({ path: 'test-results/payments-us-card.png', fullPage: true });

  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'paid', { timeout: 20_000 });
  await expect(page.getByTestId('payment-outcome')).toContainText('$1,849.50');
  expect(await invoiceStatuses(ids)).toEqual(['paid']);
  const db = await e2eDb();
  const saved = await db
    .selectFrom('savedPayments')
    .select(['display', 'gatewayToken as token'])
    .where('userId', '=', dealer.userId)
    .execute();
  expect(saved.map((s) => s.display)).toEqual(['Visa •••• 4242']);
  expect(saved[0].token).not.toContain('4242424242424242');
  await page.screenshot({ path: 'test-results/payments-us-paid.png', fullPage: true });
});

test('a payment just made shows at once in the open invoices, as a payment in progress beside the ageing', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const dealer = await newDealer();
  const ids = await overdueInvoices(dealer.username, [2_200_000]);
  const [no] = await invoiceNumbers(ids);
  await signIn(page, dealer.username, { at: '/en-us/invoice/open-invoice' });
  // Moves inside the app as its links do, so whatever the app keeps between pages is kept.
  const go = (to: string) =>
    page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);

  await expect(page.getByTestId('open-invoices-ar').locator(`[data-invoice-no="${no}"]`)).toBeVisible({ timeout: 30_000 });
  // The page's title is the menu's word, and so is the tab's.
  await expect(page.getByRole('heading', { name: 'Open invoices', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Open invoices/);

  await go(`/en-us/payment/invoice?invoices=${ids.join(',')}`);
  await expect(page.getByTestId('payment-invoice')).toHaveCount(1, { timeout: 30_000 });
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending', { timeout: 15_000 });
  expect(await invoiceStatuses(ids)).toEqual(['pending_payment']);

  // The server's answer is held back: what shows before it is what the app kept from before the payment.
  const answer = await holdRequests(page, '**/graphql', (r) => !!r.postData()?.includes('openInvoices'));
  await go('/en-us/invoice/open-invoice');
  await answer.asked;
  const stale = page.getByTestId('open-invoices-ar').locator(`[data-invoice-no="${no}"]`);
  // The page is there before the answer, and no payable row from before the payment with it.
  await expect(page.getByRole('heading', { name: 'Open invoices', exact: true })).toBeVisible();
  await expect(stale).toHaveCount(0);
  answer.release();
  await expect(page.getByTestId('ageing').first()).toBeVisible({ timeout: 20_000 });
  // Never a stale payable row: the first figures shown already hold the payment.
  expect(await stale.count()).toBe(0);
  await expect(page.getByTestId('pending-invoices')).toContainText(no);
  await expect(page.getByTestId('ageing-pending').first()).toContainText('Invoices in a payment in progress');
  await page.screenshot({ path: testInfo.outputPath('payments-in-progress-desktop.png'), fullPage: true });
});
