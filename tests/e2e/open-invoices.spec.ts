import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { signIn } from './support.ts';

/**
 * A dealer of its own with what the open-invoice page shows: with its bikes company three overdue invoices and three
 * not yet due, one a payment is pending for and one the bank is clearing; one open invoice with its parts company.
 */
async function dealerWithInvoices() {
  const dealer = await newDealer();
  const bills = [-24, -12, -5, 3, 11, 19, 6, -3, 14].map((dueIn, i) => ({ total: 2_150_000 + i * 310_000, dueIn }));
  const ids = await openInvoicesOf(dealer.username, bills, 'E2EOPEN');
  const [pending, waiting, parts] = ids.slice(-3);
  const db = await e2eDb();
  await db.updateTable('invoices').set({ status: 'pending_payment' }).where('id', '=', pending).execute();
  await db.updateTable('invoices').set({ status: 'waiting_for_payment' }).where('id', '=', waiting).execute();
  await db
    .updateTable('invoices')
    .set((eb) => ({ companyId: eb.selectFrom('companies').select('id').where('code', '=', `${dealer.sorg}-P`) }))
    .where('id', '=', parts)
    .execute();
  return dealer;
}

/** The dealer's payable invoices with its bike company, oldest due first, and which of them are overdue today. */
async function dealerInvoices(customerId: number) {
  const db = await e2eDb();
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('companies as co', 'co.id', 'i.companyId')
    .select(['i.id', 'i.invoiceNo', 'i.dueDate'])
    .where('i.customerId', '=', customerId)
    .where('co.code', '=', '1000-B')
    .where('i.status', '=', 'open')
    .where((eb) => eb('i.grandTotal', '>', eb.ref('i.paidAmount')))
    .orderBy('i.dueDate')
    .orderBy('i.id')
    .execute();
  return { overdue: rows.filter((r) => r.dueDate < today), notDue: rows.filter((r) => r.dueDate >= today) };
}

async function openPage(page: Page, username: string) {
  // The promotions popup is another test's subject: dismissed ahead of time.
  await signIn(page, username, { at: '/en-us/invoice/open-invoice' });
  await expect(page.getByTestId('ageing')).toBeVisible({ timeout: 30_000 });
}

// Signing in and the first load of a page take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const row = (page: Page, invoiceNo: string) => page.locator(`[data-testid="invoice-row"][data-invoice-no="${invoiceNo}"]`);
const box = (page: Page, invoiceNo: string) => page.getByRole('checkbox', { name: `Select invoice ${invoiceNo}` });

test('a dealer chooses invoices under the overdue rule and pays the right choice', async ({ page }) => {
  const dealer = await dealerWithInvoices();
  const { overdue, notDue } = await dealerInvoices(dealer.customerId);
  expect(overdue.length).toBeGreaterThan(0);
  expect(notDue.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, dealer.username);

  // The first company is chosen; overdue invoices carry a red tag; payments in progress are listed apart, without a checkbox.
  await expect(page.getByRole('tab', { selected: true })).toHaveText('PT Sepeda Nusantara');
  await expect(page.getByRole('heading', { name: 'Open invoices', exact: true })).toBeVisible();
  await expect(row(page, overdue[0].invoiceNo).getByTestId('overdue-tag')).toContainText('days overdue');
  const pending = page.getByTestId('pending-invoices');
  await expect(pending).toContainText('Pending Payment');
  await expect(pending).toContainText('Waiting For Payment');
  await expect(pending.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByTestId('payment-rule')).toContainText('Overdue invoices are paid first');
  const payNow = page.getByTestId('pay-now');
  await expect(payNow).toBeDisabled();

  // The credit widget counts the same unpaid invoices: its open invoice is the page's total unpaid.
  const totalUnpaid = await page.getByTestId('ageing').locator('.ant-statistic-content').first().innerText();
  await page.getByTestId('credit-widget').click();
  const bikeCredit = page.getByRole('region', { name: 'PT Sepeda Nusantara' });
  await expect(bikeCredit).toContainText(totalUnpaid);
  await page.screenshot({ path: 'test-results/open-invoices-credit-widget.png' });
  await page.getByTestId('credit-widget').click();
  await expect(bikeCredit).toBeHidden();

  // A wrong choice: an invoice not yet due while the overdue ones are left out.
  await box(page, notDue[0].invoiceNo).check();
  await expect(row(page, notDue[0].invoiceNo)).toHaveAttribute('data-wrong', 'true');
  await expect(row(page, notDue[0].invoiceNo).getByTestId('wrong-invoice')).toHaveText('Pay the overdue invoices first');
  await expect(page.getByTestId('selection-problem')).toHaveText('Some invoices chosen break the payment rule');
  await expect(payNow).toBeDisabled();
  await page.screenshot({ path: 'test-results/open-invoices-wrong.png', fullPage: true });

  // The right choice: every overdue invoice too. The mark goes, Pay now leads to the payment page with the ids.
  for (const i of overdue) await box(page, i.invoiceNo).check();
  await expect(page.locator('[data-wrong="true"]')).toHaveCount(0);
  await expect(page.getByTestId('selection-problem')).toHaveCount(0);
  await expect(payNow).toBeEnabled();
  await page.screenshot({ path: 'test-results/open-invoices-desktop.png', fullPage: true });
  await payNow.click();
  await expect(page).toHaveURL(/\/en-us\/payment\/invoice\?invoices=/);
  const chosen = new URL(page.url()).searchParams.get('invoices')!.split(',').map(Number);
  expect(chosen.sort((a, b) => a - b)).toEqual([...overdue, notDue[0]].map((i) => i.id).sort((a, b) => a - b));
});

test('on a phone the invoices are cards: a tap chooses one, the pay bar stays in reach', async ({ page }) => {
  const dealer = await dealerWithInvoices();
  const { overdue, notDue } = await dealerInvoices(dealer.customerId);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, dealer.username);
  await expect(page.getByTestId('open-invoices-ar')).toBeVisible();
  // The invoices are cards: no table holds one (the account card's small payment-days table may scroll).
  await expect(row(page, notDue[0].invoiceNo)).toBeVisible();
  await expect(page.locator('table').filter({ hasText: notDue[0].invoiceNo })).toHaveCount(0);

  await row(page, notDue[0].invoiceNo).click();
  await expect(row(page, notDue[0].invoiceNo)).toHaveAttribute('data-wrong', 'true');
  await expect(page.getByTestId('pay-now')).toBeDisabled();
  await page.screenshot({ path: 'test-results/open-invoices-phone-wrong.png', fullPage: true });

  // Taken back, and the oldest overdue invoice chosen instead: overdue invoices may always be paid.
  await row(page, notDue[0].invoiceNo).click();
  await row(page, overdue[0].invoiceNo).click();
  await expect(page.locator('[data-wrong="true"]')).toHaveCount(0);
  await expect(page.getByTestId('pay-now')).toBeEnabled();
  await expect(page.getByTestId('pay-bar')).toBeInViewport();
  await page.screenshot({ path: 'test-results/open-invoices-phone.png' });
});
