import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { storageIn } from '../../api/adapters/storage/index.ts';
import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/index.ts';
import { isPostgres } from '../../api/db/dialect.ts';
import { prepareDatabase } from '../../api/db/prepare.ts';
import { LOGIN_LIMITS } from '../../api/auth/rate-limit.ts';
import { Portal, startPortal } from './harness.ts';
import { testDatabaseUrl } from './test-database.ts';

/**
 * Two API nodes on one database, as behind the cluster's proxy: node A is the harness's app, node B a second app with
 * its own connection (its own pool, its own memory) and the same env (token key, DATA_DIR). Whatever one node
 * learns, the other must know on its very next request.
 */
const a = await startPortal();
const dbB = await openDatabase(a.env.databaseUrl);
const b = new Portal(createApp({ db: dbB, env: a.env, storage: a.storage }), dbB, a.env, a.storage);
afterAll(() => dbB.destroy());

const refresh = async (node: Portal, refreshToken: string) =>
  (await node.request('/refresh-token', { method: 'POST', json: { refreshToken } })).status;

describe('two API nodes on one database', () => {
  it('a session signed in on one node works on the other, and its refresh token rotates across them', async () => {
    const tokens = await a.tokens('dealer');
    expect((await b.request('/user', { token: tokens.requestToken })).status).toBe(200);
    const next = await b.request('/refresh-token', { method: 'POST', json: { refreshToken: tokens.refreshToken } });
    expect(next.status).toBe(200);
    const rotated = (await next.json()) as { requestToken: string; refreshToken: string };
    // The spent token comes back on the other node: reuse, the whole session is revoked on both.
    expect(await refresh(a, tokens.refreshToken)).toBe(401);
    expect(await refresh(b, rotated.refreshToken)).toBe(401);
    expect((await a.request('/user', { token: rotated.requestToken })).status).toBe(401);
    expect((await b.request('/user', { token: rotated.requestToken })).status).toBe(401);
  });

  it('a sign-out on one node ends the session on the other at once', async () => {
    const tokens = await a.tokens('dealer2');
    expect((await b.request('/user', { token: tokens.requestToken })).status).toBe(200);
    expect((await a.request('/logout', { method: 'POST', token: tokens.requestToken })).status).toBeLessThan(300);
    expect((await b.request('/user', { token: tokens.requestToken })).status).toBe(401);
  });

  it('sign-in attempts count across nodes: the limit per username and address holds however the proxy spreads them', async () => {
    const from = { 'x-forwarded-for': '198.51.100.24' };
    const answers = [];
    for (let i = 0; i < LOGIN_LIMITS.perUsernameAndAddress * 2; i++) {
      answers.push((await (i % 2 ? a : b).login('sales', 'Wrong-password1', from)).status);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perUsernameAndAddress);
    expect(answers.filter((s) => s === 429)).toHaveLength(LOGIN_LIMITS.perUsernameAndAddress);
  });

  it("a catalogue change made through one node is in the other node's next answer, not after its cache expires", async () => {
    const token = (await a.tokens('dealer')).requestToken;
    const PRICE = 'query($slug: String!) { productDetails(slug: $slug) { product { articleCode price { dealer } } } }';
    const article = await a.db
      .selectFrom('articles')
      .select(['id', 'slug', 'dealerPrice'])
      .where('sorg', '=', '1000')
      .where('id', 'not in', (eb) => eb.selectFrom('customerPrices').select('articleId'))
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const price = async (node: Portal) =>
      (await node.graphql(PRICE, { token, variables: { slug: article.slug } })).body.data!.productDetails.product.price.dealer as number;
    const before = await price(b);
    expect(await price(b)).toBe(before); // kept in node B's memory now
    await a.db
      .updateTable('articles')
      .set({ dealerPrice: Number(article.dealerPrice) + 1000 })
      .where('id', '=', article.id)
      .execute();
    expect(await price(b)).toBe(before + 1000);
  });
});

describe('nodes starting side by side', () => {
  it('migrate and seed a new database once: one does the work, the other waits and finds it done', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-start-'));
    const database = await testDatabaseUrl(dataDir);
    const one = await openDatabase(database.url);
    const two = await openDatabase(database.url);
    try {
      // SQLite is one process per file (README); the lock is PostgreSQL's, where several nodes share a server.
      if (!isPostgres(one)) {
        await prepareDatabase(one, 'small', storageIn(dataDir));
        await prepareDatabase(two, 'small', storageIn(dataDir));
      } else {
        const seeded: string[] = [];
        await Promise.all([
          prepareDatabase(one, 'small', storageIn(dataDir), () => seeded.push('one')),
          prepareDatabase(two, 'small', storageIn(dataDir), () => seeded.push('two')),
        ]);
        expect(seeded).toHaveLength(1);
      }
      // Seeded once: a second seed would have doubled the rows or failed on the unique usernames.
      expect(await one.selectFrom('users').select('id').where('username', '=', 'admin').execute()).toHaveLength(1);
      expect(await one.selectFrom('companies').select('id').execute()).toHaveLength(
        (await a.db.selectFrom('companies').select('id').execute()).length,
      );
    } finally {
      await one.destroy();
      await two.destroy();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
