// Warranty registration and retail sales (spec 2 §3 Registered frame, §7 Frames; spec 3 §7 'Retail sales and sales area').
import { z } from 'zod';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '../../src/rules/registration.ts';
import { frameOfActiveCustomer } from '../frames/facts.ts';
import { FrameRef } from '../frames/frame-type.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { retailSalesAuth } from './answer.ts';
import { listRegistrations, ownRegistration, registrationIdOf, type RegistrationRow, registrationRows } from './rows.ts';
import { RegisteredFrameRef } from './registered-frame-type.ts';
import './account-schema.ts';
import './mutations-schema.ts';

const RegisteredFramePage = builder.objectRef<{ registeredFrames: RegistrationRow[]; info: PageInfo }>('RegisteredFramePage').implement({
  ...insideGuardedFields,
  description: "One page of the active customer's warranty registrations with its paging",
  fields: (t) => ({
    registeredFrames: t.field({
      type: [RegisteredFrameRef],
      description: "The page's registrations, newest first",
      resolve: (p) => p.registeredFrames,
    }),
    info: t.field({
      type: PageInfoRef,
      description: 'The page asked for, its size and the count of matching registrations',
      resolve: (p) => p.info,
    }),
  }),
});

// What registrations add to the one frame (api/frames owns it): the live registration, for the form's one-per-bike
// check. Registrations are the active customer's records only, wherever the frame is reached.
builder.objectField(FrameRef, 'registeredFrame', (t) =>
  t.field({
    type: RegisteredFrameRef,
    nullable: true,
    authScopes: retailSalesAuth,
    description:
      "The bike's live registration if the active customer made it: a second is 'Frame already reported'; null when none " +
      '(page.customer-sales-report)',
    resolve: async (f, _a, ctx) =>
      (await registrationRows(ctx.db)
        .where('r.frameId', '=', f.id)
        .where('r.customerId', '=', ctx.actor?.customer?.id ?? -1)
        .executeTakeFirst()) ?? null,
  }),
);

const CityRef = builder.objectRef<{ id: number; description: string }>('City').implement({
  ...insideGuardedFields,
  description: "A city a consumer may live in, of one country's city list",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The city id a registration sends (RegistrationConsumerInput.cityId)' }),
    description: t.exposeString('description', { description: "The city's name" }),
  }),
});

const TypeEnum = builder.enumType('RegistrationType', {
  description: 'Which sales the registration list shows',
  values: {
    all: { description: 'Every registration, retail and non-retail' },
    retail: { description: 'Sales to consumers only' },
    non_retail: { description: 'Sales to businesses (rental fleets, company bikes) only' },
  } as const,
});

/** Where a registration is with the brand's consumer account system (src/rules/registration.ts moves it). */
const STATUS_TEXTS: Record<RegistrationStatus, string> = {
  pending_insert: 'Waiting to be sent to the consumer account system; the dealer may still take it back',
  processing_insert: 'Being sent to the consumer account system now',
  failed_insert: 'Refused by the consumer account system: correct and reupload it, or take it back',
  pending_update: 'An edit waiting to be sent to the consumer account system',
  processing_update: 'An edit being sent to the consumer account system now',
  failed_update: 'An edit refused by the consumer account system: correct and reupload it',
  complete: "Held in the consumer's account: the warranty runs and its certificate can be printed",
};
const StatusFilter = builder.enumType('RegistrationStatusFilter', {
  description: 'Which registrations the list shows, by where they are with the consumer account system',
  values: {
    all: { description: 'Every registration, whatever its status' },
    ...(Object.fromEntries(REGISTRATION_STATUSES.map((status) => [status, { description: STATUS_TEXTS[status] }])) as Record<
      RegistrationStatus,
      { description: string }
    >),
  },
});

builder.queryFields((t) => ({
  registeredFrames: t.withAuth(retailSalesAuth).field({
    type: RegisteredFramePage,
    description: "The active customer's warranty registrations, newest first, filtered and paged in SQL (10 a page)",
    args: {
      page: t.arg.int({
        defaultValue: 1,
        description: 'The page to answer, from 1 (default 1)',
        validate: z.number().int().min(1).max(100_000),
      }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Registrations a page, 1 to 50 (default 10)',
        validate: z.number().int().min(1).max(50),
      }),
      type: t.arg({ type: TypeEnum, defaultValue: 'all', description: 'Retail, non-retail or both (default all)' }),
      status: t.arg({ type: StatusFilter, defaultValue: 'all', description: 'Only registrations in this status (default all)' }),
      search: t.arg.string({ description: "Frame number, or the consumer's name, phone or email", validate: z.string().max(60) }),
      custCode: t.arg.string({ description: "The active customer's code; any other answers FORBIDDEN" }),
    },
    resolve: (_r, args, ctx) => listRegistrations(ctx, { ...args, type: args.type === 'non_retail' ? 'non-retail' : args.type }),
  }),
  registeredFrame: t.withAuth(retailSalesAuth).field({
    type: RegisteredFrameRef,
    description: "One of the active customer's registrations (NOT_FOUND otherwise)",
    args: { id: t.arg.id({ required: true, description: 'The registration id' }) },
    resolve: (_r, args, ctx) => ownRegistration(ctx, registrationIdOf(String(args.id))),
  }),
  registrationFrame: t.withAuth(retailSalesAuth).field({
    type: FrameRef,
    nullable: true,
    description: 'A bike shipped to the active customer by its frame number; null for any other frame',
    args: {
      frameNumber: t.arg.string({
        required: true,
        description: 'The frame number; spaces and case are ignored',
        validate: z.string().max(60),
      }),
    },
    resolve: (_r, args, ctx) => frameOfActiveCustomer(ctx, args.frameNumber),
  }),
  cities: t.withAuth(retailSalesAuth).field({
    type: [CityRef],
    description: "A country's cities, by name; the active customer's country (else the host's) by default",
    args: {
      countryId: t.arg.string({
        description: "The country's code; the active customer's country (else the host's) when left out",
        validate: z.string().max(3),
      }),
    },
    resolve: (_r, args, ctx) =>
      ctx.db
        .selectFrom('cities')
        .select(['id', 'description'])
        .where('countryId', '=', args.countryId || ctx.actor.customer?.countryId || ctx.host.config.countryId)
        .orderBy('description')
        .execute(),
  }),
}));
