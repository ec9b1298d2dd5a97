import type { Database } from '../db/index.ts';
import { startPeriodic } from '../jobs/periodic.ts';
import { gatewayNamed } from './gateway.ts';
import { retryGatewayCalls } from './gateway-calls.ts';
import { expireOverdue } from './settle.ts';

const EVERY_MS = 60_000;

/** One pass: gateway calls that got no answer are sent again, then transfers nobody paid in time expire. */
export async function paymentSweep(db: Database, tokenSecret: string) {
  const outcomes = await retryGatewayCalls(db, (name) => gatewayNamed(db, tokenSecret, name));
  const left = outcomes.filter((o) => o === 'waiting').length;
  if (outcomes.length) console.log(`Payments: ${outcomes.length - left} gateway call(s) answered, ${left} still waiting`);
  const expired = await expireOverdue(db);
  if (expired) console.log(`Payments: ${expired} virtual account(s) expired`);
}

/**
 * Once a minute while the server runs, once per cluster (the 'payment-sweep' task, api/jobs): sends again what the
 * gateway left unanswered and expires transfers nobody paid before their virtual account closed (reading a request
 * expires it as well, so the page never shows a stale one). Returns the function that stops it once a sweep under way
 * has finished.
 */
export function startPaymentTimer(db: Database, tokenSecret: string, everyMs = EVERY_MS): () => Promise<void> {
  return startPeriodic(db, { name: 'payment-sweep', label: 'Payment sweep', everyMs, run: () => paymentSweep(db, tokenSecret) });
}
