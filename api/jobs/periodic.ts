import type { Database } from '../db/index.ts';
import { periodicRuns } from '../platform/metrics.ts';
import { claimTask, leaseMsOf, releaseTask, renewLease, thisNode } from './lease.ts';

/**
 * Work the cluster does now and then (the ERP tick, the payment sweep, audit retention, upload clean-up). Every API node
 * runs the same timers, but a run starts only on the node whose guarded update claimed the task's row in
 * periodic_tasks (api/jobs/lease.ts), so the cluster runs each task once per period, not once per node. The holder
 * renews its lease while it works; a node killed mid-run stops renewing, and when the lease ends another node's
 * next check takes the task over and does the work (every task here is safe to repeat).
 */
export interface PeriodicTask {
  /** The task's row in periodic_tasks, the same on every node. */
  name: string;
  /** How often the cluster runs it. */
  everyMs: number;
  run: () => Promise<unknown>;
  /** How the log names it when a run fails. */
  label?: string;
}

export interface PeriodicOptions {
  /** How long a claim lasts without renewal (JOB_LEASE_SECONDS). */
  leaseMs?: number;
  /** Check at start too, rather than only after the first period (daily work that must not wait a day). */
  atStart?: boolean;
  /** The timer does not keep the process alive. */
  unref?: boolean;
  holder?: string;
}

/** A node looks at least this often, so daily work moves to a live node soon after its holder dies (a claim that finds
 * nothing due is one guarded update that changes no row). */
export const MAX_CHECK_MS = 5_000;

/**
 * The next run is due one period after this one started, less a little: nodes check once a period on their own clocks,
 * and a check that fires a few milliseconds early must still find the task due rather than leave it to the next period.
 */
const nextDue = (startedMs: number, everyMs: number) => startedMs + everyMs - Math.min(everyMs / 10, 1000);

/** Runs the task here when it is due and no other node holds it; answers whether this node ran it. A failed run throws. */
export async function runIfDue(db: Database, task: PeriodicTask, options: PeriodicOptions = {}): Promise<boolean> {
  const leaseMs = options.leaseMs ?? leaseMsOf();
  const started = Date.now();
  const lease = await claimTask(db, task.name, leaseMs, started, options.holder ?? thisNode);
  if (!lease) return false;
  const renewing = setInterval(() => {
    renewLease(db, lease, leaseMs).catch((e) => console.error(`Periodic task ${task.name}: renewing its lease failed:`, e));
  }, leaseMs / 3);
  let failed = true;
  try {
    await task.run();
    failed = false;
  } finally {
    periodicRuns.inc({ task: task.name, outcome: failed ? 'failed' : 'done' });
    clearInterval(renewing);
    await releaseTask(db, lease, nextDue(started, task.everyMs), failed).catch((e) =>
      console.error(`Periodic task ${task.name}: releasing it failed; it is free again when its lease ends:`, e),
    );
  }
  return true;
}

/**
 * Checks every period (at most MAX_CHECK_MS apart) whether the task is this node's to run, and runs it then; a run still
 * going when the next check comes is not overlapped. Returns the function that stops the checks; its promise settles
 * once a run under way has finished and released the task, so the database can close.
 */
export function startPeriodic(db: Database, task: PeriodicTask, options: PeriodicOptions = {}): () => Promise<void> {
  const resolved = { ...options, leaseMs: options.leaseMs ?? leaseMsOf() };
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return;
    running = runIfDue(db, task, resolved)
      .then(() => undefined)
      .catch((e) => console.error(`${task.label ?? task.name} failed:`, e))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, Math.min(task.everyMs, MAX_CHECK_MS));
  if (options.unref) timer.unref();
  if (options.atStart) check();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
