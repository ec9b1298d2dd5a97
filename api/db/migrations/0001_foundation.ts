import type { Kysely } from 'kysely';
import { autoId, sqlIn } from './helpers.ts';

// Dialect-neutral: integers for booleans (0/1), text for ISO timestamps and JSON, integer minor units for money.
export async function up(db: Kysely<any>): Promise<void> {
  const id = autoId(db);
  const s = db.schema;

  await s
    .createTable('sales_organisations')
    .addColumn('sorg', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('country_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('merchant_name', 'text')
    .addColumn('paa_label', 'text', (c) => c.notNull().defaultTo('paa'))
    .execute();

  await s
    .createTable('languages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('hosts')
    .addColumn('id', 'integer', id)
    .addColumn('hostname', 'text', (c) => c.notNull().unique())
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('config', 'text', (c) => c.notNull())
    .addColumn('features', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('online')
        .check(sqlIn('status', ['online', 'maintenance'])),
    )
    .addColumn('status_message', 'text')
    .execute();

  await s
    .createTable('host_languages')
    .addColumn('host_id', 'integer', (c) => c.notNull().references('hosts.id').onDelete('cascade'))
    .addColumn('language_code', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('host_languages_pk', ['host_id', 'language_code'])
    .execute();

  await s
    .createTable('customers')
    .addColumn('id', 'integer', id)
    .addColumn('code_unified', 'text', (c) => c.notNull().unique())
    .addColumn('code_isr', 'text')
    .addColumn('code_r3', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('country_id', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('customers_r3').on('customers').column('code_r3').execute();
  await s.createIndex('customers_name').on('customers').column('name').execute();

  // A customer's place in each sales organisation: its group and the sales staff who serve it.
  await s
    .createTable('customer_areas')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('cust_group', 'text', (c) => c.notNull())
    .addColumn('salesman', 'text')
    .addColumn('sales_group', 'text')
    .addColumn('sales_office', 'text')
    .execute();
  await s.createIndex('customer_areas_customer').on('customer_areas').column('customer_id').execute();
  for (const col of ['salesman', 'sales_group', 'sales_office']) {
    await s.createIndex(`customer_areas_${col}`).on('customer_areas').columns(['sorg', col]).execute();
  }

  await s
    .createTable('companies')
    .addColumn('id', 'integer', id)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .execute();

  await s
    .createTable('credit_information')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id'))
    .addColumn('cust_code', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('credit_limit', 'bigint', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull())
    .addColumn('open_invoice', 'bigint', (c) => c.notNull())
    .addColumn('open_do', 'bigint', (c) => c.notNull())
    .addColumn('consignment', 'bigint', (c) => c.notNull())
    .addColumn('credit_exposure', 'bigint', (c) => c.notNull())
    .addColumn('credit_control', 'text', (c) => c.notNull())
    .addColumn('reason_blocked', 'text', (c) =>
      c.check(sqlIn('reason_blocked', ['limit_exceeded', 'overdue_over_limit', 'oldest_ar_blocked', 'other_company_blocked'], true)),
    )
    .addUniqueConstraint('credit_information_customer_company', ['customer_id', 'company_id'])
    .execute();

  await s
    .createTable('ship_tos')
    .addColumn('id', 'integer', id)
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('country_id', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('ship_tos_customer').on('ship_tos').column('customer_id').execute();

  await s
    .createTable('roles')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('permissions')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_id', 'integer', (c) => c.notNull().references('permissions.id'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_id'])
    .execute();

  await s
    .createTable('group_roles')
    .addColumn('id', 'integer', id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('group_role_roles')
    .addColumn('group_role_id', 'integer', (c) => c.notNull().references('group_roles.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('group_role_roles_pk', ['group_role_id', 'role_id'])
    .execute();

  await s
    .createTable('users')
    .addColumn('id', 'integer', id)
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().references('languages.code'))
    .addColumn('limitation', 'text')
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('group_role_id', 'integer', (c) => c.references('group_roles.id'))
    .addColumn('send_email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('send_email_warranty', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_fake_email', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();

  await s
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id'))
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role_id'])
    .execute();

  // Which customers a sales user serves: per sales organisation, by salesman, sales group or sales office code.
  await s
    .createTable('user_areas')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sorg', 'text', (c) => c.notNull().references('sales_organisations.sorg'))
    .addColumn('limitation', 'text', (c) => c.notNull().check(sqlIn('limitation', ['salesman', 'sales_group', 'sales_office'])))
    .addColumn('option', 'text', (c) => c.notNull().defaultTo('include'))
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('user_areas_user').on('user_areas').column('user_id').execute();

  // The refresh token is `<session id>.<secret>`; only the current secret's hash is kept, so a spent one is recognised.
  await s
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (c) => c.references('customers.id'))
    .addColumn('refresh_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('refreshed_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // Kept in the database, not in memory, so several API nodes share one count.
  await s
    .createTable('login_attempts')
    .addColumn('id', 'integer', id)
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('login_attempts_key_at').on('login_attempts').columns(['key', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'login_attempts',
    'sessions',
    'user_areas',
    'user_roles',
    'users',
    'group_role_roles',
    'group_roles',
    'role_permissions',
    'permissions',
    'roles',
    'ship_tos',
    'credit_information',
    'companies',
    'customer_areas',
    'customers',
    'host_languages',
    'hosts',
    'languages',
    'sales_organisations',
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
