import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { PDI_READ, pdiIdOf } from './access.ts';
import type { PdiAnswer } from './answer.ts';
import { PdiRef, pdiFor } from './queries-schema.ts';
import { createPdi, deletePdi, type PdiInput, restorePdi, updatePdi } from './service.ts';

const writers = { scope: PDI_READ } as const;

const PdiResult = builder.objectRef<PdiAnswer>('PdiResult').implement({
  authScopes: writers,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input, C001 the state does not allow it' }),
    id: t.exposeInt('id', { nullable: true }),
    pdi: t.field({
      type: PdiRef,
      nullable: true,
      resolve: (r, _a, ctx) => (r.id && ctx.actor ? pdiFor({ ...ctx, actor: ctx.actor }, r.id) : null),
    }),
  }),
});

const ChecklistTick = builder.inputType('PdiChecklistInput', {
  fields: (t) => ({ id: t.int({ required: true, description: 'A claimPDIChecklist item' }), checked: t.boolean({ required: true }) }),
});

const PdiInputType = builder.inputType('PdiInput', {
  description: 'An inspection of a bike shipped to the active customer; items left out of the checklist are open',
  fields: (t) => ({
    frameNumber: t.string({ required: true }),
    mechanic: t.string({ required: true }),
    notes: t.string({ required: false }),
    checklist: t.field({ type: [ChecklistTick], required: true }),
  }),
});

const idArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({ id: t.arg.int({ required: true }) });

builder.mutationFields((t) => ({
  createPdi: t.withAuth(writers).field({
    type: PdiResult,
    description: 'One inspection per bike while it is not deleted',
    args: { input: t.arg({ type: PdiInputType, required: true }) },
    resolve: (_r, args, ctx) => createPdi(ctx, args.input as PdiInput),
  }),
  updatePdi: t.withAuth(writers).field({
    type: PdiResult,
    description: "The owner's edit; the completion day is cleared when an item is unchecked",
    args: { ...idArg(t), input: t.arg({ type: PdiInputType, required: true }) },
    resolve: (_r, args, ctx) => updatePdi(ctx, pdiIdOf(args.id), args.input as PdiInput),
  }),
  deletePdi: t.withAuth(writers).field({
    type: PdiResult,
    description: 'Soft delete: listed again with showDeleted, until restored',
    args: idArg(t),
    resolve: (_r, args, ctx) => deletePdi(ctx, pdiIdOf(args.id)),
  }),
  restorePdi: t.withAuth(writers).field({
    type: PdiResult,
    args: idArg(t),
    resolve: (_r, args, ctx) => restorePdi(ctx, pdiIdOf(args.id)),
  }),
}));
