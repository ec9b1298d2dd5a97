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
  description:
    "A file a dealer sent to the maker through the upload area; dealers read their own company's, staff those of the dealers they may act for.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The upload id.' }),
    category: t.exposeString('category', { description: 'contract, shop_photo or other' }),
    note: t.exposeString('note', { nullable: true, description: "The sender's note on the file; null when none." }),
    customerId: t.exposeInt('customerId', { description: 'The id of the dealer it was sent for.' }),
    custName: t.exposeString('custName', { description: 'The name of that dealer.' }),
    custCode: t.string({
      description: "The dealer's code as the portal shows it: the ISR code, else the R3 code, shortened.",
      resolve: (u) => displayCustomerCode({ isr: u.codeIsr, r3: u.codeR3 }),
    }),
    uploadedBy: t.string({
      description: "The sender's name (their username when they have none)",
      resolve: (u) => u.uploaderName || u.uploaderUsername,
    }),
    uploadedAt: t.exposeString('uploadedAt', { description: 'When it was sent, ISO 8601 in UTC.' }),
    fileName: t.exposeString('fileName', { description: 'Name of the file as uploaded.' }),
    size: t.exposeInt('size', { description: 'Size of the file in bytes.' }),
    kind: t.exposeString('kind', { description: 'image or document, read from the bytes' }),
    contentType: t.exposeString('contentType', { description: 'MIME type read from the bytes, e.g. application/pdf.' }),
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
  description: 'One page of the upload area.',
  fields: (t) => ({
    uploads: t.field({ type: [UploadRef], description: 'The uploads of the page, newest first.', resolve: (p) => p.uploads }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

type CustomerOption = Awaited<ReturnType<typeof uploadCustomers>>[number];
const UploadCustomerRef = builder.objectRef<CustomerOption>('UploadCustomer').implement({
  authScopes: readers,
  description: "A dealer with uploads the user may read, for staff's customer filter.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The customer id, as uploads(customerId) takes it.' }),
    name: t.exposeString('name', { description: 'The name of the dealer.' }),
    custCode: t.string({
      description: "The dealer's code as the portal shows it: the ISR code, else the R3 code, shortened.",
      resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }),
    }),
  }),
});

const UploadResult = builder.objectRef<RecordAnswer>('UploadResult').implement({
  authScopes: readers,
  description: 'What createUpload and deleteUpload answer.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the change was made, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Every problem found with the input, by field; empty when the change was made.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input' }),
    id: t.exposeInt('id', { nullable: true, description: 'The upload created or deleted; null when refused.' }),
  }),
});

builder.queryFields((t) => ({
  uploads: t.withAuth(readers).field({
    type: UploadPage,
    description: 'The uploads the user may read, newest first, paged in SQL (10 or 20 a page); staff may narrow them to one customer',
    args: {
      page: t.arg.int({ description: 'The page to answer, from 1; 1 when left out.' }),
      limit: t.arg.int({ description: 'Rows per page: 10 or 20; 10 when left out or another value.' }),
      customerId: t.arg.int({ description: 'One customer the user may read (FORBIDDEN otherwise)' }),
    },
    resolve: (_r, args, ctx) => listUploads(ctx, args),
  }),
  uploadCustomers: t.withAuth(readers).field({
    type: [UploadCustomerRef],
    description: "Staff's customer filter: customers with uploads the user may read (at most 20)",
    args: { search: t.arg.string({ description: 'Text found in the name, R3 or ISR code, ignoring case.' }) },
    resolve: (_r, args, ctx) => uploadCustomers(ctx, args.search),
  }),
}));

builder.mutationFields((t) => ({
  createUpload: t.withAuth(readers).field({
    type: UploadResult,
    description: "Files an upload (uploadFile with purpose upload_area) under the dealer's company; dealers only",
    args: {
      fileId: t.arg.int({ required: true, description: "The id uploadFile answered; the sender's own file, not yet filed." }),
      category: t.arg.string({ required: true, description: 'What the file is: contract, shop_photo or other.' }),
      note: t.arg.string({ description: 'A note for the maker, at most 200 characters.' }),
    },
    resolve: (_r, args, ctx) => createUpload(ctx, args as UploadInput),
  }),
  deleteUpload: t.withAuth(readers).field({
    type: UploadResult,
    description: 'Deletes an upload and its stored file; only its sender',
    args: { id: t.arg.int({ required: true, description: 'The upload to delete.' }) },
    resolve: (_r, args, ctx) => deleteUpload(ctx, args.id),
  }),
}));
