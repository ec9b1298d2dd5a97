import { Hono } from 'hono';
import { z } from 'zod';
import { precisionOf } from '../../src/rules/money.ts';
import { openOrderFileName, openOrderWorkbook } from './open-orders-export.ts';
import { openOrderTexts } from './open-orders-texts.ts';
import { filteredOpenLines, marketToday, openOrderFilterSchema } from './open-orders.ts';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Query parameters arrive as text: the filters of the page, plus the language the headers are written in.
const openOrderQuery = openOrderFilterSchema.extend({
  consignmentOnly: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .nullish(),
  lang: z.string().max(10).nullish(),
});

/**
 * GET /api/reports/{name}/download (spec 2 §7): a report of the active customer as a file. 'open-order' is the only
 * report so far. Same rules as the page: a signed-in user with page.order-status acting for a customer.
 */
export const reportRoutes = new Hono<AppEnv>().use('/api/reports/*', requireActor).get('/api/reports/:name/download', async (c) => {
  const ctx = signedIn(c);
  const customer = ctx.actor.customer;
  if (!ctx.actor.scopes.has('page.order-status') || !customer) return c.json(errorBody('U002', 'Forbidden'), 403);
  if (c.req.param('name') !== 'open-order') return c.json(errorBody('N001', 'No such report'), 404);
  const query = openOrderQuery.safeParse(Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== '')));
  if (!query.success) return c.json(errorBody('I001', 'Invalid input', undefined, { issues: query.error.issues }), 400);

  const { lang, ...filter } = query.data;
  const today = marketToday();
  try {
    const lines = await filteredOpenLines(ctx.db, customer, filter);
    const file = await openOrderWorkbook(lines, {
      t: openOrderTexts(lang, ctx.actor.user.language),
      precisionOf: (currency) => precisionOf(currency, ctx.host.config),
      dateFormat: ctx.host.config.dateFormat,
    });
    const name = openOrderFileName(today);
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': XLSX,
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
    });
  } catch (err) {
    console.error('Open-order export failed', err);
    return c.json(errorBody('OE1', 'Something went wrong (OE1).', 'open-orders:export.failed'), 500);
  }
});
