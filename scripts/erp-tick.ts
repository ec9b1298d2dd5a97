import '../api/node-env.ts';
import { parseArgs } from 'node:util';
import { movedAnything, tick } from '../api/adapters/erp/index.ts';
import { portalErp } from '../api/erp.ts';
import { logReport } from '../api/adapters/erp/timer.ts';
import { openDatabase } from '../api/db/index.ts';
import { migrateToLatest } from '../api/db/migrate.ts';
import { readEnv } from '../api/env.ts';

/**
 * `npm run erp:tick [-- --days N]`: one ERP tick on the portal's database, as if N days had passed (default 0),
 * for demos and by hand. Orders ship a day after they were placed and are invoiced two days after, each on a later
 * tick than the step before: `--days 3` run three times takes a new order all the way to its invoice.
 */
const { values } = parseArgs({ options: { days: { type: 'string', default: '0' } } });
const days = Number(values.days);
if (!Number.isFinite(days) || days < 0) throw new Error(`--days must be a number of days, not ${values.days}`);

const env = readEnv();
const db = await openDatabase(env.databaseUrl);
try {
  await migrateToLatest(db);
  const now = new Date(Date.now() + days * 86_400_000);
  const report = await tick(db, portalErp(db), now);
  console.log(`ERP tick at ${now.toISOString()}`);
  if (movedAnything(report)) logReport(report);
  else console.log('ERP: nothing to do');
} finally {
  await db.destroy();
}
