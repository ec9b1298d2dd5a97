import { Hono } from 'hono';
import { SIGNATURE_HEADER, webhookSecret } from '../adapters/payment/signature.ts';
import { isReadOnlyUser } from '../../src/rules/read-only.ts';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';
import { gatewayOf, isSandbox } from './gateway.ts';
import { receiveWebhook } from './webhook.ts';

/**
 * POST /api/payments/webhook: the gateway reports outcomes here, signed over the raw body (no session).
 * POST /api/payments/sandbox/pay/:virtualAccountNo: someone pays a virtual account at the sandbox's pretend bank;
 * only while the host's gateway is the sandbox, and only for a user of the invoice payment page (page.invoice-status)
 * who may change things, for a request of the customer the session acts for: support staff (limitation audit) read
 * invoices across customers but pay none.
 */
export const paymentRoutes = new Hono<AppEnv>()
  .post('/api/payments/webhook', async (c) => {
    const ctx = c.get('ctx');
    const raw = await c.req.text();
    const answer = await receiveWebhook(ctx.db, webhookSecret(ctx.env.tokenSecret), raw, c.req.header(SIGNATURE_HEADER), {
      maxAgeSeconds: ctx.env.paymentWebhookMaxAgeSeconds,
    });
    return c.json(answer.body, answer.status);
  })
  .use('/api/payments/sandbox/*', requireActor)
  .post('/api/payments/sandbox/pay/:virtualAccountNo', async (c) => {
    const ctx = signedIn(c);
    if (!ctx.actor.scopes.has('page.invoice-status')) return c.json(errorBody('U002', 'Forbidden'), 403);
    if (isReadOnlyUser(ctx.actor?.user)) return c.json(errorBody('U002', 'Your access is read-only'), 403);
    const gateway = gatewayOf(ctx);
    if (!isSandbox(gateway)) return c.json(errorBody('N001', 'Not found'), 404);
    const virtualAccountNo = c.req.param('virtualAccountNo');
    if (!/^\d{6,30}$/.test(virtualAccountNo)) return c.json(errorBody('I001', 'Not a virtual account number'), 400);
    // Only a request of the customer the session acts for, answered like an unknown number otherwise.
    const own = await ctx.db
      .selectFrom('paymentRequests')
      .select('id')
      .where('virtualAccountNo', '=', virtualAccountNo)
      .where('customerId', '=', ctx.actor.customer?.id ?? -1)
      .executeTakeFirst();
    if (!own) return c.json(errorBody('N001', 'No such virtual account'), 404);
    const paid = await gateway.payVirtualAccount(virtualAccountNo);
    if (paid.outcome === 'unknown') return c.json(errorBody('N001', 'No such virtual account'), 404);
    if (paid.outcome === 'closed') return c.json(errorBody('C001', `This virtual account is ${paid.status}`), 409);
    if (paid.outcome === 'expired') return c.json(errorBody('C001', 'This virtual account has expired'), 409);
    return c.json({ status: 'paid' });
  });
