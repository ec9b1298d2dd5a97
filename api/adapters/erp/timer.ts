import type { Database } from '../../db/index.ts';
import { leaseMsOf } from '../../jobs/lease.ts';
import { startPeriodic } from '../../jobs/periodic.ts';
import { type ErpHooks, type ErpReport, erpFor, erpTimeoutMs, movedAnything, tick } from './index.ts';

/**
 * Ticks the ERP every ERP_TICK_SECONDS (default 30; 0 turns it off) while the server runs, once per cluster: of several
 * API nodes only the one that claims the 'erp-tick' task runs a tick (api/jobs). A tick still running when the next
 * is due is not overlapped; a failed tick is logged and the next one tries again.
 * Returns the function that stops it; its promise settles once a tick under way has finished, so the database can close.
 */
export function startErpTimer(
  db: Database,
  hooks: ErpHooks,
  vars: NodeJS.ProcessEnv = process.env,
  log: (r: ErpReport) => void = logReport,
): () => Promise<void> {
  const seconds = Number(vars.ERP_TICK_SECONDS ?? 30);
  if (!Number.isFinite(seconds) || seconds < 0)
    throw new Error(`ERP_TICK_SECONDS must be a number of seconds, not ${vars.ERP_TICK_SECONDS}`);
  if (seconds === 0) return async () => undefined;
  const erp = erpFor(db, hooks, vars);
  const timeoutMs = erpTimeoutMs(vars);
  return startPeriodic(
    db,
    {
      name: 'erp-tick',
      label: 'ERP tick',
      everyMs: seconds * 1000,
      run: async () => {
        const r = await tick(db, erp, new Date(), timeoutMs);
        if (movedAnything(r) || r.failed?.length) log(r);
      },
    },
    { leaseMs: leaseMsOf(vars) },
  );
}

export function logReport(r: ErpReport) {
  for (const s of r.sent) console.log(`ERP: ${s.orderNo} received as ${s.soNumber}`);
  if (r.confirmed.length) console.log(`ERP: confirmed ${r.confirmed.join(', ')}`);
  for (const s of r.shipped) console.log(`ERP: ${s.orderNo} shipped on ${s.doNumber}`);
  for (const i of r.invoiced) console.log(`ERP: ${i.orderNo} invoiced on ${i.invoiceNos.join(', ')}`);
  for (const f of r.failed ?? [])
    console.error(`ERP: ${f.outboxId ? `outbox row ${f.outboxId} stays unsent` : 'advance'} (${f.reason}); the next tick tries again`);
}
