import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { outboxMails } from './data/outbox.ts';
import { expect, test } from './fixtures.ts';
import { PASSWORD } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** The reset link in the newest mail to an address in the server's outbox (quoted-printable undone). */
function mailedLink(email: string): string | null {
  const raw = outboxMails()
    .filter((mail) => mail.includes(`To: ${email}`))
    .at(-1);
  if (!raw) return null;
  const text = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
  return text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0] ?? null;
}

const NEW_PASSWORD = 'Fresh-Start2027';

test('a user resets a forgotten password from the mail and signs in with the new one', async ({ page }) => {
  // A dealer login of this test's own (the demo password), so no other spec's sign-in changes.
  const dealer = await newDealer();
  const db = await e2eDb();
  const user = await db.selectFrom('users').select(['username', 'email']).where('id', '=', dealer.userId).executeTakeFirstOrThrow();
  await page.goto('/en-us/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/en-us\/forgot-password$/);
  await page.getByLabel('Username or email').fill(user.username);
  await page.screenshot({ path: 'test-results/password-forgot-desktop.png' });
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('reset-requested')).toBeVisible();
  await expect(page.getByText('If an account with this username or email exists')).toBeVisible();

  await expect.poll(() => mailedLink(user.email), { timeout: 15_000 }).not.toBeNull();
  const link = mailedLink(user.email)!;
  expect(new URL(link).pathname).toBe('/en-us/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  // The password rule is checked as the user types it in, with the same message the server answers.
  await page.getByLabel('New password', { exact: true }).fill('short1A');
  await page.getByLabel('Repeat the new password').fill('short1A');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('At least 9 characters, with a number, an upper-case and a lower-case letter').first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await expect(page.getByText('The two passwords are not the same')).toBeHidden();
  await page.screenshot({ path: 'test-results/password-reset-desktop.png' });
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('password-reset-done')).toBeVisible();

  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/login$/);
  // The old password no longer works; the new one does.
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // The link worked once: opened again it is refused.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Try2027');
  await page.getByLabel('Repeat the new password').fill('Another-Try2027');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('password-reset-refused')).toContainText('This link is no longer valid');
});

test('on a phone the forgotten password pages are one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/forgot-password');
  await expect(page.getByLabel('Username or email')).toBeVisible();
  await page.screenshot({ path: 'test-results/password-forgot-phone.png', fullPage: true });
  await page.goto('/en-us/reset-password?token=not-a-real-token');
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/password-reset-phone.png', fullPage: true });
});
