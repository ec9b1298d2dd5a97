import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { e2eDb } from './data/database.ts';
import { signIn } from './support.ts';

/** Follows an address inside the app as its own links do, so the browser's back button stays in the app. */
async function followInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: 'followed', idx: (state?.idx ?? 0) + 1 }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

const userIdOf = async (username: string) =>
  (await (await e2eDb()).selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

test('support opening a user’s edit page sees "no access" with a way back, and stays signed in', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const id = await userIdOf('dealer');
  await signIn(page, 'support', { at: '/en-us/admin/users' });
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await expect(userMenu).toBeVisible();
  // The list writes its paging into the address once its rows are in: followed before that, the edit page's address
  // would be replaced by the list's own.
  await expect(page.getByRole('link', { name: 'Show' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/admin\/users\?.+/);

  await followInApp(page, `/en-us/admin/users/${id}/edit`);
  const noAccess = page.getByTestId('no-access');
  await expect(noAccess).toContainText('You have no access to this page');
  await expect(noAccess).toContainText('You are still signed in');
  await expect(page).toHaveURL(new RegExp(`/admin/users/${id}/edit$`));
  await expect(userMenu).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('no-access-desktop.png') });
  await noAccess.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/en-us\/admin\/users(\?|$)/);

  // Opened by its address, there is no page of the portal to go back to: home is the way out.
  await page.goto(`/en-us/admin/users/${id}/edit`);
  await expect(noAccess).toBeVisible();
  await expect(noAccess.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  await noAccess.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('signed-in-user')).toContainText('support');
});

test('the content admin opening the recalls page on a phone reads "no access" in German, and a reload keeps the session', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'content', { at: '/de/admin/recalls' });
  const noAccess = page.getByTestId('no-access');
  await expect(noAccess).toContainText('Kein Zugriff auf diese Seite');
  await page.screenshot({ path: test.info().outputPath('no-access-phone.png') });
  await page.reload();
  await expect(noAccess).toContainText('Kein Zugriff auf diese Seite');
  await expect(page).toHaveURL(/\/de\/admin\/recalls$/);
  await noAccess.getByRole('link', { name: 'Startseite' }).click();
  await expect(page).toHaveURL(/\/de$/);
});
