import dayjs from 'dayjs';
import { DELETABLE, mayReupload, REGISTRATION_STATUSES, type WarrantyEnd, warrantyEnds } from '../../src/rules/registration.ts';
import type { RequestContext } from '../context.ts';
import { framesById } from '../frames/facts.ts';
import { FrameRef } from '../frames/frame-type.ts';
import { builder, insideGuardedFields } from '../graphql/builder.ts';
import { perRequest } from '../platform/request-loader.ts';
import type { RegistrationRow } from './rows.ts';
import { warrantyTermsOf } from './warranty.ts';

// One lookup of warranty terms per brand and request, however many rows of that brand a page holds.
const termsOf = perRequest((ctx: RequestContext, brands: readonly string[]) => Promise.all(brands.map((b) => warrantyTermsOf(ctx.db, b))));

const WarrantyRef = builder.objectRef<WarrantyEnd>('RegistrationWarranty').implement({
  ...insideGuardedFields,
  description: "One component's warranty: the brand's months from the sold date",
  fields: (t) => ({
    component: t.exposeString('component', { description: 'frame, fork or parts' }),
    months: t.exposeInt('months', { description: "How many months the brand's warranty runs for this component" }),
    endsOn: t.exposeString('endsOn', { description: 'YYYY-MM-DD, the last day covered' }),
  }),
});

export const RegisteredFrameRef = builder.objectRef<RegistrationRow>('RegisteredFrame').implement({
  ...insideGuardedFields,
  description: 'A warranty registration of a sold bike (spec 2 §3 Registered frame)',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The registration id' }),
    soldDate: t.exposeString('soldDate', { description: 'The day the bike was sold: YYYY-MM-DD' }),
    soldDateFormatted: t.string({
      description: "The sold date in the host's date format, as the list shows it",
      resolve: (r, _a, ctx) => dayjs(r.soldDate).format(ctx.host.config.dateFormat),
    }),
    frame: t.field({
      type: FrameRef,
      description: 'The registered bike as every frame lookup answers it: its article, shipment, recalls and stolen report',
      resolve: (r, _a, ctx) => framesById(ctx).load(r.frameId),
    }),
    brand: t.exposeString('brand', { description: "The bike's brand" }),
    frameNumber: t.exposeString('frameNumber', { description: "The registered bike's frame number" }),
    oldCode: t.exposeString('oldCode', {
      nullable: true,
      description: "The number stamped under the maker's earlier numbering, for bikes built before it; null on bikes numbered since",
    }),
    articleCode: t.exposeString('articleCode', { description: "The bike article's code as the catalogue shows it" }),
    articleDescription: t.exposeString('articleDescription', { description: "The bike article's name" }),
    model: t.exposeString('model', { description: "The bike's model" }),
    modelYear: t.exposeInt('modelYear', { description: "The bike's model year" }),
    shippedAt: t.exposeString('shippedAt', { description: 'The day the bike shipped to the dealer: YYYY-MM-DD' }),
    customerName: t.exposeString('consumerName', { description: "The consumer's name" }),
    customerPhone: t.exposeString('consumerPhone', { description: "The consumer's phone number, digits" }),
    customerAddress: t.exposeString('consumerAddress', { description: "The consumer's address" }),
    customerCity: t.exposeString('consumerCity', {
      description: "The name of the consumer's city; null when the city is gone from the list",
      nullable: true,
    }),
    customerCityId: t.exposeInt('consumerCityId', {
      description: "The consumer's city (Query.cities id); null when unknown",
      nullable: true,
    }),
    customerEmail: t.exposeString('consumerEmail', { description: "The consumer's email address; null when not given", nullable: true }),
    dealerName: t.exposeString('dealerName', { description: "The shop that sold the bike, as the consumer's account shows it" }),
    nonRetail: t.boolean({
      description: 'Sold to a business (rental fleet, company bikes), not a consumer',
      resolve: (r) => !!r.nonRetail,
    }),
    useAccountData: t.boolean({
      description: 'The consumer has an account: its name and address are kept',
      resolve: (r) => !!r.useAccountData,
    }),
    status: t.exposeString('status', { description: REGISTRATION_STATUSES.join(', ') }),
    failureReason: t.exposeString('failureReason', { nullable: true, description: "The consumer account system's own words" }),
    failureCode: t.exposeString('failureCode', {
      nullable: true,
      description: 'The same as a code the app translates (retail-sales:reasons.<code>)',
    }),
    accountRef: t.exposeString('accountRef', {
      description: "The consumer account system's reference once it holds the registration; null before",
      nullable: true,
    }),
    createdAt: t.exposeString('createdAt', { description: 'When the sale was registered: ISO 8601, UTC' }),
    updatedAt: t.exposeString('updatedAt', { description: 'When the registration last changed: ISO 8601, UTC' }),
    warranty: t.field({
      description: "Each component's warranty end: frame, fork and parts",
      type: [WarrantyRef],
      resolve: async (r, _a, ctx) => warrantyEnds(r.soldDate, await termsOf(ctx).load(r.brand)),
    }),
    mayReupload: t.boolean({ description: 'Correct and reupload (failed) or edit (complete)', resolve: (r) => mayReupload(r.status) }),
    mayDelete: t.boolean({
      description: 'Not in the consumer account yet; a claim under way still refuses it',
      resolve: (r) => DELETABLE.includes(r.status),
    }),
  }),
});
