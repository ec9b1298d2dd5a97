import { z } from 'zod';
import { builder } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { type RegistrationAnswer, retailSalesAuth } from './answer.ts';
import { type DeleteFrameAnswer, deleteFrame } from './delete.ts';
import { type RegistrationInput, registerFrame, updateRegisteredFrame } from './register.ts';
import { RegisteredFrameRef } from './registered-frame-type.ts';
import { ownRegistration, registrationIdOf } from './rows.ts';

const RegistrationResult = builder.objectRef<RegistrationAnswer>('RegistrationResult').implement({
  authScopes: retailSalesAuth,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', {
      nullable: true,
      description: 'Why it was refused: I001 input, C001 already reported or not editable now',
    }),
    registeredFrame: t.field({
      type: RegisteredFrameRef,
      nullable: true,
      resolve: (r, _a, ctx) => (r.id && ctx.actor ? ownRegistration({ ...ctx, actor: ctx.actor }, r.id) : null),
    }),
  }),
});

const DeleteFrameResult = builder.objectRef<DeleteFrameAnswer>('DeleteFrameResult').implement({
  authScopes: retailSalesAuth,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true }),
    contactSales: t.exposeBoolean('contactSales', {
      description: "Only sales can take it back: the consumer's account holds it, or a claim is under way",
    }),
  }),
});

const ConsumerInput = builder.inputType('RegistrationConsumerInput', {
  description: 'The consumer who bought the bike (the spec calls them customer)',
  fields: (t) => ({
    name: t.string({ required: true }),
    phone: t.string({ required: true }),
    address: t.string({ required: true }),
    cityId: t.int({ required: false }),
    email: t.string({ required: false }),
  }),
});

const sale = (t: Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0]) => ({
  soldDate: t.string({ required: true, description: 'YYYY-MM-DD: not in the future, not before the bike was shipped' }),
  customer: t.field({ type: ConsumerInput, required: true }),
  dealer: t.string({ required: false, description: "The shop that sold it; the active customer's name when empty" }),
  useAccountData: t.boolean({ required: false, description: "The consumer has an account: keep the account's name and address" }),
  nonRetail: t.boolean({ required: false, description: 'Sold to a business (rental fleet, company bikes), not a consumer' }),
});

const RegistrationInputRef = builder.inputType('RegisteredFrameInput', { fields: (t) => sale(t) });

const text = z.string().max(300);

builder.mutationFields((t) => ({
  registerFrame: t.withAuth(retailSalesAuth).field({
    type: RegistrationResult,
    description: "Registers the sale of a bike shipped to the active customer: 'Frame already reported' when it has a live registration",
    args: {
      frameNumber: t.arg.string({ required: true, validate: text }),
      soldDate: t.arg.string({ required: true, validate: text }),
      customer: t.arg({ type: ConsumerInput, required: true }),
      dealer: t.arg.string({ validate: text }),
      useAccountData: t.arg.boolean(),
      nonRetail: t.arg.boolean(),
    },
    resolve: (_r, { frameNumber, ...sold }, ctx) => registerFrame(ctx, frameNumber, sold as RegistrationInput),
  }),
  updateRegisteredFrame: t.withAuth(retailSalesAuth).field({
    type: RegistrationResult,
    description: "Correct and reupload a failed registration, or edit a complete one; 'Failed to reupload, please try again.' otherwise",
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: RegistrationInputRef, required: true }) },
    resolve: (_r, args, ctx) => updateRegisteredFrame(ctx, registrationIdOf(String(args.id)), args.input as RegistrationInput),
  }),
  deleteFrame: t.withAuth(retailSalesAuth).field({
    type: DeleteFrameResult,
    description: "Takes back the active customer's registration of a frame (NOT_FOUND for any other)",
    args: { frameNumber: t.arg.string({ required: true, validate: text }), type: t.arg.string({ description: 'retail or non-retail' }) },
    resolve: (_r, args, ctx) => deleteFrame(ctx, args.frameNumber, args.type),
  }),
}));
