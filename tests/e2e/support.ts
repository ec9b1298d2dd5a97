import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PostgresSync } from './postgres-database.ts';

export const PASSWORD = 'Portal2026';

/** Signs in through the real login page and waits for the signed-in shell. */
export async function signIn(page: Page, username: string, locale = 'en-us') {
  await page.goto(`/${locale}/login`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** The user as the API knows it: what a test expects the page to show. */
export async function apiUser(request: APIRequestContext, username: string) {
  const login = await request.post('/login', { data: { username, password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const user = await (await request.get('/user', { headers: { authorization: `Bearer ${requestToken}` } })).json();
  return user as { scopes: string[]; isSales: boolean; limitation: string | null; roles: string[] };
}

/** The e2e server's data folder (playwright.config.ts): its SQLite file, outbox and cluster.json. */
export const e2eDataDir = () => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  return path.resolve(port === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${port}`);
};

/** The URL the e2e server's database opens with: its SQLite file, or the cluster's PostgreSQL (E2E_CLUSTER=1). */
export function e2eDatabaseUrl(): string {
  if (process.env.E2E_CLUSTER !== '1') return path.join(e2eDataDir(), 'portal.sqlite');
  return (JSON.parse(fs.readFileSync(path.join(e2eDataDir(), 'cluster.json'), 'utf8')) as { databaseUrl: string }).databaseUrl;
}

/**
 * The e2e server's database, read-only, to prove a write landed (playwright.config.ts sets DATA_DIR). Against the
 * cluster (E2E_CLUSTER=1) it is the cluster's PostgreSQL behind the same synchronous calls, found in DATA_DIR/cluster.json.
 */
export function e2eDatabase(): Database.Database {
  // The specs call prepare/get/all/run/close, which PostgresSync answers alike.
  if (process.env.E2E_CLUSTER === '1') return new PostgresSync(e2eDatabaseUrl()) as unknown as Database.Database;
  return new Database(e2eDatabaseUrl(), { readonly: true, fileMustExist: true });
}

/** The same, writable: a test that plays an outside system (the ERP feed, a master-data import) writes through it. */
export function e2eWritableDatabase(): Database.Database {
  if (process.env.E2E_CLUSTER === '1') return new PostgresSync(e2eDatabaseUrl()) as unknown as Database.Database;
  return new Database(e2eDatabaseUrl(), { fileMustExist: true, timeout: 10_000 });
}

/** The quantity the database holds in a user's customer's cart line of an article (0 when there is none). */
export function savedCartQty(articleCode: string, username = 'dealer') {
  const db = e2eDatabase();
  try {
    // Other customers' carts may hold the same article: only this user's customer counts.
    const row = db.prepare(`SELECT l.quantity FROM cart_lines l JOIN users u ON u.customer_id = l.customer_id
      WHERE l.article_code = ? AND u.username = ?`).get(articleCode, username) as { quantity: number } | undefined;
    return row?.quantity ?? 0;
  } finally {
    db.close();
  }
}

/** The promotional popup opens on every first visit; tests that are not about it close it first. */
export async function closeBannerPopup(page: Page) {
  // As its Close button does: dismissed for this browser, so a pop-up whose chunk arrives late, or the next page
  // load, does not open it over the test's next click.
  await page.evaluate(() => window.localStorage.setItem('portal.dismissed.banner', String(Date.now() + 7_000_000)));
  const popup = page.getByTestId('banner-popup');
  if (await popup.waitFor({ state: 'visible', timeout: 5000 }).then(() => true, () => false)) {
    await page.getByRole('dialog').filter({ has: popup }).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(popup).toBeHidden();
    // Its close animation restores focus when it ends; a click before that can be lost.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

/**
 * The options of the select list open now. A list closed a moment ago can stay in the page, invisible and not
 * clickable, when the end of its closing animation is missed on a busy machine: it is left out.
 */
export function openOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:visible:not([class*="-leave"]) .ant-select-item-option');
}

/** Presses Tab (or Shift+Tab) until the element has the focus; the test fails if the keyboard cannot reach it. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`the keyboard did not reach ${target} in ${max} presses`);
}
