import type { Kysely } from 'kysely';
import { autoId } from './helpers.ts';

/**
 * Pre-delivery inspections (spec 2 §2 /pdi, §3 Pre-delivery inspection, §4 PDI): a dealer's mechanic checks a frame
 * shipped to the dealer against the checklist before handing the bike over. A PDI whose every item is checked is
 * complete: its date is the day the bike became ready for sale. Soft-deleted and restored with is_deleted.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('pdi_checklist_items')
    .addColumn('id', 'integer', id)
    .addColumn('checklist', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sorting', 'integer', (c) => c.notNull())
    .execute();
  // The checklist is reference data every portal needs (claimPDIChecklist), not demo data.
  await db
    .insertInto('pdi_checklist_items')
    .values(CHECKLIST.map(([checklist, description], i) => ({ checklist, description, sorting: (i + 1) * 10 })))
    .execute();

  await s
    .createTable('pdis')
    .addColumn('id', 'integer', id)
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('mechanic', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    // YYYY-MM-DD: the day the last item was checked; null while any is open.
    .addColumn('completed_at', 'text')
    .addColumn('is_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('pdis_customer').on('pdis').columns(['customer_id', 'is_deleted', 'created_at']).execute();
  await s.createIndex('pdis_frame').on('pdis').column('frame_id').execute();

  await s
    .createTable('pdi_checks')
    .addColumn('pdi_id', 'integer', (c) => c.notNull().references('pdis.id').onDelete('cascade'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('pdi_checklist_items.id'))
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('pdi_checks_pk', ['pdi_id', 'item_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['pdi_checks', 'pdis', 'pdi_checklist_items']) await db.schema.dropTable(t).execute();
}

// [checklist group, what the mechanic checks]
const CHECKLIST: [string, string][] = [
  ['Frame and fork', 'Frame, fork and paint free of transport damage'],
  ['Frame and fork', 'Headset adjusted, no play'],
  ['Wheels', 'Wheels true, spokes tensioned, quick releases or thru-axles tight'],
  ['Wheels', 'Tyres seated and inflated to the recommended pressure'],
  ['Brakes', 'Brakes adjusted, pads bedded in, levers firm'],
  ['Drivetrain', 'Gears indexed through every sprocket'],
  ['Drivetrain', 'Chain lubricated, crank bolts and pedals torqued'],
  ['Cockpit', 'Handlebar, stem and seatpost torqued to specification'],
  ['Electrical', 'Lights, display and battery charged and working (e-bikes)'],
  ['Handover', 'Test ride done, reflectors and bell fitted, manual handed over'],
];
