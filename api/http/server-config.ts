import { Hono } from 'hono';
import { resolveHost } from '../config/service.ts';
import { maintenanceAnswer } from './guard.ts';
import type { AppEnv } from './types.ts';

/** GET /server/config/{host} and GET /server/status?host= (spec 1 §7): public, read before sign-in. */
export const serverConfigRoutes = new Hono<AppEnv>()
  .get('/server/config/:host', async (c) => {
    const host = await resolveHost(c.get('ctx').db, c.req.param('host'));
    c.header('Cache-Control', 'no-cache');
    return c.json(host.config);
  })
  .get('/server/status', async (c) => {
    const ctx = c.get('ctx');
    const asked = c.req.query('host');
    const host = asked ? await resolveHost(ctx.db, asked) : ctx.host;
    c.header('Cache-Control', 'no-store');
    if (host.status === 'maintenance') {
      ctx.host = host;
      return maintenanceAnswer(c);
    }
    return c.json({ status: 'online', message: null });
  });
