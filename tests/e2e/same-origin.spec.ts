import { expect, test } from './fixtures.ts';
import { closeBannerPopup, PASSWORD } from './support.ts';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The portal opened on an address outside its host list works as on a listed host: its module scripts and
 * stylesheets carry an Origin header, which is the page's own, and the page runs under its Content-Security-Policy.
 */
for (const origin of [`http://127.0.0.1:${port}`, `http://unlisted.localhost:${port}`]) {
  test(`a dealer opens the portal at ${origin} and signs in`, async ({ page }, testInfo) => {
    const refused: string[] = [];
    page.on('response', (res) => {
      if (res.status() === 403) refused.push(res.url());
    });
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
    });

    await page.goto(`${origin}/`);
    await expect(page).toHaveURL(/\/en-us\/login$/);
    await page.getByLabel('Username').fill('dealer');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin.replace(/[.]/g, '\\.')}/en-us$`));
    await expect(page.getByTestId('signed-in-user')).toContainText('dealer');
    await closeBannerPopup(page);
    // The home page's sanitised content and antd's own styles render under the policy.
    await expect(page.getByTestId('active-customer')).toContainText('100012');
    expect(refused).toEqual([]);
    if (testInfo.title.includes('127.0.0.1')) {
      await page.screenshot({ path: testInfo.outputPath('same-origin-desktop.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByTestId('active-customer')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath('same-origin-phone.png'), fullPage: true });
    }
  });
}
