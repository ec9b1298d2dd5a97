import type { APIRequestContext } from '@playwright/test';
import type { MenuContext } from '../../src/rules/navigation.ts';
import { categoriesOf, contentMarketsOf } from './data/people.ts';
import { PASSWORD } from './support.ts';

/** Everything the side menu of a user on a host is computed from, read from the API and the server's database. */
export async function menuContextOf(
  request: APIRequestContext,
  username: string,
  host = 'localhost',
): Promise<MenuContext & { limitation: string | null }> {
  const origin = host === 'localhost' ? '' : `http://${host}:${Number(process.env.E2E_PORT ?? 4173)}`;
  const login = await request.post(`${origin}/login`, { data: { username, password: PASSWORD } });
  const { requestToken } = (await login.json()) as { requestToken: string };
  const user = (await (await request.get(`${origin}/user`, { headers: { authorization: `Bearer ${requestToken}` } })).json()) as {
    scopes: string[];
    isSales: boolean;
    limitation: string | null;
  };
  const config = await (await request.get(`/server/config/${host}`)).json();
  return {
    scopes: user.scopes,
    news: config.features.NEWS,
    previewPage: config.allowPreviewPage,
    categories: await categoriesOf(config.sorg),
    hasUserAreas: user.isSales,
    contentMarkets: await contentMarketsOf(username),
    quotes: !!config.quoteFromPieces,
    limitation: user.limitation,
  };
}
