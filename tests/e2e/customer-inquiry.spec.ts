import { expect, test } from './fixtures.ts';
import type { Page } from '@playwright/test';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newInquiry } from './data/inquiries.ts';
import { chooseOption, closeBannerPopup, signIn } from './support.ts';

test.describe.configure({ timeout: 90_000 });

/** Chooses an option of an antd select by its label's text (a required field's label may carry its mark). */
async function choose(page: Page, label: string, option: string) {
  const select = page
    .locator('.ant-form-item')
    .filter({ has: page.locator('label').getByText(label, { exact: true }) })
    .locator('.ant-select');
  await chooseOption(page, select, option);
}

const storedInquiry = async (email: string) => {
  const db = await e2eDb();
  return db
    .selectFrom('customerInquiries')
    .select(['custName as name', 'status', 'host'])
    .where('custEmail', '=', email)
    .executeTakeFirst();
};

test('a visitor follows the inquiry link of the login page and sends an inquiry', async ({ page }) => {
  const tag = uniqueTag();
  const shop = `Toko Sepeda Maju ${tag}`;
  const email = `owner-${tag.toLowerCase()}@sepedamaju.example`;
  await page.goto('/en-us/login');
  await expect(page.getByTestId('new-customer-inquiry')).toBeVisible();
  await page.getByRole('link', { name: 'Send an inquiry' }).click();
  await expect(page).toHaveURL(/\/en-us\/new-customer-inquiry$/);
  await expect(page.getByRole('heading', { name: 'Become a dealer' })).toBeVisible();

  // Sent empty: each required field says so (the country is the host's already), and nothing is sent.
  await page.getByRole('button', { name: 'Send the inquiry' }).click();
  // Each one by its name: a column of bare "Required" says nothing about which is which.
  await expect(page.getByText(/^Please fill in “.+”$/)).toHaveCount(8);
  await expect(page.getByText('Please fill in “Shop name”', { exact: true })).toBeVisible();
  await expect(page.getByText('Please fill in “Why do you want to sell our bikes?”', { exact: true })).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0);

  await page.getByLabel('Shop name').fill(shop);
  await page.getByLabel('Email').fill('owner-at-shop');
  await page.getByLabel('Phone').fill('81234567890');
  await page.getByLabel(/^Website/).fill('sepedamaju.example');
  await page.getByLabel('Address').fill('Jl. Sudirman No. 5');
  // The host's country is chosen already; its cities follow.
  await expect(page.getByTestId('inquiry-form').getByText('Indonesia')).toBeVisible();
  await page.getByLabel('State or province').fill('DKI Jakarta');
  await choose(page, 'City', 'Jakarta');
  await page.getByLabel(/^Postal code/).fill('10220');
  await page.getByLabel('Why do you want to sell our bikes?').fill('We sell city bikes and want to add your brand.');
  await page.getByLabel('What do you want to achieve with us?').fill('Open a second shop in Bandung next year.');
  // The same email rule as the server's, named under its field.
  await page.getByRole('button', { name: 'Send the inquiry' }).click();
  await expect(page.getByText('Email must be valid')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await expect(page.getByText('Email must be valid')).toBeHidden();
  await page.screenshot({ path: 'test-results/customer-inquiry-form-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Send the inquiry' }).click();

  await expect(page.getByTestId('inquiry-sent')).toBeVisible();
  await expect(page.getByText(`Our team will contact you soon at ${email}.`)).toBeVisible();
  expect(await storedInquiry(email)).toEqual({ name: shop, status: 'new', host: 'localhost' });
  await page.screenshot({ path: 'test-results/customer-inquiry-sent-desktop.png' });
});

test('on a phone the login page and the inquiry form are one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/login');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send an inquiry' })).toBeVisible();
  await page.screenshot({ path: 'test-results/login-links-phone.png', fullPage: true });
  await page.getByRole('link', { name: 'Send an inquiry' }).click();
  await expect(page.getByTestId('inquiry-form')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/customer-inquiry-form-phone.png', fullPage: true });
});

test('an admin finds the inquiry and marks it contacted', async ({ page }) => {
  const tag = uniqueTag();
  // Its name carries a tag: the search finds this inquiry alone, whatever others were sent.
  const shop = `Bengkel Sepeda Jaya ${tag}`;
  const email = `admin-view-${tag.toLowerCase()}@example.org`;
  await newInquiry({ custName: shop, custEmail: email, reason: 'Many riders ask for your bikes', goal: 'Sell 200 bikes a year' });

  await signIn(page, 'admin', { at: '/en-us/admin/customer-inquiries' });
  await closeBannerPopup(page);
  const search = page.getByPlaceholder('Search name, email, phone or city');
  await search.fill(shop);
  await search.press('Enter');
  const row = page.getByTestId('admin-table').locator('tr', { hasText: shop });
  await expect(row).toContainText('New');
  await row.getByTestId('admin-edit').click();
  await expect(page.getByLabel('Why do you want to sell our bikes?')).toHaveValue('Many riders ask for your bikes');
  await choose(page, 'Status', 'Contacted');
  await page.getByLabel('Note').fill('Called the owner, visit next week');
  await page.getByTestId('admin-save').click();
  await expect(page).toHaveURL(/\/admin\/customer-inquiries(\?|$)/);
  await expect(page.getByTestId('admin-table').locator('tr', { hasText: shop })).toContainText('Contacted');
  expect((await storedInquiry(email))?.status).toBe('contacted');
  await page.screenshot({ path: 'test-results/customer-inquiries-admin-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('admin-table').locator('tr', { hasText: shop }).getByTestId('admin-edit').click();
  await expect(page.getByLabel('Note')).toHaveValue('Called the owner, visit next week');
  await expect(page.getByTestId('admin-save')).toBeEnabled();
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/customer-inquiry-handle-phone.png', fullPage: true });
});
