import type { Database } from '../db/index.ts';
import { expireOverdue } from './settle.ts';

const EVERY_MS = 60_000;

/**
 * Expires transfers nobody paid before their virtual account closed, once a minute while the server runs; reading
 * a request expires it as well, so the page never shows a stale one. Returns the function that stops it once a
 * sweep under way has finished.
 */
export function startPaymentTimer(db: Database, everyMs = EVERY_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = expireOverdue(db).then((n) => { if (n) console.log(`Payments: ${n} virtual account(s) expired`); })
      .catch((e) => console.error('Payment expiry failed:', e))
      .finally(() => { running = null; });
  }, everyMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
