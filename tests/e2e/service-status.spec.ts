import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { newHost } from './data/hosts.ts';
import { newStaff } from './data/logins.ts';
import { signIn } from './support.ts';

// Service status (spec 3 §4): an administrator puts a host into maintenance with a message for its users and back
// online. The host is one of this spec's own, so no other spec's users are signed out.
test.describe.configure({ timeout: 120_000 });

const statusOf = async (hostname: string) =>
  (await e2eDb()).selectFrom('hosts').select(['status', 'statusMessage']).where('hostname', '=', hostname).executeTakeFirstOrThrow();

test('an administrator switches a host into maintenance with a message, then back online', async ({ page }) => {
  const host = await newHost({});
  try {
    const admin = await newStaff('admin');
    await signIn(page, admin.username, { at: '/en-us/admin/service-status' });
    const row = page.getByTestId('service-status-hosts').locator('tbody tr.ant-table-row').filter({ hasText: host.hostname });
    await expect(row.getByTestId('host-status')).toHaveText('Online', { timeout: 20_000 });

    await row.getByTestId('host-change').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Maintenance', { exact: true }).click();
    await dialog.getByTestId('service-status-message').fill('Back at 14:00');
    await expect(dialog.getByTestId('service-status-warning')).toHaveText('Everyone signed in on this host is signed out.');
    await page.screenshot({ path: 'test-results/service-status-dialog.png' });
    await dialog.getByTestId('service-status-save').click();
    await expect(row.getByTestId('host-status')).toHaveText('Maintenance');
    await expect(row).toContainText('Back at 14:00');
    expect(await statusOf(host.hostname)).toEqual({ status: 'maintenance', statusMessage: 'Back at 14:00' });

    await row.getByTestId('host-change').click();
    await page.getByRole('dialog').getByText('Online', { exact: true }).click();
    await page.getByRole('dialog').getByTestId('service-status-save').click();
    await expect(row.getByTestId('host-status')).toHaveText('Online');
    expect(await statusOf(host.hostname)).toEqual({ status: 'online', statusMessage: null });
  } finally {
    await host.remove();
  }
});

test('a dealer has no service-status page', async ({ page }) => {
  const dealer = await newStaff('dealer');
  await signIn(page, dealer.username, { at: '/en-us/admin/service-status' });
  await expect(page.getByTestId('no-access')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('service-status')).toHaveCount(0);
});
