import { describe, expect, it } from 'vitest';
import { isPostgres } from '../../api/db/migrations/helpers.ts';
import { startPortal } from './harness.ts';

const portal = await startPortal();

describe('the database of an API test run', () => {
  it('is PostgreSQL when the run names a PostgreSQL server, SQLite otherwise, one database per test file', async () => {
    expect(isPostgres(portal.db)).toBe(!!process.env.TEST_POSTGRES_URL);
    if (process.env.TEST_POSTGRES_URL) expect(portal.env.databaseUrl).toMatch(/^postgres:\/\/.*\/portal_\d+_[a-z0-9]+$/);
    else expect(portal.env.databaseUrl).toMatch(/portal\.sqlite$/);
    expect(await portal.db.selectFrom('users').select('username').where('username', '=', 'dealer').executeTakeFirst()).toBeTruthy();
  });
});
