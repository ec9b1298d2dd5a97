import type { SignedInContext } from '../context.ts';
import { marketOf } from '../catalog/market.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { areaErrors, type RecordAnswer, Refused, recordAnswer, type UserError } from '../graphql/mutation-result.ts';
import { nowIso } from '../platform/clock.ts';
import {
  nextRunDate,
  SCHEDULE_FREQUENCIES,
  type ScheduleFrequency,
  shoppingListMessages,
  validScheduleDay,
} from '../../src/rules/shopping-lists.ts';
import { readableList } from './access.ts';

const listError = areaErrors(shoppingListMessages, 'lists:errors.');

export interface ScheduleInput {
  frequency: string;
  day: number;
  shipTo: string;
  shipment: string;
  payment: string;
  active: boolean;
}

/** A list's schedule with its last runs, newest first; null when the list is not repeated. */
export async function scheduleOf(ctx: SignedInContext, listId: number) {
  const schedule = await ctx.db.selectFrom('listSchedules').selectAll().where('listId', '=', listId).executeTakeFirst();
  if (!schedule) return null;
  const runs = await ctx.db
    .selectFrom('listScheduleRuns')
    .selectAll()
    .where('scheduleId', '=', schedule.id)
    .orderBy('runDate', 'desc')
    .limit(5)
    .execute();
  return { ...schedule, active: Number(schedule.active) === 1, runs };
}
export type ListSchedule = NonNullable<Awaited<ReturnType<typeof scheduleOf>>>;

/**
 * Repeats a list as an order (weekly on a weekday, monthly on a day), to a ship-to and by a shipment and payment
 * method checkout would take today; the order is placed as the person who set it. Its first order is on the next such
 * date after today, never today: saving a schedule places nothing at once.
 */
export function setListSchedule(ctx: SignedInContext, listId: number, input: ScheduleInput): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const list = await readableList(ctx, tx, listId);
      const market = await marketOf(ctx);
      const customerId = ctx.actor.customer!.id;
      const errors: UserError[] = [];
      const frequency = input.frequency as ScheduleFrequency;
      if (!SCHEDULE_FREQUENCIES.includes(frequency)) errors.push(listError('frequency', 'schedule_frequency'));
      else if (!validScheduleDay(frequency, input.day)) errors.push(listError('day', 'schedule_day'));
      const [shipTo, shipment, payment] = await Promise.all([
        tx.selectFrom('shipTos').select('code').where('customerId', '=', customerId).where('code', '=', input.shipTo).executeTakeFirst(),
        tx
          .selectFrom('shipmentMethods')
          .select('code')
          .where('sorg', '=', market.sorg)
          .where('code', '=', input.shipment)
          .where('active', '=', 1)
          .executeTakeFirst(),
        tx
          .selectFrom('paymentMethods')
          .select('code')
          .where('sorg', '=', market.sorg)
          .where('code', '=', input.payment)
          .where('active', '=', 1)
          .where('forOrders', '=', 1)
          .executeTakeFirst(),
      ]);
      if (!shipTo) errors.push(listError('shipTo', 'schedule_option'));
      if (!shipment) errors.push(listError('shipment', 'schedule_option'));
      if (!payment) errors.push(listError('payment', 'schedule_option'));
      if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);

      const now = nowIso();
      const values = {
        hostname: ctx.host.hostname,
        createdBy: ctx.actor.user.id,
        frequency,
        day: input.day,
        shipTo: input.shipTo,
        shipment: input.shipment,
        payment: input.payment,
        active: input.active ? 1 : 0,
        nextRun: nextRunDate(frequency, input.day, market.today),
        updatedAt: now,
      };
      const changed = await tx.updateTable('listSchedules').set(values).where('listId', '=', list.id).executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0)
        await tx
          .insertInto('listSchedules')
          .values({ ...values, listId: list.id, customerId, createdAt: now })
          .execute();
      return list.id;
    },
    'The list is ordered by itself from now on',
  );
}

/** Stops repeating a list; what it placed stays, its runs go. */
export function deleteListSchedule(ctx: SignedInContext, listId: number): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const list = await readableList(ctx, tx, listId);
      await tx.deleteFrom('listSchedules').where('listId', '=', list.id).execute();
      return list.id;
    },
    'The list is no longer ordered by itself',
  );
}
