import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * New customer inquiries (spec 3 §3 'Customer inquiry', 'Country and city'): a shop without an account asks to become a
 * dealer on the market's public page; staff mark it contacted, converted or declined. Countries are reference data
 * beside the cities of migration 0014. Password reset tokens: a one-time link's token is kept only as its hash.
 * Request limits: one counter row per key (address, user), taken by a guarded update like the sign-in throttles.
 */
export const INQUIRY_STATUSES = ['new', 'contacted', 'converted', 'declined'];

export const COUNTRIES: [string, string][] = [
  ['ID', 'Indonesia'],
  ['US', 'United States'],
  ['NL', 'Netherlands'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['MY', 'Malaysia'],
  ['SG', 'Singapore'],
  ['CA', 'Canada'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('countries')
    .addColumn('id', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db
    .insertInto('countries')
    .values(COUNTRIES.map(([code, name]) => ({ id: code, name })))
    .execute();

  await s
    .createTable('customer_inquiries')
    .addColumn('id', 'integer', id)
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('goal', 'text', (c) => c.notNull())
    .addColumn('cust_name', 'text', (c) => c.notNull())
    .addColumn('cust_address', 'text', (c) => c.notNull())
    .addColumn('cust_state', 'text', (c) => c.notNull())
    .addColumn('cust_country', 'varchar(2)', (c) => c.notNull().references('countries.id'))
    .addColumn('cust_city_id', 'integer', (c) => c.notNull().references('cities.id'))
    .addColumn('cust_email', 'text', (c) => c.notNull())
    .addColumn('cust_phone', 'text', (c) => c.notNull())
    .addColumn('cust_postal_code', 'text')
    .addColumn('cust_web', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new').check(sqlIn('status', INQUIRY_STATUSES)))
    .addColumn('handled_by', 'integer', (c) => c.references('users.id'))
    .addColumn('handled_at', 'text')
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('customer_inquiries_status').on('customer_inquiries').columns(['status', 'created_at']).execute();
  await s.createIndex('customer_inquiries_created').on('customer_inquiries').column('created_at').execute();

  await s
    .createTable('password_reset_tokens')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('password_reset_tokens_user').on('password_reset_tokens').column('user_id').execute();

  await s
    .createTable('request_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('request_limits_window').on('request_limits').column('window_started_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['request_limits', 'password_reset_tokens', 'customer_inquiries', 'countries']) await db.schema.dropTable(t).execute();
}
