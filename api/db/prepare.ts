import { sql } from 'kysely';
import type { FileStorage } from '../files/storage.ts';
import type { Database } from './index.ts';
import { isPostgres } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import { isSeeded, type SeedSize, seedDatabase } from './seed/index.ts';

// Any fixed number all nodes agree on; it names the lock, nothing else.
const PREPARE_LOCK = 240_324_001;

/**
 * Migrates the database and seeds it when empty. On PostgreSQL the whole step holds a session advisory lock, so of
 * several API nodes starting at once one migrates and seeds while the others wait and then find nothing to do (the
 * migrator's own lock covers migrations only: two nodes would both see an empty database and both seed it).
 */
export async function prepareDatabase(db: Database, size: SeedSize, storage: FileStorage, onSeed: () => void = () => {}): Promise<void> {
  const work = async () => {
    await migrateToLatest(db);
    if (!(await isSeeded(db))) {
      onSeed();
      await seedDatabase(db, size, storage);
    }
  };
  if (!isPostgres(db)) return work();
  await db.connection().execute(async (session) => {
    await sql`select pg_advisory_lock(${PREPARE_LOCK})`.execute(session);
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${PREPARE_LOCK})`.execute(session);
    }
  });
}
