import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { signIn } from './support.ts';

/** An Indonesian article with a promotion running today, and the promotion's name. */
async function promotedArticle() {
  const db = await e2eDb();
  const today = new Date().toISOString().slice(0, 10);
  return db
    .selectFrom('articles as a')
    .innerJoin('promotionDetails as pd', 'pd.articleId', 'a.id')
    .innerJoin('promotions as p', 'p.id', 'pd.promotionId')
    .select(['a.slug', 'a.category', 'p.name'])
    .where('a.sorg', '=', '1000')
    .where('p.sorg', '=', '1000')
    .where('p.from', '<=', today)
    .where('p.to', '>=', today)
    .orderBy('a.id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`a product's promotion reads as an offer, not an error (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const article = await promotedArticle();
    await signIn(page, 'dealer', { at: `/en-us/catalog/${article.category === 'PAA' ? 'paa' : 'bike'}/${article.slug}` });
    const offer = page.getByTestId('promotion');
    await expect(offer).toContainText(article.name);
    await expect(offer.locator('.anticon-gift')).toBeVisible();
    await expect(page.locator('.ant-alert-error')).toHaveCount(0);
    await expect(offer.locator('.anticon-close-circle')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`promotion-offer-${device}.png`) });
  });
}
