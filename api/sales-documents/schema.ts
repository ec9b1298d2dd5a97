import { z } from 'zod';
import type { SignedInContext } from '../auth/context.ts';
import { ContentTargetMarket } from '../content/schema.ts';
import { ContentResultRef, contentListArgs, htmlValidation, marketIdsValidation } from '../content/publishing-schema.ts';
import { publicationStatus } from '../content/publishing.ts';
import type { SalesDocumentType } from '../db/types.ts';
import { fileView, filesOf, registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { FileRef } from '../files/schema.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import {
  createDocument,
  deleteDocument,
  documentById,
  type DocumentRow,
  DOCUMENT_TYPES,
  FILE_OWNER,
  listDocuments,
  marketsOfDocuments,
  mayReadDocument,
  restoreDocument,
  updateDocument,
} from './documents.ts';
import {
  createGroup,
  deleteGroup,
  DOCUMENT_EDIT,
  DOCUMENT_READ,
  groupById,
  type GroupRow,
  listGroups,
  marketsOfGroups,
  updateGroup,
} from './groups.ts';

// Sales and technical documents in groups (spec 3 §2, §3, §7 'Sales documents'): readers hold page.sales-document,
// editors sales-document.cu; the services decide what each reads.
const readers = { anyScope: [DOCUMENT_READ, DOCUMENT_EDIT] } as const;
const editors = { scope: DOCUMENT_EDIT } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;
const keyed = <K extends string>(row: object, key: K) => (row as Record<K, number>)[key];

registerUploadPurpose(FILE_OWNER, { scope: DOCUMENT_EDIT, kinds: ['document', 'image'] });
registerFileOwner(FILE_OWNER, (ctx, ownerId) => mayReadDocument(ctx, ownerId));

const GroupRef = builder.objectRef<GroupRow>('SalesDocumentGroup');
const DocumentRef = builder.objectRef<DocumentRow>('SalesDocument');

GroupRef.implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    contentTargetMarkets: t.loadableGroup({
      type: ContentTargetMarket,
      load: (ids: number[], ctx) => marketsOfGroups(ctx.db, ids),
      group: (m) => keyed(m, 'groupId'),
      resolve: (g) => g.id,
    }),
    contentTargetMarketIds: t.intList({ resolve: async (g, _a, ctx) => (await marketsOfGroups(ctx.db, [g.id])).map((m) => m.id) }),
    salesDocuments: t.field({
      type: [DocumentRef],
      description: 'Its documents this user may read, of one type or both (limit 100)',
      args: { type: t.arg.string({ validate: z.enum(['sales', 'technical']) }) },
      resolve: async (g, a, ctx) =>
        (
          await listDocuments(signedIn(ctx), {
            page: 1,
            limit: 100,
            groupId: g.id,
            type: (a.type as SalesDocumentType | null) ?? null,
            validOnly: true,
            filterContentTargetMarket: true,
          })
        ).salesDocuments,
    }),
  }),
});

DocumentRef.implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    type: t.exposeString('type', { description: 'sales or technical' }),
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle', { nullable: true }),
    body: t.exposeString('body', { description: 'Sanitised HTML' }),
    groupId: t.exposeInt('groupId', { nullable: true }),
    salesDocumentGroup: t.field({
      type: GroupRef,
      nullable: true,
      resolve: (d, _a, ctx) => (d.groupId ? groupById(signedIn(ctx), d.groupId) : null),
    }),
    validFrom: t.expose('validFrom', { type: 'DateTime' }),
    validTo: t.expose('validTo', { type: 'DateTime' }),
    itemPerLine: t.exposeInt('itemPerLine'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    deletedAt: t.expose('deletedAt', { type: 'DateTime', nullable: true }),
    published: t.boolean({ description: 'Not soft-deleted', resolve: (d) => !d.deletedAt }),
    status: t.string({
      description: 'current, scheduled, expired or deleted',
      resolve: (d) => publicationStatus(d.validFrom, d.validTo, d.deletedAt),
    }),
    contentTargetMarkets: t.loadableGroup({
      type: ContentTargetMarket,
      load: (ids: number[], ctx) => marketsOfDocuments(ctx.db, ids),
      group: (m) => keyed(m, 'documentId'),
      resolve: (d) => d.id,
    }),
    contentTargetMarketIds: t.intList({ resolve: async (d, _a, ctx) => (await marketsOfDocuments(ctx.db, [d.id])).map((m) => m.id) }),
    files: t.field({
      type: [FileRef],
      description: 'Its files, with signed download addresses',
      resolve: async (d, _a, ctx) => (await filesOf(ctx.db, FILE_OWNER, [d.id])).map((f) => fileView(ctx.env.tokenSecret, f)),
    }),
    fileIds: t.intList({ resolve: async (d, _a, ctx) => (await filesOf(ctx.db, FILE_OWNER, [d.id])).map((f) => f.id) }),
  }),
});

const GroupPage = builder.objectRef<{ salesDocumentGroups: GroupRow[]; info: PageInfo }>('SalesDocumentGroupPage').implement({
  authScopes: readers,
  fields: (t) => ({
    salesDocumentGroups: t.field({ type: [GroupRef], resolve: (p) => p.salesDocumentGroups }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});
const DocumentPage = builder.objectRef<{ salesDocuments: DocumentRow[]; info: PageInfo }>('SalesDocumentPage').implement({
  authScopes: readers,
  fields: (t) => ({
    salesDocuments: t.field({ type: [DocumentRef], resolve: (p) => p.salesDocuments }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const GroupInput = builder.inputType('SalesDocumentGroupInput', {
  fields: (t) => ({
    name: t.string({ validate: z.string().max(500) }),
    title: t.string({ validate: z.string().max(2000) }),
    subtitle: t.string({ validate: z.string().max(2000) }),
    contentTargetMarketIds: t.intList({ validate: marketIdsValidation }),
  }),
});
const DocumentInput = builder.inputType('SalesDocumentInput', {
  fields: (t) => ({
    type: t.string({ description: 'sales or technical', validate: z.string().max(20) }),
    title: t.string({ validate: z.string().max(2000) }),
    subtitle: t.string({ validate: z.string().max(2000) }),
    body: t.string({ description: 'HTML; stored sanitised', validate: htmlValidation }),
    groupId: t.int(),
    validFrom: t.string({ validate: z.string().max(40) }),
    validTo: t.string({ validate: z.string().max(40) }),
    itemPerLine: t.int({ validate: z.number().int().min(1).max(6) }),
    contentTargetMarketIds: t.intList({ validate: marketIdsValidation }),
    fileIds: t.intList({
      description: "Uploads (uploadFile purpose 'sales_document') and files it keeps",
      validate: z.array(z.number().int()).max(50),
    }),
  }),
});

const typeArg = z.enum(DOCUMENT_TYPES as [SalesDocumentType, ...SalesDocumentType[]]);

builder.queryFields((t) => ({
  salesDocumentGroups: t.withAuth(readers).field({
    type: GroupPage,
    description: 'Document groups; readers get those of their sales-document markets.',
    args: contentListArgs(t.arg),
    resolve: (_r, a, ctx) => listGroups(signedIn(ctx), { page: a.page ?? 1, limit: a.limit, search: a.search, sort: a.sort }),
  }),
  salesDocumentGroup: t.withAuth(readers).field({
    type: GroupRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => groupById(signedIn(ctx), a.id),
  }),
  salesDocuments: t.withAuth(readers).field({
    type: DocumentPage,
    description: 'Documents, newest first. Readers get current documents of their markets whatever they ask; editors choose.',
    args: {
      ...contentListArgs(t.arg),
      type: t.arg.string({ validate: typeArg }),
      groupId: t.arg.int(),
      ungrouped: t.arg.boolean({ description: 'Only documents without a group' }),
      validOnly: t.arg.boolean(),
      filterContentTargetMarket: t.arg.boolean(),
      withDeleted: t.arg.boolean({ description: 'Editors: soft-deleted documents too, to restore' }),
    },
    resolve: (_r, a, ctx) =>
      listDocuments(signedIn(ctx), {
        page: a.page ?? 1,
        limit: a.limit,
        search: a.search,
        sort: a.sort,
        type: (a.type as SalesDocumentType | null) ?? null,
        groupId: a.groupId,
        ungrouped: a.ungrouped,
        validOnly: a.validOnly,
        filterContentTargetMarket: a.filterContentTargetMarket,
        withDeleted: a.withDeleted,
      }),
  }),
  salesDocument: t.withAuth(readers).field({
    type: DocumentRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => documentById(signedIn(ctx), a.id),
  }),
}));

builder.mutationFields((t) => ({
  createSalesDocumentGroup: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { input: t.arg({ type: GroupInput, required: true }) },
    resolve: (_r, a, ctx) => createGroup(signedIn(ctx), a.input),
  }),
  updateSalesDocumentGroup: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: GroupInput, required: true }) },
    resolve: (_r, a, ctx) => updateGroup(signedIn(ctx), a.id, a.input),
  }),
  deleteSalesDocumentGroup: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    description: 'Its documents stay, without a group.',
    resolve: (_r, a, ctx) => deleteGroup(signedIn(ctx), a.id),
  }),
  createSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { input: t.arg({ type: DocumentInput, required: true }) },
    resolve: (_r, a, ctx) => createDocument(signedIn(ctx), a.input),
  }),
  updateSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: DocumentInput, required: true }) },
    resolve: (_r, a, ctx) => updateDocument(signedIn(ctx), a.id, a.input),
  }),
  deleteSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    description: 'Soft delete: readers no longer see it; restoreSalesDocument brings it back.',
    resolve: (_r, a, ctx) => deleteDocument(signedIn(ctx), a.id),
  }),
  restoreSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => restoreDocument(signedIn(ctx), a.id),
  }),
}));
