import { expect, test } from './fixtures.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { type MadeDealer, newDealer } from './data/dealers.ts';
import { openOptions, signIn } from './support.ts';

// A parts claim (spec 2 §2 /claim/create/paa) from the chooser to an edit: the article from the dealer's invoices,
// the quantity within what was invoiced; the dealer corrects the claim while it is still submitted.
test.describe.configure({ timeout: 150_000 });

/** A part or accessory invoiced to the dealer: an invoice of the market's parts company, one line of two units. */
async function invoicedArticle(dealer: MadeDealer) {
  const db = await e2eDb();
  const article = await db
    .selectFrom('articles')
    .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom', 'dealerPrice as price'])
    .where('sorg', '=', dealer.sorg)
    .where('category', '=', 'PAA')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const { currency } = await db
    .selectFrom('salesOrganisations')
    .select('currency')
    .where('sorg', '=', dealer.sorg)
    .executeTakeFirstOrThrow();
  const company = await db.selectFrom('companies').select('id').where('code', '=', `${dealer.sorg}-P`).executeTakeFirstOrThrow();
  const tag = uniqueTag();
  const day = (fromToday: number) => new Date(Date.now() + fromToday * 86_400_000).toISOString().slice(0, 10);
  const invoiceNo = `INV${dealer.sorg}${tag}`;
  const { price, ...line } = article;
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo,
      sorg: dealer.sorg,
      companyId: company.id,
      customerId: dealer.customerId,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode: dealer.codeR3,
      payerName: dealer.name,
      invoiceDate: day(-20),
      dueDate: day(10),
      fiscalYear: Number(day(-20).slice(0, 4)),
      terms: 'NT30',
      status: 'open',
      currency,
      linesTotal: price * 2,
      tax: 0,
      grandTotal: price * 2,
      paidAmount: 0,
      clearingDate: null,
      accountingNo: `14${tag}`,
      assignment: null,
      expeditionName: null,
      expeditionTracking: null,
      notes: null,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLines')
    .values({ invoiceId: id, orderLineId: null, ...line, qty: 2, price, subtotal: price * 2 })
    .execute();
  return { code: article.articleCodeDisplay, invoiceNo };
}

const size = 'desktop';
const viewport = { width: 1366, height: 900 };

test('a dealer files a parts claim from the chooser and edits it', async ({ page }) => {
  const dealer = await newDealer();
  const article = await invoicedArticle(dealer);
  await page.setViewportSize(viewport);
  await signIn(page, dealer.username, { at: '/en-us/claim/create' });
  await page.getByTestId('choose-paa').click();
  await expect(page).toHaveURL(/\/en-us\/claim\/create\/paa$/);
  await page.getByTestId('article-picker').click();
  await page.keyboard.type(article.code);
  // The searched article, once the search has answered.
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
