/**
 * Uploaded files for every content domain (marketing material, sales documents, banners, news...).
 *
 * How a domain uses it:
 * 1. When its schema loads, it says what it accepts and who may read what it owns:
 *      registerUploadPurpose('sales_document', { scope: 'sales-document.cu', kinds: ['document', 'image'] });
 *      registerFileOwner('sales_document', (ctx, ownerId) => mayReadSalesDocument(ctx, ownerId));
 * 2. The browser uploads each file at once with the `uploadFile(file, purpose)` mutation (GraphQL multipart; the
 *    admin form's upload widget does this with progress) and keeps the returned file id. The kind is read from the
 *    bytes (sniff.ts), sizes are capped per kind, images get ori/hi/med/low/thumbnail renditions, videos a poster,
 *    all stored through the storage adapter under generated names.
 * 3. The domain's save takes the ids and calls `attachFiles(db, userId, ids, ownerType, ownerId)` inside its
 *    mutation: only the user's own unattached uploads (or files the record already owns) are taken.
 * 4. Readers get `fileView(ctx.env.tokenSecret, row)` (GraphQL type `FileRef` of ./schema.ts, 'StoredFile'): signed addresses of
 *    GET /files/{id}/{rendition}, served as attachments. The route also takes a bearer token and then asks the
 *    owner's registered check. On delete: `deleteFileRows` in the transaction, `removeFileKeys` after commit.
 * Uploads no save attaches within a day are removed by cleanup.ts (started by server.ts). Every upload path (uploadFile,
 * POST /api/files/{purpose}, payment receipts) stores within the user's daily volume (volume.ts, withVolume).
 */
export { mayReadFile, registerFileOwner, signedFileUrl } from './access.ts';
export { registerUploadPurpose } from './purposes.ts';
export { RENDITIONS, type RenditionName } from './renditions.ts';
export {
  attachFiles,
  deleteFileRows,
  fileView,
  type FileView,
  filesOf,
  isRefusal,
  removeFileKeys,
  storeBytes,
  storeUpload,
  type StoredFile,
} from './service.ts';
export { MAX_BYTES, sniffType } from './sniff.ts';
