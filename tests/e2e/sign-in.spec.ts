import { expect, test } from './fixtures.ts';

test('a dealer signs in through the login page and reaches the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en-us\/login$/);
  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill('Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('signed-in-user')).toContainText('dealer');
  // The seed gives `dealer` the customer with r3 code 0000100012, shown without leading zeros.
  await expect(page.getByTestId('active-customer')).toContainText('100012');
  await page.screenshot({ path: 'test-results/home-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('active-customer')).toBeVisible();
  await page.screenshot({ path: 'test-results/home-phone.png', fullPage: true });
});

test('a wrong password is told apart from a wrong username', async ({ page }) => {
  await page.goto('/en-us/login');
  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect password');
  await page.screenshot({ path: 'test-results/login-error-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/login-phone.png' });
});
