import { expect, test } from './fixtures.ts';
import { closeBannerPopup, e2eDatabase, openOptions, signIn } from './support.ts';

// A parts claim (spec 2 §2 /claim/create/paa) from the chooser to an edit: the article from the dealer's invoices,
// the quantity within what was invoiced; the dealer corrects the claim while it is still submitted.
test.describe.configure({ timeout: 150_000 });

/** A PAA article on an invoice of the dealer's, with the invoice number and quantity. */
function invoicedArticle() {
  const db = e2eDatabase();
  try {
    return db.prepare(`SELECT a.article_code_display AS code, i.invoice_no AS invoiceNo FROM invoices i
      JOIN users u ON u.customer_id = i.customer_id JOIN invoice_lines l ON l.invoice_id = i.id
      JOIN articles a ON a.article_code = l.article_code AND a.sorg = i.sorg
      WHERE u.username = 'dealer' AND a.category = 'PAA' AND l.qty >= 1 ORDER BY i.id LIMIT 1`).get() as { code: string; invoiceNo: string };
  } finally {
    db.close();
  }
}

const size = 'desktop';
const viewport = { width: 1366, height: 900 };

test('a dealer files a parts claim from the chooser and edits it', async ({ page }) => {
  const article = invoicedArticle();
  await page.setViewportSize(viewport);
  await page.addInitScript(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  await signIn(page, 'dealer');
  await closeBannerPopup(page);

  await page.goto('/en-us/claim/create');
  await page.getByTestId('choose-paa').click();
  await expect(page).toHaveURL(/\/en-us\/claim\/create\/paa$/);
  await page.getByTestId('article-picker').click();
  await page.keyboard.type(article.code);
  // The searched article, once the search has answered (the list before it holds other invoiced articles).
  await openOptions(page).filter({ hasText: article.code }).first().click();
  await page.getByTestId('invoice-picker').click();
  await openOptions(page).filter({ hasText: article.invoiceNo }).first().click();
  await page.getByTestId('claim-qty').fill('1');
  await page.getByTestId('problem-select').first().click();
  await openOptions(page).first().click();
  await page.getByLabel('Description').fill('The zip of the bag tore on the first use.');
  await page.screenshot({ path: `test-results/claims-paa-form-${size}.png`, fullPage: true });
  await page.getByTestId('save-claim').click();
  await expect(page).toHaveURL(/\/en-us\/claim\/\d+$/);
  await expect(page.getByTestId('claim-facts')).toContainText(article.invoiceNo);

  // Still submitted: the dealer corrects the description.
  await page.getByTestId('claim-edit').click();
  await expect(page).toHaveURL(/\/en-us\/claim\/\d+\/edit$/);
  await expect(page.getByLabel('Description')).toHaveValue('The zip of the bag tore on the first use.');
  await page.getByLabel('Description').fill('The zip of the bag tore on the first use; the seam is fine.');
  await page.screenshot({ path: `test-results/claims-edit-${size}.png`, fullPage: true });
  await page.getByTestId('save-claim').click();
  await expect(page).toHaveURL(/\/en-us\/claim\/\d+$/);
  await expect(page.getByTestId('claim-description')).toHaveText('The zip of the bag tore on the first use; the seam is fine.');
});
