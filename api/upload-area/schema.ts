import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { UPLOAD_AREA_PURPOSE, UPLOAD_AREA_SCOPE } from '../../src/rules/upload-area.ts';
import { isReadOnlyUser } from '../../src/rules/read-only.ts';
import { registerFileOwner, registerUploadPurpose, signedFileUrl } from '../files/index.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { MutationMessageRef, type RecordAnswer, UserErrorRef } from '../graphql/mutation-result.ts';
import { readableUpload, UPLOAD_OWNER } from './access.ts';
import { createUpload, deleteUpload, listUploads, uploadCustomers, type UploadInput, type UploadRow } from './service.ts';

// The upload area (spec 2 §2 /upload-area, §6 page.upload-area): a dealer sends files to the maker; staff read the
// uploads of the dealers they may act for. Which uploads each may read and delete is decided in access.ts.
const readers = { scope: UPLOAD_AREA_SCOPE } as const;

// PDFs and pictures: signed contracts, scans, shop photos. The kind is read from the bytes, capped per kind (api/files).
registerUploadPurpose(UPLOAD_AREA_PURPOSE, { scope: UPLOAD_AREA_SCOPE, kinds: ['document', 'image'] });
registerFileOwner(UPLOAD_OWNER, async (ctx, id) => {
  try {
    await readableUpload(ctx, id);
    return true;
  } catch {
    return false;
  }
});

const UploadRef = builder.objectRef<UploadRow>('Upload').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    category: t.exposeString('category', { description: 'contract, shop_photo or other' }),
    note: t.exposeString('note', { nullable: true }),
    customerId: t.exposeInt('customerId'),
    custName: t.exposeString('custName'),
    custCode: t.string({ resolve: (u) => displayCustomerCode({ isr: u.codeIsr, r3: u.codeR3 }) }),
    uploadedBy: t.string({
      description: "The sender's name (their username when they have none)",
      resolve: (u) => u.uploaderName || u.uploaderUsername,
    }),
    uploadedAt: t.exposeString('uploadedAt'),
    fileName: t.exposeString('fileName'),
    size: t.exposeInt('size', { description: 'Bytes' }),
    kind: t.exposeString('kind', { description: 'image or document, read from the bytes' }),
    contentType: t.exposeString('contentType'),
    downloadUrl: t.string({
      description: 'The file as an attachment, at a signed address for this reader',
      resolve: (u, _a, ctx) => signedFileUrl(ctx.env.tokenSecret, u.fileId, 'ori'),
    }),
    thumbnailUrl: t.string({
      nullable: true,
      description: 'Pictures: a small card picture',
      resolve: (u, _a, ctx) => (u.thumbnailKey ? signedFileUrl(ctx.env.tokenSecret, u.fileId, 'thumbnail') : null),
    }),
    mayDelete: t.boolean({
      description: 'Only the sender deletes a file',
      resolve: (u, _a, ctx) => u.uploadedBy === ctx.actor?.user.id && !isReadOnlyUser(ctx.actor?.user),
    }),
  }),
});

const UploadPage = builder.objectRef<{ uploads: UploadRow[]; info: PageInfo }>('UploadPage').implement({
  authScopes: readers,
  fields: (t) => ({
    uploads: t.field({ type: [UploadRef], resolve: (p) => p.uploads }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

type CustomerOption = Awaited<ReturnType<typeof uploadCustomers>>[number];
const UploadCustomerRef = builder.objectRef<CustomerOption>('UploadCustomer').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    custCode: t.string({ resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }) }),
  }),
});

const UploadResult = builder.objectRef<RecordAnswer>('UploadResult').implement({
  authScopes: readers,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input' }),
    id: t.exposeInt('id', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  uploads: t.withAuth(readers).field({
    type: UploadPage,
    description: 'The uploads the user may read, newest first, paged in SQL (10 or 20 a page); staff may narrow them to one customer',
    args: {
      page: t.arg.int(),
      limit: t.arg.int(),
      customerId: t.arg.int({ description: 'One customer the user may read (FORBIDDEN otherwise)' }),
    },
    resolve: (_r, args, ctx) => listUploads(ctx, args),
  }),
  uploadCustomers: t.withAuth(readers).field({
    type: [UploadCustomerRef],
    description: "Staff's customer filter: customers with uploads the user may read (at most 20)",
    args: { search: t.arg.string() },
    resolve: (_r, args, ctx) => uploadCustomers(ctx, args.search),
  }),
}));

builder.mutationFields((t) => ({
  createUpload: t.withAuth(readers).field({
    type: UploadResult,
    description: "Files an upload (uploadFile with purpose upload_area) under the dealer's company; dealers only",
    args: { fileId: t.arg.int({ required: true }), category: t.arg.string({ required: true }), note: t.arg.string() },
    resolve: (_r, args, ctx) => createUpload(ctx, args as UploadInput),
  }),
  deleteUpload: t.withAuth(readers).field({
    type: UploadResult,
    description: 'Deletes an upload and its stored file; only its sender',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteUpload(ctx, args.id),
  }),
}));
