import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * Sales-area maps (spec 3 §3 'Sales-area map region'): the regions of each sales organisation with the point their
 * marker stands on, the groups they belong to, and the category staff give them (null reads TBD).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('sales_area_regions')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull())
    // ISO 3166-2 code; the market's map names its shapes by it.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.check(sqlIn('category', ['A', 'B', 'C', 'D'], true)))
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await s.createIndex('sales_area_regions_code').on('sales_area_regions').columns(['sorg', 'code']).unique().execute();

  await s
    .createTable('sales_area_region_groups')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('sales_area_region_groups_code').on('sales_area_region_groups').columns(['sorg', 'code']).unique().execute();

  // A region may sit in several groups (an island and a sales office, say).
  await s
    .createTable('sales_area_region_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('sales_area_region_groups.id').onDelete('cascade'))
    .addColumn('region_id', 'integer', (c) => c.notNull().references('sales_area_regions.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('sales_area_region_group_members_pk', ['group_id', 'region_id'])
    .execute();
  await s.createIndex('sales_area_region_group_members_region').on('sales_area_region_group_members').column('region_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sales_area_region_group_members', 'sales_area_region_groups', 'sales_area_regions'])
    await db.schema.dropTable(t).execute();
}
