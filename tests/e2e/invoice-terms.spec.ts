import { expect, test } from './fixtures.ts';
import { newDealer } from './data/dealers.ts';
import { invoiceById, openInvoicesOf } from './data/invoices.ts';
import { paidAfter, withTerms } from './data/invoice-terms.ts';
import { signIn } from './support.ts';

// Invoice terms (spec 2 §3): the early-payment discount and instalment on the unpaid invoices, the dealer's account with
// its average payment days beside them, and the line item, instalment, remarks and payment discount of a paid invoice.
test.describe.configure({ timeout: 120_000 });

test('a dealer sees what paying early saves, its instalments and its account on the unpaid invoices', async ({ page }) => {
  const dealer = await newDealer();
  const [early, split, paid] = await openInvoicesOf(
    dealer.username,
    [
      { total: 5_000_000, dueIn: 25 },
      { total: 3_000_000, dueIn: 20 },
      { total: 2_000_000, dueIn: -10 },
    ],
    'E2ET',
  );
  await withTerms(early, { earlyPaymentDiscount: 100_000, earlyPaymentIn: 5 });
  await withTerms(split, { installment: [1, 2], detailNotes: 'First of two instalments' });
  await paidAfter(paid, 12);
  const earlyNo = (await invoiceById(early)).invoiceNo;
  const splitNo = (await invoiceById(split)).invoiceNo;

  await signIn(page, dealer.username, { at: '/en-us/invoice/open-invoice' });
  const earlyRow = page.getByTestId('invoice-row').filter({ hasText: earlyNo });
  await expect(earlyRow.getByTestId('early-payment')).toContainText(/off if paid by/, { timeout: 20_000 });
  const splitRow = page.getByTestId('invoice-row').filter({ hasText: splitNo });
  await expect(splitRow.getByTestId('installment')).toHaveText('Instalment 1 of 2');
  await expect(splitRow.getByTestId('detail-notes')).toHaveText('First of two instalments');
  // No early payment on the one whose terms grant none.
  await expect(splitRow.getByTestId('early-payment')).toHaveCount(0);

  const account = page.getByTestId('account-card');
  await expect(account.getByTestId('customer-area')).toContainText('Sales organisation');
  const days = account.getByTestId('average-payment-days').locator('tbody tr.ant-table-row');
  await expect(days).toHaveCount(1);
  await expect(days.first()).toContainText('12 days');
  await page.screenshot({ path: 'test-results/invoice-terms-desktop.png', fullPage: true });
});

test('the paid invoice shows its line item, instalment, remarks and the payment discount; on a phone too', async ({ page }) => {
  const dealer = await newDealer();
  const [id] = await openInvoicesOf(dealer.username, [{ total: 4_000_000, dueIn: 0 }], 'E2EP');
  await withTerms(id, {
    lineItem: '002',
    installment: [2, 2],
    detailNotes: 'Second of two instalments\nDelivered in two parts',
    paymentDiscount: 60_000,
  });
  await paidAfter(id, 8);
  const { invoiceNo } = await invoiceById(id);

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, dealer.username, { at: `/en-us/invoice/invoice-list?invoice=${invoiceNo}` });
  const detail = page.getByTestId('invoice-detail');
  await expect(detail).toContainText('Line item', { timeout: 20_000 });
  await expect(detail).toContainText('002');
  await expect(detail).toContainText('2 of 2');
  await expect(detail.getByTestId('invoice-detail-notes')).toHaveText(/Second of two instalments\s+Delivered in two parts/);
  await expect(detail.getByTestId('invoice-payment_discount')).toContainText('Payment discount');
  await page.screenshot({ path: 'test-results/invoice-terms-phone.png', fullPage: true });
});

test('the unpaid invoices speak Indonesian too', async ({ page }) => {
  const dealer = await newDealer();
  const [id] = await openInvoicesOf(dealer.username, [{ total: 5_000_000, dueIn: 25 }], 'E2EI');
  await withTerms(id, { earlyPaymentDiscount: 100_000, earlyPaymentIn: 5, installment: [1, 3] });
  const { invoiceNo } = await invoiceById(id);
  await signIn(page, dealer.username, { at: '/id-id/invoice/open-invoice' });
  const row = page.getByTestId('invoice-row').filter({ hasText: invoiceNo });
  await expect(row.getByTestId('early-payment')).toContainText('jika dibayar paling lambat', { timeout: 20_000 });
  await expect(row.getByTestId('installment')).toHaveText('Cicilan 1 dari 3');
  await expect(page.getByTestId('account-card')).toContainText('Akun Anda');
});
