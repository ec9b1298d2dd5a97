import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Order numbers on PostgreSQL from one sequence (api/db/dialect.ts nextOrderSeq): checkouts placed at once on several
 * connections or nodes each take the next number without waiting on one another, instead of reading the highest and
 * clashing on the unique (sorg, seq). It starts above every number given so far. SQLite keeps counting per sales
 * organisation under its one writer: nothing to do there.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create sequence order_seq`.execute(db);
  await sql`select setval('order_seq', coalesce(max(seq), 0) + 1, false) from orders`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop sequence if exists order_seq`.execute(db);
}
