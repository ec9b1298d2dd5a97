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

test('a dealer signing in on another market is told which portal is theirs and led there', async ({ page }, testInfo) => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  await page.goto('/en-us/login');
  await page.getByLabel('Username').fill('dealer-us');
  await page.getByLabel('Password').fill('Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();

  const notice = page.getByTestId('wrong-market');
  await expect(notice).toContainText('Your account belongs to the United States portal');
  await expect(page).toHaveURL(/\/en-us\/login$/);
  const link = notice.getByTestId('wrong-market-link');
  await expect(link).toHaveAttribute('href', `http://us.localhost:${port}/`);
  // The form keeps what was typed, so nothing is silently lost.
  await expect(page.getByLabel('Username')).toHaveValue('dealer-us');
  await page.screenshot({ path: testInfo.outputPath('wrong-market-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('wrong-market-phone.png') });

  await link.click();
  await expect(page).toHaveURL(new RegExp(`^http://us\\.localhost:${port}/en-us/login`));
  await page.getByLabel('Username').fill('dealer-us');
  await page.getByLabel('Password').fill('Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://us\\.localhost:${port}/en-us$`));
});

test('a wrong password on another market says only that the password is wrong', async ({ page }) => {
  await page.goto('/en-us/login');
  await page.getByLabel('Username').fill('dealer-us');
  await page.getByLabel('Password').fill('Wrong-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect password');
  await expect(page.getByTestId('wrong-market')).toHaveCount(0);
});

test('a signed-in user opening the login page goes to the home page, and a page opened after signing in stays', async ({ page }) => {
  await page.goto('/en-us/login');
  await page.getByLabel('Username').fill('dealer');
  await page.getByLabel('Password').fill('Portal2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us$/);
  // The sign-in leads on once: a page opened right after is not sent back home by a second redirect.
  await page.evaluate(() => {
    window.history.pushState({ usr: null, key: 'after-sign-in', idx: 1 }, '', '/en-us/invoice/open-invoice');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Open invoices', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/en-us\/invoice\/open-invoice$/);
  await page.goto('/en-us/login');
  await expect(page).toHaveURL(/\/en-us$/);
  await expect(page.getByTestId('signed-in-user')).toContainText('dealer');
});
