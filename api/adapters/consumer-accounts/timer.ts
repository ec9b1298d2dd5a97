import type { Database } from '../../db/index.ts';
import { leaseMsOf } from '../../jobs/lease.ts';
import { startPeriodic } from '../../jobs/periodic.ts';
import { type ConsumerAccountsReport, consumerAccountsFor } from './index.ts';
import { consumerAccountsTick } from './outbox.ts';

/**
 * Sends waiting warranty registrations to the consumer account system every CONSUMER_ACCOUNTS_TICK_SECONDS (default 30,
 * like the ERP's; 0 turns it off), once per cluster (the 'consumer-accounts-tick' task, api/jobs). A tick still running
 * when the next is due is not overlapped; a failed tick is logged and the next one tries again. Returns the function
 * that stops it once a tick under way has finished.
 */
export function startConsumerAccountsTimer(
  db: Database,
  vars: NodeJS.ProcessEnv = process.env,
  log: (r: ConsumerAccountsReport) => void = logConsumerAccounts,
): () => Promise<void> {
  const seconds = Number(vars.CONSUMER_ACCOUNTS_TICK_SECONDS ?? 30);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`CONSUMER_ACCOUNTS_TICK_SECONDS must be a number of seconds, not ${vars.CONSUMER_ACCOUNTS_TICK_SECONDS}`);
  }
  if (seconds === 0) return async () => undefined;
  const accounts = consumerAccountsFor(vars);
  return startPeriodic(
    db,
    {
      name: 'consumer-accounts-tick',
      label: 'Consumer account tick',
      everyMs: seconds * 1000,
      run: async () => {
        const r = await consumerAccountsTick(db, accounts);
        if (r.accepted.length + r.refused.length + r.retry) log(r);
      },
    },
    { leaseMs: leaseMsOf(vars) },
  );
}

export function logConsumerAccounts(r: ConsumerAccountsReport) {
  if (r.accepted.length) console.log(`Consumer accounts: registered ${r.accepted.join(', ')}`);
  for (const f of r.refused) console.log(`Consumer accounts: refused ${f.frameNumber} (${f.code})`);
  if (r.retry) console.log(`Consumer accounts: ${r.retry} registration(s) wait for the next tick`);
}
