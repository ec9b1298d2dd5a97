import type { Expression } from 'kysely';
import {
  UPLOAD_CATEGORIES,
  UPLOAD_NOTE_MAX,
  UPLOAD_PAGE_SIZE,
  UPLOAD_PAGE_SIZES,
  type UploadAreaMessageKey,
  uploadAreaMessages,
  type UploadCategory,
} from '../../src/rules/upload-area.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { contains } from '../db/list-query.ts';
import { afterCommit } from '../db/write-scope.ts';
import { deleteFileRows, removeFileKeys } from '../files/service.ts';
import { ErrorCode, forbidden } from '../graphql/errors.ts';
import { pageInfo } from '../db/paging.ts';
import { areaErrors, type RecordAnswer, recordAnswer, Refused, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { checkCustomerFilter, isStaff, ownCustomerOf, ownUpload, UPLOAD_OWNER, visibleUploads } from './access.ts';
import { nowIso } from '../platform/clock.ts';

const uploadAreaError = areaErrors(uploadAreaMessages, 'upload-area:errors.');
const refuse = (field: string, key: UploadAreaMessageKey, params?: Record<string, string>): never => {
  throw new Refused(ErrorCode.invalidInput, [uploadAreaError(field, key, params)]);
};

/** One upload as the list shows it: what was sent, by whom and when, for which customer. */
const uploadRows = (db: Database) =>
  db
    .selectFrom('uploads as u')
    .innerJoin('files as f', 'f.id', 'u.fileId')
    .innerJoin('customers as cu', 'cu.id', 'u.customerId')
    .innerJoin('users as us', 'us.id', 'u.uploadedBy')
    .select([
      'u.id',
      'u.customerId',
      'u.category',
      'u.note',
      'u.uploadedBy',
      'u.uploadedAt',
      'cu.name as custName',
      'cu.codeR3',
      'cu.codeIsr',
      'us.name as uploaderName',
      'us.username as uploaderUsername',
    ])
    .select([
      'f.id as fileId',
      'f.fileName',
      'f.size',
      'f.kind',
      'f.contentType',
      'f.oriKey',
      'f.hiKey',
      'f.medKey',
      'f.lowKey',
      'f.thumbnailKey',
      'f.posterKey',
    ]);

export type UploadRow = Awaited<ReturnType<ReturnType<typeof uploadRows>['executeTakeFirstOrThrow']>>;

export interface UploadListArgs {
  page?: number | null;
  limit?: number | null;
  customerId?: number | null;
}

/** The uploads this user may read (one customer's when asked), newest first, counted and paged in SQL. */
export async function listUploads(ctx: SignedInContext, args: UploadListArgs) {
  const limit = (UPLOAD_PAGE_SIZES as readonly number[]).includes(args.limit ?? 0) ? args.limit! : UPLOAD_PAGE_SIZE;
  const page = Math.max(args.page || 1, 1);
  const visible = visibleUploads(ctx);
  let q = uploadRows(ctx.db).where((eb) => visible(eb));
  if (args.customerId != null) q = q.where('u.customerId', '=', await checkCustomerFilter(ctx, args.customerId));
  const [rows, total] = await Promise.all([
    q
      .orderBy('u.uploadedAt', 'desc')
      .orderBy('u.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { uploads: rows, info: pageInfo(page, limit, Number(total.n)) };
}

/** Staff's customer filter: the customers with uploads this user may read, searched by name or code. */
export async function uploadCustomers(ctx: SignedInContext, search: string | null | undefined) {
  const visible = visibleUploads(ctx);
  let q = ctx.db
    .selectFrom('uploads as u')
    .innerJoin('customers as cu', 'cu.id', 'u.customerId')
    .select(['cu.id', 'cu.name', 'cu.codeIsr', 'cu.codeR3'])
    .distinct()
    .where((eb) => visible(eb));
  const term = trimmed(search);
  if (term)
    q = q.where((eb) =>
      eb.or([
        contains(eb.ref('cu.name'), term),
        contains(eb.ref('cu.codeR3'), term),
        contains(eb.ref('cu.codeIsr') as Expression<string>, term),
      ]),
    );
  return q.orderBy('cu.name').limit(20).execute();
}

export interface UploadInput {
  fileId: number;
  category: string;
  note?: string | null;
}

/**
 * Files a file the dealer sent through the shared pipeline (uploadFile with purpose upload_area) under their
 * company: only their own file that nothing holds yet. Staff read the dealers' files but send none themselves.
 */
export function createUpload(ctx: SignedInContext, input: UploadInput): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      if (isStaff(ctx)) return forbidden('Only dealers send files through the upload area');
      const customerId = ownCustomerOf(ctx) ?? refuse('customer', 'customer_required');
      const errors: UserError[] = [];
      if (!(UPLOAD_CATEGORIES as readonly string[]).includes(input.category)) errors.push(uploadAreaError('category', 'category_unknown'));
      const note = trimmed(input.note);
      if (note.length > UPLOAD_NOTE_MAX) errors.push(uploadAreaError('note', 'note_too_long', { max: String(UPLOAD_NOTE_MAX) }));
      const file = await tx.selectFrom('files').select(['id', 'ownerType', 'uploadedBy']).where('id', '=', input.fileId).executeTakeFirst();
      if (!file || file.ownerType !== null || file.uploadedBy !== ctx.actor.user.id)
        errors.push(uploadAreaError('fileId', 'file_not_yours'));
      if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
      const { id } = await tx
        .insertInto('uploads')
        .values({
          customerId,
          fileId: input.fileId,
          category: input.category as UploadCategory,
          note: note || null,
          uploadedBy: ctx.actor.user.id,
          uploadedAt: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tx.updateTable('files').set({ ownerType: UPLOAD_OWNER, ownerId: id }).where('id', '=', input.fileId).execute();
      return id;
    },
    'The file was sent',
  );
}

/** Deletes an upload its sender no longer wants: the row, its file row, and (once committed) the stored bytes. */
export function deleteUpload(ctx: SignedInContext, id: number): Promise<RecordAnswer> {
  return recordAnswer(
    ctx.db,
    async (tx) => {
      const upload = await ownUpload(ctx, id);
      await tx.deleteFrom('uploads').where('id', '=', upload.id).execute();
      const gone = await deleteFileRows(tx, [upload.fileId]);
      await afterCommit(() => removeFileKeys(ctx.storage, gone));
      return upload.id;
    },
    'The file was deleted',
  );
}
