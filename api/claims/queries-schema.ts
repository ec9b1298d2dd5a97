import { z } from 'zod';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { precisionOf } from '../../src/rules/money.ts';
import type { SignedInContext } from '../context.ts';
import { fileView, registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { FileRef } from '../files/schema.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { CLAIM_READ, claimIdOf, isReviewer, readableClaim, readsInternal } from './access.ts';
import { claimComments, type ClaimCommentRow } from './comments.ts';
import { claimAdditionalDocuments } from './documents.ts';
import { CLAIM_OWNER } from './filing.ts';
import { frameOfActiveCustomer, recallsOfFrame, stolenReportOf } from '../frames/facts.ts';
import { FrameRecallRef, FrameRef, FrameStolenReportRef } from '../frames/frame-type.ts';
import './frame-schema.ts';
import { claimCustomers, claimRows, type ClaimFilter, type ClaimRow, listClaims } from './list.ts';
import {
  claimArticles,
  claimBikeArticles,
  claimBrands,
  claimCapabilities,
  claimDealerInformation,
  claimProblems,
  claimStatuses,
} from './lookups.ts';
import { nextStatusesOf } from './status.ts';

// Warranty claims (spec 2 §2 'Service screens', §3 Claim, §4, §7 'Claims'): readers hold page.claim; what each may
// see and change is decided per claim in access.ts (their customer, the customers they act for, the sorgs they review).
const readers = { scope: CLAIM_READ } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

registerUploadPurpose('claim', { scope: CLAIM_READ, kinds: ['image', 'video', 'document'] });
registerFileOwner(CLAIM_OWNER, async (ctx, id) => {
  try {
    await readableClaim(ctx, id);
    return true;
  } catch {
    return false;
  }
});

export const ClaimStatusRef = builder
  .objectRef<{ id: string; description: string; category: string; sorting: number }>('ClaimStatus')
  .implement({
    authScopes: readers,
    description: 'A claim status: submitted, in_review, need_information, approved, rejected, credit_note_issued or closed',
    fields: (t) => ({
      id: t.exposeString('id', { description: 'The status id, e.g. need_information; what updateClaimStatus sends' }),
      description: t.exposeString('description', { description: 'English; the app shows claims:status.<id>' }),
      category: t.exposeString('category', { description: 'Whose move it is: dealer, review or done' }),
      sorting: t.exposeInt('sorting', { description: "The status's place in the status list (claimStatuses); 0 on a claim's own status" }),
    }),
  });

const ConsumerRef = builder.objectRef<ClaimRow>('ClaimConsumer').implement({
  authScopes: readers,
  description: 'The consumer who owns the claimed bike or part, as the dealer gave them',
  fields: (t) => ({
    name: t.exposeString('consumerName', { description: "The consumer's name; null when not given (PAA claims only)", nullable: true }),
    phone: t.exposeString('consumerPhone', { description: "The consumer's phone number, digits; null when not given", nullable: true }),
    city: t.exposeString('consumerCity', { description: "The consumer's city; null when not given", nullable: true }),
    address: t.exposeString('consumerAddress', { description: "The consumer's address; null when not given", nullable: true }),
    email: t.exposeString('consumerEmail', { description: "The consumer's email address; null when not given", nullable: true }),
  }),
});

type ProblemRow = { id: number; problemId: number; part: string; description: string; notes: string | null };
const ProblemRef = builder.objectRef<ProblemRow>('ClaimProblem').implement({
  authScopes: readers,
  description: "One problem named on a claim, from the problems catalogue, with the dealer's notes",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The id of this problem on this claim' }),
    problemId: t.exposeInt('problemId', { description: 'The catalogue problem (claimProblems id)' }),
    part: t.exposeString('part', { description: 'The part the problem is about, as the catalogue names it' }),
    description: t.exposeString('description', { description: 'The problem, as the catalogue words it' }),
    notes: t.exposeString('notes', { description: 'What the dealer saw; null when nothing was added', nullable: true }),
  }),
});

type DocRow = { docType: string; file: ReturnType<typeof fileView> };
const DocRef = builder.objectRef<DocRow>('ClaimDoc').implement({
  authScopes: readers,
  description: "A file in one of a claim's upload slots",
  fields: (t) => ({
    docType: t.exposeString('docType', { description: 'The slot: invoice, idCard, photo1-6, video, additionalDoc1-5' }),
    url: t.string({ description: "A signed link to the original file, valid for the reader's session", resolve: (d) => d.file.filePath }),
    file: t.field({
      description: 'The file with its kind, name and renditions (thumbnail, poster)',
      type: FileRef,
      resolve: (d) => d.file,
    }),
  }),
});

type AdditionalRow = { id: number; no: number; title: string; createdAt: string; file: ReturnType<typeof fileView> };
export const AdditionalDocumentRef = builder.objectRef<AdditionalRow>('ClaimAdditionalDocument').implement({
  authScopes: readers,
  description: 'A document added to a claim after filing, with its title',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The additional document id (deleteClaimAdditionalDocument)' }),
    no: t.exposeInt('no', { description: 'Its number on the claim, counting from 1 in the order added' }),
    title: t.exposeString('title', { description: 'What the document is, as whoever added it wrote' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was added: ISO 8601, UTC' }),
    url: t.string({ description: "A signed link to the original file, valid for the reader's session", resolve: (d) => d.file.filePath }),
    file: t.field({
      description: 'The file with its kind, name and renditions (thumbnail, poster)',
      type: FileRef,
      resolve: (d) => d.file,
    }),
  }),
});

export const CommentRef = builder.objectRef<ClaimCommentRow>('ClaimComment').implement({
  authScopes: readers,
  description: 'A comment on a claim; internal ones are read by staff only',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The comment id' }),
    comment: t.exposeString('comment', { description: "The comment's text" }),
    internal: t.boolean({ description: 'For staff only: the dealer never reads it', resolve: (c) => !!c.isInternal }),
    byStaff: t.boolean({ description: 'Written by a warranty officer, not the dealer', resolve: (c) => !!c.byStaff }),
    displayName: t.string({
      description: 'The name of the user who wrote it; null when the user is gone',
      nullable: true,
      resolve: (c) => c.displayName,
    }),
    createdBy: t.string({
      description: 'The username of the user who wrote it; null when the user is gone',
      nullable: true,
      resolve: (c) => c.createdBy,
    }),
    createdAt: t.exposeString('createdAt', { description: 'When it was written: ISO 8601, UTC' }),
  }),
});

type HistoryRow = {
  id: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  reason: string | null;
  displayName: string | null;
  changedAt: string;
};
const HistoryRef = builder.objectRef<HistoryRow>('ClaimHistory').implement({
  authScopes: readers,
  description: "One step of a claim's history: filed, moved, edited, a document added or removed",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The history row id' }),
    action: t.exposeString('action', {
      description:
        'created, status, edited, return_shipment (the reason holds the delivery note and tracking number), document_added or document_removed',
    }),
    fromStatus: t.exposeString('fromStatus', {
      description: 'The status before the step (ClaimStatus.id); null when the claim was filed',
      nullable: true,
    }),
    toStatus: t.exposeString('toStatus', { description: 'The status after the step (ClaimStatus.id)', nullable: true }),
    reason: t.exposeString('reason', { description: 'Why, as the mover wrote; for a document, its title; null when none', nullable: true }),
    displayName: t.exposeString('displayName', {
      description: 'The name of the user who took the step; null when the user is gone',
      nullable: true,
    }),
    createdAt: t.string({ description: 'When the step was taken: ISO 8601, UTC', resolve: (h) => h.changedAt }),
  }),
});

type CreditNote = { invoiceNo: string; amount: number; status: string; invoiceDate: string };
const CreditNoteRef = builder.objectRef<CreditNote>('ClaimCreditNote').implement({
  authScopes: readers,
  description: 'The credit note an approved claim was paid with: an invoice with a negative amount, set against open invoices',
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo', { description: "The credit note's number, from the sales organisation's CN number range" }),
    amount: t.exposeInt('amount', { description: 'Minor units, negative: a deduction' }),
    status: t.exposeString('status', {
      description: 'Its invoice status (open, pending_payment, waiting_for_payment or paid), as the invoice lists show it',
    }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'The day it was issued: YYYY-MM-DD' }),
  }),
});

const files = async (ctx: SignedInContext, claimId: number) => {
  const rows = await ctx.db
    .selectFrom('claimAttachments as ca')
    .innerJoin('files as f', 'f.id', 'ca.fileId')
    .selectAll('f')
    .select('ca.slot')
    .where('ca.claimId', '=', claimId)
    .execute();
  return rows.map(({ slot, ...f }) => ({ docType: slot, file: fileView(ctx.env.tokenSecret, f) }));
};

export const ClaimRef = builder.objectRef<ClaimRow>('Claim').implement({
  authScopes: readers,
  description: 'A warranty claim on a bike (by its frame) or on a part or accessory (by its invoice), filed by a dealer for a consumer',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The claim id, a string of digits' }),
    referenceNo: t.exposeString('referenceNo', {
      description: "The claim's reference number, e.g. CLM-1000-000012: its sales organisation and a running number",
    }),
    productCategory: t.exposeString('productCategory', { description: 'BIKE or PAA' }),
    status: t.field({
      description: 'Where the claim stands',
      type: ClaimStatusRef,
      resolve: (c) => ({ id: c.statusId, description: c.statusDescription, category: c.statusCategory, sorting: 0 }),
    }),
    custName: t.exposeString('custName', { description: 'The name of the customer (dealer) who filed it; the app shows it in capitals' }),
    custCode: t.string({
      description: 'The code of the customer who filed it, as the portal shows customer codes',
      resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }),
    }),
    frameNumber: t.exposeString('frameNumber', {
      description: "The bike's frame number (as the dealer typed it where the portal knows no such frame); null on a PAA claim",
      nullable: true,
    }),
    frameUnknown: t.boolean({
      description:
        'A bike claim on a frame number the portal does not know (claimNonCode): no shipment, recalls or registration to show; ' +
        'the proof of purchase stands in for them',
      resolve: (c) => c.unknownFrameNumber !== null,
    }),
    frameShippedDelvNo: t.exposeString('frameShippedDelvNo', {
      description: "The ERP's delivery order number the bike shipped on; null on a PAA claim",
      nullable: true,
    }),
    frameShippedAt: t.exposeString('frameShippedAt', {
      description: 'The day the bike shipped: YYYY-MM-DD; null on a PAA claim',
      nullable: true,
    }),
    frameShippedTo: t.string({
      description: 'The code of the customer the bike shipped to (the filing dealer); null on a PAA claim',
      nullable: true,
      resolve: (c) => (c.frameId ? displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }) : null),
    }),
    frameShippedToName: t.string({
      description: 'The name of the customer the bike shipped to (the filing dealer); null on a PAA claim',
      nullable: true,
      resolve: (c) => (c.frameId ? c.custName : null),
    }),
    productionCode: t.exposeString('productionCode', {
      description: "The factory's production code in the frame number; null on a PAA claim",
      nullable: true,
    }),
    articleCode: t.exposeString('articleCode', {
      description: "The claimed article's code as the catalogue shows it: the bike's, or the part's",
    }),
    articleName: t.exposeString('articleName', { description: "The claimed article's name" }),
    brandName: t.exposeString('brandName', { description: "The claimed article's brand" }),
    mcName: t.exposeString('mcName', { description: "The article's merchandise category; null when it has none", nullable: true }),
    model: t.exposeString('model', { description: "The claimed article's model" }),
    modelYear: t.exposeInt('modelYear', { description: "The claimed article's model year" }),
    series: t.exposeString('series', { description: 'The product series of the claimed article' }),
    qty: t.exposeInt('qty', { description: 'How many are claimed: 1 for a bike, up to the invoiced quantity for a part' }),
    invoiceNo: t.exposeString('invoiceNo', { description: 'The invoice the claimed part was on; null on a bike claim', nullable: true }),
    invoicedValue: t.exposeInt('invoicedValue', { description: 'Minor units: the most this claim may credit' }),
    currency: t.exposeString('currency', {
      description: "The currency of the invoiced value and credited amount: the frame's or the invoice's",
    }),
    precision: t.int({
      description: 'Digits after the decimal point for that currency, in this market',
      resolve: (c, _a, ctx) => precisionOf(c.currency, ctx.host.config),
    }),
    articleId: t.exposeInt('articleId', { description: "The claimed article's id" }),
    purchaseDate: t.exposeString('purchaseDate', {
      description: 'The day the consumer bought it: YYYY-MM-DD; null when not given',
      nullable: true,
    }),
    contactPersonName: t.exposeString('contactPersonName', { description: 'Who at the dealer answers questions on the claim' }),
    contactPersonPhone: t.exposeString('contactPersonPhone', { description: "The contact person's phone number, digits" }),
    consumer: t.field({ description: 'The consumer who owns the bike or part', type: ConsumerRef, resolve: (c) => c }),
    description: t.exposeString('description', { description: 'What is wrong, as the dealer wrote it' }),
    customerNotes: t.exposeString('customerNotes', { description: "The dealer's notes for the officer; null when none", nullable: true }),
    resolution: t.exposeString('resolution', { description: 'What was agreed when the claim was approved; null before', nullable: true }),
    isNotAWarranty: t.boolean({
      description: 'Rejected because the fault is not covered by the warranty',
      resolve: (c) => !!c.notWarranty,
    }),
    reasonRejection: t.exposeString('reasonRejection', { description: 'Why the claim was rejected; null unless it was', nullable: true }),
    creditedAmount: t.exposeInt('creditedAmount', {
      nullable: true,
      description: "The credited amount in the claim's currency's minor units; null until approved",
    }),
    creditNote: t.field({
      description: 'The credit note issued for the claim; null until its status is credit_note_issued',
      type: CreditNoteRef,
      nullable: true,
      resolve: async (c, _a, ctx) => {
        if (!c.creditNoteId) return null;
        const n = await ctx.db
          .selectFrom('invoices')
          .select(['invoiceNo', 'grandTotal', 'status', 'invoiceDate'])
          .where('id', '=', c.creditNoteId)
          .executeTakeFirst();
        return n ? { invoiceNo: n.invoiceNo, amount: Number(n.grandTotal), status: n.status, invoiceDate: n.invoiceDate } : null;
      },
    }),
    problems: t.field({
      description: "The problems named on the claim, in the catalogue's order",
      type: [ProblemRef],
      resolve: (c, _a, ctx) =>
        ctx.db
          .selectFrom('claimProblems as p')
          .innerJoin('claimProblemCatalog as k', 'k.id', 'p.problemId')
          .select(['p.id', 'p.problemId', 'k.part', 'k.description', 'p.notes'])
          .where('p.claimId', '=', c.id)
          .orderBy('k.sorting')
          .execute(),
    }),
    docs: t.field({
      description: "The files in the claim's upload slots",
      type: [DocRef],
      resolve: (c, _a, ctx) => files(signedIn(ctx), c.id),
    }),
    additionalDocuments: t.field({
      description: 'The documents added after filing, in the order added',
      type: [AdditionalDocumentRef],
      resolve: async (c, _a, ctx) =>
        (await claimAdditionalDocuments(signedIn(ctx), c.id)).map((d) => ({
          id: d.documentId,
          no: d.no,
          title: d.title,
          createdAt: d.addedAt,
          file: fileView(ctx.env.tokenSecret, d),
        })),
    }),
    comments: t.field({
      type: [CommentRef],
      description: 'The comments the reader may read, oldest first: internal ones only for staff',
      resolve: (c, _a, ctx) => claimComments(signedIn(ctx), c.id),
    }),
    histories: t.field({
      description: 'Every step of the claim, oldest first',
      type: [HistoryRef],
      resolve: (c, _a, ctx) =>
        ctx.db
          .selectFrom('claimHistories as h')
          .leftJoin('users as u', 'u.id', 'h.changedBy')
          .select(['h.id', 'h.action', 'h.fromStatus', 'h.toStatus', 'h.reason', 'u.name as displayName', 'h.changedAt'])
          .where('h.claimId', '=', c.id)
          .orderBy('h.changedAt')
          .orderBy('h.id')
          .execute(),
    }),
    stolenBike: t.field({
      description: 'Whether the claimed bike is on the stolen list; null on a PAA claim',
      type: FrameStolenReportRef,
      nullable: true,
      resolve: (c, _a, ctx) => (c.frameNumber ? stolenReportOf(ctx.db, c.frameNumber) : null),
    }),
    recallFrames: t.field({
      description: 'The recall campaigns touching the claimed bike, open ones first; empty on a PAA claim',
      type: [FrameRecallRef],
      resolve: (c, _a, ctx) => (c.frameId ? recallsOfFrame(ctx.db, c.frameId) : []),
    }),
    nextStatuses: t.stringList({
      description: "Where this user may move it now (the capabilities of the user's roles)",
      resolve: (c, _a, ctx) => nextStatusesOf(signedIn(ctx), c),
    }),
    mayEdit: t.boolean({
      description: "The owner's edit: the claim is the active customer's and its status allows edits",
      resolve: async (c, _a, ctx) =>
        c.customerId === ctx.actor?.customer?.id &&
        ctx.actor?.user.limitation !== 'audit' &&
        !!(await ctx.db.selectFrom('claimStatuses').select('dealerMayEdit').where('id', '=', c.statusId).executeTakeFirst())?.dealerMayEdit,
    }),
    mayComment: t.boolean({
      description: 'May comment and add or remove documents: its dealer, or an officer reviewing it; never support',
      resolve: (c, _a, ctx) =>
        ctx.actor?.user.limitation !== 'audit' && (isReviewer(signedIn(ctx)) || c.customerId === ctx.actor?.customer?.id),
    }),
    readsInternal: t.boolean({
      description: 'The reader is staff and sees internal comments',
      resolve: (_c, _a, ctx) => readsInternal(signedIn(ctx)),
    }),
    createdAt: t.exposeString('createdAt', { description: 'When the claim was filed: ISO 8601, UTC' }),
    updatedAt: t.exposeString('updatedAt', { description: 'When the claim last changed: ISO 8601, UTC' }),
  }),
});

const ClaimPage = builder.objectRef<{ claims: ClaimRow[]; info: PageInfo }>('ClaimPage').implement({
  authScopes: readers,
  description: 'One page of the claim list with its paging',
  fields: (t) => ({
    claims: t.field({ description: "The page's claims, newest first", type: [ClaimRef], resolve: (p) => p.claims }),
    info: t.field({
      description: 'The page asked for, its size and the count of matching claims',
      type: PageInfoRef,
      resolve: (p) => p.info,
    }),
  }),
});

const ClaimFilterInput = builder.inputType('ClaimFilter', {
  description: 'What narrows the claim list; every field left out narrows nothing',
  fields: (t) => ({
    status: t.stringList({ description: 'Only claims in these statuses (ClaimStatus.id)', required: false }),
    brand: t.string({ description: 'Only claims on articles of this brand (claimBrands)', required: false }),
    productCategory: t.string({ required: false, description: 'BIKE or PAA' }),
    dateFrom: t.string({ required: false, description: 'Filed on or after this day: YYYY-MM-DD (UTC)' }),
    dateTo: t.string({ required: false, description: 'Filed on or before this day: YYYY-MM-DD (UTC)' }),
    customerId: t.int({ required: false, description: 'Staff: one customer' }),
    search: t.string({ required: false, description: 'Reference number or frame number' }),
  }),
});

const ProblemOptionRef = builder
  .objectRef<{ id: number; part: string; description: string; productCategory: string }>('ClaimProblemOption')
  .implement({
    authScopes: readers,
    description: 'A problem of the problems catalogue that a claim may name',
    fields: (t) => ({
      id: t.exposeInt('id', { description: 'The problem id a claim sends (ClaimProblemInput.problemId)' }),
      part: t.exposeString('part', { description: 'The part the problem is about' }),
      description: t.exposeString('description', { description: 'The problem, as the catalogue words it' }),
      productCategory: t.exposeString('productCategory', { description: 'Which claims it is for: BIKE or PAA' }),
    }),
  });

const CapabilityRef = builder
  .objectRef<{ productCategory: string; customerCategory: string; fromStatus: string; toStatus: string }>('ClaimCapability')
  .implement({
    authScopes: readers,
    description: "One status move the signed-in user's roles allow (a capability)",
    fields: (t) => ({
      productCategory: t.exposeString('productCategory', { description: 'The claims it applies to: BIKE or PAA' }),
      customerCategory: t.exposeString('customerCategory', {
        description: "The customer group (of the claim's customer in its sales organisation) it applies to",
      }),
      fromStatus: t.exposeString('fromStatus', { description: 'The status the claim is in (ClaimStatus.id)' }),
      toStatus: t.exposeString('toStatus', { description: 'The status it may move to (ClaimStatus.id)' }),
    }),
  });

type Dealer = NonNullable<Awaited<ReturnType<typeof claimDealerInformation>>>;
const DealerRef = builder.objectRef<Dealer>('ClaimDealerInformation').implement({
  authScopes: readers,
  description: 'The filing dealer (the active customer) as the claim form shows it, with the contact person prefilled',
  fields: (t) => ({
    custCode: t.exposeString('custCode', { description: "The active customer's code, as the portal shows customer codes" }),
    custName: t.exposeString('custName', { description: "The active customer's name" }),
    address: t.exposeString('address', { description: "The active customer's address" }),
    city: t.exposeString('city', { description: "The active customer's city" }),
    phone: t.exposeString('phone', { description: "The active customer's phone number; null when unknown", nullable: true }),
    email: t.exposeString('email', { description: "The active customer's email address; null when unknown", nullable: true }),
    contactPersonName: t.exposeString('contactPersonName', { description: "The signed-in user's name, to prefill the contact person" }),
    contactPersonPhone: t.exposeString('contactPersonPhone', {
      description: "The signed-in user's phone (else the customer's), digits only",
    }),
  }),
});

type ArticleOption = Awaited<ReturnType<typeof claimArticles>>[number];
const InvoicedRef = builder.objectRef<ArticleOption['invoices'][number]>('ClaimInvoicedLine').implement({
  authScopes: readers,
  description: 'An invoice of the active customer that a PAA article was on',
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo', { description: 'The invoice number' }),
    invoiceDate: t.exposeString('invoiceDate', { description: 'The invoice day: YYYY-MM-DD' }),
    qty: t.exposeInt('qty', { description: 'How many of the article the invoice holds (its lines of the article together)' }),
    claimableQty: t.exposeInt('claimableQty', {
      description:
        "How many of them are still claimable: the quantity less what the customer's claims on it hold (not rejected or withdrawn)",
    }),
    price: t.exposeInt('price', { description: 'Minor units, per unit' }),
    currency: t.exposeString('currency', { description: "The invoice's currency" }),
    precision: t.int({
      description: 'Digits after the decimal point for that currency, in this market',
      resolve: (l, _a, ctx) => precisionOf(l.currency, ctx.host.config),
    }),
  }),
});
const ArticleOptionRef = builder.objectRef<ArticleOption>('ClaimArticle').implement({
  authScopes: readers,
  description: 'A PAA article invoiced to the active customer, which a PAA claim may be about',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The article id a PAA claim sends (ClaimPaaInput.articleId)' }),
    articleCode: t.exposeString('articleCode', { description: "The article's code as the catalogue shows it" }),
    name: t.exposeString('name', { description: "The article's name" }),
    brand: t.exposeString('brand', { description: "The article's brand" }),
    invoices: t.field({ description: 'The invoices it was on, newest first, at most 30', type: [InvoicedRef], resolve: (a) => a.invoices }),
  }),
});

const BikeArticleRef = builder.objectRef<Awaited<ReturnType<typeof claimBikeArticles>>[number]>('ClaimBikeArticle').implement({
  authScopes: readers,
  description: "One of the market's bikes, named by a bike claim on a frame number the portal does not know (claimNonCode)",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The article id such a claim sends (ClaimBikeInput.articleId)' }),
    articleCode: t.exposeString('articleCode', { description: "The article's code as the catalogue shows it" }),
    name: t.exposeString('name', { description: "The article's name: model, colour and size" }),
    brand: t.exposeString('brand', { description: "The bike's brand" }),
    model: t.exposeString('model', { description: "The bike's model" }),
    modelYear: t.exposeInt('modelYear', { description: 'The model year' }),
  }),
});

type CustomerOption = Awaited<ReturnType<typeof claimCustomers>>[number];
const ClaimCustomerRef = builder.objectRef<CustomerOption>('ClaimCustomer').implement({
  authScopes: readers,
  description: "A customer whose claims the user may read: a choice of staff's customer filter",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The customer id (ClaimFilter.customerId)' }),
    name: t.exposeString('name', { description: "The customer's name" }),
    custCode: t.string({
      description: "The customer's code, as the portal shows customer codes",
      resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }),
    }),
  }),
});

/** A claim as this reader may see it, or NOT_FOUND. */
export async function claimFor(ctx: SignedInContext, id: number) {
  await readableClaim(ctx, id);
  return claimRows(ctx.db).where('c.id', '=', id).executeTakeFirstOrThrow();
}

builder.queryFields((t) => ({
  claim: t.withAuth(readers).field({
    type: ClaimRef,
    description:
      "One claim the user may read (NOT_FOUND otherwise): a dealer their own company's, sales staff their customers', officers their sales organisations'",
    args: { id: t.arg.id({ required: true, description: 'The claim id' }) },
    resolve: (_r, args, ctx) => claimFor(ctx, claimIdOf(String(args.id))),
  }),
  claims: t.withAuth(readers).field({
    type: ClaimPage,
    description: 'The claims the user may read, newest first, filtered and paged in SQL (10 a page)',
    args: {
      page: t.arg.int({ required: true, description: 'The page to answer, from 1; below 1 reads as 1' }),
      limit: t.arg.int({ required: true, description: 'Claims a page, 1 to 50; 0 reads as 10' }),
      filter: t.arg({ type: ClaimFilterInput, required: false, description: 'What narrows the list; none lists every readable claim' }),
    },
    resolve: (_r, args, ctx) => listClaims(ctx, args.page, args.limit, (args.filter ?? {}) as ClaimFilter),
  }),
  claimCustomers: t.withAuth(readers).field({
    type: [ClaimCustomerRef],
    description: "Staff's customer filter: customers whose claims the user may read, by name, at most 20",
    args: { search: t.arg.string({ description: "Any part of the customer's name or code; none answers the first 20" }) },
    resolve: (_r, args, ctx) => claimCustomers(ctx, args.search),
  }),
  claimStatuses: t.withAuth(readers).field({
    type: [ClaimStatusRef],
    description: 'Every claim status, in the order the app lists them',
    resolve: (_r, _a, ctx) => claimStatuses(ctx),
  }),
  claimProblems: t.withAuth(readers).field({
    type: [ProblemOptionRef],
    description: "The problems catalogue of one product category, in the catalogue's order",
    args: { productCategory: t.arg.string({ required: true, description: 'BIKE or PAA; anything else reads as BIKE' }) },
    resolve: (_r, args, ctx) => claimProblems(ctx, args.productCategory === 'PAA' ? 'PAA' : 'BIKE'),
  }),
  claimBrands: t.withAuth(readers).stringList({
    description: "The brands to filter claims by: those of the articles of the user's customer's and reviewed sales organisations, by name",
    resolve: (_r, _a, ctx) => claimBrands(ctx),
  }),
  claimCapabilities: t.withAuth(readers).field({
    type: [CapabilityRef],
    description: "Every status move the signed-in user's roles allow",
    resolve: (_r, _a, ctx) => claimCapabilities(ctx),
  }),
  claimDealerInformation: t.withAuth(readers).field({
    type: DealerRef,
    nullable: true,
    description: 'The filing dealer: the active customer; null when the session acts for none',
    resolve: (_r, _a, ctx) => claimDealerInformation(ctx),
  }),
  claimArticles: t.withAuth(readers).field({
    type: [ArticleOptionRef],
    description: 'PAA articles invoiced to the active customer, by name, at most 20; empty without an active customer',
    args: { search: t.arg.string({ description: "Any part of the article's name or code; none answers the first 20" }) },
    resolve: (_r, args, ctx) => claimArticles(ctx, args.search),
  }),
  claimBikeArticles: t.withAuth(readers).field({
    type: [BikeArticleRef],
    description:
      "The market's bikes by name, at most 20, for a bike claim on a frame number the portal does not know; empty where the " +
      'market takes no such claims (claimNonCode) or without an active customer',
    args: {
      search: t.arg.string({ description: "Any part of the bike's name or code; none answers the first 20", validate: z.string().max(60) }),
    },
    resolve: (_r, args, ctx) => claimBikeArticles(ctx, args.search),
  }),
  claimFrame: t.withAuth(readers).field({
    type: FrameRef,
    nullable: true,
    description: 'A bike shipped to the active customer by its frame number; null for any other frame',
    args: { frameNumber: t.arg.string({ required: true, description: 'The frame number; spaces and case are ignored' }) },
    resolve: (_r, args, ctx) => frameOfActiveCustomer(ctx, args.frameNumber),
  }),
  claimStolenBike: t.withAuth(readers).field({
    type: FrameStolenReportRef,
    nullable: true,
    description: 'Whether a bike of the active customer was reported stolen; null for any other frame',
    args: { frameNumber: t.arg.string({ required: true, description: 'The frame number; spaces and case are ignored' }) },
    resolve: async (_r, args, ctx) => {
      const f = await frameOfActiveCustomer(ctx, args.frameNumber);
      return f ? stolenReportOf(ctx.db, f.frameNumber) : null;
    },
  }),
  claimRecallFrames: t.withAuth(readers).field({
    type: [FrameRecallRef],
    description: 'The recalls touching a bike of the active customer, open ones first; empty for any other frame',
    args: { frameNumber: t.arg.string({ required: true, description: 'The frame number; spaces and case are ignored' }) },
    resolve: async (_r, args, ctx) => {
      const f = await frameOfActiveCustomer(ctx, args.frameNumber);
      return f ? recallsOfFrame(ctx.db, f.id) : [];
    },
  }),
  claimComments: t.withAuth(readers).field({
    type: [CommentRef],
    description: "A claim's comments the user may read, oldest first: internal ones only for staff",
    args: { id: t.arg.id({ required: true, description: 'The claim id; a claim the user may not read is NOT_FOUND' }) },
    resolve: (_r, args, ctx) => claimComments(ctx, claimIdOf(String(args.id))),
  }),
  claimAdditionalDocuments: t.withAuth(readers).field({
    type: [AdditionalDocumentRef],
    description: 'The documents added to a claim after filing, in the order added',
    args: { claimId: t.arg.id({ required: true, description: 'The claim id; a claim the user may not read is NOT_FOUND' }) },
    resolve: async (_r, args, ctx) =>
      (await claimAdditionalDocuments(ctx, claimIdOf(String(args.claimId)))).map((d) => ({
        id: d.documentId,
        no: d.no,
        title: d.title,
        createdAt: d.addedAt,
        file: fileView(ctx.env.tokenSecret, d),
      })),
  }),
}));
