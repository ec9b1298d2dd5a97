import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { deliveredBikes } from './data/claims.ts';
import { e2eDb } from './data/database.ts';
import { newDealer } from './data/dealers.ts';
import { PASSWORD, signIn, tabTo } from './support.ts';

// Dealer bonus (spec 2 §2 /bonus-dealer): the dealer sells and registers a bike, opens the page and reads the points of
// the quarter, the tier and the next threshold spelled out with the numbers the API computes from their own data.
test.describe.configure({ timeout: 180_000 });

async function graphql(request: APIRequestContext, token: string, query: string, variables: Record<string, unknown>) {
  const res = await request.post('/graphql', { headers: { authorization: `Bearer ${token}` }, data: { query, variables } });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** The consumer's city. */
async function cityId(description: string) {
  const db = await e2eDb();
  return (
    await db
      .selectFrom('cities')
      .select('id')
      .where('countryId', '=', 'ID')
      .where('description', '=', description)
      .executeTakeFirstOrThrow()
  ).id;
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  await page.screenshot({ path: `test-results/bonus-${name}.png`, fullPage: true });
}

const SUMMARY = `query($year: Int!) { dealerBonus(year: $year) { currentQuarter commonClass { className pointsPerUnit }
  quarters { quarter points retailPoints tier { name } next { tier { name } missing units className } } } }`;

test('the dealer reads the points of the quarter and how far the next threshold is', async ({ page, request }) => {
  // A dealer of its own with a bike in stock that nobody registered yet.
  const dealer = await newDealer();
  const [{ frameNumber: frame }] = await deliveredBikes(dealer);
  const login = await request.post('/login', { data: { username: dealer.username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const year = new Date().getFullYear();

  // A bike sold and registered today: retail points of the current quarter.
  const before = (await graphql(request, requestToken, SUMMARY, { year })).dealerBonus;
  const registered = await graphql(
    request,
    requestToken,
    `mutation($f: String!, $d: String!, $c: RegistrationConsumerInput!) {
    registerFrame(frameNumber: $f, soldDate: $d, customer: $c) { message { status description } userErrors { field message } } }`,
    {
      f: frame,
      d: new Date().toISOString().slice(0, 10),
      c: {
        name: 'Dewi Anggraini',
        phone: '6281234500001',
        address: 'Jl. Braga 5, Bandung',
        email: 'dewi.anggraini@gmail.com',
        cityId: await cityId('Bandung'),
      },
    },
  );
  expect(registered.registerFrame.message.status, JSON.stringify(registered)).toBe(true);
  const bonus = (await graphql(request, requestToken, SUMMARY, { year })).dealerBonus;
  const current = bonus.quarters.find((q: { quarter: number }) => q.quarter === bonus.currentQuarter);
  const was = before.quarters.find((q: { quarter: number }) => q.quarter === bonus.currentQuarter);
  expect(current.retailPoints).toBeGreaterThan(was.retailPoints);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, dealer.username, { at: '/en-us/bonus-dealer' });

  // The sentence of the current quarter, with the API's numbers.
  const focus = page.getByTestId('bonus-focus');
  await expect(focus).toContainText(`Q${bonus.currentQuarter} ${year}`);
  const next = current.next;
  const sentence = next
    ? `${next.missing.toLocaleString('en-US')} points to ${next.tier.name}: about ${next.units} more bike${next.units === 1 ? '' : 's'} of class ${next.className}`
    : `${current.tier.name} reached`;
  await expect(focus.getByTestId('bonus-next-threshold')).toContainText(sentence);
  const card = page.locator(`[data-testid="bonus-quarter"][data-quarter="${bonus.currentQuarter}"]`);
  await expect(card.getByTestId('bonus-quarter-points')).toHaveText(current.points.toLocaleString('en-US'));
  await expect(card.getByTestId('bonus-on-time')).toBeVisible();
  await expect(page.getByTestId('bonus-quarter')).toHaveCount(4);

  // The lines behind the points: the keyboard reaches the retail sales, and the bike sold today is there.
  await expect(page.getByTestId('bonus-b2b-table')).toBeVisible();
  // The tab list is one stop of the Tab key; the arrow keys move along it.
  await tabTo(page, page.getByRole('tab', { name: 'B2B purchases' }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Retail sales' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('bonus-retail-table')).toContainText(frame);
  await shoot(page, 'desktop');

  // On a phone: one column of cards, the sentence first.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-us/bonus-dealer');
  await expect(page.getByTestId('bonus-focus').getByTestId('bonus-next-threshold')).toContainText(sentence);
  await page.getByRole('tab', { name: 'Retail sales' }).click();
  await expect(page.getByTestId('bonus-retail-cards')).toContainText(frame);
  await shoot(page, 'phone');
});
