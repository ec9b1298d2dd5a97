import { z } from 'zod';
import type { GatewayEvent } from '../adapters/payment/index.ts';
import { signatureValid } from '../adapters/payment/signature.ts';
import type { Database } from '../db/index.ts';
import { applyGatewayEvent } from './settle.ts';
import { auditedGatewayEvent } from '../audit/webhook.ts';

const eventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['payment_request.paid', 'payment_request.failed', 'payment_request.expired']),
  createdAt: z.string().max(40),
  data: z.object({
    externalId: z.string().min(1).max(100),
    amount: z.number().int(),
    currency: z.string().max(3),
    reason: z.string().max(200).nullish(),
  }),
}) satisfies z.ZodType<GatewayEvent>;

export interface WebhookAnswer {
  status: 200 | 400 | 401;
  body: Record<string, unknown>;
}

/** Events older than this are refused unless the environment says otherwise (PAYMENT_WEBHOOK_MAX_AGE_SECONDS). */
export const WEBHOOK_MAX_AGE_SECONDS = 3600;
/** How far ahead of our clock a gateway's clock may be. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * POST /api/payments/webhook: the signature over the raw body is checked before anything is read (a bad one
 * changes nothing), an event created longer ago than `maxAgeSeconds` is refused, then the event is applied once. The sandbox hands its events to this same function.
 */
export async function receiveWebhook(
  db: Database,
  secret: string,
  rawBody: string,
  signature: string | null | undefined,
  { maxAgeSeconds = WEBHOOK_MAX_AGE_SECONDS, now = Date.now() }: { maxAgeSeconds?: number; now?: number } = {},
): Promise<WebhookAnswer> {
  if (!signatureValid(secret, rawBody, signature)) return { status: 401, body: { code: 'U001', message: 'Invalid signature' } };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { status: 400, body: { code: 'I001', message: 'The body is not JSON' } };
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return { status: 400, body: { code: 'I001', message: 'Not a payment event' } };
  // A signed event replayed later (a captured request sent again) is refused: only fresh events are applied.
  const created = Date.parse(event.data.createdAt);
  if (Number.isNaN(created) || created < now - maxAgeSeconds * 1000 || created > now + CLOCK_SKEW_MS) {
    return { status: 400, body: { code: 'I001', message: 'The event is too old or from the future' } };
  }
  // The change and its audit row commit together.
  const outcome = await auditedGatewayEvent(db, event.data, () => applyGatewayEvent(db, event.data));
  if (outcome === 'unknown_request' || outcome === 'amount_mismatch') {
    console.warn(`Payment webhook: event ${event.data.id} (${event.data.type}) for ${event.data.data.externalId}: ${outcome}`);
  }
  return { status: 200, body: { received: true, outcome } };
}
