import { afterAll, describe, expect, it, vi } from 'vitest';
import { startAuditRetention } from '../../api/audit/retention.ts';
import { openDatabase, type Database } from '../../api/db/index.ts';
import { claimTask } from '../../api/jobs/lease.ts';
import { leaseMsOf } from '../../api/jobs/lease.ts';
import { MAX_CHECK_MS, startPeriodic } from '../../api/jobs/periodic.ts';
import { startPortal } from './harness.ts';
import { type PortalFiles, preparePortalFiles, ServerProcess, stopEverything } from './server-processes.ts';

// Periodic work (api/jobs) runs once per cluster, not once per API node, on SQLite and on PostgreSQL (TEST_POSTGRES_URL).
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const task = (db: Database, name: string) => db.selectFrom('periodicTasks').selectAll().where('name', '=', name).executeTakeFirst();

const portal = await startPortal();

describe('two nodes on one database', () => {
  let second: Database;
  afterAll(async () => {
    await second?.destroy();
  });

  it('gives a task to exactly one of many nodes asking at the same moment', async () => {
    const { db, env } = portal;
    second = await openDatabase(env.databaseUrl);
    const now = Date.now();
    // The row does not exist yet: the first claims also race to make it.
    const claims = await Promise.all(
      Array.from({ length: 10 }, (_, i) => claimTask(i % 2 ? second : db, 'claim-race', 60_000, now, `node-${i}`)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    const row = await task(db, 'claim-race');
    expect(row).toMatchObject({ runs: 1, leaseToken: claims.find(Boolean)!.token, holder: `node-${claims.findIndex(Boolean)}` });
    // Held: nobody else gets it, however many ask, until the lease runs out; then one node does.
    expect(
      (
        await Promise.all([claimTask(db, 'claim-race', 60_000, now + 59_000), claimTask(second, 'claim-race', 60_000, now + 59_000)])
      ).filter(Boolean),
    ).toHaveLength(0);
    const after = await Promise.all([
      claimTask(db, 'claim-race', 60_000, now + 61_000),
      claimTask(second, 'claim-race', 60_000, now + 61_000),
    ]);
    expect(after.filter(Boolean)).toHaveLength(1);
    expect((await task(db, 'claim-race'))!.runs).toBe(2);
  });

  it('purges the audit log once when both nodes start their retention timers at the same time, and again once a day later', async () => {
    const { db } = portal;
    const row = (operation: string, at: number) => ({
      at: iso(at),
      actorUserId: null,
      actorUsername: 'cluster',
      customerId: null,
      host: 'localhost',
      operation,
      targetType: null,
      targetIds: '[]',
      input: '{}',
      result: 'ok',
    });
    const old = () =>
      db
        .insertInto('auditLog')
        .values(row(`clusterOld${Math.random()}`, Date.now() - 400 * DAY))
        .execute();
    const oldLeft = async () =>
      (
        await db
          .selectFrom('auditLog')
          .select('id')
          .where('actorUsername', '=', 'cluster')
          .where('at', '<', iso(Date.now() - 365 * DAY))
          .execute()
      ).length;
    await old();
    await db
      .insertInto('auditLog')
      .values(row('clusterRecent', Date.now() - DAY))
      .execute();

    // Two nodes start at once: each checks at start, one of them purges.
    const both = () => [startAuditRetention(db), startAuditRetention(second)];
    await Promise.all(both().map((stop) => stop()));
    expect(await oldLeft()).toBe(0);
    const first = (await task(db, 'audit-retention'))!;
    expect(first).toMatchObject({ runs: 1, leaseToken: null, leaseUntil: null });
    expect(first.finishedAt).not.toBeNull();
    expect(Date.parse(first.dueAt)).toBeGreaterThan(Date.now() + DAY - 60_000);

    // Restarted within the day: not due, nobody purges (an old row written meanwhile stays until the day is over).
    await old();
    await Promise.all(both().map((stop) => stop()));
    expect((await task(db, 'audit-retention'))!.runs).toBe(1);
    expect(await oldLeft()).toBe(1);

    // A day later (the due time moved back) the next start of both purges once more, once.
    await db
      .updateTable('periodicTasks')
      .set({ dueAt: iso(Date.now() - 1000) })
      .where('name', '=', 'audit-retention')
      .execute();
    await Promise.all(both().map((stop) => stop()));
    expect((await task(db, 'audit-retention'))!.runs).toBe(2);
    expect(await oldLeft()).toBe(0);
    expect(await db.selectFrom('auditLog').select('id').where('operation', '=', 'clusterRecent').execute()).toHaveLength(1);
  });

  it('runs a task whose work fails again at its next turn, and frees it at once', async () => {
    const { db } = portal;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const failing = {
      name: 'cluster-failing',
      everyMs: 50,
      label: 'Failing',
      run: async () => {
        calls++;
        throw new Error('down');
      },
    };
    const stops = [startPeriodic(db, failing, { leaseMs: 60_000 }), startPeriodic(second, failing, { leaseMs: 60_000 })];
    await expect.poll(() => calls, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    await Promise.all(stops.map((stop) => stop()));
    expect(logged).toHaveBeenCalledWith('Failing failed:', expect.objectContaining({ message: 'down' }));
    logged.mockRestore();
    const row = (await task(db, 'cluster-failing'))!;
    // Never two runs at once, and a failed run does not keep its lease for a minute.
    expect(row).toMatchObject({ leaseToken: null, finishedAt: null, runs: calls });
    expect(row.failedAt).not.toBeNull();
  });
});

describe('JOB_LEASE_SECONDS', () => {
  it('defaults to 15 s and refuses what is not a positive number of seconds', () => {
    expect(leaseMsOf({})).toBe(15_000);
    // A dead holder's last renewal, its lease's end, then a live node's next check: within 20 s by default, for
    // periodic tasks and for the download area's jobs (which look every DOWNLOAD_TICK_SECONDS, default 5).
    expect(leaseMsOf({}) + MAX_CHECK_MS).toBeLessThanOrEqual(20_000);
    expect(leaseMsOf({ JOB_LEASE_SECONDS: '15' })).toBe(15_000);
    expect(() => leaseMsOf({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => leaseMsOf({ JOB_LEASE_SECONDS: 'soon' })).toThrow(/JOB_LEASE_SECONDS/);
  });
});

describe('a node killed while it holds a task', () => {
  // Enough for a tick of seconds, so the kill lands in its middle: ten sent, the rest still to go.
  const MESSAGES = 300;
  let files: PortalFiles | null = null;
  afterAll(() => stopEverything(files), 30_000);

  it('leaves the ERP tick to the other node once its lease runs out, and the other node finishes the work', async () => {
    files = await preparePortalFiles();
    const { db } = files;
    // Both nodes tick the ERP every second; a held task is free again 6 s after its holder stops renewing it.
    const env = { ERP_TICK_SECONDS: '1', JOB_LEASE_SECONDS: '6' };
    const nodes = await Promise.all([ServerProcess.start(files, env), ServerProcess.start(files, env)]);
    await expect.poll(async () => (await task(db, 'erp-tick'))?.finishedAt ?? null, { timeout: 30_000, interval: 100 }).not.toBeNull();

    // Hold the schedule back while the test prepares work: no run under way, none due.
    await expect
      .poll(
        async () =>
          Number(
            (
              await db
                .updateTable('periodicTasks')
                .set({ dueAt: '2999-01-01T00:00:00.000Z' })
                .where('name', '=', 'erp-tick')
                .where('leaseToken', 'is', null)
                .executeTakeFirst()
            ).numUpdatedRows,
          ),
        { timeout: 30_000, interval: 50 },
      )
      .toBe(1);
    // Messages about a cancelled order, which the ERP takes one transaction each and then ignores: a tick of some
    // seconds' work, enough to be cut off in the middle.
    const orderId = await cancelledOrder(db);
    const firstNew =
      Number(
        (
          await db
            .selectFrom('erpOutbox')
            .select((eb) => eb.fn.max('id').as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ) + 1;
    await db
      .insertInto('erpOutbox')
      .values(
        Array.from({ length: MESSAGES }, () => ({
          orderId,
          kind: 'order.created',
          payload: '{}',
          createdAt: iso(Date.now()),
          sentAt: null,
        })),
      )
      .execute();
    const unsent = async () =>
      (await db.selectFrom('erpOutbox').select('id').where('id', '>=', firstNew).where('sentAt', 'is', null).execute()).length;
    expect(await unsent()).toBe(MESSAGES);
    const runsBefore = (await task(db, 'erp-tick'))!.runs;

    // Due now: one node takes the tick. As soon as it has sent some of the messages, it is killed.
    await db
      .updateTable('periodicTasks')
      .set({ dueAt: iso(Date.now() - 1000) })
      .where('name', '=', 'erp-tick')
      .execute();
    let holding: Awaited<ReturnType<typeof task>>;
    const deadline = Date.now() + 60_000;
    for (;;) {
      holding = await task(db, 'erp-tick');
      if (holding!.leaseToken && (await unsent()) <= MESSAGES - 10) break;
      if (Date.now() > deadline) throw new Error(`no node took the tick:\n${nodes.map((n) => n.output).join('\n')}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    const victim = nodes.find((n) => holding!.holder!.endsWith(`:${n.pid}`))!;
    const survivor = nodes.find((n) => n !== victim)!;
    expect(victim).toBeDefined();
    await victim.kill('SIGKILL');

    // Cut off in the middle: work left, and the dead node's lease still on the row, not yet handed back.
    const cut = (await task(db, 'erp-tick'))!;
    expect(await unsent()).toBeGreaterThan(0);
    expect(cut).toMatchObject({ leaseToken: holding!.leaseToken, holder: holding!.holder, runs: runsBefore + 1 });

    // The survivor takes the task once the lease has run out, and sends every message left.
    await expect.poll(unsent, { timeout: 60_000, interval: 200 }).toBe(0);
    await expect
      .poll(async () => (await task(db, 'erp-tick'))!.holder, { timeout: 30_000, interval: 100 })
      .toMatch(new RegExp(`:${survivor.pid}$`));
    const taken = (await task(db, 'erp-tick'))!;
    expect(taken.runs).toBeGreaterThan(runsBefore + 1);
    // Not before: while the dead node's lease lasted, nobody ran the tick.
    expect(Date.parse(taken.startedAt!)).toBeGreaterThanOrEqual(Date.parse(cut.leaseUntil!));
    expect(survivor.output).not.toMatch(/ERP tick failed/);
    // Each message was received once: one sent time each, no row left behind.
    const sent = await db.selectFrom('erpOutbox').select('sentAt').where('id', '>=', firstNew).execute();
    expect(sent).toHaveLength(MESSAGES);
    expect(sent.every((r) => r.sentAt)).toBe(true);
  }, 240_000);
});

/** An order of the demo dealer that was cancelled before the ERP took it. */
async function cancelledOrder(db: Database) {
  const dealer = await db.selectFrom('users').select(['id', 'customerId']).where('username', '=', 'dealer').executeTakeFirstOrThrow();
  const now = iso(Date.now());
  const { id } = await db
    .insertInto('orders')
    .values({
      orderNo: `B2B-1000-CLUSTER${Date.now()}`,
      seq: 0,
      customerId: dealer.customerId!,
      sorg: '1000',
      shipTo: 'CLUSTER',
      shipmentMethod: 'REG',
      paymentMethod: 'TERM',
      requestDeliveryDate: null,
      poNumber: null,
      notes: null,
      status: 'cancelled',
      linesTotal: 0,
      shipmentAmount: 0,
      total: 0,
      currency: 'IDR',
      createdBy: dealer.id,
      placedFor: dealer.id,
      createdAt: now,
      soNumber: null,
      custCode: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
