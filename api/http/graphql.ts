import { Hono } from 'hono';
import type { Env } from '../env.ts';
import { answerGraphql } from '../graphql/direct.ts';
import { createGraphqlHandler } from '../graphql/yoga.ts';
import { clientAddress } from './client.ts';
import { defaultFairShare, fairShare } from './fair-share.ts';
import type { AppEnv, SessionCheck } from './types.ts';

/**
 * POST /graphql for signed-in users, each with a fair share of the server (fair-share.ts, before the actor is
 * read); POST /public/graphql for the few operations anyone may call.
 */
export function graphqlRoutes(env: Env, { requireActor, tokenUserOf }: SessionCheck) {
  const production = env.mode === 'production';
  const signedIn = createGraphqlHandler('/graphql', production);
  const open = createGraphqlHandler('/public/graphql', production);
  return new Hono<AppEnv>()
    .use('/graphql', fairShare(tokenUserOf, env.graphqlFairShare ?? defaultFairShare), requireActor)
    .on(['GET', 'POST'], '/graphql', (c) => answerGraphql(c, signedIn, { ...c.get('ctx'), clientAddress: clientAddress(c) }))
    .on(['GET', 'POST'], '/public/graphql', (c) =>
      answerGraphql(c, open, { ...c.get('ctx'), actor: null, clientAddress: clientAddress(c) }),
    );
}
