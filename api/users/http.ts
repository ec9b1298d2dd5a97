import { Hono } from 'hono';
import { z } from 'zod';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';
import { userAdminOf } from './access.ts';
import { usersFileName, usersWorkbook } from './export.ts';
import { usersTexts } from './texts.ts';
import { nowIso } from '../platform/clock.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const downloadQuery = z.object({
  groupRoleIds: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((s) => s.split(',').map(Number))
    .nullish(),
  lang: z.string().max(10).nullish(),
});

/**
 * GET /api/admin/users/download-excel?groupRoleIds=1,2 (spec 3 §7): the users as an xlsx, headers in the
 * requester's language. The same bearer token and scopes as the users API; a US admin gets only US users.
 */
export const userAdminRoutes = new Hono<AppEnv>()
  .use('/api/admin/users/*', requireActor)
  .get('/api/admin/users/download-excel', async (c) => {
    const ctx = signedIn(c);
    const admin = await userAdminOf(ctx.db, ctx.actor);
    if (!admin) return c.json(errorBody('U002', 'Forbidden'), 403);
    const query = downloadQuery.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== '')));
    if (!query.success) return c.json(errorBody('I001', 'Invalid input', undefined, { issues: query.error.issues }), 400);
    try {
      const file = await usersWorkbook(ctx.db, admin, query.data.groupRoleIds ?? [], usersTexts(query.data.lang, ctx.actor.user.language));
      const name = usersFileName(nowIso().slice(0, 10));
      return c.body(new Uint8Array(file), 200, {
        'Content-Type': XLSX,
        'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Cache-Control': 'no-store',
      });
    } catch (err) {
      console.error('Users export failed', err);
      return c.json(errorBody('OE1', 'Something went wrong (OE1).', 'users:excel.failed'), 500);
    }
  });
