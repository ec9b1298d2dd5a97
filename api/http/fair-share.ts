import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { asWorkOf } from '../db/read-pool.ts';
import { fairShareRefusals } from '../platform/metrics.ts';
import { type AppEnv, errorBody, type SessionCheck } from './types.ts';

/**
 * Per signed-in user on /graphql: requests running at once, requests waiting beside them, requests per minute.
 * Two running: on SQLite the light statements of a request hold the event loop while they run (the heavy reads go to
 * the read pool, db/read-pool.ts, which serves users in turn), so another user waits for at most two of one user's
 * requests; sixteen admitted in all, so a page's burst of queries is served, in turn, not refused.
 */
export interface FairShareLimits {
  running: number;
  waiting: number;
  perMinute: number;
}
export const defaultFairShare: FairShareLimits = { running: 2, waiting: 14, perMinute: 1200 };

/**
 * Counts a user's requests in the current minute. This one counts per API node, in memory: with several nodes a
 * user may send `perMinute` to each. A counter over the database or a shared store can take its place without
 * changing the gate (the interface is asynchronous for that reason).
 */
export interface RequestCounter {
  hit(key: string, now: number): Promise<{ count: number; resetAt: number }>;
}

export function nodeCounter(windowMs = 60_000): RequestCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, now) {
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        if (windows.size > 10_000) for (const [k, old] of windows) if (old.resetAt <= now) windows.delete(k);
        w = { count: 0, resetAt: now + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { ...w };
    },
  };
}

/**
 * With SQLite the queries run synchronously, so a request, once started, holds the event loop until it answers.
 * Starting each admitted request (and each hand-over) on a later turn of the loop lets other users' requests
 * that arrived meanwhile in first: they wait for at most `running` of one user's requests, never for the queue.
 */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

const R001 = 'You are sending too many requests at once. Please wait a moment and try again.';
const tooMany = (c: Context<AppEnv>, retryAfterSeconds: number) => {
  fairShareRefusals.inc();
  c.header('Retry-After', String(Math.max(1, retryAfterSeconds)));
  return c.json(
    {
      ...errorBody('R001', R001, 'errors:server.R001', { retryAfterSeconds }),
      errors: [{ message: R001, extensions: { code: 'R001', retryAfterSeconds } }],
    },
    429,
  );
};

/**
 * Fair share of the server for each user: at most `running` of one user's GraphQL requests run at once and
 * `waiting` more queue behind them; anything beyond, or beyond `perMinute`, answers 429 with Retry-After at once,
 * so one user's burst of heavy queries waits on itself and never in front of everyone else.
 * The running/waiting gate lives in this process: it guards this node's event loop, which is what a burst stalls,
 * so per node is the right scope for it. It runs before requireActor and keys on the verified token's user: a
 * request waiting here has not touched the database yet (reading the actor would compete with the running ones).
 * Requests without a valid token pass on to requireActor, which refuses them.
 */
export function fairShare(
  tokenUserOf: SessionCheck['tokenUserOf'],
  limits: FairShareLimits = defaultFairShare,
  counter: RequestCounter = nodeCounter(),
) {
  const gates = new Map<number, { running: number; queue: (() => void)[] }>();
  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = await tokenUserOf(c);
    if (userId === null) return next();
    const now = Date.now();
    const rate = await counter.hit(`graphql:${userId}`, now);
    if (rate.count > limits.perMinute) return tooMany(c, Math.ceil((rate.resetAt - now) / 1000));

    let gate = gates.get(userId);
    if (!gate) gates.set(userId, (gate = { running: 0, queue: [] }));
    if (gate.running >= limits.running) {
      if (gate.queue.length >= limits.waiting) return tooMany(c, 1);
      // The slot is handed over by the request that finishes (running stays counted).
      await new Promise<void>((resolve) => gate!.queue.push(resolve));
    } else {
      gate.running++;
      await turn();
    }
    try {
      // The read pool serves the users whose heavy reads wait in turn (db/read-pool.ts).
      await asWorkOf(`user:${userId}`, next);
    } finally {
      const waiting = gate.queue.shift();
      if (waiting) setImmediate(waiting);
      else if (--gate.running === 0) gates.delete(userId);
    }
  });
}
