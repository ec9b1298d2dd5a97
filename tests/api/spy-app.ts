import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import { createApp } from '../../api/app.ts';
import type { DB } from '../../api/db/types.ts';
import { withWriteScopes } from '../../api/db/write-scope.ts';
import type { Portal } from './harness.ts';

/**
 * A second app over the test database's file whose every SQL statement is written down: for tests about which
 * statements a request runs (an index or a kept result used), never about how long they take.
 */
export function spyApp(portal: Portal) {
  const statements: string[] = [];
  const db = new Kysely<DB>({
    dialect: withWriteScopes(new SqliteDialect({ database: new SQLite(portal.env.databaseUrl) })), plugins: [new CamelCasePlugin()],
    log: (event) => { if (event.level === 'query') statements.push(event.query.sql); },
  });
  const app = createApp({ db, env: portal.env });
  const graphql = async (query: string, token: string, variables: object = {}) => {
    const res = await app.fetch(new Request('http://localhost/graphql', {
      method: 'POST', headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    }));
    return await res.json() as { data?: Record<string, any>; errors?: unknown[] };
  };
  return { statements, graphql, close: () => db.destroy() };
}
