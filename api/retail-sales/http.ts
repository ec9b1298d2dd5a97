import { Hono } from 'hono';
import { z } from 'zod';
import { asLocale, DEFAULT_LOCALE } from '../../src/rules/locales.ts';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { IN_ACCOUNT, normalFrameNumber } from '../../src/rules/registration.ts';
import { requireActor } from '../auth/guard.ts';
import { signedIn } from '../http/guard.ts';
import { type AppEnv, errorBody } from '../http/types.ts';
import { namespaceTexts } from '../i18n/texts.ts';
import { RETAIL_SALES } from './answer.ts';
import { warrantyCertificatePdf } from './pdf.ts';
import { registrationRows } from './rows.ts';
import { warrantyOf } from './warranty.ts';

const texts = namespaceTexts('retail-sales');

// The spec's fields (frame, type pdf, brand), as JSON or form body or query, plus the language the page is read in.
const request = z.object({
  frame: z.string().min(1).max(60),
  type: z.literal('pdf').default('pdf'),
  brand: z.string().max(60).nullish(),
  lang: z.string().max(10).nullish(),
});

async function fieldsOf(req: Request, query: Record<string, string>) {
  const type = req.headers.get('content-type') ?? '';
  let body: Record<string, unknown> = {};
  if (type.includes('application/json')) body = (await req.json().catch(() => ({}))) as Record<string, unknown>;
  else if (type.includes('form')) body = Object.fromEntries((await req.formData().catch(() => new FormData())).entries());
  return { ...query, ...body };
}

/**
 * POST /api/retail-sales/warranty (spec 2 §7 Frames): the warranty certificate of a bike the active customer registered,
 * as a PDF in the reader's language. Same rules as the page: page.customer-sales-report acting for a customer; another
 * dealer's frame, or one not registered yet, is not found; one the consumer account does not hold yet has no certificate.
 */
export const retailSalesRoutes = new Hono<AppEnv>()
  .use('/api/retail-sales/*', requireActor)
  .post('/api/retail-sales/warranty', async (c) => {
    const ctx = signedIn(c);
    const customer = ctx.actor.customer;
    if (!ctx.actor.scopes.has(RETAIL_SALES) || !customer) return c.json(errorBody('U002', 'Forbidden'), 403);
    const parsed = request.safeParse(await fieldsOf(c.req.raw, c.req.query()));
    if (!parsed.success) return c.json(errorBody('I001', 'Invalid input', undefined, { issues: parsed.error.issues }), 400);
    const { frame, brand, lang } = parsed.data;

    let q = registrationRows(ctx.db).where('r.customerId', '=', customer.id).where('f.frameNumber', '=', normalFrameNumber(frame));
    if (brand) q = q.where((eb) => eb(eb.fn('lower', ['a.brand']), '=', brand.toLowerCase()));
    const registration = await q.executeTakeFirst();
    if (!registration) return c.json(errorBody('N001', 'No registration of this frame'), 404);
    if (!IN_ACCOUNT.includes(registration.status)) {
      return c.json(
        errorBody('C001', 'The warranty starts once the consumer account holds the registration', 'retail-sales:warranty.not_yet'),
        409,
      );
    }
    // The reader's language: the user's own, else the page's.
    const locale = [ctx.actor.user.language, lang].map((l) => asLocale(l)).find((l) => l) ?? DEFAULT_LOCALE;
    const file = await warrantyCertificatePdf(
      {
        registration,
        warranty: await warrantyOf(ctx.db, registration.brand, registration.soldDate),
        dealerCompany: `${customer.name} (${displayCustomerCode({ isr: customer.codeIsr, r3: customer.codeR3 })})`,
        dateFormat: ctx.host.config.dateFormat,
        locale,
      },
      texts.in(locale),
    );
    const name = `warranty-${registration.frameNumber}.pdf`;
    return c.body(new Uint8Array(file), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'no-store',
    });
  });
