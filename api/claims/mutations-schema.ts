import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { CLAIM_READ, claimIdOf } from './access.ts';
import type { ClaimAnswer } from './answer.ts';
import { ClaimRef, claimFor } from './claims-schema.ts';
import { createClaimComment } from './comments.ts';
import { createClaimAdditionalDocument, deleteClaimAdditionalDocument } from './documents.ts';
import { createClaimBike, createClaimPaa, type PaaClaimInput, updateClaimBike, updateClaimPaa, type BikeClaimInput } from './filing.ts';
import { updateClaimStatus } from './status.ts';

const writers = { scope: CLAIM_READ } as const;

const ClaimResult = builder.objectRef<ClaimAnswer>('ClaimResult').implement({
  authScopes: writers,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001' }),
    claim: t.field({
      type: ClaimRef,
      nullable: true,
      resolve: (r, _a, ctx) => (r.id && ctx.actor ? claimFor({ ...ctx, actor: ctx.actor }, r.id) : null),
    }),
  }),
});

const ClaimChangeResult = builder.objectRef<ClaimAnswer>('ClaimChangeResult').implement({
  authScopes: writers,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true }),
    id: t.exposeInt('id', { nullable: true, description: 'The comment or document written' }),
  }),
});

const Consumer = builder.inputType('ClaimConsumerInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    phone: t.string({ required: false }),
    city: t.string({ required: false }),
    address: t.string({ required: false }),
    email: t.string({ required: false }),
  }),
});
const Problem = builder.inputType('ClaimProblemInput', {
  fields: (t) => ({ problemId: t.int({ required: true }), notes: t.string({ required: false }) }),
});
const Attachment = builder.inputType('ClaimAttachmentInput', {
  description: 'A file uploaded with uploadFile(purpose: "claim") put in one slot',
  fields: (t) => ({ slot: t.string({ required: true }), fileId: t.int({ required: true }) }),
});

const common = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  purchaseDate: t.string({ required: false, description: 'YYYY-MM-DD, not in the future' }),
  contactPersonName: t.string({ required: true }),
  contactPersonPhone: t.string({ required: true }),
  consumer: t.field({ type: Consumer, required: false }),
  description: t.string({ required: true }),
  customerNotes: t.string({ required: false }),
  problems: t.field({ type: [Problem], required: true }),
  attachments: t.field({ type: [Attachment], required: true }),
});

const BikeInput = builder.inputType('ClaimBikeInput', {
  description: "A bike claim: the bike's facts come from the frame, which must have shipped to the active customer",
  fields: (t) => ({ frameNumber: t.string({ required: true }), ...common(t) }),
});
const PaaInput = builder.inputType('ClaimPaaInput', {
  description: 'A PAA claim: an article of an invoice of the active customer, at most the invoiced quantity',
  fields: (t) => ({
    articleId: t.int({ required: true }),
    qty: t.int({ required: true }),
    invoiceNo: t.string({ required: true }),
    ...common(t),
  }),
});

builder.mutationFields((t) => ({
  createClaimBike: t.withAuth(writers).field({
    type: ClaimResult,
    args: { input: t.arg({ type: BikeInput, required: true }) },
    resolve: (_r, args, ctx) => createClaimBike(ctx, args.input as BikeClaimInput),
  }),
  createClaimPaa: t.withAuth(writers).field({
    type: ClaimResult,
    args: { input: t.arg({ type: PaaInput, required: true }) },
    resolve: (_r, args, ctx) => createClaimPaa(ctx, args.input as PaaClaimInput),
  }),
  updateClaimBike: t.withAuth(writers).field({
    type: ClaimResult,
    description: "The owner's edit while the status allows it",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: BikeInput, required: true }) },
    resolve: (_r, args, ctx) => updateClaimBike(ctx, claimIdOf(String(args.id)), args.input as BikeClaimInput),
  }),
  updateClaimPaa: t.withAuth(writers).field({
    type: ClaimResult,
    description: "The owner's edit while the status allows it",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: PaaInput, required: true }) },
    resolve: (_r, args, ctx) => updateClaimPaa(ctx, claimIdOf(String(args.id)), args.input as PaaClaimInput),
  }),
  updateClaimStatus: t.withAuth(writers).field({
    type: ClaimResult,
    description: "Moves a claim along one of the caller's capabilities; FORBIDDEN otherwise, with nothing changed",
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg.string({ required: true }),
      reason: t.arg.string(),
      creditedAmount: t.arg.int({ description: 'Approval: the credited amount in minor units, at most the invoiced value' }),
      resolution: t.arg.string(),
      isNotAWarranty: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) => updateClaimStatus(ctx, claimIdOf(String(args.id)), args),
  }),
  createClaimComment: t.withAuth(writers).field({
    type: ClaimChangeResult,
    description: 'Internal comments are for staff only',
    args: { id: t.arg.id({ required: true }), comment: t.arg.string({ required: true }), isInternal: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => createClaimComment(ctx, claimIdOf(String(args.id)), args.comment, args.isInternal),
  }),
  createClaimAdditionalDocument: t.withAuth(writers).field({
    type: ClaimChangeResult,
    description: 'A file uploaded with uploadFile(purpose: "claim"), added to a claim with a title',
    args: { claimId: t.arg.id({ required: true }), title: t.arg.string({ required: true }), fileId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => createClaimAdditionalDocument(ctx, claimIdOf(String(args.claimId)), args.title, args.fileId),
  }),
  deleteClaimAdditionalDocument: t.withAuth(writers).field({
    type: ClaimChangeResult,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteClaimAdditionalDocument(ctx, args.id),
  }),
}));
