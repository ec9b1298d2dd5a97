import type { GatewayEvent } from '../adapters/payment/index.ts';
import type { Database } from '../db/index.ts';
import { runWriteScope } from '../db/write-scope.ts';
import { OK, writeAudit } from './record.ts';

/** The host column of a gateway's rows: the gateway calls in on no portal host. */
export const GATEWAY_HOST = 'gateway';

/**
 * Applies one gateway event with its audit row in one transaction. Only an event that changed a payment request
 * ('applied') writes a row: a replay, an unknown request or an amount that does not match changes nothing.
 */
export async function auditedGatewayEvent<O extends string>(db: Database, event: GatewayEvent, apply: () => Promise<O>): Promise<O> {
  const { value } = await runWriteScope(db, async () => {
    const outcome = await apply();
    if (outcome === 'applied') {
      const request = await db
        .selectFrom('paymentRequests')
        .select('customerId')
        .where('externalId', '=', event.data.externalId)
        .executeTakeFirst();
      await writeAudit(db, {
        actor: null,
        customerId: request?.customerId ?? null,
        host: GATEWAY_HOST,
        operation: 'paymentWebhook',
        result: OK,
        target: { type: 'payment-request', ids: [event.data.externalId] },
        input: {
          eventId: event.id,
          type: event.type,
          amount: event.data.amount,
          currency: event.data.currency,
          reason: event.data.reason ?? null,
        },
      });
    }
    return { commit: true, value: outcome };
  });
  return value;
}
