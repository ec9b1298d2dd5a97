import { forgetHosts } from '../../api/config/service.ts';
import type { Database } from '../../api/db/index.ts';

/** Changes flags of a host's config until the answer is called, which puts the config back as it was. */
export async function withHostFlags(db: Database, hostname: string, flags: Record<string, unknown>) {
  const row = await db.selectFrom('hosts').select('config').where('hostname', '=', hostname).executeTakeFirstOrThrow();
  const set = async (config: string) => {
    await db.updateTable('hosts').set({ config }).where('hostname', '=', hostname).execute();
    forgetHosts(db);
  };
  await set(JSON.stringify({ ...JSON.parse(row.config), ...flags }));
  return () => set(row.config);
}
