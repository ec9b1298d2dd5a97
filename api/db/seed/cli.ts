// npx tsx api/db/seed/cli.ts --size small|demo|large [--reset]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { storageFor } from '../../adapters/storage/index.ts';
import { objectStorageOf } from '../../env.ts';
import { openDatabase } from '../index.ts';
import { migrateToLatest } from '../migrate.ts';
import type { DB } from '../types.ts';
import { isSeeded, seedDatabase, type SeedSize } from './index.ts';

const { values } = parseArgs({
  options: { size: { type: 'string', default: process.env.SEED_SIZE ?? 'demo' }, reset: { type: 'boolean', default: false } },
});
const size = values.size as SeedSize;
if (!['small', 'demo', 'large'].includes(size)) fail(`--size must be small, demo or large, not ${size}`);

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data/runtime');
const url = process.env.DATABASE_URL ?? path.join(dataDir, 'portal.sqlite');
const isPostgres = /^postgres(ql)?:\/\//.test(url);
const file = url.replace(/^sqlite:/, '');

if (values.reset) {
  // Deleting the file is the only reset that also drops tables later migrations added; PostgreSQL is left to its owner.
  if (isPostgres) fail('--reset only deletes SQLite files; recreate the PostgreSQL database yourself, then seed without --reset.');
  if (file !== ':memory:') for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
}

const db = await openDatabase(url);
try {
  await migrateToLatest(db);
  if (await isSeeded(db)) {
    fail(
      `${isPostgres ? 'The database' : file} already has users; seeding again would duplicate the demo data. Add --reset to start over.`,
    );
  }
  const started = performance.now();
  // Banner images go where the server reads them: DATA_DIR/uploads, or the bucket S3_BUCKET names.
  await seedDatabase(db, size, storageFor({ dataDir, objectStorage: objectStorageOf(process.env) }));
  console.log(`Seeded demo data (size ${size}) into ${isPostgres ? 'PostgreSQL' : file} in ${Math.round(performance.now() - started)} ms`);
  const tables: (keyof DB)[] = [
    'salesOrganisations',
    'languages',
    'hosts',
    'hostLanguages',
    'companies',
    'customers',
    'customerAreas',
    'shipTos',
    'creditInformation',
    'permissions',
    'roles',
    'rolePermissions',
    'groupRoles',
    'groupRoleRoles',
    'users',
    'userRoles',
    'userAreas',
    'announcements',
    'banners',
    'bikeCategories',
    'cartLines',
    'contentTargetMarkets',
    'userContentTargetMarkets',
    'merchandiseCategories',
    'warehouses',
    'groupsets',
    'productGroups',
    'articles',
    'articleSpecifications',
    'articleImages',
    'articleTagCategories',
    'articleTags',
    'groupsetArticles',
    'stock',
    'promotions',
    'promotionDetails',
    'volumeDiscounts',
    'customerPrices',
    'articleAnalysis',
    'restockSubscriptions',
    'orderQuotas',
    'customerPurchases',
  ];
  for (const table of tables) {
    const { n } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    console.log(`  ${table.padEnd(24)} ${Number(n)}`);
  }
} finally {
  await db.destroy();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
