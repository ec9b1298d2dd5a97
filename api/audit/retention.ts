import type { Database } from '../db/index.ts';
import { startPeriodic } from '../jobs/periodic.ts';

export const DEFAULT_RETENTION_DAYS = 365;
const DAY_MS = 86_400_000;

/** AUDIT_RETENTION_DAYS (default 365): how many days of audit rows are kept. */
export function retentionDays(vars: NodeJS.ProcessEnv = process.env): number {
  const raw = vars.AUDIT_RETENTION_DAYS;
  if (raw === undefined || raw === '') return DEFAULT_RETENTION_DAYS;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1) throw new Error(`AUDIT_RETENTION_DAYS must be a whole number of days (1 or more), not ${raw}`);
  return days;
}

/** Removes the audit rows older than `days` before `now`; answers how many went. */
export async function purgeAuditLog(db: Database, days: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS).toISOString();
  const { numDeletedRows } = await db.deleteFrom('auditLog').where('at', '<', before).executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * Purges at start when a day has passed since the cluster last did (the 'audit-retention' task, api/jobs: one node of
 * many runs it) and then once a day while the server runs; the timer does not keep the process alive.
 * Returns the function that stops it once a purge under way has finished.
 */
export function startAuditRetention(db: Database, vars: NodeJS.ProcessEnv = process.env): () => Promise<void> {
  const days = retentionDays(vars);
  return startPeriodic(
    db,
    {
      name: 'audit-retention',
      label: 'Audit log retention',
      everyMs: DAY_MS,
      run: async () => {
        const n = await purgeAuditLog(db, days);
        if (n) console.log(`Audit log: removed ${n} rows older than ${days} days`);
      },
    },
    { atStart: true, unref: true },
  );
}
