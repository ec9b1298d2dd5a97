import { type Kysely, sql } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * A counter per kind of cached data, raised in the same transaction as any write to the tables it covers, by the
 * database itself (triggers), so no writer can forget it: another API node's new user, role or catalogue row is
 * noticed on the next request of every node, which reads the counters with its session check.
 */
export const generationTables = {
  // What a signed-in request's actor is made of: who, which roles and scopes, which customer, which areas.
  access: [
    'users',
    'user_roles',
    'roles',
    'role_permissions',
    'permissions',
    'group_roles',
    'group_role_roles',
    'customers',
    'customer_areas',
    'user_areas',
  ],
  // What the catalogue cache keeps (api/catalog/cache.ts).
  catalogue: [
    'articles',
    'product_groups',
    'stock',
    'warehouses',
    'article_analysis',
    'volume_discounts',
    'promotions',
    'promotion_details',
    'article_tags',
    'article_tag_categories',
    'merchandise_categories',
    'bike_categories',
    'article_specifications',
    'article_images',
    'groupsets',
    'groupset_articles',
    'customer_areas',
    'sales_organisations',
    'customer_prices',
  ],
} as const;

const events = ['insert', 'update', 'delete'] as const;
const triggerName = (generation: string, table: string, event?: string) => `gen_${generation}_${table}${event ? `_${event}` : ''}`;

/** The triggers that raise the counter `generation` on every write to `tables`. */
export async function createCounterTriggers(db: Kysely<any>, generation: string, tables: readonly string[]) {
  for (const table of tables) {
    if (isPostgres(db)) {
      // Once per statement: a mass upload of a thousand users raises it once.
      await sql`create trigger ${sql.id(triggerName(generation, table))} after insert or update or delete on ${sql.table(table)}
        for each statement execute function bump_cache_generation(${sql.lit(generation)})`.execute(db);
      continue;
    }
    for (const event of events) {
      await sql`create trigger ${sql.id(triggerName(generation, table, event))} after ${sql.raw(event)} on ${sql.table(table)}
        begin update cache_generations set generation = generation + 1 where name = ${sql.lit(generation)}; end`.execute(db);
    }
  }
}

export async function dropCounterTriggers(db: Kysely<any>, generation: string, tables: readonly string[]) {
  for (const table of tables) {
    if (isPostgres(db)) await sql`drop trigger if exists ${sql.id(triggerName(generation, table))} on ${sql.table(table)}`.execute(db);
    else for (const event of events) await sql`drop trigger if exists ${sql.id(triggerName(generation, table, event))}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cache_generations')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('cache_generations')
    .values(Object.keys(generationTables).map((name) => ({ name, generation: 0 })))
    .execute();
  if (isPostgres(db)) {
    await sql`create or replace function bump_cache_generation() returns trigger language plpgsql as $$
      begin update cache_generations set generation = generation + 1 where name = tg_argv[0]; return null; end $$`.execute(db);
  }
  for (const [generation, tables] of Object.entries(generationTables)) await createCounterTriggers(db, generation, tables);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [generation, tables] of Object.entries(generationTables)) await dropCounterTriggers(db, generation, tables);
  if (isPostgres(db)) await sql`drop function if exists bump_cache_generation()`.execute(db);
  await db.schema.dropTable('cache_generations').execute();
}
