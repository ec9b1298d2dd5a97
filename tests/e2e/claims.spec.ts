import path from 'node:path';
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures.ts';
import { deliveredBikes, FORK_RECALL } from './data/claims.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { signIn, withoutBannerPopup } from './support.ts';

// A warranty claim from filing to the credit note (spec 2 §2 'Service screens'): the dealer files, the officer reviews,
// the dealer answers, the officer approves and credits, the dealer sets the credit against an invoice; support reads.
test.describe.configure({ timeout: 240_000 });

const PORT = Number(process.env.E2E_PORT ?? 4173);
const files = path.resolve(`test-results/claims-files-${PORT}`);

/** The claim's credit note as the database holds it. */
async function creditNoteOf(claimId: string) {
  const db = await e2eDb();
  return db
    .selectFrom('claims as c')
    .innerJoin('invoices as i', 'i.id', 'c.creditNoteId')
    .select(['i.invoiceNo', 'i.grandTotal as total', 'c.creditedAmount as credited'])
    .where('c.id', '=', Number(claimId))
    .executeTakeFirstOrThrow();
}

async function photo(name: string, r: number) {
  const file = path.join(files, name);
  await sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toFile(file);
  return file;
}

async function pdf(name: string) {
  const file = path.join(files, name);
  const { writeFile, mkdir } = await import('node:fs/promises');
  await mkdir(files, { recursive: true });
  await writeFile(file, '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  return file;
}

/** Another person at another desk: their own browser, signed in. */
async function desk(browser: Browser, baseURL: string, username: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  await withoutBannerPopup(context);
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

async function moveTo(page: Page, status: string, fill: (modal: ReturnType<Page['getByTestId']>) => Promise<void> = async () => {}) {
  await page.getByTestId(`status-action-${status}`).click();
  const modal = page.getByTestId('status-modal');
  await expect(modal).toBeVisible();
  await fill(modal);
  await page.getByTestId('status-confirm').click();
  await expect(modal).toBeHidden();
}

const statusOf = (page: Page) => page.getByTestId('claim-header').getByTestId('claim-status');

test('a bike claim goes from the dealer to the officer and back, ends in a credit note set against an invoice, and support only reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  // A dealer of its own: a bike under the open recall, and invoices to set the credit against (two overdue, one not yet due).
  const dealer = await newDealer();
  const [frame] = await deliveredBikes(dealer, { recall: FORK_RECALL });
  await openInvoicesOf(dealer.username, [
    { total: frame.unitPrice, dueIn: -20 },
    { total: frame.unitPrice, dueIn: -5 },
    { total: frame.unitPrice, dueIn: 20 },
  ]);
  await pdf('invoice.pdf');
  const photos = [await photo('fork-1.jpg', 180), await photo('fork-2.jpg', 90)];
  await page.setViewportSize({ width: 1366, height: 900 });
  // The dealer files: the frame's recall is shown before anything else, and must be read.
  await signIn(page, dealer.username, { at: '/en-us/claim/create/bike' });
  await page.getByTestId('frame-number').fill(frame.frameNumber.toLowerCase());
  await page.getByTestId('frame-lookup').click();
  await expect(page.getByTestId('frame-facts')).toContainText(frame.frameNumber);
  await expect(page.getByTestId('recall-warning').first()).toContainText(FORK_RECALL);
  await expect(page.getByTestId('acknowledge-hint')).toBeVisible();
  await page.getByTestId('recall-ack').check();
  await page.getByLabel('Consumer name').fill('Putri Lestari');
  await page.getByTestId('problem-select').first().click();
  await page.getByRole('option', { name: /Fork — Oil leak/ }).click();
  await page.getByLabel('Description').fill('The fork loses oil from the left leg after two weeks of riding.');
  await page.getByTestId('upload-slot-photo1').locator('input[type=file]').setInputFiles(photos[0]);
  await page.getByTestId('upload-slot-photo2').locator('input[type=file]').setInputFiles(photos[1]);
  await page.getByTestId('upload-slot-invoice').locator('input[type=file]').setInputFiles(path.join(files, 'invoice.pdf'));
  await expect(page.getByTestId('slot-thumbnail')).toHaveCount(2);
  await expect(page.getByTestId('slot-progress')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/claims-form-desktop.png', fullPage: true });
  await page.getByTestId('save-claim').click();
  await expect(page).toHaveURL(/\/en-us\/claim\/\d+$/);
  const claimId = page.url().split('/').pop()!;
  await expect(statusOf(page)).toHaveText('Submitted');
  await expect(page.getByTestId('recall-warning').first()).toBeVisible();
  await expect(page.getByTestId('claim-attachments').getByTestId('claim-file')).toHaveCount(3);
  await expect(page.getByTestId('status-action-closed')).toBeVisible();

  // The officer starts the review, asks for information, and writes one internal and one visible comment.
  const officer = await desk(browser, baseURL!, 'warranty');
  await officer.goto(`/en-us/claim/${claimId}`);
  await expect(statusOf(officer)).toHaveText('Submitted');
  await moveTo(officer, 'in_review');
  await expect(statusOf(officer)).toHaveText('In review');
  await moveTo(officer, 'need_information', (m) => m.getByTestId('status-reason').fill('Please add a photo of the fork seal.'));
  await expect(statusOf(officer)).toHaveText('Need information');
  const comment = async (p: Page, text: string, internal = false) => {
    await p.getByTestId('comment-input').fill(text);
    if (internal) await p.getByTestId('comment-internal-check').check();
    await p.getByTestId('comment-send').click();
    await expect(p.getByTestId('claim-comment').filter({ hasText: text })).toBeVisible();
  };
  await comment(officer, 'Third fork of this batch: ask the supplier for the seal lot.', true);
  await comment(officer, 'Please send a close photo of the seal.');
  await expect(officer.getByTestId('comment-internal')).toHaveCount(1);
  await expectAccessible(officer, 'claim detail, officer');
  await officer.screenshot({ path: 'test-results/claims-officer-desktop.png', fullPage: true });

  // The dealer sees only the visible comment, answers, adds the photo and sends the claim back.
  await page.reload();
  await expect(statusOf(page)).toHaveText('Need information');
  await expect(page.getByTestId('claim-comment')).toHaveCount(1);
  await expect(page.getByTestId('claim-comments')).not.toContainText('supplier');
  await expect(page.getByTestId('comment-internal-check')).toHaveCount(0);
  await comment(page, 'Photo of the seal attached.');
  await page.getByTestId('document-title').fill('Fork seal');
  await page
    .getByTestId('document-form')
    .locator('input[type=file]')
    .setInputFiles(await photo('seal.jpg', 220));
  await page.getByTestId('document-add').click();
  await expect(page.getByTestId('claim-additional-document')).toHaveCount(1);
  await moveTo(page, 'in_review');
  await expect(statusOf(page)).toHaveText('In review');

  // The officer approves with an amount within the invoiced value, then issues the credit note.
  await officer.reload();
  const credited = Math.round(frame.unitPrice * 0.25);
  await moveTo(officer, 'approved', async (m) => {
    await m.getByTestId('status-credited-amount').fill(String(credited));
    await m.getByTestId('status-resolution').fill('Fork seal replaced under warranty.');
  });
  await expect(statusOf(officer)).toHaveText('Approved');
  await moveTo(officer, 'credit_note_issued');
  await expect(statusOf(officer)).toHaveText('Credit note issued');
  const note = await creditNoteOf(claimId);
  expect(note).toMatchObject({ total: -credited, credited });
  await expect(officer.getByTestId('credit-note')).toContainText(note.invoiceNo);
  await officer.context().close();

  // The dealer finds the credit among the open invoices and sets it against the invoices to pay.
  await page.reload();
  await expect(page.getByTestId('credit-note')).toContainText(note.invoiceNo);
  await page.goto('/en-us/invoice/open-invoice');
  const deductions = page.getByTestId('deductions');
  await expect(deductions).toContainText(note.invoiceNo, { timeout: 30_000 });
  await page.getByRole('checkbox', { name: `Select invoice ${note.invoiceNo}` }).check();
  const overdue = page.locator('[data-testid="invoice-row"]').filter({ has: page.getByTestId('overdue-tag') });
  for (const box of await overdue.getByRole('checkbox').all()) await box.check();
  await expect(page.getByTestId('pay-now')).toBeEnabled();
  await page.getByTestId('pay-now').click();
  await expect(page).toHaveURL(/\/en-us\/payment\/invoice\?invoices=/);
  await expect(page.getByTestId('payment-invoice').filter({ hasText: note.invoiceNo })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/claims-credit-against-invoice.png', fullPage: true });

  // Support reads the claim, internal comment included, with nothing that changes it.
  const support = await desk(browser, baseURL!, 'support');
  await support.goto(`/en-us/claim/${claimId}`);
  await expect(statusOf(support)).toHaveText('Credit note issued');
  await expect(support.getByTestId('comment-internal')).toHaveCount(1);
  await expect(support.getByTestId('claim-history').getByTestId('history-step')).not.toHaveCount(0);
  for (const id of ['claim-edit', 'comment-form', 'document-form', 'document-delete']) await expect(support.getByTestId(id)).toHaveCount(0);
  await expect(support.locator('[data-testid^="status-action-"]')).toHaveCount(0);
  await expectAccessible(support, 'claim detail, support');
  await support.context().close();

  // The dealer's list and claim on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/claim');
  await expect(page.getByTestId('claim-card').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/claims-list-phone.png', fullPage: true });
  await page.goto(`/en-us/claim/${claimId}`);
  await expect(statusOf(page)).toHaveText('Credit note issued');
  await page.screenshot({ path: 'test-results/claims-detail-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en-us/claim');
  await page.screenshot({ path: 'test-results/claims-list-desktop.png', fullPage: true });
});

test('a bike whose frame number the portal does not know is claimed on a phone with its model and the proof of purchase (claimNonCode)', async ({
  page,
}) => {
  const dealer = await newDealer();
  const frameNumber = `ZZ-UNLISTED-${Date.now().toString(36).toUpperCase()}`;
  await pdf('receipt.pdf');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, dealer.username, { at: '/en-us/claim/create/bike' });
  await page.getByTestId('frame-number').fill(frameNumber.toLowerCase());
  await page.getByTestId('frame-lookup').click();
  // Not in the portal: the market takes the claim once the model is named.
  await expect(page.getByTestId('unknown-frame')).toContainText(frameNumber);
  await expect(page.getByLabel('Consumer name')).toHaveCount(0);
  await page.getByTestId('bike-model-picker').click();
  const firstBike = page.locator('.ant-select-item-option').first();
  const bikeName = (await firstBike.locator('strong').textContent())!;
  await firstBike.click();
  await expect(page.getByTestId('frame-facts')).toContainText(frameNumber);
  await page.getByLabel('Consumer name').fill('Rudi Hartono');
  await page.getByTestId('problem-select').first().click();
  await page.getByRole('option', { name: /Fork — Oil leak/ }).click();
  await page.getByLabel('Description').fill('Bought second hand with its receipt; the fork leaks oil.');
  await page.getByTestId('upload-slot-invoice').locator('input[type=file]').setInputFiles(path.join(files, 'receipt.pdf'));
  await expect(page.getByTestId('slot-progress')).toHaveCount(0);
  await expectAccessible(page, 'claim form, frame not in the portal, phone');
  await page.screenshot({ path: 'test-results/claims-unknown-frame-phone.png', fullPage: true });
  await page.getByTestId('save-claim').click();
  await expect(page).toHaveURL(/\/en-us\/claim\/\d+$/);
  await expect(page.getByTestId('claim-frame-unknown')).toHaveText('Not in the portal');
  const db = await e2eDb();
  const saved = await db
    .selectFrom('claims as c')
    .innerJoin('articles as a', 'a.id', 'c.articleId')
    .select(['c.frameId', 'c.unknownFrameNumber', 'a.name'])
    .where('c.id', '=', Number(page.url().split('/').pop()))
    .executeTakeFirstOrThrow();
  expect(saved).toEqual({ frameId: null, unknownFrameNumber: frameNumber, name: bikeName });
});
