import type { PaymentGateway } from '../adapters/payment/index.ts';
import { type SandboxGateway, sandboxGateway } from '../adapters/payment/sandbox.ts';
import { webhookSecret } from '../adapters/payment/signature.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { receiveWebhook } from './webhook.ts';

type Connector = (db: Database, secret: string) => PaymentGateway;

// The sandbox reports to the webhook's own function in this process: the same signature check, the same event
// handling, with no port to know. A real connector's gateway calls POST /api/payments/webhook over HTTP.
const connectors: Record<string, Connector> = {
  sandbox: (db, secret) =>
    sandboxGateway({
      db,
      secret,
      deliver: async (raw, signature) => (await receiveWebhook(db, secret, raw, signature)).status,
    }),
};

const made = new WeakMap<Database, Map<string, PaymentGateway>>();

/** The gateway a name chooses (host config paymentGateway), one per database so its scheduled outcomes are known. */
export function gatewayNamed(db: Database, tokenSecret: string, name: string): PaymentGateway | null {
  const make = connectors[name];
  if (!make) return null;
  let byName = made.get(db);
  if (!byName) made.set(db, (byName = new Map()));
  let gateway = byName.get(name);
  if (!gateway) byName.set(name, (gateway = make(db, webhookSecret(tokenSecret))));
  return gateway;
}

/** The host's gateway, or null when the host takes no payments online (config payment off or no gateway). */
export function gatewayOf(ctx: RequestContext): PaymentGateway | null {
  const { payment, paymentGateway } = ctx.host.config;
  return payment && paymentGateway ? gatewayNamed(ctx.db, ctx.env.tokenSecret, paymentGateway) : null;
}

export const isSandbox = (gateway: PaymentGateway | null): gateway is SandboxGateway => !!gateway?.sandbox;
