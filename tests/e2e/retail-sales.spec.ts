import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '../api/pdf-text.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { deliveredBikes } from './data/claims.ts';
import { newDealer } from './data/dealers.ts';
import { openOptions, signIn } from './support.ts';

// Warranty registration (spec 2 §2 /retail-sales): the dealer registers the sale of a bike, the consumer account system
// takes it (the server ticks every 2 s here), the dealer prints its warranty; a refused one is corrected and reuploaded.
test.describe.configure({ timeout: 180_000 });

/** A full-page picture from the top, nothing focused: the fixed top bar and the sticky save bar stay where they belong. */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  // Let the shell's transitions (the menu, a fading toast) settle first.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.screenshot({ path: `test-results/retail-sales-${name}.png`, fullPage: true });
}

const rowOf = (page: Page, frame: string) => page.locator(`[data-testid="registration-row"][data-frame="${frame}"]`);

/** Looks a bike up on the registration form and fills the sale; the sold date stays today. */
async function fillSale(
  page: Page,
  frame: string,
  consumer: { name: string; phone: string; email: string; city: string; address: string },
) {
  await page.getByTestId('frame-number').fill(frame.toLowerCase());
  await page.getByTestId('frame-lookup').click();
  await expect(page.getByTestId('frame-facts')).toContainText(frame);
  await page.getByLabel('Consumer name', { exact: true }).fill(consumer.name);
  await page.getByLabel('Phone', { exact: true }).fill(consumer.phone);
  await page.getByLabel('Email', { exact: true }).fill(consumer.email);
  await page.getByLabel('City', { exact: true }).click();
  await page.getByLabel('City', { exact: true }).fill(consumer.city.slice(0, 4));
  // The list slides open: a click in its first step lands where the option is not yet, and no city is chosen.
  await expect(page.locator('.ant-select-dropdown[class*="-appear"], .ant-select-dropdown[class*="-enter"]')).toHaveCount(0);
  await openOptions(page)
    .and(page.locator(`[title="${consumer.city}"]`))
    .click();
  await expect(page.locator(`[data-testid="consumer-city"] .ant-select-selection-item[title="${consumer.city}"]`)).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(consumer.address);
}

test('the dealer registers sales, prints a warranty, and corrects a refused registration', async ({ page }) => {
  // A dealer of its own with three bikes in stock: no registration, recall or stolen report on them.
  const dealer = await newDealer();
  const [sold, refused, third] = (await deliveredBikes(dealer, { count: 3 })).map((f) => f.frameNumber);
  await page.setViewportSize({ width: 1366, height: 900 });
  // The list invites a registration.
  await signIn(page, dealer.username, { at: '/en-us/retail-sales' });
  await page.getByTestId('registration-new').first().click();
  await expect(page).toHaveURL(/\/en-us\/retail-sales\/register$/);

  await fillSale(page, sold, {
    name: 'Putri Lestari',
    phone: '081234567890',
    email: 'putri.lestari@gmail.com',
    city: 'Bandung',
    address: 'Jl. Dago No. 12',
  });
  await shoot(page, 'form-desktop');
  await page.getByTestId('registration-save').click();
  await expect(page).toHaveURL(/\/en-us\/retail-sales\?search=/);
  // On its way, then taken by the consumer account system: the list refreshes by itself.
  await expect(rowOf(page, sold)).toBeVisible();
  await expect(rowOf(page, sold).getByTestId('registration-status')).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(rowOf(page, sold).getByTestId('registration-status')).toHaveText('Registered');

  // The warranty certificate: a PDF holding the frame number.
  const download = page.waitForEvent('download');
  await rowOf(page, sold).getByTestId('warranty-download').click();
  const file = await (await download).path();
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const text = pdfText(bytes);
  expect(text).toContain(sold);
  expect(text).toContain('Putri Lestari');
  expect(text).toContain('Warranty certificate');

  // A second sale with an email the consumer account system cannot use: refused, with the reason.
  await page.goto('/en-us/retail-sales/register');
  await fillSale(page, refused, {
    name: 'Budi Santoso',
    phone: '081298765432',
    email: 'budi@mail.invalid',
    city: 'Surabaya',
    address: 'Jl. Darmo 140',
  });
  await page.getByTestId('registration-save').click();
  await expect(page).toHaveURL(/\/en-us\/retail-sales\?search=/);
  await expect(rowOf(page, refused).getByTestId('registration-status')).toHaveAttribute('data-status', 'failed_insert', {
    timeout: 30_000,
  });
  // The state in plain words, not the system's ("Failed insert").
  await expect(rowOf(page, refused).getByTestId('registration-status')).toHaveText('Registration refused');
  await expect(rowOf(page, refused).getByTestId('registration-failure')).toContainText('no domain that can receive mail');
  await page.goto('/en-us/retail-sales');
  await expect(rowOf(page, sold)).toBeVisible();
  await expect(rowOf(page, refused)).toBeVisible();
  await shoot(page, 'list-desktop');

  // Corrected and reuploaded, it goes through.
  await rowOf(page, refused).getByTestId('registration-reupload').click();
  await expect(page).toHaveURL(/\/en-us\/retail-sales\/\d+\/edit$/);
  await expect(page.getByTestId('registration-refused')).toContainText('no domain that can receive mail');
  await expect(page.getByTestId('frame-facts')).toContainText(refused);
  await page.getByLabel('Email', { exact: true }).fill('budi.santoso@gmail.com');
  await shoot(page, 'reupload-desktop');
  await page.getByTestId('registration-save').click();
  await expect(page).toHaveURL(/\/en-us\/retail-sales\?search=/);
  await expect(rowOf(page, refused).getByTestId('registration-status')).toHaveAttribute('data-status', 'complete', { timeout: 30_000 });
  await expect(rowOf(page, refused).getByTestId('registration-failure')).toHaveCount(0);

  // A bike registered already is refused at the lookup.
  await page.goto('/en-us/retail-sales/register');
  await page.getByTestId('frame-number').fill(sold);
  await page.getByTestId('frame-lookup').click();
  await expect(page.getByText('Frame already reported')).toBeVisible();

  // The phone: the form in one column, and a sale refused for a short phone number among the cards.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/retail-sales/register');
  await fillSale(page, third, {
    name: 'Wayan Sudarma',
    phone: '12345',
    email: 'wayan@gmail.com',
    city: 'Denpasar',
    address: 'Jl. Sunset Road 77',
  });
  await shoot(page, 'form-phone');
  await page.getByTestId('registration-save').click();
  await expect(page).toHaveURL(/\/en-us\/retail-sales\?search=/);
  const card = page.locator(`[data-testid="registration-card"][data-frame="${third}"]`);
  await expect(card.getByTestId('registration-status')).toHaveAttribute('data-status', 'failed_insert', { timeout: 30_000 });
  await expect(card.getByTestId('registration-failure')).toContainText('fewer than 8 digits');
  await page.goto('/en-us/retail-sales');
  await expect(card).toBeVisible();
  await expect(page.locator(`[data-testid="registration-card"][data-frame="${sold}"]`).getByTestId('warranty-download')).toBeVisible();
  await expectAccessible(page, 'retail sales, phone');
  await shoot(page, 'list-phone');
});
