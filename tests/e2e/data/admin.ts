import type { APIRequestContext } from '@playwright/test';
import { graphqlAs, tokenOf } from '../ordering.ts';
import { e2eDb, uniqueTag } from './database.ts';

/**
 * A news market of the Indonesian organisation that only the given logins read, made by the content admin; answers
 * its id and name. News published to it reaches those logins and no other dealer.
 */
export async function ownNewsMarket(request: APIRequestContext, ...usernames: string[]) {
  const name = `Dealer circle ${uniqueTag()}`;
  const content = await tokenOf(request, 'content');
  const { createContentTargetMarket: made } = await graphqlAs(
    request,
    content,
    'mutation($i: ContentTargetMarketInput!) { createContentTargetMarket(input: $i) { message { status description } id } }',
    { i: { type: 'news', name, sorg: '1000' } },
  );
  if (!made.message.status) throw new Error(`news market not made: ${made.message.description}`);
  const id = made.id as number;
  const db = await e2eDb();
  const users = await db.selectFrom('users').select('id').where('username', 'in', usernames).execute();
  await db
    .insertInto('userContentTargetMarkets')
    .values(users.map((u) => ({ userId: u.id, marketId: id })))
    .execute();
  return { id, name };
}
