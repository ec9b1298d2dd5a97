import { sql } from 'kysely';
import { Hono } from 'hono';
import { withinDeadline } from '../platform/deadline.ts';
import type { Database } from '../db/index.ts';
import { migratorFor } from '../db/migrate.ts';
import type { AppEnv } from './types.ts';

/** Whether this node takes new work: told to stop, it drains first (api/server.ts), which /readyz tells a balancer. */
export interface NodeState {
  draining: boolean;
}

// A database that does not answer within this is as good as gone for a balancer's check.
const DATABASE_CHECK_MS = 2_000;

/**
 * For a load balancer or an orchestrator, answered before anything else of a request (no host, origin or session):
 * GET /healthz, the process lives; GET /readyz, it may be sent requests: not draining, the database answers, and
 * every migration of this build has run. Each answers a JSON status; /readyz 503 when not ready, saying why.
 */
export function healthRoutes(db: Database, node: NodeState) {
  let migrated = false;
  const databaseReady = async () => {
    if (migrated) {
      await sql`select 1`.execute(db);
      return true;
    }
    // Once every migration has run it stays so for this build; until then, ask the migrations' table each time.
    migrated = (await migratorFor(db).getMigrations()).every((m) => m.executedAt !== undefined);
    return migrated;
  };
  return new Hono<AppEnv>()
    .get('/healthz', (c) => c.json({ status: 'live' }))
    .get('/readyz', async (c) => {
      if (node.draining) return c.json({ status: 'draining' }, 503);
      const answer = await withinDeadline('Database', databaseReady, DATABASE_CHECK_MS).catch(() => 'unreachable' as const);
      if (answer === 'unreachable') return c.json({ status: 'database unreachable' }, 503);
      if (!answer) return c.json({ status: 'migrating' }, 503);
      return c.json({ status: 'ready' });
    });
}
