import { expect, test } from './fixtures.ts';
import type { APIRequestContext } from '@playwright/test';
import { e2eDb, uniqueTag } from './data/database.ts';
import { graphqlAs, tokenOf } from './ordering.ts';
import { signIn, withoutBannerPopup } from './support.ts';

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';
const RESULT = 'message { status description } id';

/** Categories of this test's own, three levels deep, in the Indonesian marketing-material market. */
async function ownBranch(request: APIRequestContext, tag: string) {
  const content = await tokenOf(request, 'content');
  const db = await e2eDb();
  const market = await db
    .selectFrom('contentTargetMarkets')
    .select('id')
    .where('type', '=', 'marketing_material')
    .where('sorg', '=', '1000')
    .executeTakeFirstOrThrow();
  const layout = await db
    .selectFrom('marketingMaterialLayouts')
    .select('id')
    .where('type', '=', 'marketing_material')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const made: { id: number; title: string; route: string }[] = [];
  for (const title of [`Dealer events ${tag}`, `Shop displays ${tag}`, `Window stickers ${tag}`]) {
    const route = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const { createMarketingMaterialCategory: answer } = await graphqlAs(
      request,
      content,
      `mutation($i: MarketingMaterialCategoryInput!) { createMarketingMaterialCategory(input: $i) { ${RESULT} } }`,
      {
        i: {
          type: 'product-lineup',
          title,
          route,
          parentId: made.at(-1)?.id ?? null,
          sorting: 999,
          layoutId: layout.id,
          contentTargetMarketIds: [market.id],
        },
      },
    );
    expect(answer.message.status, answer.message.description).toBe(true);
    made.push({ id: answer.id, title, route });
  }
  return { made, content };
}

test('the reader walks the whole category tree and reaches a category by its readable address', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const { made, content } = await ownBranch(request, tag);
  try {
    const leaf = made[2];
    await withoutBannerPopup(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, 'dealer', { at: '/en-us/marketing-material/product-lineup' });
    // The third level is in the tree: the route-only list holds the whole section, not the roots and their children.
    const tree = page.getByTestId('mm-tree');
    await expect(tree.getByText(leaf.title)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/marketing-routes-tree-desktop.png`, fullPage: true });
    await tree.getByText(leaf.title).click();
    await expect(page).toHaveURL(new RegExp(`/en-us/marketing-material/product-lineup/${leaf.route}$`));
    await expect(page.getByTestId('mm-category').getByRole('heading', { name: leaf.title })).toBeVisible();

    // The address works on its own, and an unknown route is a category that is not there.
    await page.goto(`/en-us/marketing-material/product-lineup/${made[1].route}`);
    await expect(page.getByTestId('mm-category').getByRole('heading', { name: made[1].title })).toBeVisible();
    await page.goto(`/en-us/marketing-material/product-lineup/no-such-route-${tag.toLowerCase()}`);
    await expect(page.getByTestId('mm-not-found')).toBeVisible();
  } finally {
    for (const c of [...made].reverse())
      await graphqlAs(request, content, `mutation($id: Int!) { deleteMarketingMaterialCategory(id: $id) { ${RESULT} } }`, { id: c.id });
  }
});
