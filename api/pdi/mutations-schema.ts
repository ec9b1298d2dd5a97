import { FRAME_NUMBER_MAX } from '../../src/rules/claims.ts';
import { PDI_TEXT_MAX } from '../../src/rules/pdi.ts';
import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { PDI_READ, pdiIdOf } from './access.ts';
import type { PdiAnswer } from './answer.ts';
import { PdiRef, pdiFor } from './queries-schema.ts';
import { createPdi, deletePdi, type PdiInput, restorePdi, updatePdi } from './service.ts';

const writers = { scope: PDI_READ } as const;

const PdiResult = builder.objectRef<PdiAnswer>('PdiResult').implement({
  authScopes: writers,
  description: 'What an inspection change answers: whether it was done, why not field by field, and the inspection',
  fields: (t) => ({
    message: t.field({ description: 'Done or refused, in one sentence', type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({
      description: 'Each refused field with its reason (pdi:errors.<key>); empty when done',
      type: [UserErrorRef],
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input, C001 the state does not allow it' }),
    id: t.exposeInt('id', { description: 'The inspection written; null when refused', nullable: true }),
    pdi: t.field({
      description: 'The inspection as it now stands; null when refused',
      type: PdiRef,
      nullable: true,
      resolve: (r, _a, ctx) => (r.id && ctx.actor ? pdiFor({ ...ctx, actor: ctx.actor }, r.id) : null),
    }),
  }),
});

const ChecklistTick = builder.inputType('PdiChecklistInput', {
  description: 'One checklist item and whether the mechanic ticked it',
  fields: (t) => ({
    id: t.int({ required: true, description: 'A claimPDIChecklist item' }),
    checked: t.boolean({ required: true, description: 'The mechanic ticked the item' }),
  }),
});

const PdiInputType = builder.inputType('PdiInput', {
  description: 'An inspection of a bike shipped to the active customer; items left out of the checklist are open',
  fields: (t) => ({
    frameNumber: t.string({
      description: `The bike's frame number, spaces and case ignored, at most ${FRAME_NUMBER_MAX} characters; one inspection per bike`,
      required: true,
    }),
    mechanic: t.string({ description: `The mechanic who inspected the bike, at most ${PDI_TEXT_MAX.mechanic} characters`, required: true }),
    notes: t.string({ description: `The mechanic's notes, at most ${PDI_TEXT_MAX.notes} characters; optional`, required: false }),
    checklist: t.field({
      description: 'The ticks of the checklist items: an item left out is open; for an item sent twice the last tick counts',
      type: [ChecklistTick],
      required: true,
    }),
  }),
});

const idArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  id: t.arg.int({ required: true, description: "The inspection: the active customer's own; another dealer's is NOT_FOUND or FORBIDDEN" }),
});

builder.mutationFields((t) => ({
  createPdi: t.withAuth(writers).field({
    type: PdiResult,
    description: 'Saves an inspection of a bike shipped to the active customer: one per bike while it is not deleted',
    args: { input: t.arg({ type: PdiInputType, required: true, description: 'The inspection form' }) },
    resolve: (_r, args, ctx) => createPdi(ctx, args.input as PdiInput),
  }),
  updatePdi: t.withAuth(writers).field({
    type: PdiResult,
    description: "The owner's edit; the completion day is cleared when an item is unchecked",
    args: { ...idArg(t), input: t.arg({ type: PdiInputType, required: true, description: 'The whole form as it is to be' }) },
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
    description: 'Brings a deleted inspection back, unless the bike has been inspected again since (C001)',
    args: idArg(t),
    resolve: (_r, args, ctx) => restorePdi(ctx, pdiIdOf(args.id)),
  }),
}));
