import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { e2eDb, uniqueTag } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { openInvoicesOf } from './data/invoices.ts';
import { newStaff } from './data/logins.ts';
import { expect, test } from './fixtures.ts';
import { graphqlAs, placeDealerOrder, tokenOf } from './ordering.ts';
import { holdRequests, signIn } from './support.ts';

test.describe.configure({ timeout: 90_000 });

const invoicesOf = (username: string, bills: { total: number; dueIn: number }[]) => openInvoicesOf(username, bills, 'E2EHOME');

test("a dealer's home shows invoices due and overdue with a working pay link, credit and open orders", async ({
  page,
  request,
}, testInfo) => {
  const dealer = await newDealer();
  const ids = await invoicesOf(dealer.username, [
    { total: 4_400_000, dueIn: -12 },
    { total: 1_100_000, dueIn: 9 },
  ]);
  await placeDealerOrder(request, `HOME-${uniqueTag()}`, 'TERM', dealer.username);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, dealer.username);

  const invoices = page.getByTestId('home-invoices');
  const bikes = invoices.locator('[data-testid="home-invoice-company"][data-company="1000-B"]');
  await expect(bikes).toContainText('Overdue');
  await expect(bikes.getByTestId('home-pay')).toBeVisible();
  await expect(page.getByTestId('home-credit').getByTestId('home-credit-company').first()).toBeVisible();
  await expect(page.getByTestId('home-credit')).toContainText('credit limit');
  const openOrders = page.getByTestId('home-open-orders');
  await expect(openOrders).toContainText('Open orders');
  expect(Number((await openOrders.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByTestId('home-claims')).toBeVisible();
  await expect(page.getByTestId('recall-card')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-dealer-desktop.png'), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bikes.getByTestId('home-pay')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-dealer-phone.png'), fullPage: true });

  // The pay link opens the payment page with the overdue invoices chosen: the one just made among them, the one not yet due not.
  await bikes.getByTestId('home-pay').click();
  await expect(page).toHaveURL(/\/en-us\/payment\/invoice\?invoices=/);
  const chosen = new URL(page.url()).searchParams.get('invoices')!.split(',').map(Number);
  expect(chosen).toContain(ids[0]);
  expect(chosen).not.toContain(ids[1]);
  await expect(page.getByTestId('payment-invoice').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('payment-invoice')).toHaveCount(chosen.length);
});

/**
 * A salesman whose area holds these dealers and no others (a salesman code of its own), so their home lists what the
 * test made whatever other dealers the run blocks.
 */
async function salesmanOf(customerIds: number[]) {
  const sales = await newStaff('sales');
  const code = `S${uniqueTag()}`;
  const db = await e2eDb();
  await db.updateTable('userAreas').set({ value: code }).where('userId', '=', sales.userId).where('limitation', '=', 'salesman').execute();
  await db.updateTable('customerAreas').set({ salesman: code }).where('customerId', 'in', customerIds).execute();
  return sales.username;
}

test.describe('a dealer blocked for an invoice 75 days past due', () => {
  test("the sales user's home lists the dealers with blocks first", async ({ page }, testInfo) => {
    // Two dealers of the salesman: one in good standing, and one with an invoice 75 days past due, which the bikes
    // company blocks (oldest invoice too long overdue).
    const inGoodStanding = await newDealer();
    const made = await newDealer();
    await invoicesOf(made.username, [{ total: 2_000_000, dueIn: -75 }]);
    const salesman = await salesmanOf([inGoodStanding.customerId, made.customerId]);
    const code = (d: { codeR3: string }) => displayCustomerCode({ r3: d.codeR3, isr: null });
    await page.setViewportSize({ width: 1366, height: 768 });
    await signIn(page, salesman);

    const rows = page.getByTestId('home-dealer');
    await expect(rows).toHaveCount(2);
    const blocked = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-blocked') === 'true'));
    expect(blocked[0]).toBe(true);
    // Every blocked dealer comes before every dealer without a block.
    expect(blocked).toEqual([...blocked].sort((a, b) => Number(b) - Number(a)));
    expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-customer')))).toEqual([code(made), code(inGoodStanding)]);
    const dealer = page.locator(`[data-testid="home-dealer"][data-customer="${code(made)}"]`);
    await expect(dealer).toHaveAttribute('data-blocked', 'true');
    await expect(dealer).toContainText('Oldest invoice too long overdue');
    await expect(page.getByTestId('home-dealers-summary')).toContainText('blocked');
    await page.screenshot({ path: testInfo.outputPath('home-sales-desktop.png'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dealer).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('home-sales-phone.png'), fullPage: true });
  });
});

test("the content admin's home counts what they manage, with links", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, 'content');
  const banners = page.getByTestId('home-staff-banners');
  await expect(banners).toBeVisible();
  await expect(page.getByTestId('home-invoices')).toHaveCount(0);
  await banners.click();
  await expect(page).toHaveURL(/\/en-us\/admin\/banners/);
});

/**
 * A pop-up banner of the Indonesian market whose picture speaks Indonesian, put up by the content admin through the
 * API as the banner form does; answers its id, its picture's name and the admin's token to take it down.
 */
async function indonesianBanner(request: APIRequestContext) {
  const token = await tokenOf(request, 'content');
  const picture = await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#0b7a3e' } })
    .png()
    .toBuffer();
  const upload = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      operations: JSON.stringify({
        query: 'mutation($file: File!) { uploadFile(file: $file, purpose: "banner") { message { status description } file { id } } }',
        variables: { file: null },
      }),
      map: JSON.stringify({ 0: ['variables.file'] }),
      0: { name: `promo-${uniqueTag()}.png`, mimeType: 'image/png', buffer: picture },
    },
  });
  const uploaded = (await upload.json()) as {
    data?: { uploadFile: { message: { status: boolean; description: string }; file: { id: number } | null } };
  };
  expect(uploaded.data?.uploadFile.message.status, JSON.stringify(uploaded)).toBe(true);
  const now = Date.now();
  const { createBanner } = await graphqlAs(
    request,
    token,
    'mutation($input: BannerInput!) { createBanner(input: $input) { message { status description } id } }',
    {
      input: {
        sorg: '1000',
        url: '/catalog/bike',
        language: 'id',
        position: 0,
        fileId: uploaded.data!.uploadFile.file!.id,
        from: new Date(now - 3_600_000).toISOString(),
        to: new Date(now + 86_400_000).toISOString(),
      },
    },
  );
  expect(createBanner.message.status, createBanner.message.description).toBe(true);
  const { banner } = await graphqlAs(request, token, 'query($id: Int!) { banner(id: $id) { bannerFile } }', { id: createBanner.id });
  return { id: createBanner.id as number, file: banner.bannerFile as string, token };
}

/** The pop-up banners the page is given for a reader's locale. */
const bannersFor = (page: Page, locale: string) =>
  page
    .waitForResponse((res) => {
      const body = res.request().postData() ?? '';
      return res.url().endsWith('/graphql') && body.includes('activeUserAreaBanners') && body.includes(`"locale":"${locale}"`);
    })
    .then(
      async (res) =>
        ((await res.json()) as { data: { activeUserAreaBanners: { bannerFile: string; language: string | null }[] } }).data
          .activeUserAreaBanners,
    );

test("the promotion pop-up waits for the page and speaks the reader's language", async ({ page, request }, testInfo) => {
  const banner = await indonesianBanner(request);
  try {
    await page.setViewportSize({ width: 1366, height: 768 });
    const english = bannersFor(page, 'en-us');
    await signIn(page, 'dealer', { bannerPopup: true });
    // The Indonesian market's banners are pictures with Indonesian words: an English reader is not given them.
    const given = await english;
    expect(given.map((b) => b.bannerFile)).not.toContain(banner.file);
    expect(given.filter((b) => b.language === 'id')).toEqual([]);
    await expect(page.getByTestId('home-invoices')).toBeVisible();
    await expect(page.locator('[data-testid="dealer-home"] .ant-skeleton-active')).toHaveCount(0, { timeout: 20_000 });
    // Other banners may be up, without words and shown to everyone: once the page is there, the pop-up shows those alone.
    const popup = page.getByTestId('banner-popup');
    if (given.length) await expect(popup).toBeVisible();
    else await expect(popup).toHaveCount(0);
    const shown = await popup.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
    expect(shown.filter((src) => src.includes(encodeURIComponent(banner.file)))).toEqual([]);

    // A reader of Indonesian gets it, once the page is there: the dealer's figures come slowly, the pop-up waits.
    const figures = await holdRequests(page, '**/graphql', (r) => !!r.postData()?.includes('dealerHome'));
    const indonesian = bannersFor(page, 'id-id');
    // A fresh start of the app under /id-id (the page is loaded anew, as a link from outside would open it).
    await page.evaluate(() => window.history.replaceState(null, '', '/id-id'));
    await page.reload();
    await figures.asked;
    expect((await indonesian).map((b) => b.bannerFile)).toContain(banner.file);
    // The banners are there, the dealer's figures not yet: the page is still loading and the pop-up stays away.
    await expect(page.locator('[data-testid="dealer-home"] .ant-skeleton-active').first()).toBeVisible();
    await expect(popup).toHaveCount(0);
    figures.release();
    await expect(popup).toBeVisible({ timeout: 30_000 });
    expect(await page.locator('[data-testid="dealer-home"] .ant-skeleton-active').count()).toBe(0);
    // The carousel clones its slides, so the picture may be there more than once.
    await expect(popup.locator(`img[src*="${encodeURIComponent(banner.file)}"]`).first()).toBeAttached();
    await expect(page.getByTestId('home-invoices')).toContainText('Faktur');
    await page.screenshot({ path: testInfo.outputPath('home-popup-id.png') });
    await page.getByRole('dialog').filter({ has: popup }).getByRole('button').first().click();
    await expect(popup).toBeHidden();
  } finally {
    await graphqlAs(request, banner.token, 'mutation($id: Int!) { deleteBanner(id: $id) { message { status } } }', { id: banner.id });
  }
});

test('on a phone the home moves nothing while its announcements and figures arrive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every shift no input caused, from the first paint on, as the browser measures it.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The announcements and the dealer's figures are held until the test lets each go.
  const gate = () => {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  };
  const held = { announcements: gate(), figures: gate() };
  const asked = { announcements: gate(), figures: gate() };
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    const kind = body.includes('activeUserAreaAnnouncements') ? 'announcements' : body.includes('dealerHome') ? 'figures' : null;
    if (kind) {
      asked[kind].resolve();
      await held[kind].promise;
    }
    await route.fallback();
  });
  await signIn(page, 'dealer');
  await asked.announcements.promise;
  // Until the announcements are known the page waits as a whole: nothing of it is drawn to be pushed down later.
  await expect(page.getByTestId('page-content').getByRole('status')).toBeVisible();
  await expect(page.getByTestId('dealer-home')).toHaveCount(0);
  held.announcements.resolve();
  await expect(page.getByTestId('announcement-banner')).toBeVisible();
  await expect(page.getByTestId('dealer-home')).toBeVisible();
  await asked.figures.promise;
  const firstCard = page.getByTestId('home-invoices');
  const before = await firstCard.boundingBox();
  held.figures.resolve();
  await expect(page.locator('[data-testid="dealer-home"] .ant-skeleton-active')).toHaveCount(0);
  await expect(page.getByTestId('home-credit-company').first()).toBeAttached();
  expect((await firstCard.boundingBox())?.y).toBe(before?.y);
  expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
});
