import { Hono } from 'hono';
import { createGraphqlHandler } from '../graphql/yoga.ts';
import { requireActor } from './guard.ts';
import type { AppEnv } from './types.ts';

/** POST /graphql for signed-in users; POST /public/graphql for the few operations anyone may call. */
export function graphqlRoutes(production: boolean) {
  const signedIn = createGraphqlHandler('/graphql', production);
  const open = createGraphqlHandler('/public/graphql', production);
  return new Hono<AppEnv>()
    .use('/graphql', requireActor)
    .on(['GET', 'POST'], '/graphql', (c) => signedIn.fetch(c.req.raw, c.get('ctx')))
    .on(['GET', 'POST'], '/public/graphql', (c) => open.fetch(c.req.raw, { ...c.get('ctx'), actor: null }));
}
