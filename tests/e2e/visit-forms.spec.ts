import sharp from 'sharp';
import { expect, test } from './fixtures.ts';
import { closeBannerPopup, e2eDatabase, openOptions, signIn } from './support.ts';

// Store-visit forms (spec 2 §2 /visit-form/polygon, §5): the sales rep files a form for one of their dealers with
// photos (each with its own progress; saving waits for them), sees the dealer's figures beside the form, and reads the
// form back from the list. Desktop and phone.
test.describe.configure({ timeout: 180_000 });

const stamp = Date.now().toString(36);
const photo = (r: number) => sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g: 120, b: 190 } } }).jpeg().toBuffer();
/** A shop photo of about a megabyte (noise does not compress), so its upload is still running when the rep saves. */
const bigPhoto = () => sharp(Buffer.from(Array.from({ length: 1200 * 900 * 3 }, () => Math.floor(Math.random() * 256))),
  { raw: { width: 1200, height: 900, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();

/** The stored form with this note, and the file names of its photos. */
function formWithNote(note: string) {
  const db = e2eDatabase();
  try {
    const form = db.prepare('SELECT id, cust_code AS custCode, brand_domination AS domination, qty_plg_grp AS qty, front_shop1 AS front1, display_banner AS banner FROM visit_forms WHERE notes = ?')
      .get(note) as { id: number; custCode: string; domination: number | null; qty: number; front1: number | null; banner: number | null } | undefined;
    const files = form ? db.prepare("SELECT file_name AS name FROM files WHERE owner_type = 'visit_form' AND owner_id = ? ORDER BY id").all(form.id) as { name: string }[] : [];
    return { form, files: files.map((f) => f.name) };
  } finally {
    db.close();
  }
}

for (const [label, viewport] of [['desktop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]] as const) {
  test(`a sales rep files a visit form with photos and reads it back (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const note = `Shop floor check ${label} ${stamp}`;
    await signIn(page, 'sales');
    await closeBannerPopup(page);
    await page.goto('/en-us/visit-form/polygon');
    await expect(page.getByRole('heading', { name: 'Polygon store visits' })).toBeVisible();
    await page.getByTestId('visit-create').click();
    await expect(page.getByRole('heading', { name: 'New Polygon visit form' })).toBeVisible({ timeout: 30_000 });

    // The dealer: chosen from the rep's own dealers; their figures appear beside the form.
    await page.getByTestId('field-custCode').click();
    await page.keyboard.type('a');
    const firstDealer = openOptions(page).first();
    const dealerText = (await firstDealer.textContent()) ?? '';
    await firstDealer.click();
    await expect(page.getByTestId('visit-dealer')).toContainText('Sales, last 12 months');
    await expect(page.getByTestId('visit-dealer')).toContainText('Bonus standing');

    await page.getByTestId('field-brandDomination').getByText('Yes', { exact: true }).click();
    await page.getByLabel('Polygon group bikes on display').fill('18');
    await page.getByTestId('field-otherMidrange').click();
    await page.locator('.ant-select-dropdown:visible').getByText('United', { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Notes').fill(note);

    // Leaving the changed form asks first; staying keeps every answer.
    let asked = '';
    page.once('dialog', (dialog) => { asked = dialog.message(); void dialog.dismiss(); });
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect.poll(() => asked).not.toBe('');
    await expect(page).toHaveURL(/\/visit-form\/polygon\/create$/);
    await expect(page.getByLabel('Notes')).toHaveValue(note);

    // Photos: slowed down, so saving meets an upload still running and waits for it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 64 * 1024 });
    await page.getByTestId('photo-slot-frontShop1').locator('input[type=file]').setInputFiles({ name: `front-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await bigPhoto() });
    await expect(page.getByTestId('photo-slot-frontShop1').getByTestId('photo-progress')).toBeVisible();
    await page.getByTestId('visit-save').click();
    await expect(page.getByText('Please wait until all documents have been successfully uploaded')).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByTestId('photo-slot-frontShop1').getByTestId('photo-thumbnail')).toBeVisible({ timeout: 60_000 });
    await page.getByTestId('photo-slot-displayBanner').locator('input[type=file]').setInputFiles({ name: `banner-${stamp}.jpg`, mimeType: 'image/jpeg', buffer: await photo(200) });
    await expect(page.getByTestId('photo-slot-displayBanner').getByTestId('photo-thumbnail')).toBeVisible({ timeout: 60_000 });
    await page.screenshot({ path: `test-results/visit-form-create-${label}.png`, fullPage: true });

    await page.getByTestId('visit-save').click();
    await expect(page.getByTestId('visit-filed')).toContainText('Filed by');
    const saved = formWithNote(note);
    expect(saved.form).toMatchObject({ domination: 1, qty: 18 });
    expect(dealerText).toContain(saved.form!.custCode);
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
