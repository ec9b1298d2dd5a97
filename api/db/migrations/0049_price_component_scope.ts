import type { Kysely } from 'kysely';
import { dropScope, grantNewScope } from './helpers.ts';

/**
 * The admin table of price components has its own scope; the roles that run the market's other admin content (those
 * holding the announcements admin) get it, as the seeds' content administrator does.
 */
const SCOPE = 'price-component.cud';

export async function up(db: Kysely<any>) {
  await grantNewScope(db, SCOPE, 'Price components: which money components each market shows (admin)', 'page.announcement');
}

export async function down(db: Kysely<any>) {
  await dropScope(db, SCOPE);
}
