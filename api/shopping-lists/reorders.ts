import { nextRunDate } from '../../src/rules/shopping-lists.ts';
import { type Actor, chooserOf, rolesAndScopes } from '../auth/actor.ts';
import { mayActFor } from '../auth/customer-access.ts';
import { type CartLine, pricedLines } from '../cart/lines.ts';
import { catalogChanged } from '../catalog/cache.ts';
import { marketOf } from '../catalog/market.ts';
import { resolveHost } from '../config/service.ts';
import type { RequestContext, SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { namespaceTexts } from '../i18n/texts.ts';
import { startPeriodic } from '../jobs/periodic.ts';
import { CheckoutRefused } from '../orders/answer.ts';
import { placeLines } from '../orders/checkout.ts';
import { nowIso } from '../platform/clock.ts';
import type { ListSchedule } from './schedule.ts';

/** What the job needs of the server: the database, its env, files and mail, as a request has them. */
export type ReorderDeps = Pick<RequestContext, 'db' | 'env' | 'storage' | 'mail'>;
type Schedule = Omit<ListSchedule, 'runs' | 'active'>;

/** Why a scheduled order was not placed, in the words of the run and the mail. */
interface Refusal {
  reason: string;
  reasonKey: string | null;
  params?: Record<string, string | number>;
}

class NotPlaced extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.reason);
  }
}

/** The person who set the schedule, acting for the dealer, as a request of theirs would: still allowed to order for it. */
async function contextOf(deps: ReorderDeps, s: Schedule): Promise<SignedInContext> {
  const user = await deps.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', s.createdBy)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  const customer = await deps.db.selectFrom('customers').selectAll().where('id', '=', s.customerId).executeTakeFirst();
  const noAccess = { reason: 'The person who set this order up may no longer order for this customer', reasonKey: 'lists:run.no_access' };
  if (!user || !customer) throw new NotPlaced(noAccess);
  const { roles, scopes } = await rolesAndScopes(deps.db, user.id, user.groupRoleId);
  if (!scopes.has('cart.display-order-qty') || user.limitation === 'audit') throw new NotPlaced(noAccess);
  if (user.customerId !== customer.id && !(await mayActFor(deps.db, chooserOf({ user, roles, scopes }), customer.id)))
    throw new NotPlaced(noAccess);
  const actor: Actor = { user, sessionId: `list-schedule-${s.id}`, roles, scopes, customer };
  return { ...deps, host: await resolveHost(deps.db, s.hostname), actor, readerLanguage: user.language };
}

/** The list's lines as checkout prices them today; an article the market no longer sells stops the order. */
async function linesOf(ctx: SignedInContext, listId: number): Promise<CartLine[]> {
  const rows = await ctx.db
    .selectFrom('shoppingListLines')
    .select(['id', 'articleCode', 'quantity as qty'])
    .where('listId', '=', listId)
    .orderBy('id')
    .execute();
  if (!rows.length) throw new NotPlaced({ reason: 'The list is empty', reasonKey: 'lists:run.empty' });
  const { lines, missing } = await pricedLines(
    ctx,
    rows.map((r) => ({ ...r, qty: Number(r.qty) })),
  );
  if (missing.length)
    throw new NotPlaced({
      reason: `No longer sold: ${missing.join(', ')}`,
      reasonKey: 'lists:run.not_sold',
      params: { codes: missing.join(', ') },
    });
  return lines;
}

const refusalOf = (e: CheckoutRefused): Refusal => {
  const first = e.answer.userErrors[0];
  return first
    ? { reason: first.message, reasonKey: first.messageKey, params: first.params }
    : { reason: e.answer.message.description ?? 'Checkout refused', reasonKey: null };
};

/**
 * Places one due schedule's list for today, once: the day's run row is written in the same transaction as the order,
 * and a second run for the date (another node, a retry) finds it and places nothing. A refusal (credit, stock, a
 * blocked article, an article gone) is recorded for the date too. Either way the next date is set and the person
 * who set it up gets a mail in their language. Answers what happened, or null when the date had run already.
 */
export async function runSchedule(deps: ReorderDeps, schedule: Schedule): Promise<'placed' | 'refused' | null> {
  let ctx: SignedInContext | null = null;
  let today = nowIso().slice(0, 10);
  let refusal: Refusal | null = null;
  let orderNos: string[] = [];
  try {
    ctx = await contextOf(deps, schedule);
    today = (await marketOf(ctx)).today;
    if (schedule.nextRun > today) return null;
    const list = await deps.db.selectFrom('shoppingLists').select(['name']).where('id', '=', schedule.listId).executeTakeFirstOrThrow();
    const lines = await linesOf(ctx, schedule.listId);
    const signed = ctx;
    const placed = await inWriteTransaction(deps.db, async (tx) => {
      if (!(await claimDate(tx, schedule, today, 'placed'))) return null;
      const orders = await placeLines({ ...signed, db: tx }, orderInput(schedule, list.name, today), lines);
      const numbers = orders.map((o) => o.orderNo);
      await tx
        .updateTable('listScheduleRuns')
        .set({ orderNos: numbers.join(', ') })
        .where('scheduleId', '=', schedule.id)
        .where('runDate', '=', today)
        .execute();
      await advance(tx, schedule, today);
      return numbers;
    });
    if (placed === null) return null;
    orderNos = placed;
    catalogChanged(deps.db);
  } catch (e) {
    if (e instanceof CheckoutRefused) refusal = refusalOf(e);
    else if (e instanceof NotPlaced) refusal = e.refusal;
    else throw e;
    const refused = refusal;
    const recorded = await inWriteTransaction(deps.db, async (tx) => {
      if (!(await claimDate(tx, schedule, today, 'refused', refused))) return false;
      await advance(tx, schedule, today);
      return true;
    });
    if (!recorded) return null;
  }
  await mailOutcome(deps, ctx, schedule, today, orderNos, refusal);
  return refusal ? 'refused' : 'placed';
}

/** The order as checkout takes it: the schedule's options, the list's name as the PO number, a key per schedule and date. */
const orderInput = (s: Schedule, listName: string, today: string) => ({
  idempotencyKey: `list-schedule-${s.id}-${today}`,
  shipTo: s.shipTo,
  shipment: s.shipment,
  payment: s.payment,
  poNumber: listName.slice(0, 35),
  notes: `Shopping list ${listName}, ${today}`.slice(0, 100),
});

/** The date's run row, if no one wrote it first: false when the date has run already. */
async function claimDate(tx: Database, s: Schedule, date: string, outcome: 'placed' | 'refused', refusal?: Refusal) {
  const row = await tx
    .insertInto('listScheduleRuns')
    .values({
      scheduleId: s.id,
      runDate: date,
      outcome,
      orderNos: null,
      reason: refusal?.reason ?? null,
      reasonKey: refusal?.reasonKey ?? null,
      ranAt: nowIso(),
    })
    .onConflict((oc) => oc.columns(['scheduleId', 'runDate']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return !!row;
}

const advance = (tx: Database, s: Schedule, today: string) =>
  tx
    .updateTable('listSchedules')
    .set({ nextRun: nextRunDate(s.frequency, s.day, today), updatedAt: nowIso() })
    .where('id', '=', s.id)
    .execute();

const texts = namespaceTexts('lists');

async function mailOutcome(
  deps: ReorderDeps,
  ctx: SignedInContext | null,
  s: Schedule,
  date: string,
  orderNos: string[],
  refusal: Refusal | null,
) {
  const user = await deps.db.selectFrom('users').select(['email', 'language', 'name']).where('id', '=', s.createdBy).executeTakeFirst();
  const list = await deps.db.selectFrom('shoppingLists').select('name').where('id', '=', s.listId).executeTakeFirst();
  if (!user?.email || !list) return;
  const t = texts.in(user.language, ctx?.readerLanguage);
  let why = refusal?.reason ?? '';
  if (refusal?.reasonKey) {
    const [namespace, key] = refusal.reasonKey.split(':');
    why = namespaceTexts(namespace).in(user.language)(key, refusal.params ?? {});
  }
  const values = { name: list.name, date, orders: orderNos.join(', '), reason: why };
  try {
    await deps.mail.send({
      to: user.email,
      subject: t(refusal ? 'mail.refused_subject' : 'mail.placed_subject', values),
      text: t(refusal ? 'mail.refused_body' : 'mail.placed_body', values),
    });
  } catch (e) {
    console.error(`shopping list ${s.listId}: the reorder mail of ${date} was not sent`, e);
  }
}

/** The schedules whose date has come (by UTC; each is checked again against its market's date). */
export async function runDueSchedules(deps: ReorderDeps) {
  const horizon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const due = await deps.db
    .selectFrom('listSchedules')
    .selectAll()
    .where('active', '=', 1)
    .where('nextRun', '<=', horizon)
    .orderBy('id')
    .execute();
  const outcomes = [];
  for (const schedule of due) {
    try {
      outcomes.push(await runSchedule(deps, schedule));
    } catch (e) {
      console.error(`shopping list schedule ${schedule.id} failed; it is tried again at the next check`, e);
    }
  }
  return outcomes;
}

/** Every few minutes, once per cluster (the 'list-reorders' task): places the shopping lists whose day has come. */
export function startListReorders(deps: ReorderDeps, everyMs = 300_000): () => Promise<void> {
  return startPeriodic(
    deps.db,
    { name: 'list-reorders', label: 'Scheduled reorders', everyMs, run: () => runDueSchedules(deps) },
    { atStart: true },
  );
}
