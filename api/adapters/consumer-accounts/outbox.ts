import { displayCustomerCode } from '../../../src/rules/customer-code.ts';
import { movesFrom, nextRegistrationStatus, type RegistrationMove, type RegistrationStatus } from '../../../src/rules/registration.ts';
import type { Database } from '../../db/index.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { touchedOne } from '../erp/local-numbers.ts';
import { type ConsumerAccounts, type ConsumerAnswer, consumerAccountsFor, type ConsumerRegistration } from './index.ts';

/** What one tick did, by frame number. */
export interface ConsumerAccountsReport {
  accepted: string[];
  refused: { frameNumber: string; code: string }[];
  retry: number;
}

interface Job {
  outboxId: number;
  action: 'insert' | 'update';
  status: RegistrationStatus;
  registration: ConsumerRegistration;
}

const BATCH = 50;
// A claim older than this belongs to a process that stopped half-way: the registration goes back to pending.
const STALE_MS = 5 * 60_000;

/** Moves one registration along a move of the state machine if it still stands where the move starts (a guarded write). */
async function move(
  tx: Database,
  id: number,
  from: RegistrationStatus,
  by: RegistrationMove,
  set: { accountRef?: string; failureReason?: string | null; failureCode?: string | null } = {},
  at = new Date(),
) {
  const to = nextRegistrationStatus(from, by);
  if (!to) return false;
  return touchedOne(
    await tx
      .updateTable('registeredFrames')
      .set({ ...set, status: to, updatedAt: at.toISOString() })
      .where('id', '=', id)
      .where('status', '=', from)
      .where('deletedAt', 'is', null)
      .executeTakeFirst(),
  );
}

/** The registration as the consumer account system receives it. */
async function payloadOf(tx: Database, id: number): Promise<ConsumerRegistration> {
  const r = await tx
    .selectFrom('registeredFrames as r')
    .innerJoin('frames as f', 'f.id', 'r.frameId')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('customers as cu', 'cu.id', 'r.customerId')
    .leftJoin('cities as c', 'c.id', 'r.consumerCityId')
    .select([
      'r.id',
      'f.frameNumber',
      'a.brand',
      'a.model',
      'a.name as articleDescription',
      'r.soldDate',
      'r.nonRetail',
      'r.consumerName',
      'r.consumerPhone',
      'r.consumerEmail',
      'r.consumerAddress',
      'c.description as city',
      'c.countryId',
      'r.dealerName',
      'cu.codeIsr',
      'cu.codeR3',
      'r.useAccountData',
      'r.accountRef',
    ])
    .where('r.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    registrationId: r.id,
    frameNumber: r.frameNumber,
    brand: r.brand,
    model: r.model,
    articleDescription: r.articleDescription,
    soldDate: r.soldDate,
    nonRetail: !!r.nonRetail,
    dealerName: r.dealerName,
    dealerCode: displayCustomerCode({ isr: r.codeIsr, r3: r.codeR3 }),
    consumer: {
      name: r.consumerName,
      phone: r.consumerPhone,
      email: r.consumerEmail,
      address: r.consumerAddress,
      city: r.city,
      countryId: r.countryId,
    },
    useAccountData: !!r.useAccountData,
    accountRef: r.accountRef,
  };
}

/**
 * Takes one outbox row for this process: the guarded update (`state = 'pending'`) is the transaction's first write, so
 * of two workers only one goes on; the registration moves to processing in the same transaction.
 */
async function claim(db: Database, outboxId: number, now: Date): Promise<Job | null> {
  return inWriteTransaction(db, async (tx) => {
    const claimed = await tx
      .updateTable('consumerAccountOutbox')
      .set((eb) => ({ state: 'processing', claimedAt: now.toISOString(), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', outboxId)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (!touchedOne(claimed)) return null;
    const row = await tx
      .selectFrom('consumerAccountOutbox as o')
      .innerJoin('registeredFrames as r', 'r.id', 'o.registeredFrameId')
      .select(['o.action', 'r.id', 'r.status', 'r.deletedAt'])
      .where('o.id', '=', outboxId)
      .executeTakeFirstOrThrow();
    const from = row.status;
    // Deleted or changed since it was queued: nothing to send any more.
    if (row.deletedAt || !movesFrom('claim').includes(from) || !(await move(tx, row.id, from, 'claim', {}, now))) {
      await tx
        .updateTable('consumerAccountOutbox')
        .set({ state: 'done', doneAt: now.toISOString(), lastError: 'Registration changed before it was sent' })
        .where('id', '=', outboxId)
        .execute();
      return null;
    }
    return { outboxId, action: row.action, status: nextRegistrationStatus(from, 'claim')!, registration: await payloadOf(tx, row.id) };
  });
}

/** Writes the system's answer: complete with its key, or failed with its reason. */
async function settle(db: Database, job: Job, answer: ConsumerAnswer, at: Date) {
  await inWriteTransaction(db, async (tx) => {
    const set = answer.accepted
      ? { accountRef: answer.accountRef, failureReason: null, failureCode: null }
      : { failureReason: answer.reason, failureCode: answer.code };
    await move(tx, job.registration.registrationId, job.status, answer.accepted ? 'accept' : 'refuse', set, at);
    await tx
      .updateTable('consumerAccountOutbox')
      .set({ state: answer.accepted ? 'done' : 'failed', doneAt: at.toISOString(), lastError: answer.accepted ? null : answer.reason })
      .where('id', '=', job.outboxId)
      .where('state', '=', 'processing')
      .execute();
  });
}

/** The system could not be reached (or the process stopped): the registration and its row wait for the next tick. */
async function release(db: Database, outboxId: number, registrationId: number, status: RegistrationStatus, error: string) {
  await inWriteTransaction(db, async (tx) => {
    await move(tx, registrationId, status, 'release');
    await tx
      .updateTable('consumerAccountOutbox')
      .set({ state: 'pending', claimedAt: null, lastError: error.slice(0, 500) })
      .where('id', '=', outboxId)
      .where('state', '=', 'processing')
      .execute();
  });
}

async function releaseStale(db: Database, now: Date) {
  const stale = await db
    .selectFrom('consumerAccountOutbox as o')
    .innerJoin('registeredFrames as r', 'r.id', 'o.registeredFrameId')
    .select(['o.id', 'r.id as registrationId', 'r.status'])
    .where('o.state', '=', 'processing')
    .where('o.claimedAt', '<', new Date(now.getTime() - STALE_MS).toISOString())
    .execute();
  for (const s of stale) await release(db, s.id, s.registrationId, s.status, 'Claimed by a process that did not finish');
  return stale.length;
}

/** One pass of the outbox: stale claims released, then each pending registration sent and its answer written. */
export async function consumerAccountsTick(
  db: Database,
  accounts: ConsumerAccounts = consumerAccountsFor(),
  now = new Date(),
): Promise<ConsumerAccountsReport> {
  const report: ConsumerAccountsReport = { accepted: [], refused: [], retry: await releaseStale(db, now) };
  const rows = await db
    .selectFrom('consumerAccountOutbox')
    .select('id')
    .where('state', '=', 'pending')
    .orderBy('id')
    .limit(BATCH)
    .execute();
  for (const { id } of rows) {
    const job = await claim(db, id, now);
    if (!job) continue;
    let answer: ConsumerAnswer;
    try {
      answer = job.action === 'insert' ? await accounts.register(job.registration) : await accounts.update(job.registration);
    } catch (e) {
      await release(db, id, job.registration.registrationId, job.status, e instanceof Error ? e.message : String(e));
      report.retry++;
      continue;
    }
    await settle(db, job, answer, new Date());
    if (answer.accepted) report.accepted.push(job.registration.frameNumber);
    else report.refused.push({ frameNumber: job.registration.frameNumber, code: answer.code });
  }
  return report;
}
