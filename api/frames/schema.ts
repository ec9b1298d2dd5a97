import { z } from 'zod';
import { FRAME_STATES, type FrameState, RECALL_TEXT_MAX } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import { CLAIM_REVIEW, isReviewer } from '../auth/officers.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { FRAME_READ } from './access.ts';
import { frameDetail, pdiOf, registrationOf, shipmentOf } from './detail.ts';
import { FrameRef } from './frame-type.ts';
import { type FrameListRow, listFrames, recallSummary } from './list.ts';
import { FrameResultRef } from './recalls-schema.ts';
import { clearStolenFrame, reportStolenFrame } from './stolen.ts';

// One page per frame and the frame list (DESIGN 'Frames'): claims, PDI, registrations, recalls and the stolen list
// joined on the frame number. Who sees which frame is decided in access.ts, as for claims.
const readers = { anyScope: FRAME_READ } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;
type Detail<F extends (...a: any[]) => unknown> = Awaited<ReturnType<F>>;

const FrameRowRef = builder.objectRef<FrameListRow>('FrameRow').implement({
  authScopes: readers,
  description: 'One frame in the frame list: the bike, where it shipped and its state, all worked out in the one list query',
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber', {
      description: 'Capitals without spaces: brand prefix, model year, production code and serial',
    }),
    brand: t.exposeString('brand', { description: "The bike's brand" }),
    model: t.exposeString('model', { description: "The bike's model" }),
    modelYear: t.exposeInt('modelYear', { description: 'The model year the bike was built for' }),
    series: t.exposeString('series', { description: 'The product series the model belongs to' }),
    articleName: t.exposeString('articleName', { description: "The bike article's name" }),
    productionCode: t.exposeString('productionCode', { description: "The factory's production code in the frame number, e.g. 'K05'" }),
    deliveryNo: t.exposeString('deliveryNo', { description: "The ERP's delivery order number the bike shipped on" }),
    shippedAt: t.exposeString('shippedAt', { description: 'The day the bike shipped: YYYY-MM-DD' }),
    custName: t.exposeString('custName', { description: 'The name of the customer the bike shipped to' }),
    custCode: t.exposeString('custCode', {
      description: 'The code of the customer the bike shipped to, as the portal shows customer codes',
    }),
    sold: t.exposeBoolean('sold', { description: 'A live warranty registration: sold to a consumer' }),
    stolen: t.exposeBoolean('stolen', { description: "The frame is on the maker's stolen list" }),
    openRecalls: t.exposeInt('openRecalls', { description: 'Open campaigns still waiting for this bike' }),
  }),
});

const FramePageRef = builder.objectRef<{ frames: FrameListRow[]; info: PageInfo }>('FramePage').implement({
  authScopes: readers,
  description: 'One page of the frame list with its paging',
  fields: (t) => ({
    frames: t.field({ type: [FrameRowRef], description: "The page's frames, newest shipments first", resolve: (p) => p.frames }),
    info: t.field({
      type: PageInfoRef,
      description: 'The page asked for, its size and the count of matching frames',
      resolve: (p) => p.info,
    }),
  }),
});

const FrameFilterInput = builder.inputType('FrameFilter', {
  description: 'What narrows the frame list; every field left out narrows nothing',
  fields: (t) => ({
    search: t.string({
      required: false,
      description: "Any part of the frame number (spaces ignored), the model or the article's name",
      validate: z.string().max(60),
    }),
    openRecall: t.boolean({
      required: false,
      description: 'Only frames an open recall touches (the campaign open and the frame not done)',
    }),
    state: t.string({
      required: false,
      description: "'stock' for bikes without a live warranty registration, 'sold' for bikes with one",
      validate: z.enum(FRAME_STATES),
    }),
  }),
});

const ShipmentRef = builder.objectRef<Detail<typeof shipmentOf>>('FrameShipment').implement({
  authScopes: readers,
  description: 'Where and how a frame shipped: the delivery order, the customer, and the portal order behind it',
  fields: (t) => ({
    deliveryNo: t.exposeString('deliveryNo', { description: "The ERP's delivery order number" }),
    shippedAt: t.exposeString('shippedAt', { description: 'The day the bike shipped: YYYY-MM-DD' }),
    custName: t.exposeString('custName', { description: 'The name of the customer the bike shipped to' }),
    custCode: t.exposeString('custCode', {
      description: 'The code of the customer the bike shipped to, as the portal shows customer codes',
    }),
    expeditionName: t.exposeString('expeditionName', {
      nullable: true,
      description: "The carrier of the delivery; null when the delivery is not the portal's ERP's",
    }),
    trackingNo: t.exposeString('trackingNo', { nullable: true, description: "The carrier's tracking number; null when none is known" }),
    orderId: t.exposeInt('orderId', {
      nullable: true,
      description: 'The portal order the bike was shipped for; null when it was ordered elsewhere',
    }),
    orderNo: t.exposeString('orderNo', { nullable: true, description: "That order's B2B number; null when it was ordered elsewhere" }),
  }),
});

const PdiRef = builder.objectRef<NonNullable<Detail<typeof pdiOf>>>('FramePdi').implement({
  authScopes: readers,
  description: "A frame's pre-delivery inspection as the frame page shows it: who did it and how far the checklist is",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The inspection id (Query.pdi)' }),
    mechanic: t.exposeString('mechanic', { description: 'The mechanic who inspected the bike' }),
    completedAt: t.exposeString('completedAt', {
      nullable: true,
      description: 'The day every item was checked: YYYY-MM-DD; null while items are open',
    }),
    createdAt: t.exposeString('createdAt', { description: 'When the inspection was first saved: ISO 8601, UTC' }),
    checked: t.exposeInt('checked', { description: 'How many checklist items are ticked' }),
    items: t.exposeInt('items', { description: 'How many items the checklist has in all' }),
  }),
});

type Registration = NonNullable<Detail<typeof registrationOf>>;
const WarrantyRef = builder.objectRef<Registration['warranties'][number]>('FrameWarranty').implement({
  authScopes: readers,
  description: "One component's warranty on a registered bike: the months its brand gives, counted from the sold date",
  fields: (t) => ({
    component: t.exposeString('component', { description: 'The component covered: frame, fork or parts' }),
    months: t.exposeInt('months', { description: "How many months the brand's warranty runs for this component" }),
    endsOn: t.exposeString('endsOn', { description: 'YYYY-MM-DD: the sold date plus the months' }),
  }),
});
const RegistrationRef = builder.objectRef<Registration>('FrameRegistration').implement({
  authScopes: readers,
  description: "A frame's live warranty registration: the sale to a consumer, with each component's warranty end",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The registration id (Query.registeredFrame)' }),
    soldDate: t.exposeString('soldDate', { description: 'The day the bike was sold: YYYY-MM-DD' }),
    status: t.exposeString('status', {
      description: "Where the registration is with the brand's consumer account system, e.g. pending_insert, complete, failed_insert",
    }),
    consumerName: t.exposeString('consumerName', { description: 'The name of the consumer who bought the bike' }),
    nonRetail: t.exposeBoolean('nonRetail', { description: 'Registered as a non-retail sale (no consumer sale)' }),
    warranties: t.field({
      type: [WarrantyRef],
      description: "Each component's warranty, longest first",
      resolve: (r) => r.warranties,
    }),
  }),
});

// The frame page's sections, on the one frame: read with the frame page's scopes wherever the frame is reached.
builder.objectFields(FrameRef, (t) => ({
  shipment: t.field({
    type: ShipmentRef,
    authScopes: readers,
    description: 'Where and how the bike shipped (page.claim or page.pdi)',
    resolve: (f, _a, ctx) => shipmentOf(ctx.db, f),
  }),
  pdi: t.field({
    type: PdiRef,
    nullable: true,
    authScopes: readers,
    description: "The bike's latest pre-delivery inspection not deleted; null when none (page.claim or page.pdi)",
    resolve: (f, _a, ctx) => pdiOf(ctx.db, f.id),
  }),
  registration: t.field({
    type: RegistrationRef,
    nullable: true,
    authScopes: readers,
    description: "The bike's live warranty registration; null while it is unsold (page.claim or page.pdi)",
    resolve: (f, _a, ctx) => registrationOf(ctx.db, f),
  }),
  mayReportStolen: t.boolean({
    authScopes: readers,
    description: 'The reader keeps the stolen list (claim.review, not read-only) and may report or clear this frame',
    resolve: (_f, _a, ctx) => isReviewer(signedIn(ctx)) && ctx.actor?.user.limitation !== 'audit',
  }),
}));

const RecallSummaryRef = builder.objectRef<{ inStock: number; sold: number }>('RecallSummary').implement({
  authScopes: readers,
  description: "The home page's recall card: the active customer's bikes an open recall still waits for",
  fields: (t) => ({
    inStock: t.exposeInt('inStock', { description: 'Bikes in stock (no live registration)' }),
    sold: t.exposeInt('sold', { description: 'Bikes sold (with a live registration)' }),
  }),
});

const frameNumberArg = z.string().max(60);

builder.queryFields((t) => ({
  frames: t.withAuth(readers).field({
    type: FramePageRef,
    description:
      'The frames this user may read (a dealer their own, sales staff the customers they act for, officers their sales ' +
      'organisations, admins and support all), newest shipments first, searched, filtered and paged in SQL',
    args: {
      page: t.arg.int({ required: true, description: 'The page to answer, from 1; below 1 reads as 1' }),
      limit: t.arg.int({ required: true, description: 'Frames a page, 1 to 50 (the app offers 10 or 20); 0 reads as 10' }),
      filter: t.arg({ type: FrameFilterInput, required: false, description: 'What narrows the list; none lists every readable frame' }),
    },
    resolve: (_r, a, ctx) => listFrames(ctx, a.page, a.limit, { ...a.filter, state: (a.filter?.state ?? null) as FrameState | null }),
  }),
  frame: t.withAuth(readers).field({
    type: FrameRef,
    description: "One frame the user may read, with the frame page's sections (NOT_FOUND otherwise, another dealer's included)",
    args: {
      frameNumber: t.arg.string({ required: true, description: 'The frame number; spaces and case are ignored', validate: frameNumberArg }),
    },
    resolve: (_r, a, ctx) => frameDetail(ctx, a.frameNumber),
  }),
  recallSummary: t.withAuth({ $all: { anyScope: FRAME_READ, activeCustomer: true } }).field({
    type: RecallSummaryRef,
    description: "How many of the active customer's bikes an open recall touches, in stock and sold",
    resolve: (_r, _a, ctx) => recallSummary(signedIn(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  reportStolenFrame: t.withAuth({ scope: CLAIM_REVIEW }).field({
    type: FrameResultRef,
    description: "Puts a frame the officer may read on the stolen list ('Frame already reported' if it is)",
    args: {
      frameNumber: t.arg.string({
        required: true,
        description: 'The frame to report; spaces and case are ignored; a frame the officer may not read is NOT_FOUND',
        validate: frameNumberArg,
      }),
      note: t.arg.string({
        description: `Who reported it and any police reference, at most ${RECALL_TEXT_MAX.note} characters; optional`,
        validate: z.string().max(RECALL_TEXT_MAX.note * 2),
      }),
    },
    resolve: (_r, a, ctx) => reportStolenFrame(ctx, a.frameNumber, a.note),
  }),
  clearStolenFrame: t.withAuth({ scope: CLAIM_REVIEW }).field({
    type: FrameResultRef,
    description: "Takes a found bike off the stolen list ('This frame is not reported stolen' when it is not on it)",
    args: {
      frameNumber: t.arg.string({
        required: true,
        description: 'The frame to clear; spaces and case are ignored; a frame the officer may not read is NOT_FOUND',
        validate: frameNumberArg,
      }),
    },
    resolve: (_r, a, ctx) => clearStolenFrame(ctx, a.frameNumber),
  }),
}));
