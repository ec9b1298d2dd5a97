import { createApp } from '../../api/app.ts';
import { openDatabase } from '../../api/db/index.ts';
import type { Portal } from './harness.ts';

/**
 * A second app over the test database's file whose every SQL statement is written down: for tests about which
 * statements a request runs (an index or a kept result used), never about how long they take.
 */
export async function spyApp(portal: Portal) {
  const statements: string[] = [];
  const db = await openDatabase(portal.env.databaseUrl, {
    log: (event) => {
      if (event.level === 'query') statements.push(event.query.sql);
    },
  });
  const app = createApp({ db, env: portal.env });
  const graphql = async (query: string, token: string, variables: object = {}) => {
    const res = await app.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { host: 'localhost', 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      }),
    );
    return (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  };
  return { statements, graphql, close: () => db.destroy() };
}
