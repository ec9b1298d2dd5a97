import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { SignedInContext } from '../context.ts';
import { frameById, frameOfActiveCustomer } from '../frames/facts.ts';
import { FrameRef } from '../frames/frame-type.ts';
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
  description: 'One item of the pre-delivery checklist every inspection goes through (claimPDIChecklist)',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The item id an inspection ticks (PdiChecklistInput.id)' }),
    checklist: t.exposeString('checklist', { description: 'The group the item belongs to' }),
    description: t.exposeString('description', { description: 'What the mechanic checks' }),
    sorting: t.exposeInt('sorting', { description: "The item's place in the checklist" }),
  }),
});

const CheckRef = builder.objectRef<PdiCheck>('PdiCheck').implement({
  authScopes: readers,
  description: 'One checklist item of an inspection, with whether it was ticked',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The checklist item' }),
    checklist: t.exposeString('checklist', { description: 'The group the item belongs to' }),
    description: t.exposeString('description', { description: 'What the mechanic checks' }),
    checked: t.exposeBoolean('checked', { description: 'The mechanic ticked the item' }),
    sorting: t.exposeInt('sorting', { description: "The item's place in the checklist" }),
  }),
});

// What PDI adds to the one frame (api/frames owns it): the inspection it already has, for the form's one-per-bike check.
builder.objectField(FrameRef, 'pdiId', (t) =>
  t.int({
    nullable: true,
    authScopes: readers,
    description: 'The inspection this bike has (not deleted): a second one is refused; null when none (page.pdi)',
    resolve: async (f, _a, ctx) => (await activePdiOf(ctx.db, f.id))?.id ?? null,
  }),
);

export const PdiRef = builder.objectRef<PdiRow>('Pdi').implement({
  authScopes: readers,
  description: 'A pre-delivery inspection of a bike shipped to a dealer: who inspected it and its checklist',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The inspection id' }),
    frameNumber: t.exposeString('frameNumber', { description: "The inspected bike's frame number" }),
    articleCode: t.exposeString('articleCode', { description: "The bike article's code as the catalogue shows it" }),
    description: t.exposeString('articleName', { description: "The article's name" }),
    brand: t.exposeString('brand', { description: "The bike's brand" }),
    merchandise: t.exposeString('merchandise', { nullable: true, description: 'The merchandise category' }),
    modelYear: t.exposeInt('modelYear', { description: "The bike's model year" }),
    model: t.exposeString('model', { description: "The bike's model" }),
    series: t.exposeString('series', { description: 'The product series of the bike' }),
    mechanic: t.exposeString('mechanic', { description: 'The mechanic who inspected the bike' }),
    notes: t.exposeString('notes', { description: "The mechanic's notes; null when none", nullable: true }),
    custCode: t.string({
      description: 'The code of the customer (dealer) the inspection belongs to, as the portal shows customer codes',
      resolve: (p) => displayCustomerCode({ isr: p.codeIsr, r3: p.codeR3 }),
    }),
    custName: t.exposeString('custName', { description: 'The name of the customer (dealer) the inspection belongs to' }),
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
    isDeleted: t.boolean({ description: 'Deleted (soft): listed only with showDeleted, until restored', resolve: (p) => !!p.isDeleted }),
    deletedAt: t.exposeString('deletedAt', { description: 'When it was deleted: ISO 8601, UTC; null unless deleted', nullable: true }),
    createdAt: t.exposeString('createdAt', { description: 'When the inspection was first saved: ISO 8601, UTC' }),
    updatedAt: t.exposeString('updatedAt', { description: 'When it last changed: ISO 8601, UTC' }),
    frame: t.field({
      description: 'The inspected bike, with its recalls and stolen report',
      type: FrameRef,
      resolve: async (p, _a, ctx) => (await frameById(ctx.db, p.frameId))!,
    }),
    mayChange: t.boolean({
      description: "The owner's edit, delete and restore: the PDI is the active customer's; never support",
      resolve: (p, _a, ctx) => p.customerId === ctx.actor?.customer?.id && ctx.actor?.user.limitation !== 'audit',
    }),
  }),
});

const PdiPage = builder.objectRef<{ pdis: PdiRow[]; info: PageInfo }>('PdiPage').implement({
  authScopes: readers,
  description: 'One page of the inspection list with its paging',
  fields: (t) => ({
    pdis: t.field({ description: "The page's inspections, newest first", type: [PdiRef], resolve: (p) => p.pdis }),
    info: t.field({
      description: 'The page asked for, its size and the count of matching inspections',
      type: PageInfoRef,
      resolve: (p) => p.info,
    }),
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
      page: t.arg.int({ description: 'The page to answer, from 1 (default 1)' }),
      limit: t.arg.int({ description: 'Inspections a page, 1 to 50 (default 10)' }),
      search: t.arg.string({ description: "Any part of the frame number (spaces ignored), the model or the article's name" }),
      showDeleted: t.arg.boolean({ description: 'Include deleted inspections' }),
    },
    resolve: (_r, args, ctx) => listPdis(ctx, args),
  }),
  pdi: t.withAuth(readers).field({
    type: PdiRef,
    description:
      "One inspection the user may read (NOT_FOUND otherwise): a dealer their own company's, sales staff their customers', admins and support all",
    args: { id: t.arg.int({ required: true, description: 'The inspection id' }) },
    resolve: (_r, args, ctx) => pdiFor(ctx, pdiIdOf(args.id)),
  }),
  pdiFrame: t.withAuth(readers).field({
    type: FrameRef,
    nullable: true,
    description: 'A bike shipped to the active customer by its frame number; null for any other frame',
    args: { frameNumber: t.arg.string({ required: true, description: 'The frame number; spaces and case are ignored' }) },
    resolve: (_r, args, ctx) => frameOfActiveCustomer(ctx, args.frameNumber),
  }),
}));
