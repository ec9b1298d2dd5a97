import { expect, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';
import { newStaff } from './data/logins.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { type MadeDealer, newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { graphqlAs, placeDealerOrder, tokenOf } from './ordering.ts';
import { closeBannerPopup, signIn } from './support.ts';

test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * An admin of this test's own changes a role of its own through the API, as the roles page does: one audited
 * updateRole, the only one by that admin, whatever other specs change meanwhile. Answers the admin, the role's id and
 * the description written.
 */
async function adminEditsOwnRole(request: APIRequestContext) {
  const admin = await newStaff('admin');
  const token = await tokenOf(request, admin.username);
  const tag = uniqueTag().toLowerCase();
  const { createRole } = await graphqlAs(request, token, 'mutation($i: RoleInput!) { createRole(input: $i) { message { status } id } }', {
    i: { name: `guest-${tag}`, description: 'Guest access', permissions: ['page.home-page'] },
  });
  expect(createRole.message.status).toBe(true);
  const roleId = createRole.id as number;
  const description = `Guest access, reviewed ${tag}`;
  const role = (await graphqlAs(request, token, 'query($id: Int!) { role(id: $id) { name permissionNames } }', { id: roleId })).role;
  const answer = await graphqlAs(
    request,
    token,
    'mutation($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { message { status description } } }',
    { id: roleId, input: { name: role.name, description, permissions: role.permissionNames } },
  );
  expect(answer.updateRole.message).toMatchObject({ status: true });
  return { admin: admin.username, roleId, description };
}

/** Drawers and dialogs slide and zoom in: a screenshot waits until none is still moving. */
async function settled(page: Page) {
  await expect(page.locator('[class*="-enter-active"], [class*="-appear-active"]')).toHaveCount(0);
}

async function signInQuietly(page: Page, username: string) {
  await signIn(page, username);
  await closeBannerPopup(page);
}

/** Support chooses the dealer's customer in the shell's customer dialog. */
async function chooseDealer(page: Page, { name }: MadeDealer) {
  const dialog = page.getByTestId('customer-dialog');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByPlaceholder(/search/i).fill(name.split(' ').at(-1)!);
  await dialog.getByText(name).click();
  await expect(dialog).toBeHidden();
}

test('support filters the audit log by operation and user, reads the row, and sees the empty state', async ({ page, request }) => {
  const { admin, roleId, description } = await adminEditsOwnRole(request);
  await page.setViewportSize(DESKTOP);
  await signInQuietly(page, 'support');

  // The side menu's admin group offers the audit log to support.
  const menu = page.getByTestId('side-menu');
  await menu.getByText('Administration').click();
  await menu.locator('[data-menu-path="/admin/audit"]').click();
  await expect(page).toHaveURL(/\/en-us\/admin\/audit/);
  await expect(page.getByTestId('audit-log')).toBeVisible({ timeout: 20_000 });
  const rows = page.getByTestId('audit-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  await page.getByTestId('audit-filter-operation').click();
  // Operations are named in words: updateRole is 'Role changed'.
  await page.keyboard.type('Role changed');
  await page.locator('.ant-select-item-option', { hasText: /^Role changed$/ }).click();
  await page.getByTestId('audit-filter-actor').fill(admin);
  await expect(page).toHaveURL(/operation=updateRole/);
  await expect(page).toHaveURL(new RegExp(`actor=${admin}`));
  // That admin changed one role: the row is this test's change.
  await expect(rows).toHaveCount(1);
  await expect(rows.filter({ hasNotText: 'Role changed' })).toHaveCount(0);
  await expect(rows.first().getByTestId('audit-result')).toHaveText('Done');
  await expect(rows.first()).toContainText(admin);
  await expect(rows.first()).toContainText(String(roleId));
  await page.screenshot({ path: 'test-results/audit-list-desktop.png' });

  await rows.first().click();
  const drawer = page.getByTestId('audit-drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('audit-input')).toContainText(description);
  await expect(drawer.getByTestId('audit-details')).toContainText('Role changed');
  await expect(drawer.getByTestId('audit-details')).toContainText('updateRole');
  await expect(drawer.getByTestId('audit-result')).toHaveText('Done');
  await expect(page).toHaveURL(/entry=\d+/);
  await settled(page);
  await page.screenshot({ path: 'test-results/audit-drawer-desktop.png' });

  // The link keeps the filters and the open row: it can be shared.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByTestId('audit-drawer').getByTestId('audit-input')).toContainText(description);
  // From the row, the list of every change to the same role: the drawer closes on that filter.
  await page.getByTestId('audit-details').getByTestId('audit-filter-same').last().click();
  await expect(page).toHaveURL(new RegExp(`targetId=${roleId}`));
  await expect(page).not.toHaveURL(/entry=/);
  await expect(page.getByTestId('audit-drawer')).toBeHidden();
  await expect(rows.first()).toContainText(String(roleId));
  await expect(rows.filter({ hasNotText: String(roleId) })).toHaveCount(0);

  // A target id nothing has: the empty state, whose button clears every filter.
  await page.getByTestId('audit-filter-targetId').fill('no-such-target-0');
  await expect(page.getByTestId('audit-empty')).toHaveText('No rows match these filters');
  await page.screenshot({ path: 'test-results/audit-empty-desktop.png' });
  await page.getByTestId('audit-clear').click();
  await expect(page).not.toHaveURL(/operation=/);
  await expect(rows.first()).toBeVisible();

  // Phones: cards, and the drawer full width.
  await page.setViewportSize(PHONE);
  await page.goto(shared.replace(/&?entry=\d+/, ''));
  const cards = page.getByTestId('audit-cards').getByTestId('audit-row');
  // The same filters: this test's change alone.
  await expect(cards).toHaveCount(1);
  await expect(cards.filter({ hasNotText: 'Role changed' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/audit-list-phone.png' });
  await cards.first().click();
  await expect(page.getByTestId('audit-input')).toContainText(description);
  await settled(page);
  const box = await page.locator('.ant-drawer-content-wrapper').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(PHONE.width);
  await page.screenshot({ path: 'test-results/audit-drawer-phone.png' });
  await page.getByTestId('audit-input').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/audit-drawer-phone-input.png' });
});

test("support reads a dealer's orders, invoices and payments with no button that changes them", async ({ page, request }) => {
  // A dealer of this test's own with an open bill and a paid one, read by a support login of its own (the customer it
  // chooses is remembered for that login only).
  const dealer = await newDealer();
  const [open, paid] = await openInvoicesOf(
    dealer.username,
    [
      { total: 1_250_000, dueIn: 20 },
      { total: 2_400_000, dueIn: -5 },
    ],
    'AUD',
  );
  await (await e2eDb())
    .updateTable('invoices')
    .set((eb) => ({ status: 'paid', paidAmount: eb.ref('grandTotal') }))
    .where('id', '=', paid)
    .execute();
  // A bank-transfer order waits for the dealer's receipt: staff could approve it, support may only look.
  const orderNo = await placeDealerOrder(request, `E2E-AUDIT-${uniqueTag()}`, 'BANK', dealer.username);
  const support = await newStaff('support');
  await page.setViewportSize(DESKTOP);
  await signInQuietly(page, support.username);

  await page.goto('/en-us/order');
  await chooseDealer(page, dealer);
  await expect(page.getByTestId('order-link').first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/support-orders.png' });
  await page.getByTestId('order-link').first().click();
  await expect(page.getByTestId('order-detail')).toBeVisible();
  await expect(page.getByTestId('order-header')).toBeVisible();
  await expect(page.getByTestId('order-again')).toHaveCount(0);

  // Open invoices: the bills and their ageing, nothing to choose and no pay bar.
  await page.goto('/en-us/invoice/open-invoice');
  await expect(page.getByTestId('open-invoices-ar')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('open-invoices-ar').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('open-invoices').getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByTestId('pay-bar')).toHaveCount(0);
  await expect(page.getByTestId('pay-now')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/support-open-invoices.png' });
  // The payment form itself, reached by its address, says why it is not there.
  await page.goto(`/en-us/payment/invoice?invoices=${open}`);
  await expect(page.getByTestId('payment-read-only')).toContainText('Your access is read-only');

  // Paid invoices: the detail opens without the e-mail action (it writes a message to the outbox).
  await page.goto('/en-us/invoice/invoice-list');
  await page.getByTestId('invoice-open').first().click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/Lines|Total/)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('invoice-send-email')).toHaveCount(0);
  await settled(page);
  await page.screenshot({ path: 'test-results/support-invoice-detail.png' });
  await page.keyboard.press('Escape');

  // Payments: the waiting transfer shows without approve or void, and its receipts can be looked at, not uploaded.
  await page.goto('/en-us/payment');
  await page.getByTestId('payment-search').fill(orderNo);
  const row = page.getByTestId('payment-table').locator('tbody tr.ant-table-row', { hasText: orderNo });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row.getByTestId('payment-approve')).toHaveCount(0);
  await expect(row.getByTestId('payment-void')).toHaveCount(0);
  await row.getByTestId('payment-receipts').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByTestId('receipt-upload')).toHaveCount(0);
  await expect(page.getByTestId('receipts-locked')).toHaveText('Your access is read-only');
  await settled(page);
  await page.screenshot({ path: 'test-results/support-payments.png' });
});

test('the audit log says when it cannot be read, and reads it again on retry', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInQuietly(page, 'support');
  // The API answers the list with a server error once; the page offers a retry instead of an empty table.
  let failed = false;
  await page.route('**/graphql', async (route) => {
    if (!failed && route.request().postData()?.includes('auditLog(')) {
      failed = true;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ errors: [{ message: 'Unexpected error.' }] }),
      });
    } else {
      await route.continue();
    }
  });
  await page.goto('/en-us/admin/audit');
  await expect(page.getByText('The audit log could not be loaded')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'test-results/audit-error-desktop.png' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('audit-table').locator('tbody tr.ant-table-row').first()).toBeVisible();
});
