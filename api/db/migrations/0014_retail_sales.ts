import { type Kysely, sql } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';
import { cityRows, warrantyTermRows } from './retail-sales-reference.ts';

/**
 * Warranty registration of sold frames (spec 2 §3 Registered frame, §4; spec 3 'Retail-sales frame record' and
 * 'Retail-sales status'): a dealer registers the sale of a frame shipped to them to a consumer, which starts the
 * warranty. The registration travels to the brand's consumer account system through an outbox, like orders to the ERP.
 * Cities per country (spec 3 'Country and city') and the warranty terms per brand and component are reference data.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('cities')
    .addColumn('id', 'integer', id)
    .addColumn('country_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('cities_country').on('cities').columns(['country_id', 'description']).execute();
  await db.insertInto('cities').values(cityRows()).execute();

  await s
    .createTable('warranty_terms')
    .addColumn('id', 'integer', id)
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('component', 'text', (c) => c.notNull().check(sqlIn('component', ['frame', 'fork', 'parts'])))
    .addColumn('months', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('warranty_terms_brand').on('warranty_terms').columns(['brand', 'component']).unique().execute();
  await db.insertInto('warranty_terms').values(warrantyTermRows()).execute();

  await s
    .createTable('registered_frames')
    .addColumn('id', 'integer', id)
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('sold_date', 'text', (c) => c.notNull())
    .addColumn('non_retail', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consumer_name', 'text', (c) => c.notNull())
    .addColumn('consumer_phone', 'text', (c) => c.notNull())
    .addColumn('consumer_address', 'text', (c) => c.notNull())
    .addColumn('consumer_city_id', 'integer', (c) => c.references('cities.id'))
    .addColumn('consumer_email', 'text')
    .addColumn('dealer_name', 'text', (c) => c.notNull())
    .addColumn('use_account_data', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().check(sqlIn('status', [...REGISTRATION_STATUSES])))
    .addColumn('failure_reason', 'text')
    // Why the consumer account system refused it, as a code the pages translate (retail-sales:reasons.<code>).
    .addColumn('failure_code', 'text')
    // The consumer account system's own key, once it took the registration.
    .addColumn('account_ref', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  // One registration per bike while it stands: a second is 'Frame already reported'.
  await s
    .createIndex('registered_frames_frame')
    .on('registered_frames')
    .column('frame_id')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  await s.createIndex('registered_frames_customer').on('registered_frames').columns(['customer_id', 'status', 'created_at']).execute();

  await s
    .createTable('consumer_account_outbox')
    .addColumn('id', 'integer', id)
    .addColumn('registered_frame_id', 'integer', (c) => c.notNull().references('registered_frames.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull().check(sqlIn('action', ['insert', 'update'])))
    .addColumn('state', 'text', (c) => c.notNull().check(sqlIn('state', ['pending', 'processing', 'done', 'failed'])))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('done_at', 'text')
    .execute();
  await s.createIndex('consumer_account_outbox_state').on('consumer_account_outbox').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['consumer_account_outbox', 'registered_frames', 'warranty_terms', 'cities']) await db.schema.dropTable(t).execute();
}

export const REGISTRATION_STATUSES = [
  'pending_insert',
  'processing_insert',
  'failed_insert',
  'pending_update',
  'processing_update',
  'failed_update',
  'complete',
] as const;
