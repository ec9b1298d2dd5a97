import { z } from 'zod';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { MutationMessageRef, type RecordAnswer, UserErrorRef } from '../graphql/mutation-result.ts';
import { type ListSchedule, deleteListSchedule, setListSchedule } from './schedule.ts';

// A shopping list ordered by itself on a repeating day (api/shopping-lists/reorders.ts places it).
const buyers = { $all: { scope: 'cart.display-order-qty', activeCustomer: true } } as const;

const RunRef = builder.objectRef<ListSchedule['runs'][number]>('ShoppingListRun').implement({
  ...insideGuardedFields,
  description: 'One day a scheduled list was ordered, or why it was not.',
  fields: (t) => ({
    runDate: t.exposeString('runDate', { description: "The market's date of the run, YYYY-MM-DD" }),
    outcome: t.exposeString('outcome', { description: 'placed, or refused (nothing was ordered)' }),
    orderNos: t.stringList({
      description: 'The B2B numbers of the orders placed; empty when refused',
      resolve: (r) => (r.orderNos ? r.orderNos.split(', ') : []),
    }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why it was refused, in English; null when placed' }),
    reasonKey: t.exposeString('reasonKey', { nullable: true, description: 'Translation key of the reason, e.g. lists:run.not_sold' }),
  }),
});

export const ScheduleRef = builder.objectRef<ListSchedule>('ShoppingListSchedule').implement({
  ...insideGuardedFields,
  description: 'When a shopping list is ordered by itself, where to and how, and its last runs.',
  fields: (t) => ({
    frequency: t.exposeString('frequency', { description: 'weekly or monthly' }),
    day: t.exposeInt('day', { description: 'Weekly: 1 (Monday) to 7 (Sunday); monthly: the day of the month, 1 to 28' }),
    shipTo: t.exposeString('shipTo', { description: 'The ship-to code the orders go to' }),
    shipment: t.exposeString('shipment', { description: 'The shipment method code' }),
    payment: t.exposeString('payment', { description: 'The payment method code' }),
    active: t.exposeBoolean('active', { description: 'Orders are placed; false while paused' }),
    nextRun: t.exposeString('nextRun', { description: "The market's date of the next order, YYYY-MM-DD" }),
    runs: t.field({ type: [RunRef], description: 'The last five runs, newest first', resolve: (s) => s.runs }),
  }),
});

const ScheduleInputRef = builder.inputType('ShoppingListScheduleInput', {
  description: 'How a list repeats as an order; the options must be ones checkout takes today.',
  fields: (t) => ({
    frequency: t.string({ required: true, description: 'weekly or monthly', validate: z.string().max(10) }),
    day: t.int({ required: true, description: 'Weekly: 1 (Monday) to 7 (Sunday); monthly: 1 to 28', validate: z.number().int() }),
    shipTo: t.string({ required: true, description: "A ship-to code of the active customer's", validate: z.string().max(20) }),
    shipment: t.string({ required: true, description: "A shipment method code of the host's market", validate: z.string().max(20) }),
    payment: t.string({ required: true, description: "A payment method code of the host's market", validate: z.string().max(20) }),
    active: t.boolean({ required: true, description: 'False pauses the schedule without forgetting it' }),
  }),
});

/** What every change of a list or its schedule answers. */
export const ListResultRef = builder.objectRef<RecordAnswer>('ShoppingListResult').implement({
  ...insideGuardedFields,
  description: "The answer of a change of a list or its schedule: the list's id, or why nothing changed.",
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, description: 'Whether it succeeded, with a short text', resolve: (r) => r.message }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Why it was refused, per field (lines.<index>.code or .qty for a line)',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input' }),
    id: t.exposeInt('id', { nullable: true, description: 'The list changed; null when refused' }),
  }),
});

builder.mutationFields((t) => ({
  setShoppingListSchedule: t.withAuth(buyers).field({
    type: ListResultRef,
    description: 'Repeats a list as an order on a weekday or a day of the month; the first order is on the next such date.',
    args: {
      id: t.arg.int({ required: true, description: 'The list id' }),
      input: t.arg({ type: ScheduleInputRef, required: true, description: 'When, where to and how' }),
    },
    resolve: (_root, args, ctx) => setListSchedule(ctx, args.id, args.input),
  }),
  deleteShoppingListSchedule: t.withAuth(buyers).field({
    type: ListResultRef,
    description: 'Stops repeating a list; orders it placed stay.',
    args: { id: t.arg.int({ required: true, description: 'The list id' }) },
    resolve: (_root, args, ctx) => deleteListSchedule(ctx, args.id),
  }),
}));
