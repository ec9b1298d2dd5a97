import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The database URL for one test file: a SQLite file in its data folder, or, when the run was started with
 * TEST_POSTGRES_URL (scripts/throwaway-postgres.ts starts a throwaway server), a new PostgreSQL database of its own.
 * With `copyOf` (a database URL of the same kind), the new database starts as a copy of that one.
 */
export async function testDatabaseUrl(dataDir: string, copyOf?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) {
    const file = path.join(dataDir, 'portal.sqlite');
    if (copyOf) fs.copyFileSync(copyOf, file);
    return { url: file, drop: async () => {} };
  }
  const name = `portal_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const template = copyOf ? ` template ${new URL(copyOf).pathname.slice(1)}` : '';
  await onServer(server, `create database ${name}${template}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(server, `drop database if exists ${name} with (force)`) };
}

async function onServer(server: string, statement: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
