import fs from 'node:fs';
import path from 'node:path';
import { type Database, openDatabase } from '../../../api/db/index.ts';

/**
 * The e2e server's database through the API's own Kysely setup, so a fixture written once runs unchanged on the single
 * node's SQLite file and on the cluster's PostgreSQL. Writes raise the same change counters an API write does (the
 * database's triggers), so the server's caches see them on the next request.
 */

/** The e2e server's data folder (playwright.config.ts): its SQLite file, outbox and cluster.json. */
export const e2eDataDir = () => {
  const port = Number(process.env.E2E_PORT ?? 4173);
  return path.resolve(port === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${port}`);
};

export const onCluster = () => process.env.E2E_CLUSTER === '1';

/** The URL the e2e server's database opens with: its SQLite file, or the cluster's PostgreSQL (E2E_CLUSTER=1). */
export function e2eDatabaseUrl(): string {
  if (!onCluster()) return path.join(e2eDataDir(), 'portal.sqlite');
  return (JSON.parse(fs.readFileSync(path.join(e2eDataDir(), 'cluster.json'), 'utf8')) as { databaseUrl: string }).databaseUrl;
}

let opened: Promise<Database> | undefined;

/** One handle per Playwright worker, opened on first use; the worker's exit closes it. */
export function e2eDb(): Promise<Database> {
  opened ??= openDatabase(e2eDatabaseUrl());
  return opened;
}

/** A value unique in this run, for codes and names a spec makes (several workers and shards share one database). */
let made = 0;
export const uniqueTag = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(++made).toString(36)}`.toUpperCase();
