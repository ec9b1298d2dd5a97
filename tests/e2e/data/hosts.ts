import { inWriteTransaction } from '../../../api/db/write-transaction.ts';
import { e2eDb, uniqueTag } from './database.ts';

/** A host a spec made, and how to take it away again. */
export interface MadeHost {
  hostname: string;
  remove: () => Promise<void>;
}

/**
 * A host of its own for one spec: a copy of `like` (its market, languages, config and feature flags) with `config`
 * laid over its config, on a name of its own under .localhost (Chromium sends those to this machine). No other spec
 * reads it, so a switch set here changes nothing for them. The server reads hosts again within seconds.
 */
export async function newHost(config: Record<string, unknown>, like = 'localhost'): Promise<MadeHost> {
  const db = await e2eDb();
  const hostname = `h${uniqueTag().toLowerCase()}.localhost`;
  const id = await inWriteTransaction(db, async (tx) => {
    const template = await tx.selectFrom('hosts').selectAll().where('hostname', '=', like).executeTakeFirstOrThrow();
    const { id: hostId } = await tx
      .insertInto('hosts')
      .values({
        hostname,
        sorg: template.sorg,
        isDefault: 0,
        config: JSON.stringify({ ...JSON.parse(template.config), ...config }),
        features: template.features,
        statusMessage: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const languages = await tx.selectFrom('hostLanguages').selectAll().where('hostId', '=', template.id).execute();
    await tx
      .insertInto('hostLanguages')
      .values(languages.map((l) => ({ hostId, languageCode: l.languageCode, position: l.position })))
      .execute();
    return hostId;
  });
  return {
    hostname,
    remove: () =>
      inWriteTransaction(db, async (tx) => {
        await tx.deleteFrom('hostLanguages').where('hostId', '=', id).execute();
        await tx.deleteFrom('hosts').where('id', '=', id).execute();
      }),
  };
}
