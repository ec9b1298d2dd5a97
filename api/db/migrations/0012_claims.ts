import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

/**
 * Frames and warranty claims (spec 2 §3 Claim, Claim additional document, Recall; §4 Claims; DESIGN 'Decisions for the
 * second wave'). A frame is one delivered bike unit, numbered by the ERP when it ships; claims, recalls and the stolen
 * list key on it. Claim statuses, the problems catalogue and the capabilities (who may move a claim from which status to
 * which) are reference data, so a market changes its workflow by editing rows, not code.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const s = db.schema;
  const id = autoId(db);

  await s
    .createTable('frames')
    .addColumn('id', 'integer', id)
    .addColumn('frame_number', 'text', (c) => c.notNull().unique())
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    // Frames shipped before the portal's own history name their delivery order without a row for it.
    .addColumn('delivery_id', 'integer', (c) => c.references('deliveries.id').onDelete('set null'))
    .addColumn('delivery_no', 'text', (c) => c.notNull())
    .addColumn('shipped_at', 'text', (c) => c.notNull())
    .addColumn('production_code', 'text', (c) => c.notNull())
    /** What the unit was invoiced at, minor units: the most a claim on it can credit. */
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('frames_customer').on('frames').columns(['customer_id', 'shipped_at']).execute();

  await s
    .createTable('recalls')
    .addColumn('id', 'integer', id)
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await s
    .createTable('recall_frames')
    .addColumn('recall_id', 'integer', (c) => c.notNull().references('recalls.id').onDelete('cascade'))
    .addColumn('frame_id', 'integer', (c) => c.notNull().references('frames.id').onDelete('cascade'))
    .addColumn('done_at', 'text')
    .addPrimaryKeyConstraint('recall_frames_pk', ['recall_id', 'frame_id'])
    .execute();
  await s.createIndex('recall_frames_frame').on('recall_frames').column('frame_id').execute();

  await s
    .createTable('stolen_frames')
    .addColumn('id', 'integer', id)
    .addColumn('frame_number', 'text', (c) => c.notNull().unique())
    .addColumn('reported_at', 'text', (c) => c.notNull())
    .addColumn('reported_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text')
    .execute();

  await s
    .createTable('claim_statuses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('description', 'text', (c) => c.notNull())
    // Whose move it is: the dealer's, the maker's, or nobody's any more.
    .addColumn('category', 'text', (c) => c.notNull().check(sqlIn('category', ['dealer', 'review', 'done'])))
    .addColumn('sorting', 'integer', (c) => c.notNull())
    .addColumn('dealer_may_edit', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .insertInto('claim_statuses')
    .values(
      STATUSES.map(([sid, description, category, sorting, edit]) => ({
        id: sid,
        description,
        category,
        sorting,
        dealer_may_edit: edit ? 1 : 0,
      })),
    )
    .execute();

  await s
    .createTable('claim_capabilities')
    .addColumn('id', 'integer', id)
    .addColumn('product_category', 'text', (c) => c.notNull().check(sqlIn('product_category', ['BIKE', 'PAA'])))
    .addColumn('customer_category', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text', (c) => c.notNull().references('claim_statuses.id'))
    .addColumn('to_status', 'text', (c) => c.notNull().references('claim_statuses.id'))
    .addColumn('role', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('claim_capabilities_move')
    .on('claim_capabilities')
    .columns(['product_category', 'customer_category', 'from_status', 'role', 'to_status'])
    .unique()
    .execute();
  await db.insertInto('claim_capabilities').values(capabilityRows()).execute();

  await s
    .createTable('claim_problem_catalogue')
    .addColumn('id', 'integer', id)
    .addColumn('product_category', 'text', (c) => c.notNull().check(sqlIn('product_category', ['BIKE', 'PAA'])))
    .addColumn('part', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sorting', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('claim_problem_catalogue')
    .values(
      PROBLEMS.flatMap(([category, part, descriptions], p) =>
        descriptions.map((description, d) => ({ product_category: category, part, description, sorting: p * 10 + d })),
      ),
    )
    .execute();

  await s
    .createTable('claims')
    .addColumn('id', 'integer', id)
    .addColumn('reference_no', 'text', (c) => c.notNull().unique())
    .addColumn('sorg', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('product_category', 'text', (c) => c.notNull().check(sqlIn('product_category', ['BIKE', 'PAA'])))
    .addColumn('status_id', 'text', (c) => c.notNull().references('claim_statuses.id'))
    .addColumn('frame_id', 'integer', (c) => c.references('frames.id'))
    .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id'))
    .addColumn('qty', 'integer', (c) => c.notNull())
    .addColumn('invoice_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('invoice_no', 'text')
    /** Minor units: the most this claim may credit (unit price invoiced times qty). */
    .addColumn('invoiced_value', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('purchase_date', 'text')
    .addColumn('contact_person_name', 'text', (c) => c.notNull())
    .addColumn('contact_person_phone', 'text', (c) => c.notNull())
    .addColumn('consumer_name', 'text')
    .addColumn('consumer_phone', 'text')
    .addColumn('consumer_city', 'text')
    .addColumn('consumer_address', 'text')
    .addColumn('consumer_email', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('customer_notes', 'text')
    .addColumn('resolution', 'text')
    .addColumn('not_warranty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason_rejection', 'text')
    .addColumn('credited_amount', 'integer')
    .addColumn('credit_note_id', 'integer', (c) => c.references('invoices.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The list pages by customer (dealers) or sales organisation (officers), newest first, filtered by status.
  await s.createIndex('claims_customer').on('claims').columns(['customer_id', 'created_at']).execute();
  await s.createIndex('claims_sorg_status').on('claims').columns(['sorg', 'status_id', 'created_at']).execute();
  await s.createIndex('claims_frame').on('claims').column('frame_id').execute();

  await s
    .createTable('claim_problems')
    .addColumn('id', 'integer', id)
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('problem_id', 'integer', (c) => c.notNull().references('claim_problem_catalogue.id'))
    .addColumn('notes', 'text')
    .execute();
  await s.createIndex('claim_problems_claim').on('claim_problems').column('claim_id').execute();

  // One file per slot (invoice, idCard, photo1-6, video, additionalDoc1-5); the file row itself is owned by the claim.
  await s
    .createTable('claim_attachments')
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addPrimaryKeyConstraint('claim_attachments_pk', ['claim_id', 'slot'])
    .execute();

  await s
    .createTable('claim_additional_documents')
    .addColumn('id', 'integer', id)
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('no', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('file_id', 'integer', (c) => c.notNull().references('files.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('claim_additional_documents_claim').on('claim_additional_documents').column('claim_id').execute();

  await s
    .createTable('claim_comments')
    .addColumn('id', 'integer', id)
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('is_internal', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('by_staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('claim_comments_claim').on('claim_comments').columns(['claim_id', 'created_at']).execute();

  await s
    .createTable('claim_histories')
    .addColumn('id', 'integer', id)
    .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) =>
      c.notNull().check(sqlIn('action', ['created', 'status', 'edited', 'document_added', 'document_removed'])),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('reason', 'text')
    .addColumn('changed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('claim_histories_claim').on('claim_histories').columns(['claim_id', 'changed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'claim_histories',
    'claim_comments',
    'claim_additional_documents',
    'claim_attachments',
    'claim_problems',
    'claims',
    'claim_problem_catalogue',
    'claim_capabilities',
    'claim_statuses',
    'stolen_frames',
    'recall_frames',
    'recalls',
    'frames',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}

// id, English description, whose move, order, may the dealer still edit it.
const STATUSES: [string, string, string, number, boolean][] = [
  ['submitted', 'Submitted', 'review', 1, true],
  ['in_review', 'In review', 'review', 2, false],
  ['need_information', 'Need information', 'dealer', 3, true],
  ['approved', 'Approved', 'review', 4, false],
  ['rejected', 'Rejected', 'done', 5, false],
  ['credit_note_issued', 'Credit note issued', 'review', 6, false],
  ['closed', 'Closed', 'done', 7, false],
];

// The people who act for a dealer (the dealer, sales staff working as that dealer) and those who review claims.
const DEALER_SIDE_ROLES = ['customer', 'salesman', 'sales.group', 'sales'];
const REVIEWER_ROLES = ['warranty', 'admin'];
const CUSTOMER_CATEGORIES = ['Z1 Premium', 'Z2 Standard', 'Z3 Online'];

const DEALER_MOVES: [string, string][] = [
  ['submitted', 'closed'],
  ['need_information', 'in_review'],
];
const REVIEWER_MOVES: [string, string][] = [
  ['submitted', 'in_review'],
  ['in_review', 'need_information'],
  ['in_review', 'approved'],
  ['in_review', 'rejected'],
  ['approved', 'credit_note_issued'],
  ['credit_note_issued', 'closed'],
  ['rejected', 'closed'],
];

function capabilityRows() {
  return ['BIKE', 'PAA'].flatMap((product_category) =>
    CUSTOMER_CATEGORIES.flatMap((customer_category) => [
      ...DEALER_SIDE_ROLES.flatMap((role) =>
        DEALER_MOVES.map(([from, to]) => ({ product_category, customer_category, from_status: from, to_status: to, role })),
      ),
      ...REVIEWER_ROLES.flatMap((role) =>
        REVIEWER_MOVES.map(([from, to]) => ({ product_category, customer_category, from_status: from, to_status: to, role })),
      ),
    ]),
  );
}

// The parts a claim names and the faults seen on them, per product category.
const PROBLEMS: [string, string, string[]][] = [
  ['BIKE', 'Frame', ['Crack', 'Paint defect', 'Misaligned dropout']],
  ['BIKE', 'Fork', ['Oil leak', 'Play in the steerer', 'Stanchion damage']],
  ['BIKE', 'Drivetrain', ['Chain skips', 'Bottom bracket noise', 'Derailleur does not index']],
  ['BIKE', 'Brakes', ['Weak braking', 'Fluid leak', 'Squeal']],
  ['BIKE', 'Wheels', ['Broken spoke', 'Hub bearing play', 'Rim out of true']],
  ['BIKE', 'Electrical', ['Battery does not charge', 'Motor stops', 'Display error']],
  ['PAA', 'Material', ['Broken on arrival', 'Wear too early', 'Crack']],
  ['PAA', 'Function', ['Does not work', 'Works only sometimes', 'Does not fit']],
  ['PAA', 'Finish', ['Colour differs', 'Scratches', 'Missing parts']],
];
