import { Hono } from 'hono';
import { changeCustomer, userProfile } from './service.ts';
import { OK } from '../audit/record.ts';
import { auditedRoute } from '../audit/rest.ts';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';

/** GET /user and POST /change-cust[/{id}] (spec 1 §7). */
export const userRoutes = new Hono<AppEnv>()
  .use('/user', requireActor)
  .use('/change-cust/*', requireActor)
  .use('/change-cust', requireActor)
  .get('/user', async (c) => {
    const ctx = signedIn(c);
    return c.json(await userProfile(ctx.db, ctx.actor, ctx.host.config.sorg));
  })
  .post('/change-cust/:id?', async (c) => {
    const ctx = signedIn(c);
    const id = c.req.param('id');
    if (id !== undefined && !/^\d+$/.test(id)) return c.json(errorBody('I001', 'Customer id must be a number'), 400);
    const by = id !== undefined ? { id: Number(id) } : { r3: c.req.query('r3'), isr: c.req.query('isr') };
    const about = {
      operation: 'changeCust' as const,
      actor: { id: ctx.actor.user.id, username: ctx.actor.user.username },
      customerId: ctx.actor.customer?.id ?? null,
      input: by,
      target: { type: 'customer', ids: [String(id ?? by.r3 ?? '')].filter(Boolean) },
    };
    const result = await auditedRoute(ctx, about, async () => {
      const changed = await changeCustomer(ctx.db, ctx.env.tokenSecret, ctx.actor, by);
      return { value: changed, result: changed.ok ? OK : 'U002' };
    });
    if (!result.ok) return c.json(errorBody('U002', 'Failed change customer, please try again', 'errors.failed_change_customer'), 403);
    return c.json(result.tokens);
  });
