import {
  isVisitBrand,
  PHOTO_SLOTS,
  VISIT_FORM_SCOPE,
  VISIT_PHOTO_MAX_BYTES,
  VISIT_PHOTO_PURPOSE,
  type VisitBrand,
} from '../../src/rules/visit-forms.ts';
import type { SignedInContext } from '../auth/context.ts';
import { registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { FileRef } from '../files/schema.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { ErrorCode, fail } from '../graphql/errors.ts';
import { MutationMessageRef, type RecordAnswer, UserErrorRef } from '../graphql/mutation-result.ts';
import { readableForm, VISIT_FORM_OWNER } from './access.ts';
import { type VisitDealer, visitDealer } from './dealer.ts';
import { listVisitForms, salesCustomers, type VisitFormView, viewsOf } from './forms.ts';
import { createVisitForm, deleteVisitForm, updateVisitForm, type VisitFormInput } from './mutations.ts';
import { brandSeries, optionsOf } from './options.ts';

// Store-visit forms (spec 2 §3, §5, §7 'Store visits'): sales reps whose user areas qualify file what they saw in the
// shops of their dealers. Every call checks the areas again inside (access.ts); the scope is the page's.
const reps = { scope: VISIT_FORM_SCOPE } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

registerUploadPurpose(VISIT_PHOTO_PURPOSE, { scope: VISIT_FORM_SCOPE, kinds: ['image'], maxBytes: VISIT_PHOTO_MAX_BYTES });
registerFileOwner(VISIT_FORM_OWNER, async (ctx, id) => {
  try {
    await readableForm(ctx, id);
    return true;
  } catch {
    return false;
  }
});

const brandOf = (brand: string): VisitBrand =>
  isVisitBrand(brand)
    ? brand
    : fail(ErrorCode.invalidInput, 'Brand must be polygon or wim', { fieldErrors: { brand: ['Brand must be polygon or wim'] } });

const OptionRef = builder.objectRef<{ code: string; name: string }>('FormVisitOption').implement({
  authScopes: reps,
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: 'English; the app shows visit-forms:options.<kind>.<code>' }),
  }),
});

const SeriesBrandRef = builder.objectRef<{ brand: string; series: string }>('FormVisitSeriesBrand').implement({
  authScopes: reps,
  fields: (t) => ({ brand: t.exposeString('brand'), series: t.exposeString('series') }),
});

const FormVisitRef = builder.objectRef<VisitFormView>('FormVisit').implement({
  authScopes: reps,
  fields: (t) => ({
    id: t.exposeInt('id'),
    brand: t.exposeString('brand'),
    customerId: t.exposeInt('customerId'),
    custCode: t.exposeString('custCode', { description: 'As the portal shows it: the unified part stripped' }),
    custName: t.exposeString('custName'),
    otherMidrange: t.exposeStringList('otherMidrange'),
    otherMidrangeDescription: t.exposeString('otherMidrangeDescription', { nullable: true }),
    brandDomination: t.exposeBoolean('brandDomination', { nullable: true, description: 'Null when the rep left it unanswered' }),
    qtyPlgGrp: t.exposeInt('qtyPlgGrp', { nullable: true }),
    qtyNonPlgGrp: t.exposeInt('qtyNonPlgGrp', { nullable: true }),
    brandDisplay: t.exposeStringList('brandDisplay'),
    brandDisplayDescription: t.exposeString('brandDisplayDescription', { nullable: true }),
    seriesList: t.exposeStringList('seriesList'),
    seriesBrand: t.field({ type: [SeriesBrandRef], resolve: (f) => f.seriesBrand }),
    otherSeriesList: t.exposeStringList('otherSeriesList'),
    notes: t.exposeString('notes', { nullable: true }),
    equipment: t.exposeStringList('equipment'),
    equipmentText: t.exposeString('equipmentText', { nullable: true }),
    ...Object.fromEntries(
      PHOTO_SLOTS.map((slot) => [slot, t.field({ type: FileRef, nullable: true, resolve: (f) => f.photos[slot] ?? null })]),
    ),
    createdAt: t.exposeString('createdAt'),
    createdBy: t.exposeString('createdBy', { description: "The rep's name" }),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const FormVisitPage = builder.objectRef<{ formVisits: VisitFormView[]; info: PageInfo }>('FormVisitPage').implement({
  authScopes: reps,
  fields: (t) => ({
    formVisits: t.field({ type: [FormVisitRef], resolve: (p) => p.formVisits }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const SalesCustomerRef = builder.objectRef<{ id: number; custCode: string; custName: string }>('FormVisitSalesCustomer').implement({
  authScopes: reps,
  fields: (t) => ({ id: t.exposeInt('id'), custCode: t.exposeString('custCode'), custName: t.exposeString('custName') }),
});

type Month = VisitDealer['months'][number];
const DealerMonthRef = builder.objectRef<Month>('FormVisitDealerMonth').implement({
  authScopes: reps,
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM' }),
    netSales: t.exposeInt('netSales', { description: 'Minor units' }),
    invoiceQuantity: t.exposeInt('invoiceQuantity'),
  }),
});
const DealerClaimRef = builder.objectRef<VisitDealer['openClaims'][number]>('FormVisitDealerClaim').implement({
  authScopes: reps,
  fields: (t) => ({
    id: t.exposeInt('id'),
    referenceNo: t.exposeString('referenceNo'),
    articleName: t.exposeString('articleName'),
    statusId: t.exposeString('statusId'),
    createdAt: t.exposeString('createdAt'),
  }),
});
const DealerBonusRef = builder.objectRef<NonNullable<VisitDealer['bonus']>>('FormVisitDealerBonus').implement({
  authScopes: reps,
  fields: (t) => ({
    year: t.exposeInt('year'),
    quarter: t.exposeInt('quarter'),
    points: t.exposeInt('points'),
    tier: t.exposeString('tier', { nullable: true }),
    nextTier: t.exposeString('nextTier', { nullable: true }),
    missingPoints: t.exposeInt('missingPoints', { nullable: true }),
    bonusValue: t.exposeInt('bonusValue', { description: 'Minor units' }),
    currency: t.exposeString('currency'),
    precision: t.exposeInt('precision'),
  }),
});
const DealerRef = builder.objectRef<VisitDealer>('FormVisitDealer').implement({
  authScopes: reps,
  fields: (t) => ({
    custCode: t.exposeString('custCode'),
    custName: t.exposeString('custName'),
    currency: t.exposeString('currency', { nullable: true }),
    precision: t.exposeInt('precision'),
    months: t.field({ type: [DealerMonthRef], resolve: (d) => d.months }),
    openClaimCount: t.exposeInt('openClaimCount'),
    openClaims: t.field({ type: [DealerClaimRef], resolve: (d) => d.openClaims }),
    bonus: t.field({ type: DealerBonusRef, nullable: true, resolve: (d) => d.bonus }),
  }),
});

const FormVisitResult = builder.objectRef<RecordAnswer>('FormVisitResult').implement({
  authScopes: reps,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input' }),
    id: t.exposeInt('id', { nullable: true }),
  }),
});

const SeriesBrandInput = builder.inputType('FormVisitSeriesBrandInput', {
  fields: (t) => ({ brand: t.string({ required: true }), series: t.string({ required: true }) }),
});
const PhotoInput = builder.inputType('FormVisitPhotoInput', {
  fields: (t) => ({
    slot: t.string({ required: true, description: 'frontShop1-4, displayShop1-4, displayBanner, displayPoster or displayHangtagShimano' }),
    fileId: t.int({ required: true, description: 'A photo sent to POST /api/visit-forms/photos' }),
  }),
});
const FormInput = builder.inputType('FormVisitInput', {
  fields: (t) => ({
    custCode: t.string({ required: true, description: 'The dealer, as the portal shows its code' }),
    otherMidrange: t.stringList({ required: false }),
    otherMidrangeDescription: t.string({ required: false }),
    brandDomination: t.boolean({ required: false, description: 'Sent only when the rep answered yes or no' }),
    qtyPlgGrp: t.int({ required: false }),
    qtyNonPlgGrp: t.int({ required: false }),
    brandDisplay: t.stringList({ required: false }),
    brandDisplayDescription: t.string({ required: false }),
    seriesList: t.stringList({ required: false }),
    seriesBrand: t.field({ type: [SeriesBrandInput], required: false }),
    otherSeriesList: t.stringList({ required: false }),
    notes: t.string({ required: false }),
    equipment: t.stringList({ required: false }),
    equipmentText: t.string({ required: false }),
    photos: t.field({ type: [PhotoInput], required: false }),
  }),
});

const optionField = (kind: 'other_midrange' | 'equipment' | 'brand_display', description: string) =>
  builder.queryField(
    { other_midrange: 'formVisitOtherMidRange', equipment: 'formVisitEquipment', brand_display: 'formVisitBrandDisplay' }[kind],
    (t) =>
      t.withAuth(reps).field({
        type: [OptionRef],
        description,
        args: { brand: t.arg.string({ required: true }) },
        resolve: (_r, args, ctx) => optionsOf(ctx, brandOf(args.brand), kind),
      }),
  );
optionField('other_midrange', 'The other mid-range brands a shop may carry, per visit-form brand');
optionField('equipment', 'The workshop equipment a shop may have, per visit-form brand');
optionField('brand_display', 'How a shop may display the brand, per visit-form brand');

builder.queryFields((t) => ({
  formVisits: t.withAuth(reps).field({
    type: FormVisitPage,
    description: "One brand's visit forms for the dealers of the user's areas, newest first, paged in SQL",
    args: {
      brand: t.arg.string({ required: true }),
      page: t.arg.int({ required: true }),
      limit: t.arg.int({ required: true }),
      id: t.arg.int(),
      date: t.arg.string({ description: 'One day, YYYY-MM-DD' }),
      from: t.arg.string(),
      to: t.arg.string(),
      custCodes: t.arg.stringList({ description: 'Dealers as the portal shows their codes' }),
    },
    resolve: (_r, args, ctx) => listVisitForms(ctx, { ...args, brand: brandOf(args.brand) }),
  }),
  formVisit: t.withAuth(reps).field({
    type: FormVisitRef,
    description: "One visit form of a dealer in the user's areas (NOT_FOUND otherwise)",
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_r, args, ctx) => (await viewsOf(ctx, [await readableForm(ctx, args.id)]))[0]!,
  }),
  formVisitSalesCustomers: t.withAuth(reps).field({
    type: [SalesCustomerRef],
    description: "The dealers of the user's areas in a sales organisation (the host's by default); only those with a form when asked",
    args: { sorg: t.arg.string(), onlyCustomerHasFormVisit: t.arg.boolean(), brand: t.arg.string() },
    resolve: (_r, args, ctx) => salesCustomers(ctx, args.sorg, !!args.onlyCustomerHasFormVisit, args.brand ? brandOf(args.brand) : null),
  }),
  formVisitSeries: t.withAuth(reps).field({
    type: ['String'],
    description: "The series of the brand's bikes in the catalogue, for the form's series list",
    args: { brand: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => brandSeries(ctx, brandOf(args.brand)),
  }),
  formVisitDealer: t.withAuth(reps).field({
    type: DealerRef,
    description: "Beside the form: the dealer's last 12 months of sales, open claims and bonus standing (dealers of the user's areas only)",
    args: { custCode: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => visitDealer(signedIn(ctx), args.custCode),
  }),
}));

builder.mutationFields((t) => ({
  createFormVisit: t.withAuth(reps).field({
    type: FormVisitResult,
    description: "Files a visit form for a dealer of the user's areas; photos are ids from POST /api/visit-forms/photos",
    args: { brand: t.arg.string({ required: true }), input: t.arg({ type: FormInput, required: true }) },
    resolve: (_r, args, ctx) => createVisitForm(ctx, brandOf(args.brand), args.input as VisitFormInput),
  }),
  updateFormVisit: t.withAuth(reps).field({
    type: FormVisitResult,
    description: "Changes a visit form of a dealer in the user's areas; a photo left out of its slot is deleted",
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: FormInput, required: true }) },
    resolve: (_r, args, ctx) => updateVisitForm(ctx, args.id, args.input as VisitFormInput),
  }),
  deleteFormVisit: t.withAuth(reps).field({
    type: FormVisitResult,
    description: "Deletes a visit form of a dealer in the user's areas, with its photos",
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => deleteVisitForm(ctx, args.id),
  }),
}));
