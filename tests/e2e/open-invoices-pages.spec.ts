import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { signIn } from './support.ts';

/** A customer's payable invoices with its bike company, oldest due first, as the database holds them now. */
async function payable(customerId: number) {
  const db = await e2eDb();
  return db
    .selectFrom('invoices as i')
    .innerJoin('companies as co', 'co.id', 'i.companyId')
    .select(['i.id', 'i.invoiceNo'])
    .where('i.customerId', '=', customerId)
    .where('co.code', '=', '1000-B')
    .where('i.status', '=', 'open')
    .where((eb) => eb('i.grandTotal', '>', eb.ref('i.paidAmount')))
    .orderBy('i.dueDate')
    .orderBy('i.id')
    .execute();
}

test.describe.configure({ timeout: 90_000 });

// The page holds one page of invoices and a count of the payable ones per due day: the payment rule still sees
// the invoices on other pages, and Select all chooses every payable invoice, not just the page's.
test('the payment rule and Select all reach the invoices on other pages', async ({ page }) => {
  const dealer = await newDealer('dealer2');
  await openInvoicesOf(
    dealer.username,
    [{ total: 1_500_000, dueIn: -20 }, ...Array.from({ length: 11 }, (_, i) => ({ total: 200_000 + i * 1_000, dueIn: 40 + i }))],
    'E2EPAGES',
  );
  const all = await payable(dealer.customerId);
  expect(all.length).toBeGreaterThan(10);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, dealer.username, { at: '/en-us/invoice/open-invoice?page=2' });
  await expect(page.getByTestId('ageing')).toBeVisible({ timeout: 30_000 });

  // The last payable invoice, chosen on page 2 while the overdue one on page 1 is left out: wrong.
  const last = all[all.length - 1];
  const row = page.locator(`[data-testid="invoice-row"][data-invoice-no="${last.invoiceNo}"]`);
  await row.getByRole('checkbox', { name: `Select invoice ${last.invoiceNo}` }).check();
  await expect(row).toHaveAttribute('data-wrong', 'true');
  await expect(page.getByTestId('selection-problem')).toHaveText('Some invoices chosen break the payment rule');
  await expect(page.getByTestId('pay-now')).toBeDisabled();

  // Cleared, then every payable invoice chosen at once, on every page: right, and all of them go to the payment page.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByRole('button', { name: 'Select all' }).click();
  await expect(page.getByTestId('pay-bar')).toContainText(`${all.length} selected`);
  await expect(page.locator('[data-wrong="true"]')).toHaveCount(0);
  await expect(page.getByTestId('pay-now')).toBeEnabled();
  await page.screenshot({ path: 'test-results/open-invoices-select-all.png', fullPage: true });
  await page.getByTestId('pay-now').click();
  await expect(page).toHaveURL(/\/en-us\/payment\/invoice\?invoices=/);
  expect(new URL(page.url()).searchParams.get('invoices')!.split(',').map(Number)).toEqual(all.map((i) => i.id));
});
