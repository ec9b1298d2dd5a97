import { CLAIM_TEXT_MAX, FRAME_NUMBER_MAX } from '../../src/rules/claims.ts';
import { PHONE_MAX_DIGITS } from '../../src/rules/forms.ts';
import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { CLAIM_READ, claimIdOf } from './access.ts';
import type { ClaimAnswer } from './answer.ts';
import { ClaimRef, claimFor } from './queries-schema.ts';
import { createClaimComment } from './comments.ts';
import { createClaimAdditionalDocument, deleteClaimAdditionalDocument } from './documents.ts';
import { createClaimBike, createClaimPaa, type PaaClaimInput, updateClaimBike, updateClaimPaa, type BikeClaimInput } from './filing.ts';
import { updateClaimStatus } from './status.ts';

const writers = { scope: CLAIM_READ } as const;

const ClaimResult = builder.objectRef<ClaimAnswer>('ClaimResult').implement({
  authScopes: writers,
  description: 'What filing, editing or moving a claim answers: whether it was done, why not field by field, and the claim',
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, description: 'Done or refused, in one sentence', resolve: (r) => r.message }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Each refused field with its reason (claims:errors.<key>); empty when done',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input; null when done' }),
    claim: t.field({
      type: ClaimRef,
      nullable: true,
      description: 'The claim as it now stands; null when refused',
      resolve: (r, _a, ctx) => (r.id && ctx.actor ? claimFor({ ...ctx, actor: ctx.actor }, r.id) : null),
    }),
  }),
});

export const ClaimChangeResultRef = builder.objectRef<ClaimAnswer>('ClaimChangeResult').implement({
  authScopes: writers,
  description: 'What a comment or additional document on a claim answers: whether it was done, and why not field by field',
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, description: 'Done or refused, in one sentence', resolve: (r) => r.message }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Each refused field with its reason (claims:errors.<key>); empty when done',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input; null when done' }),
    id: t.exposeInt('id', {
      nullable: true,
      description: "The comment or document added; for a document removed, the claim's id; null when refused",
    }),
  }),
});

const Consumer = builder.inputType('ClaimConsumerInput', {
  description: 'The consumer who owns the bike or part; a bike claim needs their name to match the warranty registration',
  fields: (t) => ({
    name: t.string({ required: false, description: `Required on a bike claim; at most ${CLAIM_TEXT_MAX.name} characters` }),
    phone: t.string({ required: false, description: `The consumer's phone number, digits only, at most ${PHONE_MAX_DIGITS}; optional` }),
    city: t.string({ required: false, description: `The consumer's city, at most ${CLAIM_TEXT_MAX.name} characters; optional` }),
    address: t.string({ required: false, description: `The consumer's address, at most ${CLAIM_TEXT_MAX.address} characters; optional` }),
    email: t.string({ required: false, description: "The consumer's email address; optional" }),
  }),
});
const Problem = builder.inputType('ClaimProblemInput', {
  description: "One problem of the claim, from the problems catalogue of the claim's product category",
  fields: (t) => ({
    problemId: t.int({ required: true, description: 'The problem (claimProblems id); each problem counts once' }),
    notes: t.string({ required: false, description: `What the dealer saw, at most ${CLAIM_TEXT_MAX.customerNotes} characters; optional` }),
  }),
});
const Attachment = builder.inputType('ClaimAttachmentInput', {
  description: 'A file uploaded with uploadFile(purpose: "claim") put in one slot',
  fields: (t) => ({
    slot: t.string({
      required: true,
      description: 'The slot, each at most once: invoice or idCard (picture or PDF), photo1-6 (pictures), video, additionalDoc1-5',
    }),
    fileId: t.int({ required: true, description: 'A file this user uploaded and no record holds yet, or one already in this claim' }),
  }),
});

const common = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  purchaseDate: t.string({ required: false, description: "The consumer's purchase day: YYYY-MM-DD, not in the future; optional" }),
  contactPersonName: t.string({
    required: true,
    description: `Who at the dealer answers questions on the claim, at most ${CLAIM_TEXT_MAX.name} characters`,
  }),
  contactPersonPhone: t.string({
    required: true,
    description: `The contact person's phone number, digits only, at most ${PHONE_MAX_DIGITS}`,
  }),
  consumer: t.field({ type: Consumer, required: false, description: 'The consumer who owns the bike or part' }),
  description: t.string({ required: true, description: `What is wrong, at most ${CLAIM_TEXT_MAX.description} characters` }),
  customerNotes: t.string({
    required: false,
    description: `The dealer's notes for the officer, at most ${CLAIM_TEXT_MAX.customerNotes} characters; optional`,
  }),
  problems: t.field({
    type: [Problem],
    required: true,
    description: "The problems found; at least one where the market's config says so (claimProblemRequired)",
  }),
  attachments: t.field({
    type: [Attachment],
    required: true,
    description: 'Every file of the claim by slot; on an edit, a file left out is deleted',
  }),
});

const BikeInput = builder.inputType('ClaimBikeInput', {
  description: "A bike claim: the bike's facts come from the frame, which must have shipped to the active customer",
  fields: (t) => ({
    frameNumber: t.string({
      required: true,
      description: `The bike's frame number, spaces and case ignored, at most ${FRAME_NUMBER_MAX} characters; one open claim per bike`,
    }),
    articleId: t.int({
      description:
        "The bike's article (claimBikeArticles id) when the portal knows no such frame and the market takes such claims " +
        '(claimNonCode); the invoice slot then holds the proof of purchase. Ignored for a known frame',
    }),
    ...common(t),
  }),
});
const PaaInput = builder.inputType('ClaimPaaInput', {
  description: 'A PAA claim: an article of an invoice of the active customer, at most the invoiced quantity',
  fields: (t) => ({
    articleId: t.int({ required: true, description: 'The PAA article claimed (claimArticles id)' }),
    qty: t.int({ required: true, description: 'How many are claimed: 1 to the quantity on the invoice' }),
    invoiceNo: t.string({ required: true, description: 'The invoice of the active customer the article was on' }),
    ...common(t),
  }),
});

builder.mutationFields((t) => ({
  createClaimBike: t.withAuth(writers).field({
    type: ClaimResult,
    description: 'Files a warranty claim on a bike shipped to the active customer; it starts as submitted',
    args: { input: t.arg({ type: BikeInput, required: true, description: 'The claim form' }) },
    resolve: (_r, args, ctx) => createClaimBike(ctx, args.input as BikeClaimInput),
  }),
  createClaimPaa: t.withAuth(writers).field({
    type: ClaimResult,
    description:
      "Files a warranty claim on a part or accessory invoiced to the active customer; FORBIDDEN where the market's config (claimAllowPAA) says no",
    args: { input: t.arg({ type: PaaInput, required: true, description: 'The claim form' }) },
    resolve: (_r, args, ctx) => createClaimPaa(ctx, args.input as PaaClaimInput),
  }),
  updateClaimBike: t.withAuth(writers).field({
    type: ClaimResult,
    description: "The owner's edit while the status allows it",
    args: {
      id: t.arg.id({ required: true, description: "The claim: the active customer's own bike claim" }),
      input: t.arg({ type: BikeInput, required: true, description: 'The whole form as it is to be' }),
    },
    resolve: (_r, args, ctx) => updateClaimBike(ctx, claimIdOf(String(args.id)), args.input as BikeClaimInput),
  }),
  updateClaimPaa: t.withAuth(writers).field({
    type: ClaimResult,
    description: "The owner's edit while the status allows it",
    args: {
      id: t.arg.id({ required: true, description: "The claim: the active customer's own PAA claim" }),
      input: t.arg({ type: PaaInput, required: true, description: 'The whole form as it is to be' }),
    },
    resolve: (_r, args, ctx) => updateClaimPaa(ctx, claimIdOf(String(args.id)), args.input as PaaClaimInput),
  }),
  updateClaimStatus: t.withAuth(writers).field({
    type: ClaimResult,
    description: "Moves a claim along one of the caller's capabilities; FORBIDDEN otherwise, with nothing changed",
    args: {
      id: t.arg.id({ required: true, description: 'The claim, one the user may read' }),
      status: t.arg.string({ required: true, description: "The status to move to (ClaimStatus.id), one of the claim's nextStatuses" }),
      reason: t.arg.string({
        description: `Why, at most ${CLAIM_TEXT_MAX.reason} characters: required for need_information and rejected; kept in the history`,
      }),
      creditedAmount: t.arg.int({
        description: "Approval: the credited amount in the claim's currency's minor units, more than 0 and at most the invoiced value",
      }),
      resolution: t.arg.string({ description: 'Approval: what was agreed, shown to the dealer; the reason when left out' }),
      isNotAWarranty: t.arg.boolean({ description: 'Rejection: the fault is not covered by the warranty' }),
    },
    resolve: (_r, args, ctx) => updateClaimStatus(ctx, claimIdOf(String(args.id)), args),
  }),
  createClaimComment: t.withAuth(writers).field({
    type: ClaimChangeResultRef,
    description:
      'A comment on a claim: officers on the claims they review, the dealer on their own (an officer is told); internal ones are for staff only',
    args: {
      id: t.arg.id({ required: true, description: 'The claim commented on' }),
      comment: t.arg.string({ required: true, description: `The text, at most ${CLAIM_TEXT_MAX.comment} characters` }),
      isInternal: t.arg.boolean({ required: true, description: 'Staff only: a comment the dealer never reads' }),
    },
    resolve: (_r, args, ctx) => createClaimComment(ctx, claimIdOf(String(args.id)), args.comment, args.isInternal),
  }),
  createClaimAdditionalDocument: t.withAuth(writers).field({
    type: ClaimChangeResultRef,
    description: 'A file uploaded with uploadFile(purpose: "claim"), added to a claim with a title',
    args: {
      claimId: t.arg.id({ required: true, description: "The claim: the dealer's own before it is done, or one an officer reviews" }),
      title: t.arg.string({ required: true, description: `What the document is, at most ${CLAIM_TEXT_MAX.title} characters` }),
      fileId: t.arg.int({ required: true, description: 'A file this user uploaded that no record holds yet' }),
    },
    resolve: (_r, args, ctx) => createClaimAdditionalDocument(ctx, claimIdOf(String(args.claimId)), args.title, args.fileId),
  }),
  deleteClaimAdditionalDocument: t.withAuth(writers).field({
    type: ClaimChangeResultRef,
    description: 'Removes an additional document and its file: whoever may add documents to the claim',
    args: { id: t.arg.int({ required: true, description: 'The additional document (ClaimAdditionalDocument.id)' }) },
    resolve: (_r, args, ctx) => deleteClaimAdditionalDocument(ctx, args.id),
  }),
}));
