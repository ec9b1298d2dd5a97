import DataLoader from 'dataloader';
import dayjs from 'dayjs';
import { DELETABLE, mayReupload, REGISTRATION_STATUSES, type WarrantyEnd, warrantyEnds } from '../../src/rules/registration.ts';
import type { RequestContext } from '../auth/context.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import type { RegistrationRow } from './rows.ts';
import { warrantyTermsOf } from './warranty.ts';

// One lookup of warranty terms per brand and request, however many rows of that brand a page holds.
const termLoaders = new WeakMap<RequestContext, DataLoader<string, Awaited<ReturnType<typeof warrantyTermsOf>>>>();
const termsOf = (ctx: RequestContext, brand: string) => {
  let loader = termLoaders.get(ctx);
  if (!loader)
    termLoaders.set(
      ctx,
      (loader = new DataLoader((brands: readonly string[]) => Promise.all(brands.map((b) => warrantyTermsOf(ctx.db, b))))),
    );
  return loader.load(brand);
};

const WarrantyRef = builder.objectRef<WarrantyEnd>('RegistrationWarranty').implement({
  ...insideGuardedFields,
  description: "One component's warranty: the brand's months from the sold date",
  fields: (t) => ({
    component: t.exposeString('component', { description: 'frame, fork or parts' }),
    months: t.exposeInt('months'),
    endsOn: t.exposeString('endsOn', { description: 'YYYY-MM-DD, the last day covered' }),
  }),
});

export const RegisteredFrameRef = builder.objectRef<RegistrationRow>('RegisteredFrame').implement({
  ...insideGuardedFields,
  description: 'A warranty registration of a sold bike (spec 2 §3 Registered frame)',
  fields: (t) => ({
    id: t.exposeID('id'),
    soldDate: t.exposeString('soldDate', { description: 'YYYY-MM-DD' }),
    soldDateFormatted: t.string({ resolve: (r, _a, ctx) => dayjs(r.soldDate).format(ctx.host.config.dateFormat) }),
    brand: t.exposeString('brand'),
    frameNumber: t.exposeString('frameNumber'),
    oldCode: t.string({
      nullable: true,
      description: 'The frame number of an earlier numbering; none in this portal',
      resolve: () => null,
    }),
    articleCode: t.exposeString('articleCode'),
    articleDescription: t.exposeString('articleDescription'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    shippedAt: t.exposeString('shippedAt'),
    customerName: t.exposeString('consumerName', { description: "The consumer's name" }),
    customerPhone: t.exposeString('consumerPhone'),
    customerAddress: t.exposeString('consumerAddress'),
    customerCity: t.exposeString('consumerCity', { nullable: true }),
    customerCityId: t.exposeInt('consumerCityId', { nullable: true }),
    customerEmail: t.exposeString('consumerEmail', { nullable: true }),
    dealerName: t.exposeString('dealerName'),
    nonRetail: t.boolean({ resolve: (r) => !!r.nonRetail }),
    useAccountData: t.boolean({ resolve: (r) => !!r.useAccountData }),
    status: t.exposeString('status', { description: REGISTRATION_STATUSES.join(', ') }),
    failureReason: t.exposeString('failureReason', { nullable: true, description: "The consumer account system's own words" }),
    failureCode: t.exposeString('failureCode', {
      nullable: true,
      description: 'The same as a code the app translates (retail-sales:reasons.<code>)',
    }),
    accountRef: t.exposeString('accountRef', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    warranty: t.field({ type: [WarrantyRef], resolve: async (r, _a, ctx) => warrantyEnds(r.soldDate, await termsOf(ctx, r.brand)) }),
    mayReupload: t.boolean({ description: 'Correct and reupload (failed) or edit (complete)', resolve: (r) => mayReupload(r.status) }),
    mayDelete: t.boolean({
      description: 'Not in the consumer account yet; a claim under way still refuses it',
      resolve: (r) => DELETABLE.includes(r.status),
    }),
  }),
});
