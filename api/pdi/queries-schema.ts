import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { SignedInContext } from '../auth/context.ts';
import {
  type FrameFacts,
  frameById,
  frameOfActiveCustomer,
  type FrameRecall,
  recallsOfFrame,
  type StolenReport,
  stolenReportOf,
} from '../frames/facts.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { PDI_READ, pdiIdOf, readablePdi } from './access.ts';
import { checklistItems, checksOf, type ChecklistItem, listPdis, type PdiCheck, type PdiRow, pdiRows } from './list.ts';
import { activePdiOf } from './service.ts';

// Pre-delivery inspections (spec 2 §2 /pdi, §3, §4 PDI, §7 'PDI create, update, delete, restore and list;
// claimPDIChecklist'): readers hold page.pdi; which PDIs each may read and change is decided per PDI in access.ts.
const readers = { scope: PDI_READ } as const;

const ChecklistItemRef = builder.objectRef<ChecklistItem>('PdiChecklistItem').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    checklist: t.exposeString('checklist', { description: 'The group the item belongs to' }),
    description: t.exposeString('description'),
    sorting: t.exposeInt('sorting'),
  }),
});

const CheckRef = builder.objectRef<PdiCheck>('PdiCheck').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The checklist item' }),
    checklist: t.exposeString('checklist'),
    description: t.exposeString('description'),
    checked: t.exposeBoolean('checked'),
    sorting: t.exposeInt('sorting'),
  }),
});

const StolenRef = builder.objectRef<StolenReport>('PdiStolenBike').implement({
  authScopes: readers,
  fields: (t) => ({
    isStolen: t.exposeBoolean('isStolen'),
    reportedAt: t.exposeString('reportedAt', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const RecallRef = builder.objectRef<FrameRecall>('PdiRecall').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    instruction: t.exposeString('instruction'),
    isOpen: t.exposeBoolean('isOpen'),
    createdAt: t.exposeString('createdAt'),
  }),
});

export const PdiFrameRef = builder.objectRef<FrameFacts>('PdiFrame').implement({
  authScopes: readers,
  description: 'A bike as an inspection shows it, with what the mechanic must know first: a stolen report, open recalls',
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber'),
    articleCode: t.exposeString('articleCode'),
    articleName: t.exposeString('articleName'),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    series: t.exposeString('series'),
    merchandise: t.exposeString('mcName', { nullable: true }),
    productionCode: t.exposeString('productionCode'),
    deliveryNo: t.exposeString('deliveryNo'),
    shippedAt: t.exposeString('shippedAt'),
    shippedTo: t.exposeString('shippedTo'),
    shippedToName: t.exposeString('shippedToName'),
    stolenBike: t.field({ type: StolenRef, resolve: (f, _a, ctx) => stolenReportOf(ctx.db, f.frameNumber) }),
    recallFrames: t.field({ type: [RecallRef], resolve: (f, _a, ctx) => recallsOfFrame(ctx.db, f.id) }),
    pdiId: t.int({
      nullable: true,
      description: 'The inspection this bike has (not deleted): a second one is refused',
      resolve: async (f, _a, ctx) => (await activePdiOf(ctx.db, f.id))?.id ?? null,
    }),
  }),
});

export const PdiRef = builder.objectRef<PdiRow>('Pdi').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    frameNumber: t.exposeString('frameNumber'),
    articleCode: t.exposeString('articleCode'),
    description: t.exposeString('articleName', { description: "The article's name" }),
    brand: t.exposeString('brand'),
    merchandise: t.exposeString('merchandise', { nullable: true, description: 'The merchandise category' }),
    modelYear: t.exposeInt('modelYear'),
    model: t.exposeString('model'),
    series: t.exposeString('series'),
    mechanic: t.exposeString('mechanic'),
    notes: t.exposeString('notes', { nullable: true }),
    custCode: t.string({ resolve: (p) => displayCustomerCode({ isr: p.codeIsr, r3: p.codeR3 }) }),
    custName: t.exposeString('custName'),
    checklist: t.loadableGroup({
      type: CheckRef,
      description: 'Every checklist item with its tick, in checklist order',
      load: (ids: number[], ctx) => checksOf(ctx.db, ids),
      group: (c) => c.pdiId,
      resolve: (p) => p.id,
    }),
    completedAt: t.exposeString('completedAt', {
      nullable: true,
      description: 'YYYY-MM-DD: the day every item was checked, the bike ready for sale',
    }),
    isDeleted: t.boolean({ resolve: (p) => !!p.isDeleted }),
    deletedAt: t.exposeString('deletedAt', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    frame: t.field({ type: PdiFrameRef, resolve: async (p, _a, ctx) => (await frameById(ctx.db, p.frameId))! }),
    mayChange: t.boolean({
      description: "The owner's edit, delete and restore: the PDI is the active customer's; never support",
      resolve: (p, _a, ctx) => p.customerId === ctx.actor?.customer?.id && ctx.actor?.user.limitation !== 'audit',
    }),
  }),
});

const PdiPage = builder.objectRef<{ pdis: PdiRow[]; info: PageInfo }>('PdiPage').implement({
  authScopes: readers,
  fields: (t) => ({
    pdis: t.field({ type: [PdiRef], resolve: (p) => p.pdis }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

/** A PDI as this reader may see it, or NOT_FOUND. */
export async function pdiFor(ctx: SignedInContext, id: number) {
  await readablePdi(ctx, id);
  return pdiRows(ctx.db).where('p.id', '=', id).executeTakeFirstOrThrow();
}

builder.queryFields((t) => ({
  claimPDIChecklist: t.withAuth(readers).field({
    type: [ChecklistItemRef],
    description: 'The pre-delivery checklist, in its order',
    resolve: (_r, _a, ctx) => checklistItems(ctx.db),
  }),
  pdis: t.withAuth(readers).field({
    type: PdiPage,
    description: 'The inspections the user may read, newest first, searched by frame number or model and paged in SQL (10 a page)',
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      search: t.arg.string(),
      showDeleted: t.arg.boolean({ description: 'Include deleted inspections' }),
    },
    resolve: (_r, args, ctx) => listPdis(ctx, args),
  }),
  pdi: t.withAuth(readers).field({
    type: PdiRef,
    description: 'One inspection the user may read (NOT_FOUND otherwise)',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => pdiFor(ctx, pdiIdOf(args.id)),
  }),
  pdiFrame: t.withAuth(readers).field({
    type: PdiFrameRef,
    nullable: true,
    description: 'A bike shipped to the active customer by its frame number; null for any other frame',
    args: { frameNumber: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => frameOfActiveCustomer(ctx, args.frameNumber),
  }),
}));
