import { z } from 'zod';
import { FRAME_STATES, type FrameState, RECALL_TEXT_MAX } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../auth/context.ts';
import { CLAIM_REVIEW, isReviewer } from '../claims/access.ts';
import { type FrameFacts, type FrameRecall, recallsOfFrame, type StolenReport, stolenReportOf } from './facts.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { FRAME_READ } from './access.ts';
import { claimsOf, frameDetail, pdiOf, registrationOf, shipmentOf } from './detail.ts';
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
    custName: t.exposeString('custName'),
    custCode: t.exposeString('custCode'),
    sold: t.exposeBoolean('sold', { description: 'A live warranty registration: sold to a consumer' }),
    stolen: t.exposeBoolean('stolen'),
    openRecalls: t.exposeInt('openRecalls', { description: 'Open campaigns still waiting for this bike' }),
  }),
});

const FramePageRef = builder.objectRef<{ frames: FrameListRow[]; info: PageInfo }>('FramePage').implement({
  authScopes: readers,
  fields: (t) => ({
    frames: t.field({ type: [FrameRowRef], resolve: (p) => p.frames }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const FrameFilterInput = builder.inputType('FrameFilter', {
  fields: (t) => ({
    search: t.string({ required: false, description: 'Frame number or model', validate: z.string().max(60) }),
    openRecall: t.boolean({ required: false, description: 'Only frames an open recall touches' }),
    state: t.string({ required: false, description: 'stock or sold', validate: z.enum(FRAME_STATES) }),
  }),
});

const ShipmentRef = builder.objectRef<Detail<typeof shipmentOf>>('FrameShipment').implement({
  authScopes: readers,
  fields: (t) => ({
    deliveryNo: t.exposeString('deliveryNo'),
    shippedAt: t.exposeString('shippedAt'),
    custName: t.exposeString('custName'),
    custCode: t.exposeString('custCode'),
    expeditionName: t.exposeString('expeditionName', { nullable: true }),
    trackingNo: t.exposeString('trackingNo', { nullable: true }),
    orderId: t.exposeInt('orderId', { nullable: true }),
    orderNo: t.exposeString('orderNo', { nullable: true }),
  }),
});

const PdiRef = builder.objectRef<NonNullable<Detail<typeof pdiOf>>>('FramePdi').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    mechanic: t.exposeString('mechanic'),
    completedAt: t.exposeString('completedAt', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    checked: t.exposeInt('checked'),
    items: t.exposeInt('items'),
  }),
});

type Registration = NonNullable<Detail<typeof registrationOf>>;
const WarrantyRef = builder.objectRef<Registration['warranties'][number]>('FrameWarranty').implement({
  authScopes: readers,
  fields: (t) => ({
    component: t.exposeString('component', { description: 'frame, fork or parts' }),
    months: t.exposeInt('months'),
    endsOn: t.exposeString('endsOn', { description: 'YYYY-MM-DD: the sold date plus the months' }),
  }),
});
const RegistrationRef = builder.objectRef<Registration>('FrameRegistration').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    soldDate: t.exposeString('soldDate'),
    status: t.exposeString('status'),
    consumerName: t.exposeString('consumerName'),
    nonRetail: t.exposeBoolean('nonRetail'),
    warranties: t.field({ type: [WarrantyRef], resolve: (r) => r.warranties }),
  }),
});

const ClaimRef = builder.objectRef<Detail<typeof claimsOf>[number]>('FrameClaim').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeID('id'),
    referenceNo: t.exposeString('referenceNo'),
    status: t.exposeString('statusId'),
    statusDescription: t.exposeString('statusDescription'),
    createdAt: t.exposeString('createdAt'),
  }),
});

const RecallRef = builder.objectRef<FrameRecall>('FrameRecall').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    instruction: t.exposeString('instruction'),
    createdAt: t.exposeString('createdAt'),
    isOpen: t.exposeBoolean('isOpen'),
    doneAt: t.exposeString('doneAt', { nullable: true }),
  }),
});

const StolenRef = builder.objectRef<StolenReport>('FrameStolenReport').implement({
  authScopes: readers,
  fields: (t) => ({
    isStolen: t.exposeBoolean('isStolen'),
    reportedAt: t.exposeString('reportedAt', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const FrameDetailRef = builder.objectRef<FrameFacts>('FrameDetail').implement({
  authScopes: readers,
  description: 'One bike: its shipment, PDI, registration and warranties, claims, recalls and stolen report',
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber'),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    series: t.exposeString('series'),
    articleCode: t.exposeString('articleCode'),
    articleName: t.exposeString('articleName'),
    mcName: t.exposeString('mcName', { nullable: true }),
    productionCode: t.exposeString('productionCode'),
    shipment: t.field({ type: ShipmentRef, resolve: (f, _a, ctx) => shipmentOf(ctx.db, f) }),
    pdi: t.field({ type: PdiRef, nullable: true, resolve: (f, _a, ctx) => pdiOf(ctx.db, f.id) }),
    registration: t.field({ type: RegistrationRef, nullable: true, resolve: (f, _a, ctx) => registrationOf(ctx.db, f) }),
    claims: t.field({ type: [ClaimRef], resolve: (f, _a, ctx) => claimsOf(signedIn(ctx), f.id) }),
    recalls: t.field({ type: [RecallRef], resolve: (f, _a, ctx) => recallsOfFrame(ctx.db, f.id) }),
    stolen: t.field({ type: StolenRef, resolve: (f, _a, ctx) => stolenReportOf(ctx.db, f.frameNumber) }),
    mayReportStolen: t.boolean({
      description: 'The reader keeps the stolen list (claim.review) and may change it',
      resolve: (_f, _a, ctx) => isReviewer(signedIn(ctx)) && ctx.actor?.user.limitation !== 'audit',
    }),
  }),
});

const RecallSummaryRef = builder.objectRef<{ inStock: number; sold: number }>('RecallSummary').implement({
  authScopes: readers,
  fields: (t) => ({
    inStock: t.exposeInt('inStock', { description: 'Bikes in stock (no live registration)' }),
    sold: t.exposeInt('sold', { description: 'Bikes sold (with a live registration)' }),
  }),
});

const frameNumberArg = z.string().max(60);

builder.queryFields((t) => ({
  frames: t.withAuth(readers).field({
    type: FramePageRef,
    description: 'The frames this user may read, newest shipments first, paged in SQL (10 or 20 a page)',
    args: {
      page: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true }),
      filter: t.arg({ type: FrameFilterInput, required: false }),
    },
    resolve: (_r, a, ctx) => listFrames(ctx, a.page, a.limit, { ...a.filter, state: (a.filter?.state ?? null) as FrameState | null }),
  }),
  frame: t.withAuth(readers).field({
    type: FrameDetailRef,
    description: "One frame the user may read (NOT_FOUND otherwise, another dealer's included)",
    args: { frameNumber: t.arg.string({ required: true, validate: frameNumberArg }) },
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
      frameNumber: t.arg.string({ required: true, validate: frameNumberArg }),
      note: t.arg.string({ validate: z.string().max(RECALL_TEXT_MAX.note * 2) }),
    },
    resolve: (_r, a, ctx) => reportStolenFrame(ctx, a.frameNumber, a.note),
  }),
  clearStolenFrame: t.withAuth({ scope: CLAIM_REVIEW }).field({
    type: FrameResultRef,
    description: 'Takes a found bike off the stolen list',
    args: { frameNumber: t.arg.string({ required: true, validate: frameNumberArg }) },
    resolve: (_r, a, ctx) => clearStolenFrame(ctx, a.frameNumber),
  }),
}));
