import type { Kysely } from 'kysely';
import { createCounterTriggers, dropCounterTriggers, generationTables } from './0033_cache_generations.ts';

/**
 * Names in the code spell the catalogue one way, `catalog` (prose keeps "catalogue"), and so do the names the
 * database keeps: the claim problems' table, and the change counter of the catalogue cache with its triggers. Both
 * databases carry claim_problems' references along with the table's rename.
 */
const TABLES = generationTables.catalogue;

async function rename(db: Kysely<any>, from: string, to: string) {
  await db.schema.alterTable(`claim_problem_${from}`).renameTo(`claim_problem_${to}`).execute();
  await dropCounterTriggers(db, from, TABLES);
  await db.updateTable('cache_generations').set({ name: to }).where('name', '=', from).execute();
  await createCounterTriggers(db, to, TABLES);
}

export const up = (db: Kysely<any>) => rename(db, 'catalogue', 'catalog');
export const down = (db: Kysely<any>) => rename(db, 'catalog', 'catalogue');
