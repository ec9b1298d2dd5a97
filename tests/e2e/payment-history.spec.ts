import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { signIn } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** The money of a figure as the page writes it, in minor units (rupiah have none). */
const rupiah = (text: string) => Number(text.replace(/[^\d-]/g, ''));

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a transfer in progress shows what is to be transferred, leads back to its account, and is in the payment history (${name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const dealer = await newDealer();
    const ids = await openInvoicesOf(
      dealer.username,
      [
        { total: 12_500_000, dueIn: -15 },
        { total: 7_250_000, dueIn: -16 },
        { total: 1_800_000, dueIn: 20 },
      ],
      'E2EHIST',
    );
    await signIn(page, dealer.username, { at: `/en-us/payment/invoice?invoices=${ids.slice(0, 2).join(',')}` });
    await expect(page.getByTestId('payment-to-pay')).toHaveText('Rp\u00a019,453,750', { timeout: 30_000 });
    await page.getByTestId('payment-submit').click();
    await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');
    const account = (await page.getByTestId('virtual-account-no').innerText()).replace(/\s/g, '');

    // The open invoices: the payment under way with the amount to transfer (not the invoices' 19,750,000) and its account.
    await page.goto('/en-us/invoice/open-invoice');
    const inProgress = page.getByTestId('payments-in-progress').getByTestId('history-payment');
    await expect(inProgress).toHaveCount(1, { timeout: 20_000 });
    await expect(inProgress.getByTestId('history-amount')).toHaveText('Rp\u00a019,453,750');
    await expect(inProgress.getByTestId('history-account')).toContainText(account.slice(-4));
    // The total is the sum the card spells out: the ages, plus invoices in a payment under way, less deductions.
    const figure = async (id: string) => rupiah(await page.getByTestId(id).first().locator('strong').last().innerText());
    const [payable, pending, deductions, total] = await Promise.all(
      ['ageing-payable', 'ageing-pending', 'ageing-deductions', 'ageing-total'].map(figure),
    );
    expect(pending).toBe(19_750_000);
    expect(payable).toBe(1_800_000);
    expect(payable + pending - deductions).toBe(total);
    await page.screenshot({ path: test.info().outputPath(`in-progress-${name}.png`), fullPage: true });

    // Back to the payment's own page, with its account number and countdown.
    await inProgress.getByTestId('history-open').click();
    await expect(page).toHaveURL(/payment\/invoice\?request=PAY-/);
    await expect(page.getByTestId('virtual-account-no')).toContainText(account.slice(0, 4));
    await expect(page.getByTestId('payment-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);

    // The payment history lists it under "In progress" and under all.
    await page.goto('/en-us/payment/history?status=pending');
    const listed = page.getByTestId('payment-history').getByTestId('history-payment');
    await expect(listed).toHaveCount(1);
    await expect(listed).toHaveAttribute('data-status', 'pending');
    await expect(listed.getByTestId('history-amount')).toHaveText('Rp\u00a019,453,750');
    await page.screenshot({ path: test.info().outputPath(`history-${name}.png`), fullPage: true });
    await page.goto('/en-us/payment/history?status=paid');
    await expect(page.getByTestId('history-empty')).toBeVisible();
    const db = await e2eDb();
    const made = await db
      .selectFrom('paymentRequests')
      .select('customerId')
      .where('virtualAccountNo', '=', account)
      .executeTakeFirstOrThrow();
    expect(made.customerId).toBe(dealer.customerId);
  });
}

test("a dealer's payment history never lists another dealer's payments", async ({ page, browser }) => {
  const other = await newDealer();
  const [id] = await openInvoicesOf(other.username, [{ total: 3_000_000, dueIn: -15 }], 'E2EHIST');
  await signIn(page, other.username, { at: `/en-us/payment/invoice?invoices=${id}` });
  await page.getByTestId('payment-submit').click();
  await expect(page.getByTestId('payment-status')).toHaveAttribute('data-status', 'pending');

  const dealer = await newDealer();
  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, dealer.username, { at: '/en-us/payment/history' });
  await expect(own.getByTestId('history-empty')).toBeVisible({ timeout: 20_000 });
  await context.close();
});
