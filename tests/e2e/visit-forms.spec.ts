import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { holdRequests, openOptions, signIn } from './support.ts';

// Store-visit forms (spec 2 §2 /visit-form/polygon, §5): the sales rep files a form for one of their dealers with
// photos (each with its own progress; saving waits for them), sees the dealer's figures beside the form, and reads the
// form back from the list. Desktop and phone.
test.describe.configure({ timeout: 180_000 });

const photo = (r: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 120, b: 190 } } })
    .jpeg()
    .toBuffer();

/** The stored form with this note, and the file names of its photos. */
async function formWithNote(note: string) {
  const db = await e2eDb();
  const form = await db
    .selectFrom('visitForms')
    .select([
      'id',
      'customerId',
      'custCode',
      'brandDomination as domination',
      'qtyPlgGrp as qty',
      'frontShop1 as front1',
      'displayBanner as banner',
    ])
    .where('notes', '=', note)
    .executeTakeFirst();
  const files = form
    ? await db
        .selectFrom('files')
        .select('fileName')
        .where('ownerType', '=', 'visit_form')
        .where('ownerId', '=', form.id)
        .orderBy('id')
        .execute()
    : [];
  return { form, files: files.map((f) => f.fileName) };
}

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a sales rep files a visit form with photos and reads it back (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const stamp = uniqueTag().toLowerCase();
    const note = `Shop floor check ${label} ${stamp}`;
    // A dealer of this test's own in the rep's area: the form about it is the only one.
    const dealer = await newDealer();
    await signIn(page, 'sales', { at: '/en-us/visit-form/polygon' });
    await expect(page.getByRole('heading', { name: 'Polygon store visits' })).toBeVisible();
    await page.getByTestId('visit-create').click();
    await expect(page.getByRole('heading', { name: 'New Polygon visit form' })).toBeVisible({ timeout: 30_000 });

    // The dealer: chosen from the rep's own dealers; their figures appear beside the form.
    await page.getByTestId('field-custCode').click();
    await page.keyboard.type(dealer.name.split(' ').at(-1)!);
    await expect(openOptions(page)).toHaveCount(1);
    const ourDealer = openOptions(page).first();
    const dealerText = (await ourDealer.textContent()) ?? '';
    await ourDealer.click();
    await expect(page.getByTestId('visit-dealer')).toContainText('Sales, last 12 months');
    await expect(page.getByTestId('visit-dealer')).toContainText('Bonus standing');

    await page.getByTestId('field-brandDomination').getByText('Yes', { exact: true }).click();
    await page.getByLabel('Polygon group bikes on display').fill('18');
    await page.getByTestId('field-otherMidrange').click();
    await openOptions(page)
      .filter({ hasText: /^United$/ })
      .click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Notes').fill(note);

    // Leaving the changed form asks first; staying keeps every answer.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect.poll(() => asked).not.toBe('');
    await expect(page).toHaveURL(/\/visit-form\/polygon\/create$/);
    await expect(page.getByLabel('Notes')).toHaveValue(note);

    // Photos: the upload is held, so saving meets an upload still running and waits for it.
    const upload = await holdRequests(page, '**/api/files/visit_photo');
    await page
      .getByTestId('photo-slot-frontShop1')
      .locator('input[type=file]')
      .setInputFiles({ name: `front-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await photo(90) });
    await expect(page.getByTestId('photo-slot-frontShop1').getByTestId('photo-progress')).toBeVisible();
    await page.getByTestId('visit-save').click();
    await expect(page.getByText('Please wait until all documents have been successfully uploaded')).toBeVisible();
    upload.release();
    await expect(page.getByTestId('photo-slot-frontShop1').getByTestId('photo-thumbnail')).toBeVisible({ timeout: 60_000 });
    await page
      .getByTestId('photo-slot-displayBanner')
      .locator('input[type=file]')
      .setInputFiles({ name: `banner-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await photo(200) });
    await expect(page.getByTestId('photo-slot-displayBanner').getByTestId('photo-thumbnail')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `test-results/visit-form-create-${label}.png`, fullPage: true });

    await page.getByTestId('visit-save').click();
    await expect(page.getByTestId('visit-filed')).toContainText('Filed by');
    const saved = await formWithNote(note);
    expect(saved.form).toMatchObject({ domination: 1, qty: 18 });
    expect(dealerText).toContain(saved.form!.custCode);
    expect(saved.form!.customerId).toBe(dealer.customerId);
    expect(saved.files).toEqual([`front-${stamp}.jpg`, `banner-${stamp}.jpg`]);

    // Read back: the saved answers and both photos, then the form in the list.
    await page.reload();
    await expect(page.getByLabel('Notes')).toHaveValue(note, { timeout: 30_000 });
    await expect(page.getByLabel('Polygon group bikes on display')).toHaveValue('18');
    await expect(page.getByTestId('photo-slot-frontShop1').getByTestId('photo-thumbnail')).toBeVisible();
    await expect(page.getByTestId('photo-slot-displayBanner').getByTestId('photo-thumbnail')).toBeVisible();
    await expect(page.getByTestId('photo-slot-frontShop2').getByTestId('photo-thumbnail')).toHaveCount(0);
    await page.screenshot({ path: `test-results/visit-form-detail-${label}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page.getByRole('heading', { name: 'Polygon store visits' })).toBeVisible();
    await expect(page.getByText(saved.form!.custCode).first()).toBeVisible();
    await page.screenshot({ path: `test-results/visit-form-list-${label}.png`, fullPage: true });
  });
}
