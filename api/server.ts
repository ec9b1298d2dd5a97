import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { demoLogins, DEMO_PASSWORD, isSeeded, seedDatabase } from './db/seed/index.ts';
import { readEnv } from './env.ts';

/** Entry point: reads env, opens and migrates the database, seeds an empty one, listens. */
const env = readEnv();
const db = await openDatabase(env.databaseUrl);
await migrateToLatest(db);
if (!(await isSeeded(db))) {
  console.log(`Seeding demo data (size ${env.seedSize})...`);
  await seedDatabase(db, env.seedSize);
}

const app = createApp({ db, env });
const server = serve({ fetch: app.fetch, port: env.port, hostname: '0.0.0.0' }, ({ port }) => {
  console.log(`\nDealer portal: http://localhost:${port}/`);
  console.log(`Other markets: http://{id,us,eu,my,sg,ca}.localhost:${port}/`);
  console.log(`Demo logins (password ${DEMO_PASSWORD}):`);
  for (const login of demoLogins) console.log(`  ${login.username.padEnd(10)} ${login.description}`);
});

const stop = () => server.close(() => db.destroy().finally(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
