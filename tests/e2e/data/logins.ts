import type { Updateable } from 'kysely';
import type { Database } from '../../../api/db/index.ts';
import type { UserTable } from '../../../api/db/types.ts';
import { inWriteTransaction } from '../../../api/db/write-transaction.ts';
import { e2eDb, uniqueTag } from './database.ts';

/** A login as a spec made it: what it signs in with. */
export interface MadeLogin {
  username: string;
  userId: number;
}

/**
 * A copy of a seeded login (`like`) under a new username: the same roles, group role, limitation, language, sales
 * areas, content markets and password, with `set` changed (a dealer's copy gets its own customer).
 */
export async function copyLogin(tx: Database, like: string, set: Updateable<UserTable> = {}): Promise<MadeLogin> {
  const { id: templateId, ...template } = await tx.selectFrom('users').selectAll().where('username', '=', like).executeTakeFirstOrThrow();
  const username = `e2e-${like}-${uniqueTag().toLowerCase()}`;
  const { id: userId } = await tx
    .insertInto('users')
    .values({
      ...template,
      username,
      email: `${username}@example.com`,
      createdAt: new Date().toISOString(),
      deletedAt: null,
      deletedBy: null,
      ...set,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = await tx.selectFrom('userRoles').select('roleId').where('userId', '=', templateId).execute();
  if (roles.length)
    await tx
      .insertInto('userRoles')
      .values(roles.map((r) => ({ userId, roleId: r.roleId })))
      .execute();
  const areas = await tx
    .selectFrom('userAreas')
    .select(['sorg', 'limitation', 'option', 'value'])
    .where('userId', '=', templateId)
    .execute();
  if (areas.length)
    await tx
      .insertInto('userAreas')
      .values(areas.map((a) => ({ ...a, userId })))
      .execute();
  const markets = await tx.selectFrom('userContentTargetMarkets').select('marketId').where('userId', '=', templateId).execute();
  if (markets.length)
    await tx
      .insertInto('userContentTargetMarkets')
      .values(markets.map((m) => ({ userId, marketId: m.marketId })))
      .execute();
  return { username, userId };
}

/**
 * A staff login of a spec's own, shaped like a seeded one (`like`: admin, support, sales...). What it does (the
 * customer it last chose, its downloads, the audit rows it leaves) no other spec sees; as `sales`, it acts for the
 * same dealers, those made by newDealer() included.
 */
export async function newStaff(like: string): Promise<MadeLogin> {
  const db = await e2eDb();
  return inWriteTransaction(db, (tx) => copyLogin(tx, like));
}
