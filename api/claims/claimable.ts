import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/index.ts';
import { isPostgres } from '../db/dialect.ts';
import type { DB } from '../db/types.ts';

/**
 * What a claim is about, for the rule that claims credit at most what was sold: an invoice's lines of one PAA article
 * (the API counts every line of the article on that invoice together), or one bike's frame.
 */
export type ClaimSubject = { invoiceId: number; articleId: number } | { frameId: number };

/** What the subject sold: its quantity and its value in minor units, the most its claims together may claim and credit. */
export interface Sold {
  qty: number;
  value: number;
}

export const subjectOfClaim = (claim: { frameId: number | null; invoiceId: number | null; articleId: number }): ClaimSubject | null =>
  claim.frameId !== null
    ? { frameId: claim.frameId }
    : claim.invoiceId !== null
      ? { invoiceId: claim.invoiceId, articleId: claim.articleId }
      : null;

/**
 * A claim holds part of what was sold while it is under way, and once finished for what it credited: a rejected claim
 * and one withdrawn (closed before any credit) hold nothing.
 */
export const holdsPart = (eb: ExpressionBuilder<DB & { c: DB['claims']; s: DB['claimStatuses'] }, 'c' | 's'>) =>
  eb.or([eb('s.category', '!=', 'done'), eb('c.creditedAmount', 'is not', null)]);

/**
 * Locks the subject's rows for the rest of the write transaction, so claims filed, approved or credited at once on one
 * subject are checked one after the other: on PostgreSQL the second waits here until the first commits, then reads its
 * claim. SQLite's write transactions (BEGIN IMMEDIATE) already run one at a time, and it has no FOR UPDATE.
 */
async function lockSubject(db: Database, subject: ClaimSubject) {
  if (!isPostgres(db)) return;
  if ('frameId' in subject) {
    await db.selectFrom('frames').select('id').where('id', '=', subject.frameId).forUpdate().execute();
    return;
  }
  await db
    .selectFrom('invoiceLines')
    .select('id')
    .where('invoiceId', '=', subject.invoiceId)
    .where('articleCode', 'in', (eb) => eb.selectFrom('articles').select('articleCode').where('id', '=', subject.articleId))
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** What the subject sold: the invoice's lines of the article (at the highest price a line has, as a claim's value is), or the bike. */
async function soldOf(db: Database, subject: ClaimSubject): Promise<Sold> {
  if ('frameId' in subject) {
    const frame = await db.selectFrom('frames').select('unitPrice').where('id', '=', subject.frameId).executeTakeFirstOrThrow();
    return { qty: 1, value: frame.unitPrice };
  }
  const line = await db
    .selectFrom('invoices as i')
    .innerJoin('invoiceLines as l', 'l.invoiceId', 'i.id')
    .innerJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'l.articleCode').onRef('a.sorg', '=', 'i.sorg'))
    .select((eb) => [eb.fn.sum<number>('l.qty').as('qty'), eb.fn.max<number>('l.price').as('price')])
    .where('i.id', '=', subject.invoiceId)
    .where('a.id', '=', subject.articleId)
    .where('l.qty', '>', 0)
    .executeTakeFirst();
  const qty = Number(line?.qty ?? 0);
  return { qty, value: qty * Number(line?.price ?? 0) };
}

/** What the subject's other claims hold: quantity claimed, credit approved, and credit issued as credit notes. */
async function claimedOn(db: Database, subject: ClaimSubject, except: number) {
  let q = db
    .selectFrom('claims as c')
    .innerJoin('claimStatuses as s', 's.id', 'c.statusId')
    .select((eb) => [
      eb.fn.sum<number>('c.qty').as('qty'),
      eb.fn.sum<number>('c.creditedAmount').as('credited'),
      eb.fn.sum<number>(eb.case().when('c.creditNoteId', 'is not', null).then(eb.ref('c.creditedAmount')).else(0).end()).as('issued'),
    ])
    .where('c.id', '!=', except)
    .where(holdsPart);
  q =
    'frameId' in subject
      ? q.where('c.frameId', '=', subject.frameId)
      : q.where('c.invoiceId', '=', subject.invoiceId).where('c.articleId', '=', subject.articleId);
  const row = await q.executeTakeFirst();
  return { qty: Number(row?.qty ?? 0), credited: Number(row?.credited ?? 0), issued: Number(row?.issued ?? 0) };
}

/**
 * Locks the subject and answers what is left of it beside the claim `except` (a claim being edited or moved): the
 * quantity no other claim holds, the value no other claim was approved for, and the value not yet issued as credit.
 */
export async function leftToClaim(db: Database, subject: ClaimSubject, except = -1) {
  await lockSubject(db, subject);
  const [sold, claimed] = [await soldOf(db, subject), await claimedOn(db, subject, except)];
  return {
    sold,
    qty: Math.max(0, sold.qty - claimed.qty),
    credit: Math.max(0, sold.value - claimed.credited),
    unissued: Math.max(0, sold.value - claimed.issued),
  };
}

/** The quantity each of a customer's invoice lines still has to claim, keyed `invoiceId/articleId` (the PAA form's lookup). */
export async function claimedQtyByLine(db: Database, customerId: number, articleIds: number[]) {
  const rows = articleIds.length
    ? await db
        .selectFrom('claims as c')
        .innerJoin('claimStatuses as s', 's.id', 'c.statusId')
        .select(['c.invoiceId', 'c.articleId'])
        .select((eb) => eb.fn.sum<number>('c.qty').as('qty'))
        .where('c.customerId', '=', customerId)
        .where('c.articleId', 'in', articleIds)
        .where('c.invoiceId', 'is not', null)
        .where(holdsPart)
        .groupBy(['c.invoiceId', 'c.articleId'])
        .execute()
    : [];
  return new Map(rows.map((r) => [`${r.invoiceId}/${r.articleId}`, Number(r.qty)]));
}
