import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deliveredBikes, FORK_RECALL } from './data/claims.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { signIn } from './support.ts';

// A pre-delivery inspection (spec 2 §2 /pdi, §3, §4): the dealer's mechanic looks a bike up, ticks the checklist and
// saves; the list shows it ready for sale; it is deleted, found again with 'show deleted', restored; on a phone one item
// is unticked and the bike is open again.
test.describe.configure({ timeout: 180_000 });

/** The inspection of a frame as the database holds it. */
async function pdiOf(frameNumber: string) {
  const db = await e2eDb();
  const pdi = await db
    .selectFrom('pdis as p')
    .innerJoin('frames as f', 'f.id', 'p.frameId')
    .select(['p.id', 'p.completedAt', 'p.isDeleted', 'p.mechanic'])
    .select((eb) =>
      eb
        .selectFrom('pdiChecks as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.pdiId', '=', 'p.id')
        .where('c.checked', '=', 1)
        .as('checked'),
    )
    .where('f.frameNumber', '=', frameNumber)
    .executeTakeFirstOrThrow();
  return { ...pdi, isDeleted: Number(pdi.isDeleted), checked: Number(pdi.checked) };
}

const rowOf = (page: Page, frameNumber: string) => page.locator(`[data-testid="pdi-row"][data-frame="${frameNumber}"]`);

test('a dealer inspects a bike, sees it ready for sale, deletes and restores the inspection, and reopens it on a phone', async ({
  page,
}) => {
  // A bike of a dealer of its own, shipped with no inspection yet and under an open recall.
  const dealer = await newDealer();
  const [{ frameNumber }] = await deliveredBikes(dealer, { recall: FORK_RECALL });
  await page.setViewportSize({ width: 1366, height: 900 });
  // The list, then a new inspection: the bike is looked up among those shipped to the dealer, its warnings first.
  await signIn(page, dealer.username, { at: '/en-us/pdi' });
  await expect(page.getByTestId('pdi-list')).toBeVisible();
  await page.getByTestId('pdi-new').click();
  await expect(page).toHaveURL(/\/en-us\/pdi\/create$/);
  await page.getByTestId('frame-number').fill('NO-SUCH-FRAME');
  await page.getByTestId('frame-lookup').click();
  await expect(page.getByText('No bike with this frame number was shipped to your company')).toBeVisible();
  await page.getByTestId('frame-number').fill(frameNumber.toLowerCase());
  await page.getByTestId('frame-lookup').click();
  await expect(page.getByTestId('frame-facts')).toContainText(frameNumber);
  await expect(page.getByTestId('recall-warning').first()).toContainText(FORK_RECALL);

  // The mechanic ticks every item, one by one; the progress follows.
  await page.getByTestId('pdi-mechanic').fill('Budi Santoso');
  await page.getByTestId('pdi-notes').fill('Brakes bled, gears indexed.');
  const checks = page.getByTestId('pdi-check');
  await expect(checks).toHaveCount(10);
  await expect(page.getByTestId('pdi-checklist-group').first()).toContainText('Frame and fork');
  for (let i = 0; i < 10; i++) await checks.nth(i).click();
  await expect(page.getByTestId('pdi-progress-text')).toHaveText('10 of 10 items checked');
  await expect(page.getByTestId('pdi-ready')).toContainText('the bike is ready for sale');
  await page.screenshot({ path: 'test-results/pdi-form-desktop.png', fullPage: true });
  await page.getByTestId('pdi-save').click();

  // Saved: back on the list, ready for sale today.
  await expect(page).toHaveURL(/\/en-us\/pdi$/);
  const row = rowOf(page, frameNumber);
  await expect(row.getByTestId('pdi-complete')).toBeVisible();
  await expect(row).toContainText('Budi Santoso');
  expect(await pdiOf(frameNumber)).toMatchObject({ completedAt: new Date().toISOString().slice(0, 10), isDeleted: 0, checked: 10 });
  await page.screenshot({ path: 'test-results/pdi-list-desktop.png', fullPage: true });

  // A second inspection of the same bike is pointed to the first.
  await page.getByTestId('pdi-new').click();
  await page.getByTestId('frame-number').fill(frameNumber);
  await page.getByTestId('frame-lookup').click();
  await expect(page.getByTestId('pdi-exists')).toContainText('already has a pre-delivery inspection');
  await page.goto('/en-us/pdi');

  // Deleted: gone from the list, back with 'show deleted', restored.
  await rowOf(page, frameNumber).getByTestId('pdi-delete').click();
  await page.getByTestId('pdi-delete-confirm').click();
  await expect(rowOf(page, frameNumber)).toHaveCount(0);
  expect((await pdiOf(frameNumber)).isDeleted).toBe(1);
  await page.getByTestId('pdi-show-deleted').click();
  await expect(page).toHaveURL(/deleted=1/);
  await expect(rowOf(page, frameNumber).getByTestId('pdi-deleted')).toBeVisible();
  await page.screenshot({ path: 'test-results/pdi-list-deleted-desktop.png', fullPage: true });
  await rowOf(page, frameNumber).getByTestId('pdi-restore').click();
  await expect(rowOf(page, frameNumber).getByTestId('pdi-deleted')).toHaveCount(0);
  await expect(rowOf(page, frameNumber).getByTestId('pdi-complete')).toBeVisible();
  expect((await pdiOf(frameNumber)).isDeleted).toBe(0);

  // On a phone: cards; the top bar's search finds the bike; one item unticked opens the inspection again.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/pdi');
  const card = page.locator(`[data-testid="pdi-card"][data-frame="${frameNumber}"]`);
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).first().click();
  const topSearch = page.locator('.ant-drawer input');
  await topSearch.fill(frameNumber.slice(-8));
  await topSearch.press('Enter');
  await expect(page).toHaveURL(new RegExp(`search=${frameNumber.slice(-8)}`));
  await expect(page.getByTestId('pdi-card')).toHaveCount(1);
  await expect(page.getByTestId('pdi-search')).toHaveValue(frameNumber.slice(-8));
  await page.screenshot({ path: 'test-results/pdi-list-phone.png', fullPage: true });
  await card.getByTestId('pdi-edit').click();
  await expect(page).toHaveURL(/\/en-us\/pdi\/\d+\/edit$/);
  await expect(page.getByTestId('pdi-ready')).toBeVisible();
  await page.getByTestId('pdi-check').nth(4).click();
  await expect(page.getByTestId('pdi-progress-text')).toHaveText('9 of 10 items checked');
  await page.screenshot({ path: 'test-results/pdi-form-phone.png', fullPage: true });
  await page.getByTestId('pdi-save').click();
  await expect(page).toHaveURL(/\/en-us\/pdi$/);
  await expect(page.locator(`[data-testid="pdi-card"][data-frame="${frameNumber}"]`).getByTestId('pdi-open')).toBeVisible();
  expect(await pdiOf(frameNumber)).toMatchObject({ completedAt: null, checked: 9 });
});
