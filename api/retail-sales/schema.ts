// Warranty registration and retail sales (spec 2 §3 Registered frame, §7 Frames; spec 3 §7 'Retail sales and sales area').
import { z } from 'zod';
import { REGISTRATION_STATUSES, REGISTRATION_TYPES } from '../../src/rules/registration.ts';
import type { RequestContext } from '../auth/context.ts';
import {
  frameOfActiveCustomer,
  type FrameFacts,
  type FrameRecall,
  recallsOfFrame,
  type StolenReport,
  stolenReportOf,
} from '../frames/facts.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { retailSalesAuth } from './answer.ts';
import { listRegistrations, ownRegistration, registrationIdOf, type RegistrationRow, registrationRows } from './rows.ts';
import { RegisteredFrameRef } from './registered-frame-type.ts';
import './mutations-schema.ts';

const RegisteredFramePage = builder.objectRef<{ registeredFrames: RegistrationRow[]; info: PageInfo }>('RegisteredFramePage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    registeredFrames: t.field({ type: [RegisteredFrameRef], resolve: (p) => p.registeredFrames }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const StolenRef = builder.objectRef<StolenReport>('RegistrationStolenBike').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    isStolen: t.exposeBoolean('isStolen'),
    reportedAt: t.exposeString('reportedAt', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
  }),
});
const RecallRef = builder.objectRef<FrameRecall>('RegistrationRecall').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    instruction: t.exposeString('instruction'),
    isOpen: t.exposeBoolean('isOpen'),
  }),
});

const FrameRef = builder.objectRef<FrameFacts>('RegistrationFrame').implement({
  ...insideGuardedFields,
  description: 'A bike shipped to the active customer, as the registration form shows it',
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber'),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    series: t.exposeString('series'),
    articleName: t.exposeString('articleName'),
    productionCode: t.exposeString('productionCode'),
    deliveryNo: t.exposeString('deliveryNo'),
    shippedAt: t.exposeString('shippedAt'),
    shippedTo: t.exposeString('shippedTo'),
    shippedToName: t.exposeString('shippedToName'),
    stolenBike: t.field({ type: StolenRef, resolve: (f, _a, ctx) => stolenReportOf(ctx.db, f.frameNumber) }),
    recallFrames: t.field({ type: [RecallRef], resolve: (f, _a, ctx) => recallsOfFrame(ctx.db, f.id) }),
    registeredFrame: t.field({
      type: RegisteredFrameRef,
      nullable: true,
      description: "The bike's live registration: a second is 'Frame already reported'",
      resolve: (f, _a, ctx) => registrationRowsOfFrame(ctx, f.id),
    }),
  }),
});

const registrationRowsOfFrame = async (ctx: RequestContext, frameId: number) =>
  (await registrationRows(ctx.db).where('r.frameId', '=', frameId).executeTakeFirst()) ?? null;

const CityRef = builder.objectRef<{ id: number; description: string }>('City').implement({
  ...insideGuardedFields,
  fields: (t) => ({ id: t.exposeInt('id'), description: t.exposeString('description') }),
});

const TypeEnum = builder.enumType('RegistrationType', {
  values: REGISTRATION_TYPES.map((v) => v.replace('-', '_')) as ['all', 'retail', 'non_retail'],
});
const StatusFilter = builder.enumType('RegistrationStatusFilter', { values: ['all', ...REGISTRATION_STATUSES] as const });

builder.queryFields((t) => ({
  registeredFrames: t.withAuth(retailSalesAuth).field({
    type: RegisteredFramePage,
    description: "The active customer's warranty registrations, newest first, filtered and paged in SQL (10 a page)",
    args: {
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, validate: z.number().int().min(1).max(50) }),
      type: t.arg({ type: TypeEnum, defaultValue: 'all' }),
      status: t.arg({ type: StatusFilter, defaultValue: 'all' }),
      search: t.arg.string({ description: "Frame number, or the consumer's name, phone or email", validate: z.string().max(60) }),
      custCode: t.arg.string({ description: "The active customer's code; any other answers FORBIDDEN" }),
    },
    resolve: (_r, args, ctx) => listRegistrations(ctx, { ...args, type: args.type === 'non_retail' ? 'non-retail' : args.type }),
  }),
  registeredFrame: t.withAuth(retailSalesAuth).field({
    type: RegisteredFrameRef,
    description: "One of the active customer's registrations (NOT_FOUND otherwise)",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => ownRegistration(ctx, registrationIdOf(String(args.id))),
  }),
  registrationFrame: t.withAuth(retailSalesAuth).field({
    type: FrameRef,
    nullable: true,
    description: 'A bike shipped to the active customer by its frame number; null for any other frame',
    args: { frameNumber: t.arg.string({ required: true, validate: z.string().max(60) }) },
    resolve: (_r, args, ctx) => frameOfActiveCustomer(ctx, args.frameNumber),
  }),
  cities: t.withAuth(retailSalesAuth).field({
    type: [CityRef],
    description: "A country's cities, by name; the active customer's country (else the host's) by default",
    args: { countryId: t.arg.string({ validate: z.string().max(3) }) },
    resolve: (_r, args, ctx) =>
      ctx.db
        .selectFrom('cities')
        .select(['id', 'description'])
        .where('countryId', '=', args.countryId || ctx.actor.customer?.countryId || ctx.host.config.countryId)
        .orderBy('description')
        .execute(),
  }),
}));
