import type { APIRequestContext } from '@playwright/test';
import type { ContentMarketType, MenuContext } from '../../src/rules/navigation.ts';
import { e2eDatabase, PASSWORD } from './support.ts';

/** The content types a user has a target market of (what the side menu asks the API), from the server's database. */
export function contentMarketsOf(username: string): ContentMarketType[] {
  const db = e2eDatabase();
  try {
    const rows = db.prepare(`SELECT DISTINCT m.type FROM content_target_markets m JOIN user_content_target_markets um ON um.market_id = m.id
      JOIN users u ON u.id = um.user_id WHERE u.username = ?`).all(username) as { type: ContentMarketType }[];
    return rows.map((r) => r.type).sort();
  } finally {
    db.close();
  }
}

/** Which catalogue categories of a market have products, straight from the database the server runs on. */
export function categoriesOf(sorg: string) {
  const db = e2eDatabase();
  try {
    const has = (sql: string) => !!db.prepare(sql).get(sorg);
    return {
      bike: has("select 1 from articles where sorg = ? and category = 'BIKE'"),
      paa: has("select 1 from articles where sorg = ? and category = 'PAA'"),
      groupset: has('select 1 from groupsets g join groupset_articles ga on ga.groupset_id = g.id where g.sorg = ?'),
    };
  } finally {
    db.close();
  }
}

/** Everything the side menu of a user on a host is computed from, read from the API and the server's database. */
export async function menuContextOf(request: APIRequestContext, username: string, host = 'localhost'): Promise<MenuContext & { limitation: string | null }> {
  const origin = host === 'localhost' ? '' : `http://${host}:${Number(process.env.E2E_PORT ?? 4173)}`;
  const login = await request.post(`${origin}/login`, { data: { username, password: PASSWORD } });
  const { requestToken } = await login.json() as { requestToken: string };
  const user = await (await request.get(`${origin}/user`, { headers: { authorization: `Bearer ${requestToken}` } })).json() as
    { scopes: string[]; isSales: boolean; limitation: string | null };
  const config = await (await request.get(`/server/config/${host}`)).json();
  return {
    scopes: user.scopes, news: config.features.NEWS, previewPage: config.allowPreviewPage, categories: categoriesOf(config.sorg),
    hasUserAreas: user.isSales, contentMarkets: contentMarketsOf(username), limitation: user.limitation,
  };
}
