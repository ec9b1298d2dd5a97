import { sql } from 'kysely';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS } from '../../src/rules/payment-receipts.ts';
import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { customersFor, mayActFor } from '../auth/customer-access.ts';
import { isPostgres } from '../db/dialect.ts';
import type { Database } from '../db/index.ts';
import type { OrderPaymentStatus, OrderStatus } from '../db/types.ts';
import { ErrorCode } from '../graphql/errors.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { type MutationOutcome, succeeded, failed, type UserError, userError } from '../graphql/mutation-result.ts';
import type { UploadRules } from '../files/purposes.ts';
import {
  attachFiles,
  deleteFileRows,
  fileMessages,
  isRefusal,
  type PreparedUpload,
  prepareUpload,
  refusalText,
  removeFileKeys,
  type StoredFile,
  storePrepared,
  type UploadRefusal,
} from '../files/service.ts';
import { isVolumeRefusal, withVolume } from '../files/volume.ts';
import { inWriteTransaction } from '../db/write-transaction.ts';
import { nowIso } from '../platform/clock.ts';

export const PAYMENT_STATUSES = ['waiting', 'uploaded', 'failed', 'voided', 'completed'] as const;
export const PAYMENT_PAGE_SIZES = [10, 20, 50] as const;

/** The statuses with what they mean (spec 2 §7 paymentStatuses). */
export const paymentStatuses = (): { id: OrderPaymentStatus; description: string }[] => [
  { id: 'waiting', description: 'Waiting for the transfer' },
  { id: 'uploaded', description: 'Receipt uploaded, waiting for approval' },
  { id: 'failed', description: 'Payment failed' },
  { id: 'voided', description: 'Payment and order cancelled' },
  { id: 'completed', description: 'Payment approved' },
];

/** The spec's messages (spec 2 §8), with the keys the browser translates them by. */
export const messages = {
  approveFailed: 'Fail to approve payment',
  voidFailed: 'Fail to void payment and order',
  readOnly: 'Your access is read-only',
  staffOnly: 'Only staff may approve or void a payment',
  notYours: 'You may not act for the customer of this order',
  notFound: 'There is no payment for this order',
  closed: 'This payment is closed: receipts can no longer change',
  tooMany: `At most ${MAX_RECEIPTS} receipts per order`,
  wrongType: 'Upload a PDF, JPEG or PNG file',
  tooLarge: 'The file is larger than 5 MB',
  empty: 'The file is empty',
  failed: 'Something went wrong, please try again',
} as const;

export interface PaymentFilter {
  page: number;
  limit: number;
  /** B2B order number or customer (name or code), any part, any case. */
  search?: string | null;
  status?: OrderPaymentStatus | null;
  orderStatus?: OrderStatus | null;
  /** Order date, YYYY-MM-DD, both ends included. */
  dateFrom?: string | null;
  dateTo?: string | null;
}

export interface PaymentReceiptView {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
}

export interface PaymentRow {
  orderId: number;
  orderNo: string;
  soNumber: string | null;
  orderDate: string;
  orderStatus: string;
  status: OrderPaymentStatus;
  amount: number;
  currency: string;
  expiresAt: string | null;
  decidedAt: string | null;
  paymentMethod: string;
  customer: { id: number; name: string; r3: string; isr: string | null };
  receipts: PaymentReceiptView[];
}

/** What every payment mutation answers: the outcome, an error code when refused, and the payment as it is now. */
export interface PaymentAnswer extends MutationOutcome {
  code: string | null;
  payment: PaymentRow | null;
}

/** Staff decide on payments: admins and sales staff who act for dealers; audit users never write. */
export const isStaff = (ctx: SignedInContext) =>
  ctx.actor.user.limitation !== 'audit' && (ctx.actor.roles.includes('admin') || ctx.actor.scopes.has('menu.change-cust'));

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const likeOf = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of prepaid-order payments of the customers the user may act for (a dealer: their own; sales staff: their
 * areas; admins: every customer), newest order first.
 */
export async function paymentList(ctx: SignedInContext, f: PaymentFilter): Promise<{ payments: PaymentRow[]; info: PageInfo }> {
  const visible = customersFor(ctx.db, chooserOf(ctx.actor)).select('customers.id');
  let query = ctx.db
    .selectFrom('orderPayments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .innerJoin('customers as c', 'c.id', 'o.customerId')
    .where('o.customerId', 'in', visible);
  const term = f.search?.trim();
  if (term) {
    const like = likeOf(term);
    // lower() on both sides: SQLite's LIKE ignores case, PostgreSQL's does not.
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref('o.orderNo')}) like ${like} escape '\\'`,
        sql<boolean>`lower(${eb.ref('c.name')}) like ${like} escape '\\'`,
        sql<boolean>`lower(${eb.ref('c.codeR3')}) like ${like} escape '\\'`,
        sql<boolean>`lower(coalesce(${eb.ref('c.codeIsr')}, '')) like ${like} escape '\\'`,
      ]),
    );
  }
  if (f.status) query = query.where('p.status', '=', f.status);
  if (f.orderStatus) query = query.where('o.status', '=', f.orderStatus);
  if (f.dateFrom) query = query.where('o.createdAt', '>=', f.dateFrom);
  if (f.dateTo) query = query.where('o.createdAt', '<', dayAfter(f.dateTo));

  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    rowsQuery(query)
      .orderBy('o.createdAt', 'desc')
      .orderBy('o.id', 'desc')
      .limit(f.limit)
      .offset((f.page - 1) * f.limit)
      .execute(),
  ]);
  return { payments: await withReceipts(ctx.db, rows), info: pageInfo(f.page, f.limit, Number(count)) };
}

type Joined = ReturnType<typeof joined>;
const joined = (db: Database) =>
  db.selectFrom('orderPayments as p').innerJoin('orders as o', 'o.id', 'p.orderId').innerJoin('customers as c', 'c.id', 'o.customerId');
const rowsQuery = (q: Joined) =>
  q.select([
    'o.id as orderId',
    'o.orderNo',
    'o.soNumber',
    'o.createdAt as orderDate',
    'o.status as orderStatus',
    'o.paymentMethod',
    'p.status',
    'p.amount',
    'p.currency',
    'p.expiresAt',
    'p.decidedAt',
    'c.id as customerId',
    'c.name as customerName',
    'c.codeR3',
    'c.codeIsr',
  ]);
type RawRow = Awaited<ReturnType<ReturnType<typeof rowsQuery>['execute']>>[number];

async function withReceipts(db: Database, rows: RawRow[]): Promise<PaymentRow[]> {
  const ids = rows.map((r) => r.orderId);
  const receipts = ids.length
    ? await db
        .selectFrom('files')
        .select(['id', 'ownerId as orderId', 'fileName', 'contentType', 'size', 'createdAt'])
        .where('ownerType', '=', RECEIPT_OWNER)
        .where('ownerId', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  return rows.map((r) => ({
    orderId: r.orderId,
    orderNo: r.orderNo,
    soNumber: r.soNumber,
    orderDate: r.orderDate,
    orderStatus: r.orderStatus,
    status: r.status,
    amount: Number(r.amount),
    currency: r.currency,
    expiresAt: r.expiresAt,
    decidedAt: r.decidedAt,
    paymentMethod: r.paymentMethod,
    customer: { id: r.customerId, name: r.customerName, r3: r.codeR3, isr: r.codeIsr },
    receipts: receipts
      .filter((x) => x.orderId === r.orderId)
      .map((x) => ({ id: x.id, fileName: x.fileName, contentType: x.contentType, size: Number(x.size), createdAt: x.createdAt })),
  }));
}

const paymentOf = async (db: Database, orderId: number) =>
  (await withReceipts(db, await rowsQuery(joined(db)).where('o.id', '=', orderId).execute()))[0] ?? null;

class Refused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly userErrors: UserError[] = [],
  ) {
    super(message);
  }
}
/** The key each refusal is translated by (payment-list:errors.<key>). */
const refusalKeys: Partial<Record<string, string>> = {
  [messages.approveFailed]: 'approve_failed',
  [messages.voidFailed]: 'void_failed',
  [messages.staffOnly]: 'staff_only',
  [messages.notFound]: 'not_found',
  [messages.closed]: 'closed',
  [messages.tooMany]: 'too_many',
};
const refuse = (code: string, message: string): never => {
  const key = refusalKeys[message];
  throw new Refused(code, message, key ? [userError('orderNumber', message, `payment-list:errors.${key}`)] : []);
};

/** Runs one payment mutation in a write transaction; a refusal or failure answers `failed` with its code. */
async function answer(
  ctx: SignedInContext,
  work: (tx: Database) => Promise<{ orderId: number; message: string }>,
  failure: string,
): Promise<PaymentAnswer> {
  if (ctx.actor.user.limitation === 'audit') return { ...failed(messages.readOnly), code: ErrorCode.forbidden, payment: null };
  try {
    const done = await inWriteTransaction(ctx.db, work);
    return { ...succeeded(done.message), code: null, payment: await paymentOf(ctx.db, done.orderId) };
  } catch (e) {
    if (e instanceof Refused) return { ...failed(e.message, e.userErrors), code: e.code, payment: null };
    console.error(failure, e);
    return { ...failed(failure), code: ErrorCode.internal, payment: null };
  }
}

/** The order's payment, locked for this transaction, once the user may act for its customer. */
async function ownPayment(ctx: SignedInContext, tx: Database, where: { orderNo: string } | { orderId: number }) {
  let q = tx
    .selectFrom('orderPayments as p')
    .innerJoin('orders as o', 'o.id', 'p.orderId')
    .leftJoin('erpOrders as e', 'e.orderId', 'o.id')
    .select(['o.id', 'o.customerId', 'o.status as orderStatus', 'p.status', 'e.shippedAt']);
  q = 'orderNo' in where ? q.where('o.orderNo', '=', where.orderNo) : q.where('o.id', '=', where.orderId);
  // PostgreSQL runs writers side by side: the payment's row stays locked until the commit, so what is read here (its
  // status, its receipts) holds while this transaction writes. SQLite's write transactions already run one at a time.
  if (isPostgres(tx)) q = q.forNoKeyUpdate('p');
  const row = await q.executeTakeFirst();
  if (!row) return refuse(ErrorCode.notFound, messages.notFound);
  // Someone who may not act for the customer learns nothing more than that there is no such payment.
  if (!(await mayActFor(tx, chooserOf(ctx.actor), row.customerId))) return refuse(ErrorCode.notFound, messages.notFound);
  return row;
}

const requireStaff = (ctx: SignedInContext) => {
  if (!isStaff(ctx)) refuse(ErrorCode.forbidden, messages.staffOnly);
};

/** Staff approve a waiting or uploaded payment: it is completed and the order proceeds (spec 2 §4). */
export function approvePayment(ctx: SignedInContext, orderNumber: string): Promise<PaymentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      requireStaff(ctx);
      const row = await ownPayment(ctx, tx, { orderNo: orderNumber });
      const now = nowIso();
      const done = await tx
        .updateTable('orderPayments')
        .set({ status: 'completed', decidedBy: ctx.actor.user.id, decidedAt: now })
        .where('orderId', '=', row.id)
        .where('status', 'in', ['waiting', 'uploaded'])
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1 || row.orderStatus === 'cancelled') refuse(ErrorCode.conflict, messages.approveFailed);
      return { orderId: row.id, message: 'The payment was approved' };
    },
    messages.approveFailed,
  );
}

/**
 * Staff void a payment that is not completed: the payment is voided, the order cancelled and its quantities go back
 * to stock, all in one transaction. An order the ERP has shipped (or that is shipped, complete or cancelled already)
 * cannot be voided. Each write is guarded by the state it expects, so a concurrent ERP tick or a second void finds
 * nothing to do and the whole void is refused.
 */
export function voidPayment(ctx: SignedInContext, orderNumber: string): Promise<PaymentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      requireStaff(ctx);
      const row = await ownPayment(ctx, tx, { orderNo: orderNumber });
      if (row.shippedAt) refuse(ErrorCode.conflict, messages.voidFailed);
      const now = nowIso();
      const voided = await tx
        .updateTable('orderPayments')
        .set({ status: 'voided', decidedBy: ctx.actor.user.id, decidedAt: now })
        .where('orderId', '=', row.id)
        .where('status', 'in', ['waiting', 'uploaded', 'failed'])
        .executeTakeFirst();
      if (Number(voided.numUpdatedRows) !== 1) refuse(ErrorCode.conflict, messages.voidFailed);
      const cancelled = await tx
        .updateTable('orders')
        .set({ status: 'cancelled' })
        .where('id', '=', row.id)
        .where('status', 'in', ['awaiting_confirmation', 'in_progress'])
        .executeTakeFirst();
      if (Number(cancelled.numUpdatedRows) !== 1) refuse(ErrorCode.conflict, messages.voidFailed);
      await giveStockBack(tx, row.id, now);
      // The ERP learns of it through the outbox (the local ERP leaves kinds it does not know for a connector that does).
      await tx
        .insertInto('erpOutbox')
        .values({
          orderId: row.id,
          kind: 'order.cancelled',
          payload: JSON.stringify({ orderNo: orderNumber }),
          createdAt: now,
          sentAt: null,
        })
        .execute();
      return { orderId: row.id, message: 'The payment was voided and the order cancelled' };
    },
    messages.voidFailed,
  );
}

/**
 * The reverse of takeStock: each line's quantity goes back to the first warehouse (in checkout's order) that keeps the
 * article, and the article and product-group sums follow. Orders do not record which warehouse each unit came from,
 * so a line split over several warehouses comes back to the first one.
 */
async function giveStockBack(tx: Database, orderId: number, now: string) {
  const lines = await tx
    .selectFrom('orderLines as l')
    .innerJoin('articles as a', 'a.id', 'l.articleId')
    .select(['l.articleId', 'l.qty', 'a.productGroupId'])
    .where('l.orderId', '=', orderId)
    .execute();
  for (const line of lines) {
    const place = await tx
      .selectFrom('stock as s')
      .innerJoin('warehouses as w', 'w.code', 's.warehouseCode')
      .select('s.warehouseCode')
      .where('s.articleId', '=', line.articleId)
      .orderBy('w.position')
      .orderBy('w.code')
      .executeTakeFirst();
    if (place) {
      await tx
        .updateTable('stock')
        .set({ available: sql`available + ${line.qty}`, updatedAt: now })
        .where('articleId', '=', line.articleId)
        .where('warehouseCode', '=', place.warehouseCode)
        .execute();
    }
    await tx
      .updateTable('articles')
      .set({ stockTotal: sql`stock_total + ${line.qty}` })
      .where('id', '=', line.articleId)
      .execute();
    await tx
      .updateTable('productGroups')
      .set({
        stockTotal: sql`stock_total + ${line.qty}`,
        soldQty: sql`case when sold_qty > ${line.qty} then sold_qty - ${line.qty} else 0 end`,
      })
      .where('id', '=', line.productGroupId)
      .execute();
  }
}

/**
 * Receipts are files of the one upload path (api/files), owned by their order: a PDF, JPEG or PNG of at most 5 MB,
 * its type read from the bytes; an image is decoded whole (so an HTML page that starts like a JPEG, or a picture too
 * large to open, is refused) but kept as sent, without renditions.
 */
export const RECEIPT_OWNER = 'payment_receipt';
export const receiptRules: UploadRules = {
  kinds: ['document', 'image'],
  contentTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxBytes: MAX_RECEIPT_BYTES,
  renditions: false,
};

/** A receipt checked whole before its transaction, or the answer refusing it. */
export type CheckedReceipt = PreparedUpload | { refusal: PaymentAnswer };

const refusalMessage: Record<UploadRefusal['reason'], string> = {
  // Never met here: the volume is taken when the receipt is stored (uploadPaymentDoc), with its own answer.
  dailyVolume: messages.failed,
  empty: messages.empty,
  tooLarge: messages.tooLarge,
  wrongType: messages.wrongType,
  unreadable: messages.wrongType,
};

/** Heavy (an image is decoded), so the mutation runs it before its write transaction (workers/before-transaction.ts). */
export async function checkReceipt(file: File): Promise<CheckedReceipt> {
  const prepared = await prepareUpload(file, receiptRules);
  if (!isRefusal(prepared)) return prepared;
  return { refusal: { ...failed(refusalMessage[prepared.reason]), code: ErrorCode.invalidInput, payment: null } };
}

const receiptCount = async (tx: Database, orderId: number) =>
  Number(
    (
      await tx
        .selectFrom('files')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerType', '=', RECEIPT_OWNER)
        .where('ownerId', '=', orderId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * A receipt for an order's transfer (spec 2 §7 uploadPaymentDoc): the dealer of the order (or staff acting for them)
 * uploads a PDF, JPEG or PNG of at most 5 MB, at most 3 per order, while the payment waits; the payment is then
 * 'uploaded'. The type is read from the bytes and images are decoded whole (checkReceipt), never trusting the name or
 * the browser's word. The file is stored before the transaction and removed again when the transaction refuses.
 */
export async function uploadPaymentDoc(
  ctx: SignedInContext,
  orderNumber: string,
  file: File,
  checked?: CheckedReceipt,
): Promise<PaymentAnswer> {
  if (ctx.actor.user.limitation === 'audit') return { ...failed(messages.readOnly), code: ErrorCode.forbidden, payment: null };
  const receipt = checked ?? (await checkReceipt(file));
  if ('refusal' in receipt) return receipt.refusal;

  // Stored before the transaction, so writing the file does not hold the database; the transaction attaches it.
  // Within the user's daily upload volume, like every upload.
  const stored = await withVolume(ctx, receipt.size, (taken) =>
    storePrepared(ctx.db, ctx.storage, receipt, ctx.actor.user.id, null, taken),
  );
  if (isVolumeRefusal(stored)) {
    const text = refusalText(stored);
    return {
      ...failed(text, [userError('file', text, fileMessages.dailyVolume.key, stored.params)]),
      code: ErrorCode.invalidInput,
      payment: null,
    };
  }
  const result = await answer(
    ctx,
    async (tx) => {
      const row = await ownPayment(ctx, tx, { orderNo: orderNumber });
      if (row.status !== 'waiting' && row.status !== 'uploaded') refuse(ErrorCode.conflict, messages.closed);
      if ((await receiptCount(tx, row.id)) >= MAX_RECEIPTS) refuse(ErrorCode.conflict, messages.tooMany);
      await attachReceipts(tx, ctx.actor.user.id, [stored.id], row.id);
      return { orderId: row.id, message: 'The receipt was uploaded' };
    },
    messages.failed,
  );
  if (!result.message.status) {
    await deleteFileRows(ctx.db, [stored.id]);
    await removeFileKeys(ctx.storage, [stored]);
  }
  return result;
}

/** Receipts attached to an order's payment, which then waits for staff to check them; both upload calls end here. */
async function attachReceipts(tx: Database, userId: number, fileIds: readonly number[], orderId: number) {
  await attachFiles(tx, userId, fileIds, RECEIPT_OWNER, orderId);
  await tx
    .updateTable('orderPayments')
    .set({ status: 'uploaded' })
    .where('orderId', '=', orderId)
    .where('status', '=', 'waiting')
    .execute();
}

/**
 * Receipts uploaded first through the one upload path (uploadFile with purpose payment_receipt), attached to the
 * order's payment in one save: only the user's own unattached uploads of a receipt's type and size are taken.
 */
export function uploadPayment(ctx: SignedInContext, orderNumber: string, fileIds: readonly number[]): Promise<PaymentAnswer> {
  return answer(
    ctx,
    async (tx) => {
      const row = await ownPayment(ctx, tx, { orderNo: orderNumber });
      if (row.status !== 'waiting' && row.status !== 'uploaded') refuse(ErrorCode.conflict, messages.closed);
      const ids = [...new Set(fileIds)];
      const files = await tx
        .selectFrom('files')
        .select(['id', 'contentType', 'size', 'ownerType', 'uploadedBy'])
        .where('id', 'in', ids)
        .execute();
      const usable = files.filter(
        (f) =>
          f.ownerType === null &&
          f.uploadedBy === ctx.actor.user.id &&
          (receiptRules.contentTypes ?? []).includes(f.contentType) &&
          Number(f.size) <= MAX_RECEIPT_BYTES,
      );
      if (usable.length !== ids.length)
        throw new Refused(ErrorCode.invalidInput, messages.wrongType, [
          userError('fileIds', messages.wrongType, 'payment-list:errors.wrong_type'),
        ]);
      if ((await receiptCount(tx, row.id)) + ids.length > MAX_RECEIPTS) refuse(ErrorCode.conflict, messages.tooMany);
      await attachReceipts(tx, ctx.actor.user.id, ids, row.id);
      return { orderId: row.id, message: 'The receipt was uploaded' };
    },
    messages.failed,
  );
}

/** Deletes one receipt while the payment is still open; with the last one gone the payment waits again. */
export async function deletePaymentDoc(ctx: SignedInContext, id: number): Promise<PaymentAnswer> {
  let removed: StoredFile[] = [];
  const result = await answer(
    ctx,
    async (tx) => {
      const receipt = await tx
        .selectFrom('files')
        .select('ownerId')
        .where('id', '=', id)
        .where('ownerType', '=', RECEIPT_OWNER)
        .executeTakeFirst();
      if (receipt?.ownerId == null) return refuse(ErrorCode.notFound, messages.notFound);
      const row = await ownPayment(ctx, tx, { orderId: receipt.ownerId });
      if (row.status !== 'waiting' && row.status !== 'uploaded') refuse(ErrorCode.conflict, messages.closed);
      removed = await deleteFileRows(tx, [id]);
      if ((await receiptCount(tx, row.id)) === 0)
        await tx
          .updateTable('orderPayments')
          .set({ status: 'waiting' })
          .where('orderId', '=', row.id)
          .where('status', '=', 'uploaded')
          .execute();
      return { orderId: row.id, message: 'The receipt was deleted' };
    },
    messages.failed,
  );
  // The row is gone once the transaction committed; the file follows.
  if (result.message.status) await removeFileKeys(ctx.storage, removed);
  return result;
}

/** Who may read an order's receipts through GET /files: whoever may act for the order's customer. */
export async function mayReadReceiptsOf(ctx: SignedInContext, orderId: number): Promise<boolean> {
  const order = await ctx.db.selectFrom('orders').select('customerId').where('id', '=', orderId).executeTakeFirst();
  return !!order && (await mayActFor(ctx.db, chooserOf(ctx.actor), order.customerId));
}

/** One receipt's bytes for someone who may act for the order's customer; null when there is none to see. */
export async function receiptFile(ctx: SignedInContext, id: number) {
  const receipt = await ctx.db
    .selectFrom('files as f')
    .innerJoin('orders as o', 'o.id', 'f.ownerId')
    .select(['f.oriKey', 'f.fileName', 'f.contentType', 'o.customerId'])
    .where('f.id', '=', id)
    .where('f.ownerType', '=', RECEIPT_OWNER)
    .executeTakeFirst();
  if (!receipt || !(await mayActFor(ctx.db, chooserOf(ctx.actor), receipt.customerId))) return null;
  const bytes = await ctx.storage.get(receipt.oriKey);
  return bytes ? { fileName: receipt.fileName, contentType: receipt.contentType, content: bytes.toString('base64') } : null;
}
