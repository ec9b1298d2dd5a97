import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { newStaff } from './data/logins.ts';
import { closeBannerPopup, signIn } from './support.ts';

test('a salesman opening a page that needs a customer picks one in the dialog', async ({ page }) => {
  // A salesman of this test's own has chosen no customer yet, as at a first sign-in.
  const sales = await newStaff('sales');
  await signIn(page, sales.username, { at: '/en-us/cart' });
  const dialog = page.getByTestId('customer-dialog');
  await expect(dialog).toBeVisible();
  // Required: Escape does not close it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/shell-customer-dialog-desktop.png' });

  await dialog.getByPlaceholder(/search/i).fill('Tari');
  await dialog.getByText('Bengkel Sepeda Tari').click();
  // The Tari shop is `dealer`'s customer (r3 0000100012), inside the salesman's area.
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(dialog).toBeHidden();
  const chip = page.getByTestId('customer-chip');
  await expect(chip).toContainText('Bengkel Sepeda Tari');
  // At 1366 px the chip shows the whole name, not cut, and the code the portal displays.
  const name = chip.getByTestId('customer-chip-name');
  await expect(name).toHaveText('Bengkel Sepeda Tari');
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await expect(chip.getByTestId('customer-chip-code')).toHaveText('100012');
  await page.screenshot({ path: test.info().outputPath('customer-chip-1366.png') });
  await chip.click();
  const panel = page.getByTestId('customer-panel');
  await expect(panel).toContainText('100012');
  await expect(panel).toContainText('Surakarta');
  await page.screenshot({ path: 'test-results/shell-customer-panel-desktop.png' });
});

test('a dealer switches the language to Indonesian and the shell reads Indonesian', async ({ page }) => {
  // The language is stored with the user: a dealer of this test's own, so no other spec signs in to Indonesian.
  const dealer = await newDealer();
  await signIn(page, dealer.username);
  await closeBannerPopup(page);
  // A dropdown still animating in may drop the click: open it until the switch happens.
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: /Bahasa Indonesia/i }).isVisible())) await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: /Bahasa Indonesia/i }).click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/id-id$/, { timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'id-id');
  await expect(page.getByTestId('side-menu')).toContainText('Beranda');
  await page.screenshot({ path: 'test-results/shell-dealer-id-desktop.png' });
  const db = await e2eDb();
  expect(await db.selectFrom('users').select('language').where('id', '=', dealer.userId).executeTakeFirst()).toEqual({ language: 'id-id' });
});

test('a dismissed announcement stays hidden after a reload', async ({ page }) => {
  await signIn(page, 'dealer2');
  await closeBannerPopup(page);
  const banner = page.getByTestId('announcement-banner');
  await expect(banner).toBeVisible();
  await page.getByTestId('announcement-close').click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(banner).toBeHidden();
});

test('consumer voice is sent and stored', async ({ page }) => {
  // The message is stored with the dealer who sent it: a dealer of this test's own.
  const dealer = await newDealer('dealer2');
  await signIn(page, dealer.username);
  await closeBannerPopup(page);
  // The menu may still be animating in from the popup's close; open it until the dialog shows.
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: /consumer voice/i }).isVisible())) await page.getByTestId('user-menu-button').click();
    await page.getByRole('menuitem', { name: /consumer voice/i }).click({ timeout: 2000 });
    await expect(page.getByTestId('consumer-voice-text')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  const message = `Please stock more 29er tubes ${uniqueTag()}`;
  await page.getByTestId('consumer-voice-text').fill(`${message}\nThank you`);
  await page.getByTestId('consumer-voice-send').click();
  await page.getByRole('dialog', { name: 'Send your message?' }).getByRole('button', { name: /send/i }).click();
  await expect(page.getByTestId('consumer-voice-text')).toBeHidden();
  const db = await e2eDb();
  const row = await db
    .selectFrom('customerFeedback')
    .select('message')
    .where('userId', '=', dealer.userId)
    .where('message', 'like', `${message}%`)
    .executeTakeFirst();
  expect(row?.message).toBe(`${message}\\nThank you`);
});

test('on a phone the drawer opens, navigates and closes on the route change', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'dealer2');
  await closeBannerPopup(page);
  await page.getByTestId('drawer-button').click();
  const drawer = page.getByTestId('mobile-drawer');
  await expect(drawer).toBeVisible();
  // The drawer slides in: a click in its first step lands where the link is not yet, and nothing opens.
  await expect(page.locator('[class*="ant-drawer"][class*="-enter"], [class*="ant-drawer"][class*="-appear"]')).toHaveCount(0);
  await expect(drawer.getByTestId('drawer-user-name')).not.toBeEmpty();
  await page.screenshot({ path: 'test-results/shell-drawer-phone.png' });
  await drawer.getByRole('link', { name: /^Orders$/ }).click();
  await expect(page).toHaveURL(/\/en-us\/order$/);
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: 'test-results/shell-orders-phone.png' });
});

/** Whether the phone drawer moved as it opened: an element in one of antd's enter or appear steps was seen. */
async function drawerMoved(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { drawerSteps: string[] }).drawerSteps = seen;
    const moving = (element: Element) => /ant-drawer\S*-(enter|appear)/.test(element.getAttribute('class') ?? '');
    new MutationObserver((records) => {
      for (const record of records) {
        const touched = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
        for (const node of touched)
          if (node instanceof Element)
            for (const element of [node, ...node.querySelectorAll('*')]) if (moving(element)) seen.push(element.className);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByTestId('drawer-button').click();
  await expect(page.getByTestId('mobile-drawer').getByRole('link', { name: /^Orders$/ })).toBeVisible();
  return page.evaluate(() => (window as unknown as { drawerSteps: string[] }).drawerSteps.length > 0);
}

test('a reader whose phone asks for less motion gets the drawer in place at once; others see it slide in', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The suite's browser asks for less motion (playwright.config.ts).
  await signIn(page, 'dealer2');
  expect(await drawerMoved(page)).toBe(false);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.reload();
  expect(await drawerMoved(page)).toBe(true);
});
