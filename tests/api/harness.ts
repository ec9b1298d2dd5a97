import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { storageFor } from '../../api/adapters/storage/index.ts';
import { createApp } from '../../api/app.ts';
import { openDatabase, type Database } from '../../api/db/index.ts';
import { migrateToLatest } from '../../api/db/migrate.ts';
import { DEMO_PASSWORD, seedDatabase } from '../../api/db/seed/index.ts';
import type { Env } from '../../api/env.ts';
import type { FileStorage } from '../../api/files/storage.ts';
import { testDatabaseUrl } from './test-database.ts';
import { copyUploads, testObjectStorage } from './test-storage.ts';

export const PASSWORD = DEMO_PASSWORD;

/**
 * A fresh small database (banner images in its own uploads folder, or its own prefix of the run's bucket) and the app over it, called without a port. One per
 * test file: a copy of the run's seeded database (tests/api/seeded-template.ts), or migrated and seeded here when the
 * run has none.
 */
export async function startPortal(overrides: Partial<Env> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const template = inject('seededTemplate');
  const database = await testDatabaseUrl(dataDir, template?.databaseUrl);
  const env: Env = {
    mode: 'test',
    port: 0,
    dataDir,
    databaseUrl: database.url,
    seedSize: 'small',
    tokenSecret: 'test-secret-of-sufficient-length-0123456789',
    trustProxy: true,
    distDir: path.join(dataDir, 'dist'),
    pushKeys: null,
    pushSubject: 'mailto:test@example.org',
    // Bursts by one user (100 concurrent checkouts of one admin session) are not what these files test: the fair
    // share is out of the way here; fair-share.test.ts sets the server's own.
    graphqlFairShare: { running: 1000, waiting: 1000, perMinute: 1_000_000 },
    objectStorage: testObjectStorage(),
    ...overrides,
  };
  const db = await openDatabase(env.databaseUrl, { readWorkers: env.readWorkers ?? 0 });
  const storage = storageFor(env);
  if (template) {
    if (env.objectStorage) await copyUploads(template.dataDir, storage);
    else fs.cpSync(path.join(template.dataDir, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
  } else {
    await migrateToLatest(db);
    await seedDatabase(db, 'small', storage);
  }
  const app = createApp({ db, env, storage });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return new Portal(app, db, env, storage);
}

type Json = Record<string, any>;

export class Portal {
  constructor(
    readonly app: ReturnType<typeof createApp>,
    readonly db: Database,
    readonly env: Env,
    /** Where the portal keeps its files (harness: DATA_DIR/uploads, or a bucket's prefix on object storage). */
    readonly storage: FileStorage = storageFor(env),
  ) {}

  /** A request as the browser on `host` would send it. */
  request(pathname: string, init: RequestInit & { host?: string; token?: string; json?: unknown } = {}) {
    const { host = 'localhost', token, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    headers.set('host', host);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (json !== undefined) headers.set('content-type', 'application/json');
    return this.app.fetch(
      new Request(`http://${host}${pathname}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      }),
    );
  }

  async login(username: string, password = PASSWORD, headers: Record<string, string> = {}) {
    const res = await this.request('/login', { method: 'POST', json: { username, password }, headers });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async tokens(username: string): Promise<{ requestToken: string; refreshToken: string }> {
    let { status, body } = await this.login(username);
    // An account of another market signs in on its own portal, which the refusal names.
    const home = (body.market as { hostname?: string } | undefined)?.hostname;
    if (status === 403 && home) {
      const res = await this.request('/login', { method: 'POST', host: home, json: { username, password: PASSWORD } });
      ({ status, body } = { status: res.status, body: (await res.json()) as Json });
    }
    if (status !== 200) throw new Error(`login ${username}: ${status} ${JSON.stringify(body)}`);
    return body as { requestToken: string; refreshToken: string };
  }

  async graphql(
    query: string,
    { token, variables, host, endpoint = '/graphql' }: { token?: string; variables?: Json; host?: string; endpoint?: string } = {},
  ) {
    const res = await this.request(endpoint, { method: 'POST', token, host, json: { query, variables } });
    return { status: res.status, body: (await res.json()) as { data?: Json; errors?: { message: string; extensions?: Json }[] } };
  }

  /** The customer record of a user's own customer. */
  async customerOf(username: string) {
    return this.db
      .selectFrom('users')
      .innerJoin('customers', 'customers.id', 'users.customerId')
      .selectAll('customers')
      .where('users.username', '=', username)
      .executeTakeFirstOrThrow();
  }
}

export const codes = (body: { errors?: { extensions?: Json }[] }) => (body.errors ?? []).map((e) => e.extensions?.code);
