import { z } from 'zod';
import { PHONE_MAX_DIGITS } from '../../src/rules/forms.ts';
import { FRAME_NUMBER_MAX } from '../../src/rules/claims.ts';
import { REGISTRATION_TEXT_MAX } from '../../src/rules/registration.ts';
import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { type RegistrationAnswer, retailSalesAuth } from './answer.ts';
import { type DeleteFrameAnswer, deleteFrame } from './delete.ts';
import { type RegistrationInput, registerFrame, updateRegisteredFrame } from './register.ts';
import { RegisteredFrameRef } from './registered-frame-type.ts';
import { ownRegistration, registrationIdOf } from './rows.ts';

const RegistrationResult = builder.objectRef<RegistrationAnswer>('RegistrationResult').implement({
  authScopes: retailSalesAuth,
  description: 'What registering or reuploading a sale answers: whether it was done, why not field by field, and the registration',
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, description: 'Done or refused, in one sentence', resolve: (r) => r.message }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Each refused field with its reason (retail-sales:errors.<key>); empty when done',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: I001 input, C001 already reported or not editable now',
    }),
    registeredFrame: t.field({
      type: RegisteredFrameRef,
      nullable: true,
      description: 'The registration as it now stands, queued for the consumer account system; null when refused',
      resolve: (r, _a, ctx) => (r.id && ctx.actor ? ownRegistration({ ...ctx, actor: ctx.actor }, r.id) : null),
    }),
  }),
});

const DeleteFrameResult = builder.objectRef<DeleteFrameAnswer>('DeleteFrameResult').implement({
  authScopes: retailSalesAuth,
  description: 'What taking back a registration answers: done, or why not and whether only sales can do it',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: "Done ('Successfully delete this frame') or refused, in one sentence",
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Field errors; always empty: a refusal is said in the message',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: C001 the registration cannot be taken back now; null when done',
    }),
    contactSales: t.exposeBoolean('contactSales', {
      description: "Only sales can take it back: the consumer's account holds it, or a claim is under way",
    }),
  }),
});

const ConsumerInput = builder.inputType('RegistrationConsumerInput', {
  description: 'The consumer who bought the bike (the spec calls them customer)',
  fields: (t) => ({
    name: t.string({ required: true, description: `The consumer's name, at most ${REGISTRATION_TEXT_MAX.name} characters` }),
    phone: t.string({
      required: true,
      description: `The consumer's phone number: digits (spaces and dashes ignored), at most ${PHONE_MAX_DIGITS}`,
    }),
    address: t.string({ required: true, description: `The consumer's address, at most ${REGISTRATION_TEXT_MAX.address} characters` }),
    cityId: t.int({ required: false, description: "Required: the consumer's city (Query.cities id)" }),
    email: t.string({
      required: false,
      description: `The consumer's email address, at most ${REGISTRATION_TEXT_MAX.email} characters; optional`,
    }),
  }),
});

const sale = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  soldDate: t.string({ required: true, description: 'YYYY-MM-DD: not in the future, not before the bike was shipped' }),
  customer: t.field({ type: ConsumerInput, required: true, description: 'The consumer who bought the bike' }),
  dealer: t.string({ required: false, description: "The shop that sold it; the active customer's name when empty" }),
  useAccountData: t.boolean({ required: false, description: "The consumer has an account: keep the account's name and address" }),
  nonRetail: t.boolean({ required: false, description: 'Sold to a business (rental fleet, company bikes), not a consumer' }),
});

const RegistrationInputRef = builder.inputType('RegisteredFrameInput', {
  description: 'A registration corrected or edited: the sale, without the frame, which is chosen only when registering',
  fields: (t) => sale(t),
});

const text = z.string().max(300);

builder.mutationFields((t) => ({
  registerFrame: t.withAuth(retailSalesAuth).field({
    type: RegistrationResult,
    description: "Registers the sale of a bike shipped to the active customer: 'Frame already reported' when it has a live registration",
    args: {
      frameNumber: t.arg.string({
        required: true,
        description: `The bike's frame number, spaces and case ignored, at most ${FRAME_NUMBER_MAX} characters`,
        validate: text,
      }),
      soldDate: t.arg.string({
        required: true,
        description: 'The day it was sold: YYYY-MM-DD, not in the future, not before the bike was shipped',
        validate: text,
      }),
      customer: t.arg({ type: ConsumerInput, required: true, description: 'The consumer who bought the bike' }),
      dealer: t.arg.string({ description: "The shop that sold it; the active customer's name when empty", validate: text }),
      useAccountData: t.arg.boolean({ description: "The consumer has an account: keep the account's name and address" }),
      nonRetail: t.arg.boolean({ description: 'Sold to a business (rental fleet, company bikes), not a consumer' }),
    },
    resolve: (_r, { frameNumber, ...sold }, ctx) => registerFrame(ctx, frameNumber, sold as RegistrationInput),
  }),
  updateRegisteredFrame: t.withAuth(retailSalesAuth).field({
    type: RegistrationResult,
    description: "Correct and reupload a failed registration, or edit a complete one; 'Failed to reupload, please try again.' otherwise",
    args: {
      id: t.arg.id({ required: true, description: "The registration: the active customer's own; any other is NOT_FOUND" }),
      input: t.arg({ type: RegistrationInputRef, required: true, description: 'The sale as it is to be' }),
    },
    resolve: (_r, args, ctx) => updateRegisteredFrame(ctx, registrationIdOf(String(args.id)), args.input as RegistrationInput),
  }),
  deleteFrame: t.withAuth(retailSalesAuth).field({
    type: DeleteFrameResult,
    description: "Takes back the active customer's registration of a frame (NOT_FOUND for any other)",
    args: {
      frameNumber: t.arg.string({
        required: true,
        description: 'The registered frame number; spaces and case are ignored',
        validate: text,
      }),
      type: t.arg.string({
        description: "Only a retail or a non-retail registration ('retail' or 'non-retail'); any other value matches both",
      }),
    },
    resolve: (_r, args, ctx) => deleteFrame(ctx, args.frameNumber, args.type),
  }),
}));
