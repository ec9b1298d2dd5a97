import '../api/node-env.ts';
import { consumerAccountsFor, consumerAccountsTick } from '../api/adapters/consumer-accounts/index.ts';
import { logConsumerAccounts } from '../api/adapters/consumer-accounts/timer.ts';
import { openDatabase } from '../api/db/index.ts';
import { migrateToLatest } from '../api/db/migrate.ts';
import { readEnv } from '../api/env.ts';

/** `npm run consumer-accounts:tick`: sends the waiting warranty registrations to the consumer account system once, by hand. */
const env = readEnv();
const db = await openDatabase(env.databaseUrl);
try {
  await migrateToLatest(db);
  const report = await consumerAccountsTick(db, consumerAccountsFor());
  if (report.accepted.length + report.refused.length + report.retry) logConsumerAccounts(report);
  else console.log('Consumer accounts: nothing to send');
} finally {
  await db.destroy();
}
