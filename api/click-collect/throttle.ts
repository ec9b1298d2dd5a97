import type { Database } from '../db/index.ts';
import { countEach, isRefused, perWindow } from '../platform/window-counter.ts';

/** Public order attempts per client address: enough for a family ordering, too few for a flood. */
export const PUBLIC_ORDER_LIMITS = { perAddress: 10, windowMinutes: 15 } as const;

/**
 * Counts one attempt of the public order form from `address`, valid or not, and says whether it may go on. Run before
 * the mutation's transaction, so a refused or invalid order still counts. The portal's shared request counters
 * (window_counters) hold across API nodes.
 */
export async function admitPublicOrder(db: Database, address: string): Promise<{ admitted: boolean; retryAfterSeconds: number }> {
  const taken = await countEach(db, [
    [
      `click-collect-order:${address}`,
      perWindow({ max: PUBLIC_ORDER_LIMITS.perAddress, windowMinutes: PUBLIC_ORDER_LIMITS.windowMinutes }),
    ],
  ]);
  return isRefused(taken) ? { admitted: false, retryAfterSeconds: taken.retryAfterSeconds } : { admitted: true, retryAfterSeconds: 0 };
}
