import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import type { ClaimHistoryAction } from './tables.ts';
import { nowIso } from '../platform/clock.ts';

/** One row of a claim's history: who did what, when, from which status to which, and why. */
export async function recordHistory(
  db: Database,
  ctx: SignedInContext,
  claimId: number,
  action: ClaimHistoryAction,
  fromStatus: string | null,
  toStatus: string | null,
  reason: string | null,
) {
  await db
    .insertInto('claimHistories')
    .values({ claimId, action, fromStatus, toStatus, reason, changedBy: ctx.actor.user.id, changedAt: nowIso() })
    .execute();
}
