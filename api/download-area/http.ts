import { Hono } from 'hono';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';
import { DOWNLOAD_AREA, isAudit, ownReadyFile } from './service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * GET /api/download-area/{id} (spec 2 §7): the file of a ready request, to the user who asked for it only, and (unless
 * support) while acting for the same customer. Any other id, another user's included, answers the 404 of a missing one.
 */
export const downloadAreaRoutes = new Hono<AppEnv>().use('/api/download-area/*', requireActor).get('/api/download-area/:id', async (c) => {
  const ctx = signedIn(c);
  if (!ctx.actor.scopes.has(DOWNLOAD_AREA) || (!ctx.actor.customer && !isAudit(ctx))) return c.json(errorBody('U002', 'Forbidden'), 403);
  const notFound = () => c.json(errorBody('N001', 'File not found'), 404);
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id < 1) return notFound();
  const file = await ownReadyFile(ctx, id);
  const bytes = file?.fileKey ? await ctx.storage.get(file.fileKey) : null;
  if (!file || !bytes) return notFound();
  const name = file.fileName ?? `download-${id}.xlsx`;
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': XLSX,
    'Content-Disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
});
