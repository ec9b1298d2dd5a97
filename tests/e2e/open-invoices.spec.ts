import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { closeBannerPopup, e2eDatabase, signIn } from './support.ts';

/** The dealer's payable invoices with its bike company, oldest due first, and which of them are overdue today. */
function dealerInvoices() {
  const db = e2eDatabase();
  try {
    const today = new Date().toISOString().slice(0, 10);
    const rows = db.prepare(`SELECT i.id, i.invoice_no AS invoiceNo, i.due_date AS dueDate FROM invoices i
      JOIN users u ON u.customer_id = i.customer_id JOIN companies co ON co.id = i.company_id
      WHERE u.username = 'dealer' AND co.code = '1000-B' AND i.status = 'open' AND i.grand_total - i.paid_amount > 0
      ORDER BY i.due_date, i.id`).all() as { id: number; invoiceNo: string; dueDate: string }[];
    return { overdue: rows.filter((r) => r.dueDate < today), notDue: rows.filter((r) => r.dueDate >= today) };
  } finally {
    db.close();
  }
}

async function openPage(page: Page) {
  // The promotions popup is another test's subject: dismissed ahead of time.
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);
  await page.goto('/en-us/invoice/open-invoice');
  await expect(page.getByTestId('ageing')).toBeVisible({ timeout: 30_000 });
}

// Signing in and the first load of a page take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const row = (page: Page, invoiceNo: string) => page.locator(`[data-testid="invoice-row"][data-invoice-no="${invoiceNo}"]`);
const box = (page: Page, invoiceNo: string) => page.getByRole('checkbox', { name: `Select invoice ${invoiceNo}` });

test('a dealer chooses invoices under the overdue rule and pays the right choice', async ({ page }) => {
  const { overdue, notDue } = dealerInvoices();
  expect(overdue.length).toBeGreaterThan(0);
  expect(notDue.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page);

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
  const { overdue, notDue } = dealerInvoices();
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page);
  await expect(page.getByTestId('open-invoices-ar')).toBeVisible();
  await expect(page.locator('table')).toHaveCount(0);

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
