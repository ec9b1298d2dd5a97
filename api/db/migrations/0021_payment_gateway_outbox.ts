import { type Kysely, sql } from 'kysely';

/**
 * A payment request whose gateway call (open the virtual account, charge the token) got no answer stays pending and
 * is sent again by the payment timer: the gateway keys every call by the request's externalId, so a repeat is safe.
 * gateway: the connector that takes it; gateway_token: the token to charge again (a token, never card data);
 * gateway_waiting: 1 while the call is unanswered; gateway_attempts: calls made so far.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_requests').addColumn('gateway', 'varchar(40)').execute();
  await db.schema.alterTable('payment_requests').addColumn('gateway_token', 'varchar(200)').execute();
  await db.schema
    .alterTable('payment_requests')
    .addColumn('gateway_waiting', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('payment_requests')
    .addColumn('gateway_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`CREATE INDEX payment_requests_gateway_waiting ON payment_requests (gateway_waiting, status)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX payment_requests_gateway_waiting`.execute(db);
  for (const column of ['gateway_attempts', 'gateway_waiting', 'gateway_token', 'gateway']) {
    await db.schema.alterTable('payment_requests').dropColumn(column).execute();
  }
}
