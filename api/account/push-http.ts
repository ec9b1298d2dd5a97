import { Hono } from 'hono';
import { z } from 'zod';
import { vapidKeys } from '../adapters/push/index.ts';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';
import { nowIso } from '../platform/clock.ts';

// A browser's PushSubscription.toJSON(): keys are base64url, the endpoint is the push service's https address.
const subscription = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(200),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]+=*$/)
      .max(100),
  }),
});

/** POST and DELETE /notification/subscriptions (signed in) and GET /notification/vapid-public-key (WEB_NOTIFICATION). */
export const pushRoutes = new Hono<AppEnv>()
  .get('/notification/vapid-public-key', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ publicKey: vapidKeys(c.get('ctx').env).publicKey });
  })
  .use('/notification/subscriptions', requireActor)
  .post('/notification/subscriptions', async (c) => {
    const ctx = signedIn(c);
    const parsed = subscription.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json(errorBody('I001', 'Invalid push subscription'), 400);
    const { endpoint, keys } = parsed.data;
    const at = nowIso();
    // Upsert on the endpoint: a browser subscribing again (or for another user) updates its one row.
    await ctx.db
      .insertInto('pushSubscriptions')
      .values({
        userId: ctx.actor.user.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        host: ctx.host.hostname,
        createdAt: at,
        updatedAt: at,
      })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          userId: ctx.actor.user.id,
          p256dh: keys.p256dh,
          auth: keys.auth,
          host: ctx.host.hostname,
          updatedAt: at,
        }),
      )
      .execute();
    return c.json({ status: true }, 201);
  })
  .delete('/notification/subscriptions', async (c) => {
    const ctx = signedIn(c);
    const body = (await c.req.json().catch(() => null)) as { endpoint?: unknown } | null;
    if (typeof body?.endpoint !== 'string') return c.json(errorBody('I001', 'endpoint is required'), 400);
    await ctx.db.deleteFrom('pushSubscriptions').where('endpoint', '=', body.endpoint).where('userId', '=', ctx.actor.user.id).execute();
    return c.json({ status: true });
  });
