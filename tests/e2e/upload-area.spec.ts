import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { signIn, tabTo } from './support.ts';

// The upload area (spec 2 §2 /upload-area): a dealer sends a PDF and a picture at once, watches each file's progress,
// sees both in the list, deletes one; a wrong file is refused with its reason; the sales rep of that dealer then finds
// the remaining file under the dealer's name. Desktop and phone.
test.describe.configure({ timeout: 180_000 });

const stamp = uniqueTag().toLowerCase();
const PDF_NAME = `signed-contract-${stamp}.pdf`;
const PNG_NAME = `shop-front-${stamp}.png`;

/** A PDF of about 2 MB (the bytes say PDF; the padding makes its progress worth watching). */
const pdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n'),
    Buffer.alloc(2 * 1024 * 1024, '% padding\n'),
    Buffer.from('\n%%EOF\n'),
  ]);
const png = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 110, b: 200 } } })
    .png()
    .toBuffer();

/** The upload rows of the database for a file name, with whether its file row is still there. */
async function uploadsNamed(name: string) {
  const db = await e2eDb();
  return db
    .selectFrom('uploads as u')
    .innerJoin('files as f', 'f.id', 'u.fileId')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .select(['u.id', 'u.category', 'u.note', 'c.name as customer', 'f.id as fileId'])
    .where('f.fileName', '=', name)
    .execute();
}

const rowOf = (page: Page, name: string) => page.locator(`[data-testid="upload-row"][data-name="${name}"]`);

test('a dealer sends two files with progress and deletes one; their sales rep sees the other', async ({ page, browser }, testInfo) => {
  const dealer = await newDealer();
  await signIn(page, dealer.username, { at: '/en-us/upload-area' });
  await expect(page.getByTestId('upload-send')).toBeVisible();

  // Upload speed held low, so each file's bar is seen moving before it completes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 256 * 1024 });

  // Keyboard: the drop zone is reached with Tab and opened with Enter; both files go at once.
  await page.getByTestId('upload-note').fill('For the 2027 season');
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, page.getByTestId('upload-dropzone'));
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([
    { name: PDF_NAME, mimeType: 'application/pdf', buffer: pdf() },
    { name: PNG_NAME, mimeType: 'image/png', buffer: await png() },
  ]);
  const pdfProgress = page.locator(`[data-testid="upload-progress"][data-name="${PDF_NAME}"]`);
  await expect(pdfProgress).toHaveAttribute('data-state', 'sending');
  // Caught part way: the bar stands between 0 and 100 while the bytes travel.
  await expect
    .poll(
      async () => {
        const now = Number(
          await pdfProgress
            .getByRole('progressbar')
            .getAttribute('aria-valuenow', { timeout: 200 })
            .catch(() => '0'),
        );
        return now > 0 && now < 100;
      },
      { message: 'the PDF shows partial progress', intervals: [50] },
    )
    .toBe(true);
  await page.screenshot({ path: 'test-results/upload-area-progress-desktop.png', fullPage: true });
  await expect(pdfProgress).toHaveAttribute('data-state', 'sent', { timeout: 30_000 });
  await expect(page.locator(`[data-testid="upload-progress"][data-name="${PNG_NAME}"]`)).toHaveAttribute('data-state', 'sent');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Both rows, with what they are, who sent them and their size; filed under the dealer's company.
  await expect(rowOf(page, PDF_NAME)).toContainText('Signed contract');
  await expect(rowOf(page, PDF_NAME)).toContainText('For the 2027 season');
  await expect(rowOf(page, PNG_NAME)).toBeVisible();
  await expect(rowOf(page, PDF_NAME)).toContainText('2 MB');
  await expect(rowOf(page, PNG_NAME)).toContainText('kB');
  expect(await uploadsNamed(PDF_NAME)).toMatchObject([{ category: 'contract', note: 'For the 2027 season' }]);
  const dealerCustomer = (await uploadsNamed(PNG_NAME))[0]!.customer;
  expect(dealerCustomer).toBe(dealer.name);

  // A file whose bytes are no PDF is refused, named by its reason, and never listed.
  await page
    .getByTestId('upload-dropzone')
    .locator('input[type=file]')
    .setInputFiles({ name: `notes-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('just text') });
  await expect(page.getByTestId('upload-refusal')).toContainText('This file type is not accepted');
  expect(await uploadsNamed(`notes-${stamp}.pdf`)).toEqual([]);
  await page.screenshot({ path: 'test-results/upload-area-desktop.png', fullPage: true });

  // The download link serves the file itself.
  const href = await rowOf(page, PNG_NAME).getByTestId('upload-download').getAttribute('href');
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect((await served.body()).subarray(1, 4).toString()).toBe('PNG');

  // Delete the PDF, after a confirm.
  await rowOf(page, PDF_NAME).getByTestId('upload-delete').click();
  await page.getByTestId('upload-delete-ok').click();
  await expect(rowOf(page, PDF_NAME)).toHaveCount(0);
  await expect(page.getByText(`${PDF_NAME} was deleted`)).toBeVisible();
  expect(await uploadsNamed(PDF_NAME)).toEqual([]);
  await expect(rowOf(page, PNG_NAME)).toBeVisible();

  // On a phone: cards, thumb-sized buttons.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rowOf(page, PNG_NAME).getByRole('button', { name: `Delete ${PNG_NAME}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/upload-area-phone.png', fullPage: true });

  // The sales rep of that dealer: the file under the dealer's name, to download but not to delete; nothing to send.
  const rep = await browser.newPage({ baseURL: testInfo.project.use.baseURL, viewport: { width: 1366, height: 768 } });
  await signIn(rep, 'sales', { at: '/en-us/upload-area' });
  await expect(rep.getByTestId('upload-send')).toHaveCount(0);
  // The customer switch is hidden here (spec 2 §6): the rep reads every dealer's uploads, by the filter below.
  await expect(rep.getByTestId('customer-chip')).toHaveCount(0);
  const seen = rowOf(rep, PNG_NAME);
  await expect(seen).toContainText(dealerCustomer.toUpperCase());
  await expect(seen.getByTestId('upload-download')).toBeVisible();
  await expect(seen.getByTestId('upload-delete')).toHaveCount(0);
  await expect(rowOf(rep, PDF_NAME)).toHaveCount(0);
  // Narrowed to the dealer with the customer filter.
  await rep.getByTestId('upload-filter-customer').click();
  await rep
    .getByRole('option', { name: new RegExp(dealerCustomer, 'i') })
    .first()
    .click();
  await expect(rep).toHaveURL(/customer=\d+/);
  await expect(rowOf(rep, PNG_NAME)).toBeVisible();
  await expect(rep.locator('.ant-spin-spinning')).toHaveCount(0);
  await rep.screenshot({ path: 'test-results/upload-area-sales-desktop.png', fullPage: true });
  await rep.setViewportSize({ width: 390, height: 844 });
  await expect(rowOf(rep, PNG_NAME)).toBeVisible();
  await rep.screenshot({ path: 'test-results/upload-area-sales-phone.png', fullPage: true });
  await rep.close();
});
