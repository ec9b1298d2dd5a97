import type { Kysely } from 'kysely';

/**
 * The customer a sales user last chose to act for (spec 1 §2.9): a new sign-in starts acting for them again, while
 * the user may still act for them, until the user chooses another.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('last_customers')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('chosen_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('last_customers').execute();
}
