import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { precisionOf } from '../../src/rules/money.ts';
import type { SignedInContext } from '../auth/context.ts';
import { fileView, registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { FileRef } from '../files/schema.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { CLAIM_READ, claimIdOf, isReviewer, readableClaim, readsInternal } from './access.ts';
import { claimComments, type ClaimCommentRow } from './comments.ts';
import { claimAdditionalDocuments } from './documents.ts';
import { CLAIM_OWNER } from './filing.ts';
import {
  type FrameFacts,
  frameOfActiveCustomer,
  type FrameRecall,
  recallsOfFrame,
  type StolenReport,
  stolenReportOf,
} from '../frames/facts.ts';
import { openClaimOf } from './open-claim.ts';
import { claimCustomers, claimRows, type ClaimFilter, type ClaimRow, listClaims } from './list.ts';
import { claimArticles, claimBrands, claimCapabilities, claimDealerInformation, claimProblems, claimStatuses } from './lookups.ts';
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
    fields: (t) => ({
      id: t.exposeString('id'),
      description: t.exposeString('description', { description: 'English; the app shows claims:status.<id>' }),
      category: t.exposeString('category', { description: 'Whose move it is: dealer, review or done' }),
      sorting: t.exposeInt('sorting'),
    }),
  });

const RecallRef = builder.objectRef<FrameRecall>('ClaimRecall').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    instruction: t.exposeString('instruction'),
    createdAt: t.exposeString('createdAt'),
    isOpen: t.exposeBoolean('isOpen'),
    doneAt: t.exposeString('doneAt', { nullable: true }),
  }),
});

const StolenRef = builder.objectRef<StolenReport>('ClaimStolenBike').implement({
  authScopes: readers,
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber'),
    isStolen: t.exposeBoolean('isStolen'),
    reportedAt: t.exposeString('reportedAt', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
  }),
});

const OpenClaimRef = builder.objectRef<{ id: number; referenceNo: string }>('ClaimOpenClaim').implement({
  authScopes: readers,
  fields: (t) => ({ id: t.exposeID('id'), referenceNo: t.exposeString('referenceNo') }),
});

const FrameRef = builder.objectRef<FrameFacts>('ClaimFrame').implement({
  authScopes: readers,
  description: 'A bike shipped to the active customer, with what a claim takes from it',
  fields: (t) => ({
    frameNumber: t.exposeString('frameNumber'),
    articleCode: t.exposeString('articleCode'),
    articleName: t.exposeString('articleName'),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    series: t.exposeString('series'),
    mcName: t.exposeString('mcName', { nullable: true }),
    productionCode: t.exposeString('productionCode'),
    deliveryNo: t.exposeString('deliveryNo'),
    shippedAt: t.exposeString('shippedAt'),
    shippedTo: t.exposeString('shippedTo'),
    shippedToName: t.exposeString('shippedToName'),
    stolenBike: t.field({ type: StolenRef, resolve: (f, _a, ctx) => stolenReportOf(ctx.db, f.frameNumber) }),
    recallFrames: t.field({ type: [RecallRef], resolve: (f, _a, ctx) => recallsOfFrame(ctx.db, f.id) }),
    openClaim: t.field({
      type: OpenClaimRef,
      nullable: true,
      description: 'A claim on this bike still under way: a second one is refused',
      resolve: (f, _a, ctx) => openClaimOf(ctx.db, f.id),
    }),
  }),
});

const ConsumerRef = builder.objectRef<ClaimRow>('ClaimConsumer').implement({
  authScopes: readers,
  fields: (t) => ({
    name: t.exposeString('consumerName', { nullable: true }),
    phone: t.exposeString('consumerPhone', { nullable: true }),
    city: t.exposeString('consumerCity', { nullable: true }),
    address: t.exposeString('consumerAddress', { nullable: true }),
    email: t.exposeString('consumerEmail', { nullable: true }),
  }),
});

type ProblemRow = { id: number; problemId: number; part: string; description: string; notes: string | null };
const ProblemRef = builder.objectRef<ProblemRow>('ClaimProblem').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    problemId: t.exposeInt('problemId'),
    part: t.exposeString('part'),
    description: t.exposeString('description'),
    notes: t.exposeString('notes', { nullable: true }),
  }),
});

type DocRow = { docType: string; file: ReturnType<typeof fileView> };
const DocRef = builder.objectRef<DocRow>('ClaimDoc').implement({
  authScopes: readers,
  fields: (t) => ({
    docType: t.exposeString('docType', { description: 'The slot: invoice, idCard, photo1-6, video, additionalDoc1-5' }),
    url: t.string({ resolve: (d) => d.file.filePath }),
    file: t.field({ type: FileRef, resolve: (d) => d.file }),
  }),
});

type AdditionalRow = { id: number; no: number; title: string; createdAt: string; file: ReturnType<typeof fileView> };
export const AdditionalDocumentRef = builder.objectRef<AdditionalRow>('ClaimAdditionalDocument').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    no: t.exposeInt('no'),
    title: t.exposeString('title'),
    createdAt: t.exposeString('createdAt'),
    url: t.string({ resolve: (d) => d.file.filePath }),
    file: t.field({ type: FileRef, resolve: (d) => d.file }),
  }),
});

export const CommentRef = builder.objectRef<ClaimCommentRow>('ClaimComment').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    comment: t.exposeString('comment'),
    internal: t.boolean({ resolve: (c) => !!c.isInternal }),
    byStaff: t.boolean({ resolve: (c) => !!c.byStaff }),
    displayName: t.string({ nullable: true, resolve: (c) => c.displayName }),
    createdBy: t.string({ nullable: true, resolve: (c) => c.createdBy }),
    createdAt: t.exposeString('createdAt'),
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
  fields: (t) => ({
    id: t.exposeInt('id'),
    action: t.exposeString('action', { description: 'created, status, edited, document_added or document_removed' }),
    fromStatus: t.exposeString('fromStatus', { nullable: true }),
    toStatus: t.exposeString('toStatus', { nullable: true }),
    reason: t.exposeString('reason', { nullable: true }),
    displayName: t.exposeString('displayName', { nullable: true }),
    createdAt: t.string({ resolve: (h) => h.changedAt }),
  }),
});

type CreditNote = { invoiceNo: string; amount: number; status: string; invoiceDate: string };
const CreditNoteRef = builder.objectRef<CreditNote>('ClaimCreditNote').implement({
  authScopes: readers,
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo'),
    amount: t.exposeInt('amount', { description: 'Minor units, negative: a deduction' }),
    status: t.exposeString('status'),
    invoiceDate: t.exposeString('invoiceDate'),
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
  fields: (t) => ({
    id: t.exposeID('id'),
    referenceNo: t.exposeString('referenceNo'),
    productCategory: t.exposeString('productCategory', { description: 'BIKE or PAA' }),
    status: t.field({
      type: ClaimStatusRef,
      resolve: (c) => ({ id: c.statusId, description: c.statusDescription, category: c.statusCategory, sorting: 0 }),
    }),
    custName: t.exposeString('custName'),
    custCode: t.string({ resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }) }),
    frameNumber: t.exposeString('frameNumber', { nullable: true }),
    frameShippedDelvNo: t.exposeString('frameShippedDelvNo', { nullable: true }),
    frameShippedAt: t.exposeString('frameShippedAt', { nullable: true }),
    frameShippedTo: t.string({
      nullable: true,
      resolve: (c) => (c.frameId ? displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }) : null),
    }),
    frameShippedToName: t.string({ nullable: true, resolve: (c) => (c.frameId ? c.custName : null) }),
    productionCode: t.exposeString('productionCode', { nullable: true }),
    articleCode: t.exposeString('articleCode'),
    articleName: t.exposeString('articleName'),
    brandName: t.exposeString('brandName'),
    mcName: t.exposeString('mcName', { nullable: true }),
    model: t.exposeString('model'),
    modelYear: t.exposeInt('modelYear'),
    series: t.exposeString('series'),
    qty: t.exposeInt('qty'),
    invoiceNo: t.exposeString('invoiceNo', { nullable: true }),
    invoicedValue: t.exposeInt('invoicedValue', { description: 'Minor units: the most this claim may credit' }),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (c, _a, ctx) => precisionOf(c.currency, ctx.host.config) }),
    articleId: t.exposeInt('articleId'),
    purchaseDate: t.exposeString('purchaseDate', { nullable: true }),
    contactPersonName: t.exposeString('contactPersonName'),
    contactPersonPhone: t.exposeString('contactPersonPhone'),
    consumer: t.field({ type: ConsumerRef, resolve: (c) => c }),
    description: t.exposeString('description'),
    customerNotes: t.exposeString('customerNotes', { nullable: true }),
    resolution: t.exposeString('resolution', { nullable: true }),
    isNotAWarranty: t.boolean({ resolve: (c) => !!c.notWarranty }),
    reasonRejection: t.exposeString('reasonRejection', { nullable: true }),
    creditedAmount: t.exposeInt('creditedAmount', { nullable: true, description: 'Minor units' }),
    creditNote: t.field({
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
      type: [ProblemRef],
      resolve: (c, _a, ctx) =>
        ctx.db
          .selectFrom('claimProblems as p')
          .innerJoin('claimProblemCatalogue as k', 'k.id', 'p.problemId')
          .select(['p.id', 'p.problemId', 'k.part', 'k.description', 'p.notes'])
          .where('p.claimId', '=', c.id)
          .orderBy('k.sorting')
          .execute(),
    }),
    docs: t.field({ type: [DocRef], resolve: (c, _a, ctx) => files(signedIn(ctx), c.id) }),
    additionalDocuments: t.field({
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
      description: 'Internal comments only for staff',
      resolve: (c, _a, ctx) => claimComments(signedIn(ctx), c.id),
    }),
    histories: t.field({
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
      type: StolenRef,
      nullable: true,
      resolve: (c, _a, ctx) => (c.frameNumber ? stolenReportOf(ctx.db, c.frameNumber) : null),
    }),
    recallFrames: t.field({ type: [RecallRef], resolve: (c, _a, ctx) => (c.frameId ? recallsOfFrame(ctx.db, c.frameId) : []) }),
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
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const ClaimPage = builder.objectRef<{ claims: ClaimRow[]; info: PageInfo }>('ClaimPage').implement({
  authScopes: readers,
  fields: (t) => ({
    claims: t.field({ type: [ClaimRef], resolve: (p) => p.claims }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const ClaimFilterInput = builder.inputType('ClaimFilter', {
  fields: (t) => ({
    status: t.stringList({ required: false }),
    brand: t.string({ required: false }),
    productCategory: t.string({ required: false, description: 'BIKE or PAA' }),
    dateFrom: t.string({ required: false, description: 'YYYY-MM-DD' }),
    dateTo: t.string({ required: false, description: 'YYYY-MM-DD' }),
    customerId: t.int({ required: false, description: 'Staff: one customer' }),
    search: t.string({ required: false, description: 'Reference number or frame number' }),
  }),
});

const ProblemOptionRef = builder
  .objectRef<{ id: number; part: string; description: string; productCategory: string }>('ClaimProblemOption')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      id: t.exposeInt('id'),
      part: t.exposeString('part'),
      description: t.exposeString('description'),
      productCategory: t.exposeString('productCategory'),
    }),
  });

const CapabilityRef = builder
  .objectRef<{ productCategory: string; customerCategory: string; fromStatus: string; toStatus: string }>('ClaimCapability')
  .implement({
    authScopes: readers,
    fields: (t) => ({
      productCategory: t.exposeString('productCategory'),
      customerCategory: t.exposeString('customerCategory'),
      fromStatus: t.exposeString('fromStatus'),
      toStatus: t.exposeString('toStatus'),
    }),
  });

type Dealer = NonNullable<Awaited<ReturnType<typeof claimDealerInformation>>>;
const DealerRef = builder.objectRef<Dealer>('ClaimDealerInformation').implement({
  authScopes: readers,
  fields: (t) => ({
    custCode: t.exposeString('custCode'),
    custName: t.exposeString('custName'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    phone: t.exposeString('phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true }),
    contactPersonName: t.exposeString('contactPersonName'),
    contactPersonPhone: t.exposeString('contactPersonPhone'),
  }),
});

type ArticleOption = Awaited<ReturnType<typeof claimArticles>>[number];
const InvoicedRef = builder.objectRef<ArticleOption['invoices'][number]>('ClaimInvoicedLine').implement({
  authScopes: readers,
  fields: (t) => ({
    invoiceNo: t.exposeString('invoiceNo'),
    invoiceDate: t.exposeString('invoiceDate'),
    qty: t.exposeInt('qty'),
    price: t.exposeInt('price', { description: 'Minor units, per unit' }),
    currency: t.exposeString('currency'),
    precision: t.int({ resolve: (l, _a, ctx) => precisionOf(l.currency, ctx.host.config) }),
  }),
});
const ArticleOptionRef = builder.objectRef<ArticleOption>('ClaimArticle').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    articleCode: t.exposeString('articleCode'),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    invoices: t.field({ type: [InvoicedRef], resolve: (a) => a.invoices }),
  }),
});

type CustomerOption = Awaited<ReturnType<typeof claimCustomers>>[number];
const ClaimCustomerRef = builder.objectRef<CustomerOption>('ClaimCustomer').implement({
  authScopes: readers,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    custCode: t.string({ resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }) }),
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
    description: 'One claim the user may read (NOT_FOUND otherwise)',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => claimFor(ctx, claimIdOf(String(args.id))),
  }),
  claims: t.withAuth(readers).field({
    type: ClaimPage,
    description: 'The claims the user may read, newest first, filtered and paged in SQL (10 a page)',
    args: {
      page: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true }),
      filter: t.arg({ type: ClaimFilterInput, required: false }),
    },
    resolve: (_r, args, ctx) => listClaims(ctx, args.page, args.limit, (args.filter ?? {}) as ClaimFilter),
  }),
  claimCustomers: t.withAuth(readers).field({
    type: [ClaimCustomerRef],
    description: "Staff's customer filter: customers whose claims the user may read",
    args: { search: t.arg.string() },
    resolve: (_r, args, ctx) => claimCustomers(ctx, args.search),
  }),
  claimStatuses: t.withAuth(readers).field({ type: [ClaimStatusRef], resolve: (_r, _a, ctx) => claimStatuses(ctx) }),
  claimProblems: t.withAuth(readers).field({
    type: [ProblemOptionRef],
    args: { productCategory: t.arg.string({ required: true, description: 'BIKE or PAA' }) },
    resolve: (_r, args, ctx) => claimProblems(ctx, args.productCategory === 'PAA' ? 'PAA' : 'BIKE'),
  }),
  claimBrands: t.withAuth(readers).stringList({ resolve: (_r, _a, ctx) => claimBrands(ctx) }),
  claimCapabilities: t.withAuth(readers).field({ type: [CapabilityRef], resolve: (_r, _a, ctx) => claimCapabilities(ctx) }),
  claimDealerInformation: t
    .withAuth(readers)
    .field({ type: DealerRef, nullable: true, resolve: (_r, _a, ctx) => claimDealerInformation(ctx) }),
  claimArticles: t.withAuth(readers).field({
    type: [ArticleOptionRef],
    description: 'PAA articles invoiced to the active customer',
    args: { search: t.arg.string() },
    resolve: (_r, args, ctx) => claimArticles(ctx, args.search),
  }),
  claimFrame: t.withAuth(readers).field({
    type: FrameRef,
    nullable: true,
    description: 'A bike shipped to the active customer by its frame number; null for any other frame',
    args: { frameNumber: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => frameOfActiveCustomer(ctx, args.frameNumber),
  }),
  claimStolenBike: t.withAuth(readers).field({
    type: StolenRef,
    nullable: true,
    description: 'Whether a bike of the active customer was reported stolen; null for any other frame',
    args: { frameNumber: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const f = await frameOfActiveCustomer(ctx, args.frameNumber);
      return f ? stolenReportOf(ctx.db, f.frameNumber) : null;
    },
  }),
  claimRecallFrames: t.withAuth(readers).field({
    type: [RecallRef],
    description: 'The recalls touching a bike of the active customer; empty for any other frame',
    args: { frameNumber: t.arg.string({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const f = await frameOfActiveCustomer(ctx, args.frameNumber);
      return f ? recallsOfFrame(ctx.db, f.id) : [];
    },
  }),
  claimComments: t.withAuth(readers).field({
    type: [CommentRef],
    description: 'Internal comments only for staff',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => claimComments(ctx, claimIdOf(String(args.id))),
  }),
  claimAdditionalDocuments: t.withAuth(readers).field({
    type: [AdditionalDocumentRef],
    args: { claimId: t.arg.id({ required: true }) },
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
