import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/index.ts';
import { isoAt } from '../platform/clock.ts';

/** This node as the task table names it: its machine and process, so staff can tell which node runs what. */
export const thisNode = `${os.hostname()}:${process.pid}`;

/**
 * How long a hold on work lasts without renewal, for every kind of work the cluster shares: periodic tasks
 * (periodic.ts), queued jobs (queue.ts users such as the download area). A node that dies or hangs loses its work
 * to another node this long after its last renewal; a live holder renews it every third of it. With the nodes'
 * checks every 5 s at most, a dead holder's work moves on within 20 s.
 */
const DEFAULT_LEASE_SECONDS = 15;

/** JOB_LEASE_SECONDS (default 15): how long a node that stopped answering keeps a task or job before another may take it. */
export function leaseMsOf(vars: NodeJS.ProcessEnv = process.env): number {
  const raw = vars.JOB_LEASE_SECONDS;
  const seconds = raw === undefined || raw === '' ? DEFAULT_LEASE_SECONDS : Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`JOB_LEASE_SECONDS must be a positive number of seconds, not ${raw}`);
  return seconds * 1000;
}

/** A new hold on a job row: the token its writes carry and when it ends unless renewed. */
export const newLease = (leaseMs: number, now = Date.now()) => ({ leaseToken: randomUUID(), leaseUntil: isoAt(now + leaseMs) });

/** A hold's new end, from now. */
export const leaseEnd = (leaseMs: number, now = Date.now()) => isoAt(now + leaseMs);

/** One node's hold on one run of a task; only writes carrying its token change the row. */
export interface Lease {
  name: string;
  token: string;
}

const changedOne = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows) === 1;

/**
 * Takes the task for one run when it is due and nobody holds it, or its holder's lease ran out (that node died or
 * hung). The guarded update is the claim: of any number of nodes asking at once exactly one changes the row, on
 * SQLite and PostgreSQL alike. Answers the lease, or null when the task is not this node's to run now.
 */
export async function claimTask(db: Database, name: string, leaseMs: number, now = Date.now(), holder = thisNode): Promise<Lease | null> {
  const at = isoAt(now);
  const { leaseToken: token, leaseUntil } = newLease(leaseMs, now);
  const take = async () =>
    changedOne(
      await db
        .updateTable('periodicTasks')
        .set((eb) => ({ leaseToken: token, leaseUntil, holder, runs: eb('runs', '+', 1), startedAt: at }))
        .where('name', '=', name)
        .where('dueAt', '<=', at)
        .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', at)]))
        .executeTakeFirst(),
    );
  if (await take()) return { name, token };
  // A task's first run in this database makes its row (due at once); a row another node made meanwhile is kept.
  const known = await db.selectFrom('periodicTasks').select('name').where('name', '=', name).executeTakeFirst();
  if (known) return null;
  await db
    .insertInto('periodicTasks')
    .values({ name, dueAt: at, runs: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await take()) ? { name, token } : null;
}

/** Moves the lease's end on while the run lasts; false when the lease is no longer this node's. */
export async function renewLease(db: Database, lease: Lease, leaseMs: number, now = Date.now()): Promise<boolean> {
  return changedOne(
    await db
      .updateTable('periodicTasks')
      .set({ leaseUntil: leaseEnd(leaseMs, now) })
      .where('name', '=', lease.name)
      .where('leaseToken', '=', lease.token)
      .executeTakeFirst(),
  );
}

/** Ends the run: the task is free again and due at `nextDueMs`; a run that failed is tried again at its next turn. */
export async function releaseTask(db: Database, lease: Lease, nextDueMs: number, failed: boolean, now = Date.now()): Promise<boolean> {
  const at = isoAt(now);
  return changedOne(
    await db
      .updateTable('periodicTasks')
      .set({ leaseToken: null, leaseUntil: null, dueAt: isoAt(nextDueMs), ...(failed ? { failedAt: at } : { finishedAt: at }) })
      .where('name', '=', lease.name)
      .where('leaseToken', '=', lease.token)
      .executeTakeFirst(),
  );
}
