import { startSession } from '../../api/auth/sessions.ts';
import type { Portal } from './harness.ts';

/** An access token for a demo user straight from a new session, without the login route (these tests are not about it). */
export async function sessionToken(portal: Portal, username: string): Promise<string> {
  const user = await portal.db.selectFrom('users').select(['id', 'customerId']).where('username', '=', username).executeTakeFirstOrThrow();
  const customer = user.customerId
    ? await portal.db.selectFrom('customers').selectAll().where('id', '=', user.customerId).executeTakeFirstOrThrow()
    : null;
  return (await startSession(portal.db, portal.env.tokenSecret, user.id, customer)).requestToken;
}
