import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
import { ContentTargetMarket } from '../content/reader-schema.ts';
import { ContentResultRef, contentListArgs, htmlValidation, marketIdsValidation } from '../content/publishing-schema.ts';
import { publicationStatus } from '../content/publishing.ts';
import { layoutOrDefault } from '../content/layouts.ts';
import { LayoutRef } from '../content/layouts-schema.ts';
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
  description: 'A group of sales documents; readers see the groups of their sales-document markets, editors all.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The group id.' }),
    name: t.exposeString('name', { description: 'The name editors know the group by.' }),
    title: t.exposeString('title', { description: 'The heading readers see.' }),
    subtitle: t.exposeString('subtitle', { nullable: true, description: 'A line under the heading; null when none.' }),
    contentTargetMarkets: t.loadableGroup({
      type: ContentTargetMarket,
      description: 'The sales-document markets the group is published to, by name.',
      load: (ids: number[], ctx) => marketsOfGroups(ctx.db, ids),
      group: (m) => keyed(m, 'groupId'),
      resolve: (g) => g.id,
    }),
    contentTargetMarketIds: t.intList({
      description: 'Ids of those markets, as SalesDocumentGroupInput takes them.',
      resolve: async (g, _a, ctx) => (await marketsOfGroups(ctx.db, [g.id])).map((m) => m.id),
    }),
    salesDocuments: t.field({
      type: [DocumentRef],
      description: 'Its documents this user may read, of one type or both (limit 100)',
      args: {
        type: t.arg.string({ description: 'sales or technical; both when left out.', validate: z.enum(['sales', 'technical']) }),
      },
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
  description:
    'A sales or technical document with its files, published to sales-document markets for a window of time; readers see ' +
    'current ones of their markets, editors (sales-document.cu) all.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The document id.' }),
    type: t.exposeString('type', { description: 'sales or technical' }),
    title: t.exposeString('title', { description: 'The heading of the document.' }),
    subtitle: t.exposeString('subtitle', { nullable: true, description: 'A line under the heading; null when none.' }),
    body: t.exposeString('body', { description: 'The text as HTML, sanitised so that only safe markup is left.' }),
    groupId: t.exposeInt('groupId', { nullable: true, description: 'The id of its group; null when it has none.' }),
    salesDocumentGroup: t.field({
      type: GroupRef,
      nullable: true,
      description: 'Its group; null when it has none or the reader may not see the group.',
      resolve: (d, _a, ctx) => (d.groupId ? groupById(signedIn(ctx), d.groupId) : null),
    }),
    validFrom: t.expose('validFrom', { type: 'DateTime', description: 'When readers start seeing it, ISO 8601 in UTC.' }),
    validTo: t.expose('validTo', { type: 'DateTime', description: 'When readers stop seeing it, ISO 8601 in UTC.' }),
    itemPerLine: t.exposeInt('itemPerLine', { description: 'Layout setting: items per row on the reader page, 1 to 6.' }),
    layoutId: t.exposeInt('layoutId', { nullable: true, description: 'The id of its card layout; null: the first document layout.' }),
    layout: t.field({
      type: LayoutRef,
      nullable: true,
      description: 'What its card shows (preview, title, subtitle, date); the first sales_document layout when unset.',
      resolve: (d, _a, ctx) => layoutOrDefault(ctx.db, d.layoutId, 'sales_document'),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was created, ISO 8601 in UTC.' }),
    deletedAt: t.expose('deletedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was soft-deleted, ISO 8601 in UTC; null while not.',
    }),
    published: t.boolean({ description: 'True unless it was soft-deleted (its window aside).', resolve: (d) => !d.deletedAt }),
    status: t.string({
      description: 'current, scheduled, expired or deleted',
      resolve: (d) => publicationStatus(d.validFrom, d.validTo, d.deletedAt),
    }),
    contentTargetMarkets: t.loadableGroup({
      type: ContentTargetMarket,
      description: 'The sales-document markets it is published to, by name.',
      load: (ids: number[], ctx) => marketsOfDocuments(ctx.db, ids),
      group: (m) => keyed(m, 'documentId'),
      resolve: (d) => d.id,
    }),
    contentTargetMarketIds: t.intList({
      description: 'Ids of those markets, as SalesDocumentInput takes them.',
      resolve: async (d, _a, ctx) => (await marketsOfDocuments(ctx.db, [d.id])).map((m) => m.id),
    }),
    files: t.field({
      type: [FileRef],
      description: 'Its files, with signed download addresses',
      resolve: async (d, _a, ctx) => (await filesOf(ctx.db, FILE_OWNER, [d.id])).map((f) => fileView(ctx.env.tokenSecret, f)),
    }),
    fileIds: t.intList({
      description: 'Ids of its files in upload order, as SalesDocumentInput.fileIds takes them.',
      resolve: async (d, _a, ctx) => (await filesOf(ctx.db, FILE_OWNER, [d.id])).map((f) => f.id),
    }),
  }),
});

const GroupPage = builder.objectRef<{ salesDocumentGroups: GroupRow[]; info: PageInfo }>('SalesDocumentGroupPage').implement({
  authScopes: readers,
  description: 'One page of sales document groups.',
  fields: (t) => ({
    salesDocumentGroups: t.field({
      type: [GroupRef],
      description: 'The groups of the page, in the order asked for (by name when not), then by id.',
      resolve: (p) => p.salesDocumentGroups,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});
const DocumentPage = builder.objectRef<{ salesDocuments: DocumentRow[]; info: PageInfo }>('SalesDocumentPage').implement({
  authScopes: readers,
  description: 'One page of sales documents.',
  fields: (t) => ({
    salesDocuments: t.field({
      type: [DocumentRef],
      description: 'The documents of the page: latest start first unless sorted, then newest first.',
      resolve: (p) => p.salesDocuments,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const GroupInput = builder.inputType('SalesDocumentGroupInput', {
  description: 'A sales document group as its form saves it.',
  fields: (t) => ({
    name: t.string({ description: 'Required, at most 80 characters.', validate: z.string().max(500) }),
    title: t.string({ description: 'Required, at most 200 characters.', validate: z.string().max(2000) }),
    subtitle: t.string({ description: 'Optional, at most 300 characters.', validate: z.string().max(2000) }),
    contentTargetMarketIds: t.intList({
      description: 'At least one sales-document market to publish it to.',
      validate: marketIdsValidation,
    }),
  }),
});
const DocumentInput = builder.inputType('SalesDocumentInput', {
  description: 'A sales document as its form saves it.',
  fields: (t) => ({
    type: t.string({ description: 'sales or technical', validate: z.string().max(20) }),
    title: t.string({ description: 'Required, at most 200 characters.', validate: z.string().max(2000) }),
    subtitle: t.string({ description: 'Optional, at most 300 characters.', validate: z.string().max(2000) }),
    body: t.string({ description: 'HTML; stored sanitised', validate: htmlValidation }),
    groupId: t.int({ description: 'The id of its group; null for none.' }),
    validFrom: t.string({ description: 'Required: when readers start seeing it, an ISO 8601 date-time.', validate: z.string().max(40) }),
    validTo: t.string({
      description: 'Required: when readers stop seeing it, an ISO 8601 date-time after validFrom.',
      validate: z.string().max(40),
    }),
    itemPerLine: t.int({
      description: 'Layout setting: items per row on the reader page, 1 to 6; 3 when left out.',
      validate: z.number().int().min(1).max(6),
    }),
    layoutId: t.int({ description: 'A layout of type sales_document for its card; the first one when left out.' }),
    contentTargetMarketIds: t.intList({
      description: 'At least one sales-document market to publish it to.',
      validate: marketIdsValidation,
    }),
    fileIds: t.intList({
      description: "Uploads (uploadFile purpose 'sales_document') and files it keeps, at most 10; files left out are deleted",
      validate: z.array(z.number().int()).max(50),
    }),
  }),
});

const typeArg = z.enum(DOCUMENT_TYPES as [SalesDocumentType, ...SalesDocumentType[]]);

builder.queryFields((t) => ({
  salesDocumentGroups: t.withAuth(readers).field({
    type: GroupPage,
    description: 'Document groups; readers get those of their sales-document markets. Search looks in name and title.',
    args: contentListArgs(t.arg),
    resolve: (_r, a, ctx) => listGroups(signedIn(ctx), { page: a.page ?? 1, limit: a.limit, search: a.search, sort: a.sort }),
  }),
  salesDocumentGroup: t.withAuth(readers).field({
    type: GroupRef,
    nullable: true,
    description: 'One document group; null when there is none the user may see.',
    args: { id: t.arg.int({ required: true, description: 'The group id.' }) },
    resolve: (_r, a, ctx) => groupById(signedIn(ctx), a.id),
  }),
  salesDocuments: t.withAuth(readers).field({
    type: DocumentPage,
    description:
      'Documents, newest first; search looks in title, subtitle and text. Readers get current documents of their markets ' +
      'whatever they ask; editors choose.',
    args: {
      ...contentListArgs(t.arg),
      type: t.arg.string({ description: 'Only sales or only technical documents; both when left out.', validate: typeArg }),
      groupId: t.arg.int({ description: 'Only documents of this group.' }),
      ungrouped: t.arg.boolean({ description: 'Only documents without a group' }),
      validOnly: t.arg.boolean({ description: 'Editors: only documents inside their window now (readers always).' }),
      filterContentTargetMarket: t.arg.boolean({ description: "Editors: only documents of the user's own markets (readers always)." }),
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
    description: 'One document; null when there is none the user may read.',
    args: { id: t.arg.int({ required: true, description: 'The document id.' }) },
    resolve: (_r, a, ctx) => documentById(signedIn(ctx), a.id),
  }),
}));

builder.mutationFields((t) => ({
  createSalesDocumentGroup: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Creates a document group; the answer carries its id.',
    args: { input: t.arg({ type: GroupInput, required: true, description: 'The new group.' }) },
    resolve: (_r, a, ctx) => createGroup(signedIn(ctx), a.input),
  }),
  updateSalesDocumentGroup: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Saves a document group.',
    args: {
      id: t.arg.int({ required: true, description: 'The group to save.' }),
      input: t.arg({ type: GroupInput, required: true, description: 'The whole group form.' }),
    },
    resolve: (_r, a, ctx) => updateGroup(signedIn(ctx), a.id, a.input),
  }),
  deleteSalesDocumentGroup: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true, description: 'The group to delete.' }) },
    description: 'Its documents stay, without a group.',
    resolve: (_r, a, ctx) => deleteGroup(signedIn(ctx), a.id),
  }),
  createSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Creates a document with its uploaded files; the answer carries its id.',
    args: { input: t.arg({ type: DocumentInput, required: true, description: 'The new document.' }) },
    resolve: (_r, a, ctx) => createDocument(signedIn(ctx), a.input),
  }),
  updateSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Saves a document and its list of files.',
    args: {
      id: t.arg.int({ required: true, description: 'The document to save.' }),
      input: t.arg({ type: DocumentInput, required: true, description: 'The whole document form.' }),
    },
    resolve: (_r, a, ctx) => updateDocument(signedIn(ctx), a.id, a.input),
  }),
  deleteSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    args: { id: t.arg.int({ required: true, description: 'The document to delete.' }) },
    description: 'Soft delete: readers no longer see it; restoreSalesDocument brings it back.',
    resolve: (_r, a, ctx) => deleteDocument(signedIn(ctx), a.id),
  }),
  restoreSalesDocument: t.withAuth(editors).field({
    type: ContentResultRef,
    description: 'Brings back a soft-deleted document.',
    args: { id: t.arg.int({ required: true, description: 'The document to restore.' }) },
    resolve: (_r, a, ctx) => restoreDocument(signedIn(ctx), a.id),
  }),
}));
