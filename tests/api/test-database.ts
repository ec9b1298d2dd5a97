import path from 'node:path';
import pg from 'pg';

/**
 * The database URL for one test file: a SQLite file in its data folder, or, when the run was started with
 * TEST_POSTGRES_URL (scripts/test-postgres.sh starts a throwaway server), a new PostgreSQL database of its own.
 */
export async function testDatabaseUrl(dataDir: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) return { url: path.join(dataDir, 'portal.sqlite'), drop: async () => {} };
  const name = `portal_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
