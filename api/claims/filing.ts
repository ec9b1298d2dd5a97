import { CLAIM_TEXT_MAX, FRAME_NUMBER_MAX, isClaimSlot, slotKinds } from '../../src/rules/claims.ts';
import type { SignedInContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import type { ProductCategory } from '../db/types.ts';
import { afterCommit } from '../db/write-scope.ts';
import { nextInRange } from '../adapters/erp/local-numbers.ts';
import { deleteFileRows, removeFileKeys } from '../files/service.ts';
import { forbidden } from '../graphql/errors.ts';
import { checkField, checkLength, trimmed, type UserError } from '../graphql/mutation-result.ts';
import { ownedClaim } from './access.ts';
import { claimAnswer, claimError, refuse, refuseAll } from './answer.ts';
import { frameOfActiveCustomer } from '../frames/facts.ts';
import { lockUnknownFrame, openClaimOf } from './open-claim.ts';
import { leftToClaim } from './claimable.ts';
import { normalFrameNumber } from '../../src/rules/frames.ts';
import { recordHistory } from './history.ts';
import { nowIso } from '../platform/clock.ts';

export const CLAIM_OWNER = 'claim';

export interface ConsumerInput {
  name?: string | null;
  phone?: string | null;
  city?: string | null;
  address?: string | null;
  email?: string | null;
}

/** What both kinds of claim ask (spec 2 §3 Claim). */
export interface ClaimFormInput {
  purchaseDate?: string | null;
  contactPersonName: string;
  contactPersonPhone: string;
  consumer?: ConsumerInput | null;
  description: string;
  customerNotes?: string | null;
  problems: { problemId: number; notes?: string | null }[];
  attachments: { slot: string; fileId: number }[];
}
export interface BikeClaimInput extends ClaimFormInput {
  frameNumber: string;
  /** The bike's article, for a frame the portal does not know (claimNonCode); ignored for a known frame. */
  articleId?: number | null;
}
export interface PaaClaimInput extends ClaimFormInput {
  articleId: number;
  qty: number;
  invoiceNo: string;
}

const today = () => nowIso().slice(0, 10);
const orNull = (text: string) => text || null;

/** The checked text fields of a claim form, or field errors. */
async function checkForm(ctx: SignedInContext, db: Database, input: ClaimFormInput, category: ProductCategory, errors: UserError[]) {
  const contactPersonName = trimmed(input.contactPersonName);
  const contactPersonPhone = trimmed(input.contactPersonPhone);
  checkField(errors, 'contactPersonName', contactPersonName, ['required', 'text']) &&
    checkLength(errors, 'contactPersonName', contactPersonName, CLAIM_TEXT_MAX.name);
  checkField(errors, 'contactPersonPhone', contactPersonPhone, ['required', 'phone']);
  const c = input.consumer ?? {};
  const consumer = {
    name: trimmed(c.name),
    phone: trimmed(c.phone),
    city: trimmed(c.city),
    address: trimmed(c.address),
    email: trimmed(c.email),
  };
  // A bike claim is a consumer's bike: their name is needed to match the warranty registration.
  checkField(errors, 'consumer.name', consumer.name, category === 'BIKE' ? ['required', 'text'] : ['text']) &&
    checkLength(errors, 'consumer.name', consumer.name, CLAIM_TEXT_MAX.name);
  checkField(errors, 'consumer.phone', consumer.phone, ['phone']);
  checkField(errors, 'consumer.email', consumer.email, ['email']);
  checkField(errors, 'consumer.city', consumer.city, ['text']) && checkLength(errors, 'consumer.city', consumer.city, CLAIM_TEXT_MAX.name);
  checkLength(errors, 'consumer.address', consumer.address, CLAIM_TEXT_MAX.address);
  const description = trimmed(input.description);
  checkField(errors, 'description', description, ['required', 'notEmpty']) &&
    checkLength(errors, 'description', description, CLAIM_TEXT_MAX.description);
  const customerNotes = trimmed(input.customerNotes);
  checkLength(errors, 'customerNotes', customerNotes, CLAIM_TEXT_MAX.customerNotes);
  const purchaseDate = trimmed(input.purchaseDate);
  if (purchaseDate && (!/^\d{4}-\d{2}-\d{2}$/.test(purchaseDate) || Number.isNaN(Date.parse(purchaseDate))))
    errors.push(claimError('purchaseDate', 'purchase_in_future'));
  else if (purchaseDate > today()) errors.push(claimError('purchaseDate', 'purchase_in_future'));

  const problemIds = [...new Set(input.problems.map((p) => p.problemId))];
  if (!problemIds.length && ctx.host.config.claimProblemRequired) errors.push(claimError('problems', 'problem_required'));
  const known = problemIds.length
    ? await db
        .selectFrom('claimProblemCatalog')
        .select('id')
        .where('id', 'in', problemIds)
        .where('productCategory', '=', category)
        .execute()
    : [];
  if (known.length !== problemIds.length) errors.push(claimError('problems', 'problem_unknown'));
  input.problems.forEach((p, i) => checkLength(errors, `problems.${i}.notes`, trimmed(p.notes), CLAIM_TEXT_MAX.customerNotes));
  return {
    contactPersonName,
    contactPersonPhone,
    consumerName: orNull(consumer.name),
    consumerPhone: orNull(consumer.phone),
    consumerCity: orNull(consumer.city),
    consumerAddress: orNull(consumer.address),
    consumerEmail: orNull(consumer.email),
    description,
    customerNotes: orNull(customerNotes),
    purchaseDate: orNull(purchaseDate),
    problems: input.problems
      .filter((p, i, all) => all.findIndex((x) => x.problemId === p.problemId) === i)
      .map((p) => ({ problemId: p.problemId, notes: orNull(trimmed(p.notes)) })),
  };
}

/** The slots' files: each slot once, each file uploaded by this user (or already this claim's), of a kind the slot takes. */
async function checkAttachments(
  ctx: SignedInContext,
  db: Database,
  attachments: ClaimFormInput['attachments'],
  claimId: number | null,
  errors: UserError[],
) {
  const seen = new Set<string>();
  const ids = attachments.map((a) => a.fileId);
  const files = ids.length
    ? await db.selectFrom('files').select(['id', 'kind', 'ownerType', 'ownerId', 'uploadedBy']).where('id', 'in', ids).execute()
    : [];
  attachments.forEach((a) => {
    const field = `attachments.${a.slot}`;
    if (!isClaimSlot(a.slot) || seen.has(a.slot)) return errors.push(claimError(field, 'slot_unknown'));
    seen.add(a.slot);
    const file = files.find((f) => f.id === a.fileId);
    const mine =
      file &&
      ((file.ownerType === null && file.uploadedBy === ctx.actor.user.id) ||
        (claimId !== null && file.ownerType === CLAIM_OWNER && file.ownerId === claimId));
    if (!file || !mine) return errors.push(claimError(field, 'file_not_yours'));
    if (!slotKinds(a.slot).includes(file.kind)) errors.push(claimError(field, 'file_wrong_kind'));
  });
}

/** Puts the form's files in their slots; files taken out of a slot are deleted with the save. */
async function writeAttachments(ctx: SignedInContext, db: Database, claimId: number, attachments: ClaimFormInput['attachments']) {
  const before = await db.selectFrom('claimAttachments').select(['slot', 'fileId']).where('claimId', '=', claimId).execute();
  const dropped = before.filter((b) => !attachments.some((a) => a.slot === b.slot && a.fileId === b.fileId)).map((b) => b.fileId);
  await db.deleteFrom('claimAttachments').where('claimId', '=', claimId).execute();
  const gone = await deleteFileRows(
    db,
    dropped.filter((id) => !attachments.some((a) => a.fileId === id)),
  );
  if (gone.length) await afterCommit(() => removeFileKeys(ctx.storage, gone));
  if (!attachments.length) return;
  await db
    .updateTable('files')
    .set({ ownerType: CLAIM_OWNER, ownerId: claimId })
    .where(
      'id',
      'in',
      attachments.map((a) => a.fileId),
    )
    .execute();
  await db
    .insertInto('claimAttachments')
    .values(attachments.map((a) => ({ claimId, slot: a.slot, fileId: a.fileId })))
    .execute();
}

async function writeProblems(db: Database, claimId: number, problems: { problemId: number; notes: string | null }[]) {
  await db.deleteFrom('claimProblems').where('claimId', '=', claimId).execute();
  if (problems.length)
    await db
      .insertInto('claimProblems')
      .values(problems.map((p) => ({ claimId, ...p })))
      .execute();
}

/** What a bike claim takes from its frame; the bike fields never come from the form. */
async function bikeSubject(ctx: SignedInContext, db: Database, input: BikeClaimInput, claimId: number | null): Promise<Subject> {
  const frameNumber = normalFrameNumber(input.frameNumber ?? '');
  if (!frameNumber) return refuse('frameNumber', 'frame_required');
  if (frameNumber.length > FRAME_NUMBER_MAX) return refuse('frameNumber', 'frame_too_long');
  const frame = await frameOfActiveCustomer(ctx, frameNumber);
  if (!frame) return unknownFrameSubject(ctx, db, frameNumber, input, claimId);
  // Locked first: claims filed at once on one bike are checked one after the other, on PostgreSQL too.
  const left = await leftToClaim(db, { frameId: frame.id }, claimId ?? -1);
  // One open claim per bike: a second one for the same frame is the same case.
  if (await openClaimOf(db, frame.id, claimId ?? -1)) return refuse('frameNumber', 'frame_already_reported');
  if (left.credit <= 0) return refuse('frameNumber', 'frame_fully_credited');
  return {
    frameId: frame.id,
    unknownFrameNumber: null,
    articleId: frame.articleId,
    qty: 1,
    invoiceId: null,
    invoiceNo: null,
    invoicedValue: frame.unitPrice,
    currency: frame.currency,
    sorg: frame.sorg,
  };
}

/**
 * A bike whose frame number the portal does not know, where the market takes such claims (claimNonCode): the dealer
 * names the bike's article from the market's bikes and attaches the proof of purchase, which stands in for the
 * shipment the portal would otherwise know. Its value is the article's dealer price, the most it may credit.
 */
async function unknownFrameSubject(
  ctx: SignedInContext,
  db: Database,
  frameNumber: string,
  input: BikeClaimInput,
  claimId: number | null,
): Promise<Subject> {
  if (!ctx.host.config.claimNonCode) return refuse('frameNumber', 'frame_not_found');
  const article = input.articleId
    ? await db
        .selectFrom('articles as a')
        .innerJoin('salesOrganisations as o', 'o.sorg', 'a.sorg')
        .select(['a.id', 'a.sorg', 'a.dealerPrice', 'o.currency'])
        .where('a.id', '=', input.articleId)
        .where('a.category', '=', 'BIKE')
        .where('a.sorg', '=', ctx.host.config.sorg)
        .executeTakeFirst()
    : undefined;
  if (!article) return refuse('articleId', 'bike_model_required');
  if (!input.attachments.some((a) => a.slot === 'invoice')) return refuse('attachments', 'proof_of_purchase_required');
  await lockUnknownFrame(db, frameNumber);
  if (await openClaimOf(db, { unknownFrameNumber: frameNumber }, claimId ?? -1)) return refuse('frameNumber', 'frame_already_reported');
  return {
    frameId: null,
    unknownFrameNumber: frameNumber,
    articleId: article.id,
    qty: 1,
    invoiceId: null,
    invoiceNo: null,
    invoicedValue: article.dealerPrice,
    currency: article.currency,
    sorg: article.sorg,
  };
}

/**
 * What a PAA claim takes from its invoice line: the article must be on an invoice of this customer, the qty within what
 * the line's other claims (not rejected or withdrawn) leave of it.
 */
async function paaSubject(ctx: SignedInContext, db: Database, input: PaaClaimInput, claimId: number | null): Promise<Subject> {
  const customerId = ctx.actor.customer!.id;
  const invoiceNo = trimmed(input.invoiceNo);
  const lines = await db
    .selectFrom('invoices as i')
    .innerJoin('invoiceLines as l', 'l.invoiceId', 'i.id')
    .innerJoin('articles as a', (j) => j.onRef('a.articleCode', '=', 'l.articleCode').onRef('a.sorg', '=', 'i.sorg'))
    .select(['i.id as invoiceId', 'i.invoiceNo', 'i.currency', 'i.sorg', 'l.qty', 'l.price'])
    .where('i.customerId', '=', customerId)
    .where('i.invoiceNo', '=', invoiceNo)
    .where('a.id', '=', input.articleId)
    .where('a.category', '=', 'PAA')
    .where('l.qty', '>', 0)
    .execute();
  if (!lines.length) return refuse('invoiceNo', 'article_not_invoiced');
  const invoiced = lines.reduce((sum, l) => sum + l.qty, 0);
  if (!Number.isInteger(input.qty) || input.qty < 1) return refuse('qty', 'qty_over_invoiced', { max: String(invoiced) });
  if (input.qty > invoiced) return refuse('qty', 'qty_over_invoiced', { max: String(invoiced) });
  const left = await leftToClaim(db, { invoiceId: lines[0].invoiceId, articleId: input.articleId }, claimId ?? -1);
  if (input.qty > left.qty) return refuse('qty', 'qty_over_claimable', { left: String(left.qty), invoiced: String(invoiced) });
  const price = Math.max(...lines.map((l) => l.price));
  return {
    frameId: null,
    unknownFrameNumber: null,
    articleId: input.articleId,
    qty: input.qty,
    invoiceId: lines[0].invoiceId,
    invoiceNo,
    invoicedValue: price * input.qty,
    currency: lines[0].currency,
    sorg: lines[0].sorg,
  };
}

interface Subject {
  frameId: number | null;
  unknownFrameNumber: string | null;
  articleId: number;
  qty: number;
  invoiceId: number | null;
  invoiceNo: string | null;
  invoicedValue: number;
  currency: string;
  sorg: string;
}

async function fileClaim(
  ctx: SignedInContext,
  category: ProductCategory,
  input: ClaimFormInput,
  subjectOf: (tx: Database) => Promise<Subject>,
) {
  return claimAnswer(
    ctx,
    async (tx) => {
      if (!ctx.actor.customer) return refuse('customer', 'customer_required');
      const errors: UserError[] = [];
      const form = await checkForm(ctx, tx, input, category, errors);
      await checkAttachments(ctx, tx, input.attachments, null, errors);
      refuseAll(errors);
      const subject = await subjectOf(tx);
      const at = nowIso();
      const seq = await nextInRange(tx, 'CLM', subject.sorg);
      const { problems, ...fields } = form;
      const { id } = await tx
        .insertInto('claims')
        .values({
          ...fields,
          ...subject,
          referenceNo: `CLM-${subject.sorg}-${String(seq).padStart(6, '0')}`,
          customerId: ctx.actor.customer.id,
          productCategory: category,
          statusId: 'submitted',
          createdBy: ctx.actor.user.id,
          createdAt: at,
          updatedAt: at,
          resolution: null,
          reasonRejection: null,
          creditedAmount: null,
          creditNoteId: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeProblems(tx, id, problems);
      await writeAttachments(ctx, tx, id, input.attachments);
      await recordHistory(tx, ctx, id, 'created', null, 'submitted', null);
      return id;
    },
    'Your claim was submitted',
  );
}

export const createClaimBike = (ctx: SignedInContext, input: BikeClaimInput) =>
  fileClaim(ctx, 'BIKE', input, (tx) => bikeSubject(ctx, tx, input, null));

/**
 * A market may switch PAA claims off (claimAllowPAA), or sell no parts and accessories at all (paaDisabled); the
 * browser only hides the page, so the API says no too.
 */
const paaAllowed = (ctx: SignedInContext) =>
  (ctx.host.config.claimAllowPAA && !ctx.host.config.paaDisabled) || forbidden('PAA claims are switched off for this market');

export const createClaimPaa = (ctx: SignedInContext, input: PaaClaimInput) =>
  paaAllowed(ctx) && fileClaim(ctx, 'PAA', input, (tx) => paaSubject(ctx, tx, input, null));

/** The owner's edit while the status allows it (submitted, need information); every edit leaves a history row. */
async function editClaim(
  ctx: SignedInContext,
  id: number,
  category: ProductCategory,
  input: ClaimFormInput,
  subjectOf: (tx: Database) => Promise<Subject>,
) {
  return claimAnswer(
    ctx,
    async (tx) => {
      const claim = await ownedClaim(ctx, id);
      const status = await tx
        .selectFrom('claimStatuses')
        .select('dealerMayEdit')
        .where('id', '=', claim.statusId)
        .executeTakeFirstOrThrow();
      if (claim.productCategory !== category || !status.dealerMayEdit) return refuse('status', 'not_editable');
      const errors: UserError[] = [];
      const form = await checkForm(ctx, tx, input, category, errors);
      await checkAttachments(ctx, tx, input.attachments, id, errors);
      refuseAll(errors);
      const { sorg: _sorg, ...subject } = await subjectOf(tx);
      const { problems, ...fields } = form;
      await tx
        .updateTable('claims')
        .set({ ...fields, ...subject, updatedAt: nowIso() })
        .where('id', '=', id)
        .execute();
      await writeProblems(tx, id, problems);
      await writeAttachments(ctx, tx, id, input.attachments);
      await recordHistory(tx, ctx, id, 'edited', claim.statusId, claim.statusId, null);
      return id;
    },
    'Your claim was saved',
  );
}

export const updateClaimBike = (ctx: SignedInContext, id: number, input: BikeClaimInput) =>
  editClaim(ctx, id, 'BIKE', input, (tx) => bikeSubject(ctx, tx, input, id));

export const updateClaimPaa = (ctx: SignedInContext, id: number, input: PaaClaimInput) =>
  editClaim(ctx, id, 'PAA', input, (tx) => paaSubject(ctx, tx, input, id));
