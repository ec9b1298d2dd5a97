import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { e2eDb } from './data/database.ts';
import { closeBannerPopup, openOptions, signIn } from './support.ts';

// Sales-area maps (spec 3 §2 /sales-area): a sales rep sees Indonesia's regions on a map the portal draws itself,
// sets one region's category in the list, saves, reads the results, and finds the category again after a reload.
// Every request the page makes goes to the portal's own origin: the map needs no internet. Desktop and phone.
test.describe.configure({ timeout: 120_000 });

const REGION = { code: 'ID-KS', name: 'Kalimantan Selatan' };
const LABELS: Record<string, string> = { A: 'A · Core market', B: 'B · Growth', C: 'C · Develop', D: 'D · Explore' };

async function categoryInDatabase(code: string) {
  const db = await e2eDb();
  return (
    await db.selectFrom('salesAreaRegions').select('category').where('sorg', '=', '1000').where('code', '=', code).executeTakeFirstOrThrow()
  ).category;
}

/** Every address the page asks for, from now on. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r: Request) => urls.push(r.url()));
  return urls;
}

const foreign = (urls: string[], origin: string) => urls.filter((u) => !u.startsWith(`${origin}/`) && !/^(data|blob):/.test(u));

async function openSalesArea(page: Page) {
  await page.goto('/en-us/sales-area');
  await expect(page.getByTestId('sales-area-map')).toHaveAttribute('data-map', 'id');
  // The market's regions are drawn: one shape per province, plus a marker each.
  await expect.poll(() => page.getByTestId('sales-area-map').locator('path').count()).toBeGreaterThan(60);
}

const categorySelect = (page: Page, code: string) => page.getByTestId(`category-${code}`);

/**
 * A point on the screen inside the largest shape drawn (a province, whichever it is), once the map has stopped moving:
 * the map redraws itself when the page's width settles. A box's middle may lie outside a shape that is not convex, or
 * under a marker, so the point is the first of a grid over the box that lies in the shape's fill and shows the shape.
 */
async function pointInLargestRegion(page: Page): Promise<{ x: number; y: number }> {
  const paths = page.getByTestId('sales-area-map').locator('path');
  const find = () =>
    paths.evaluateAll((all) => {
      const [largest] = (all as SVGPathElement[])
        .map((shape) => ({ shape, box: shape.getBoundingClientRect() }))
        .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
      if (!largest) return null;
      const { shape, box } = largest;
      const toShape = shape.getScreenCTM()?.inverse();
      const steps = [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8];
      for (const fy of steps) {
        for (const fx of steps) {
          const x = box.x + box.width * fx;
          const y = box.y + box.height * fy;
          const inShape = toShape && shape.isPointInFill(new DOMPoint(x, y).matrixTransform(toShape));
          if (inShape && document.elementFromPoint(x, y) === shape) return { x: Math.round(x), y: Math.round(y) };
        }
      }
      return null;
    });
  let last = '';
  let point: { x: number; y: number } | null = null;
  // Found twice in a row at the same place: the map has settled.
  await expect
    .poll(
      async () => {
        point = await find();
        const same = point !== null && JSON.stringify(point) === last;
        last = JSON.stringify(point);
        return same;
      },
      { intervals: [300] },
    )
    .toBe(true);
  return point!;
}

test('a sales rep sets a region category, reads the results and finds it after a reload, with no outside request', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const urls = recordRequests(page);
  await signIn(page, 'sales');
  await closeBannerPopup(page);
  await openSalesArea(page);
  await expect(page.getByTestId('sales-area-regions').getByText('DKI Jakarta')).toBeVisible();
  await page.screenshot({ path: 'test-results/sales-area-desktop.png' });

  const before = await categoryInDatabase(REGION.code);
  const next = before === 'D' ? 'A' : 'D';
  await page.getByRole('searchbox', { name: 'Search region' }).fill('Kalimantan Sel');
  const select = categorySelect(page, REGION.code);
  await expect(select).toBeVisible();
  const drawn = await page.getByTestId('sales-area-map').getAttribute('aria-label');
  // The keyboard's way: focus the region's choice, open it, pick the category.
  await select.locator('input').focus();
  await page.keyboard.press('Enter');
  await expect(openOptions(page)).toHaveCount(4);
  await openOptions(page).filter({ hasText: LABELS[next] }).click();
  await expect(page.getByTestId('sales-area-pending')).toHaveText('1 region changed, not saved yet');
  await expect(page.getByTestId(`changed-${REGION.code}`)).toBeVisible();
  // The map follows the choice before it is saved: its counts per category changed.
  await expect(page.getByTestId('sales-area-map')).not.toHaveAttribute('aria-label', drawn!);
  expect(await categoryInDatabase(REGION.code)).toBe(before);

  await page.getByTestId('sales-area-save').click();
  const results = page.getByTestId('sales-area-results');
  await expect(results.getByText('Sales area updated')).toBeVisible();
  await expect(results.getByText('1 region was updated.')).toBeVisible();
  const row = results.getByRole('row', { name: new RegExp(REGION.name) });
  await expect(row).toContainText(LABELS[next]);
  await expect(row).toContainText(before ? LABELS[before] : 'TBD');
  expect(await categoryInDatabase(REGION.code)).toBe(next);
  await page.screenshot({ path: 'test-results/sales-area-results-desktop.png' });

  await page.reload();
  await openSalesArea(page);
  await expect(categorySelect(page, REGION.code)).toContainText(LABELS[next]);
  expect(foreign(urls, new URL(baseURL!).origin), 'requests to other hosts').toEqual([]);
});

test('a region picked on the map comes forward in the list with its choice focused, and its category saves', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'sales');
  await closeBannerPopup(page);
  await openSalesArea(page);
  const picked = page.locator('[data-testid="sales-area-regions"] tr.ant-table-row-selected');
  // On a busy machine the map can still move after it looked settled (it redraws when the page's width settles): a
  // click that picked nothing is made again where the region is now, as a person would.
  await expect(async () => {
    const point = await pointInLargestRegion(page);
    await page.mouse.click(point.x, point.y);
    await expect(picked).toHaveCount(1, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const id = Number(await picked.getAttribute('data-row-key'));
  const code = (await picked.locator('.ant-typography-secondary').first().textContent())!;
  await expect(categorySelect(page, code).locator('input')).toBeFocused();
  const before = await categoryInDatabase(code);
  const next = before === 'B' ? 'C' : 'B';
  await page.keyboard.press('Enter');
  await expect(openOptions(page)).toHaveCount(4);
  await openOptions(page).filter({ hasText: LABELS[next] }).click();
  await page.getByTestId('sales-area-save').click();
  await expect(page.getByTestId('sales-area-results').getByText('1 region was updated.')).toBeVisible();
  expect(await categoryInDatabase(code)).toBe(next);
  expect(id).toBeGreaterThan(0);
});

test('on a phone the list holds every region and its category; the map stays local', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const urls = recordRequests(page);
  await signIn(page, 'sales');
  await closeBannerPopup(page);
  await openSalesArea(page);
  const jakarta = categorySelect(page, 'ID-JK');
  await jakarta.scrollIntoViewIfNeeded();
  await expect(jakarta).toBeVisible();
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/sales-area-phone-list.png' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/sales-area-phone.png' });
  expect(foreign(urls, new URL(baseURL!).origin), 'requests to other hosts').toEqual([]);
});
