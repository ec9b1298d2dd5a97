import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/** Where the run's migrated and seeded small database waits to be copied: its data folder and its database URL. */
export type SeededTemplate = { dataDir: string; databaseUrl: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

type Made = { template: SeededTemplate; drop: () => Promise<void> };
// Both vitest projects run this setup in the one main process: the first makes the template, the second reuses it.
const run = globalThis as typeof globalThis & { seededTemplate?: Promise<Made> };

/**
 * Migrates and seeds one small database before the run (vitest's globalSetup); each test file's portal starts on a
 * copy of it (tests/api/harness.ts): a file copy on SQLite, `create database … template` on PostgreSQL. Migrating and
 * seeding anew for each of some ninety files was most of the suite's time on PostgreSQL.
 */
export default async function seededTemplate(project: TestProject) {
  const first = !run.seededTemplate;
  run.seededTemplate ??= makeTemplate();
  const { template, drop } = await run.seededTemplate;
  project.provide('seededTemplate', template);
  return first ? drop : undefined;
}

// The API is imported here, not at the top: a second import of it in the same process would register Pothos' plugins twice.
async function makeTemplate(): Promise<Made> {
  const [{ storageIn }, { openDatabase }, { migrateToLatest }, { seedDatabase }, { testDatabaseUrl }] = await Promise.all([
    import('../../api/adapters/storage/index.ts'),
    import('../../api/db/index.ts'),
    import('../../api/db/migrate.ts'),
    import('../../api/db/seed/index.ts'),
    import('./test-database.ts'),
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-template-'));
  const database = await testDatabaseUrl(dataDir);
  const db = await openDatabase(database.url);
  try {
    await migrateToLatest(db);
    await seedDatabase(db, 'small', storageIn(dataDir));
  } finally {
    // Closed before any copy: SQLite folds its journal into the file, and PostgreSQL copies only an unused template.
    await db.destroy();
  }
  const drop = async () => {
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { template: { dataDir, databaseUrl: database.url }, drop };
}
