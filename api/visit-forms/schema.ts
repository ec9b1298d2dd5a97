import {
  isVisitBrand,
  PHOTO_SLOTS,
  VISIT_FORM_SCOPE,
  VISIT_PHOTO_MAX_BYTES,
  VISIT_PHOTO_PURPOSE,
  type VisitBrand,
} from '../../src/rules/visit-forms.ts';
import type { SignedInContext } from '../context.ts';
import { registerFileOwner, registerUploadPurpose } from '../files/index.ts';
import { FileRef } from '../files/schema.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { ErrorCode, fail } from '../graphql/errors.ts';
import { MutationMessageRef, type RecordAnswer, UserErrorRef } from '../graphql/mutation-result.ts';
import { qualifies, readableForm, VISIT_FORM_OWNER } from './access.ts';
import { type VisitDealer, visitDealer } from './dealer.ts';
import { listVisitForms, salesCustomers, type VisitFormView, viewsOf } from './forms.ts';
import { createVisitForm, deleteVisitForm, updateVisitForm, type VisitFormInput } from './mutations.ts';
import { brandSeries, optionsOf } from './options.ts';

// Store-visit forms (spec 2 §3, §5, §7 'Store visits'): sales reps whose user areas qualify file what they saw in the
// shops of their dealers. Every call checks the areas again inside (access.ts); the scope is the page's.
const reps = { scope: VISIT_FORM_SCOPE } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

// Photos are larger than a GraphQL request carries: they come as the raw body of POST /api/files/visit_photo.
registerUploadPurpose(VISIT_PHOTO_PURPOSE, {
  scope: VISIT_FORM_SCOPE,
  kinds: ['image'],
  maxBytes: VISIT_PHOTO_MAX_BYTES,
  rawBody: true,
  mayUpload: qualifies,
});
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
  description: 'A choice of one of the option lists of a visit form; the code other asks for a description.',
  fields: (t) => ({
    code: t.exposeString('code', { description: 'The option code, as FormVisitInput takes it, e.g. giant or other.' }),
    name: t.exposeString('name', { description: 'English; the app shows visit-forms:options.<kind>.<code>' }),
  }),
});

const SeriesBrandRef = builder.objectRef<{ brand: string; series: string }>('FormVisitSeriesBrand').implement({
  authScopes: reps,
  description: 'A series of another brand the rep saw in the shop.',
  fields: (t) => ({
    brand: t.exposeString('brand', { description: 'The other brand, as the rep typed it.' }),
    series: t.exposeString('series', { description: 'Its series, as the rep typed it.' }),
  }),
});

const FormVisitRef = builder.objectRef<VisitFormView>('FormVisit').implement({
  authScopes: reps,
  description:
    "What a sales rep saw in a dealer's shop, for one brand; readable by reps whose user areas hold the dealer (scope page.formvisit).",
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The visit form id.' }),
    brand: t.exposeString('brand', { description: 'The brand the form is for: polygon or wim.' }),
    customerId: t.exposeInt('customerId', { description: "The portal's id of the dealer visited." }),
    custCode: t.exposeString('custCode', { description: 'As the portal shows it: the unified part stripped' }),
    custName: t.exposeString('custName', { description: 'The name of the dealer visited.' }),
    otherMidrange: t.exposeStringList('otherMidrange', { description: 'Codes of the other mid-range brands the shop carries.' }),
    otherMidrangeDescription: t.exposeString('otherMidrangeDescription', {
      nullable: true,
      description: 'What other means among them; null when not given.',
    }),
    brandDomination: t.exposeBoolean('brandDomination', { nullable: true, description: 'Null when the rep left it unanswered' }),
    qtyPlgGrp: t.exposeInt('qtyPlgGrp', { nullable: true, description: "Bikes of the brand's group on display; null when not counted." }),
    qtyNonPlgGrp: t.exposeInt('qtyNonPlgGrp', { nullable: true, description: 'Bikes of other brands on display; null when not counted.' }),
    brandDisplay: t.exposeStringList('brandDisplay', { description: 'Codes of how the shop displays the brand.' }),
    brandDisplayDescription: t.exposeString('brandDisplayDescription', {
      nullable: true,
      description: 'What other means among them; null when not given.',
    }),
    seriesList: t.exposeStringList('seriesList', { description: "The brand's series the rep saw in the shop." }),
    seriesBrand: t.field({ type: [SeriesBrandRef], description: 'Series of other brands the rep saw.', resolve: (f) => f.seriesBrand }),
    otherSeriesList: t.exposeStringList('otherSeriesList', { description: 'Further series the rep noted, as typed.' }),
    notes: t.exposeString('notes', { nullable: true, description: "The rep's notes; null when none." }),
    equipment: t.exposeStringList('equipment', { description: 'Codes of the workshop equipment the shop has.' }),
    equipmentText: t.exposeString('equipmentText', { nullable: true, description: 'What other means among them; null when not given.' }),
    ...Object.fromEntries(
      PHOTO_SLOTS.map((slot) => [
        slot,
        t.field({
          type: FileRef,
          nullable: true,
          description: `The photo of the ${slot} slot; null when none was taken.`,
          resolve: (f) => f.photos[slot] ?? null,
        }),
      ]),
    ),
    createdAt: t.exposeString('createdAt', { description: 'When the form was filed, ISO 8601 in UTC.' }),
    createdBy: t.exposeString('createdBy', { description: "The rep's name" }),
    updatedAt: t.exposeString('updatedAt', { description: 'When the form was last saved, ISO 8601 in UTC.' }),
  }),
});

const FormVisitPage = builder.objectRef<{ formVisits: VisitFormView[]; info: PageInfo }>('FormVisitPage').implement({
  authScopes: reps,
  description: 'One page of visit forms.',
  fields: (t) => ({
    formVisits: t.field({ type: [FormVisitRef], description: 'The forms of the page, newest first.', resolve: (p) => p.formVisits }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const SalesCustomerRef = builder.objectRef<{ id: number; custCode: string; custName: string }>('FormVisitSalesCustomer').implement({
  authScopes: reps,
  description: "A dealer of the rep's areas a visit form may be filed for.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the dealer." }),
    custCode: t.exposeString('custCode', { description: 'The code as the portal shows it, as FormVisitInput.custCode takes it.' }),
    custName: t.exposeString('custName', { description: 'The name of the dealer.' }),
  }),
});

type Month = VisitDealer['months'][number];
const DealerMonthRef = builder.objectRef<Month>('FormVisitDealerMonth').implement({
  authScopes: reps,
  description: "One month of the dealer's invoiced sales.",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'The calendar month, as YYYY-MM' }),
    netSales: t.exposeInt('netSales', {
      description: 'Net invoiced sales of the month, an integer in the minor unit of FormVisitDealer.currency',
    }),
    invoiceQuantity: t.exposeInt('invoiceQuantity', { description: 'Units invoiced in the month.' }),
  }),
});
const DealerClaimRef = builder.objectRef<VisitDealer['openClaims'][number]>('FormVisitDealerClaim').implement({
  authScopes: reps,
  description: 'An open warranty claim of the dealer.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The claim id.' }),
    referenceNo: t.exposeString('referenceNo', { description: 'The claim reference number.' }),
    articleName: t.exposeString('articleName', { description: 'The article the claim is about.' }),
    statusId: t.exposeString('statusId', { description: 'The id of its status, as claimStatuses lists them.' }),
    createdAt: t.exposeString('createdAt', { description: 'When it was filed, ISO 8601 in UTC.' }),
  }),
});
const DealerBonusRef = builder.objectRef<NonNullable<VisitDealer['bonus']>>('FormVisitDealerBonus').implement({
  authScopes: reps,
  description: "The dealer's bonus standing in the current quarter of its programme.",
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The programme year.' }),
    quarter: t.exposeInt('quarter', { description: 'The quarter, 1 to 4.' }),
    points: t.exposeInt('points', { description: 'Points earned in the quarter so far.' }),
    tier: t.exposeString('tier', { nullable: true, description: 'The name of the tier reached; null when none yet.' }),
    nextTier: t.exposeString('nextTier', { nullable: true, description: 'The name of the next tier; null when the top one is reached.' }),
    missingPoints: t.exposeInt('missingPoints', { nullable: true, description: 'Points still needed for the next tier; null when none.' }),
    bonusValue: t.exposeInt('bonusValue', { description: 'Bonus earned so far, an integer in the minor unit of currency' }),
    currency: t.exposeString('currency', { description: "The programme's currency code, e.g. IDR." }),
    precision: t.exposeInt('precision', { description: 'Decimal places of that currency, for showing bonusValue.' }),
  }),
});
const DealerRef = builder.objectRef<VisitDealer>('FormVisitDealer').implement({
  authScopes: reps,
  description: "What a rep should know walking into a dealer's shop: recent sales, open claims and bonus standing.",
  fields: (t) => ({
    custCode: t.exposeString('custCode', { description: 'The code as the portal shows it.' }),
    custName: t.exposeString('custName', { description: 'The name of the dealer.' }),
    currency: t.exposeString('currency', {
      nullable: true,
      description: "The currency of the dealer's sales figures; null when it has no sales organisation.",
    }),
    precision: t.exposeInt('precision', { description: 'Decimal places of that currency; 0 when there is none.' }),
    months: t.field({ type: [DealerMonthRef], description: 'The last 12 months up to this one, oldest first.', resolve: (d) => d.months }),
    openClaimCount: t.exposeInt('openClaimCount', { description: 'How many claims of the dealer are still open.' }),
    openClaims: t.field({
      type: [DealerClaimRef],
      description: 'Up to 5 of those open claims, in the order of the claims list.',
      resolve: (d) => d.openClaims,
    }),
    bonus: t.field({
      type: DealerBonusRef,
      nullable: true,
      description: 'The bonus standing; null when the dealer has no programme this year.',
      resolve: (d) => d.bonus,
    }),
  }),
});

const FormVisitResult = builder.objectRef<RecordAnswer>('FormVisitResult').implement({
  authScopes: reps,
  description: 'What a change to a visit form answers.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the change was made, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Every problem found with the form at once, by field (photos.frontShop1 for a photo); empty on success.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 bad input' }),
    id: t.exposeInt('id', { nullable: true, description: 'The visit form written; null when refused.' }),
  }),
});

const SeriesBrandInput = builder.inputType('FormVisitSeriesBrandInput', {
  description: 'A series of another brand seen in the shop; both parts needed.',
  fields: (t) => ({
    brand: t.string({ required: true, description: 'The other brand, at most 100 characters.' }),
    series: t.string({ required: true, description: 'Its series, at most 100 characters.' }),
  }),
});
const PhotoInput = builder.inputType('FormVisitPhotoInput', {
  description: 'A photo for one slot of the form.',
  fields: (t) => ({
    slot: t.string({ required: true, description: 'frontShop1-4, displayShop1-4, displayBanner, displayPoster or displayHangtagShimano' }),
    fileId: t.int({ required: true, description: 'A photo sent to POST /api/files/visit_photo' }),
  }),
});
const FormInput = builder.inputType('FormVisitInput', {
  description: 'A visit form as the rep saves it; every problem is answered at once as a field error.',
  fields: (t) => ({
    custCode: t.string({ required: true, description: 'The dealer, as the portal shows its code' }),
    otherMidrange: t.stringList({ required: false, description: 'Codes of formVisitOtherMidRange for the brand.' }),
    otherMidrangeDescription: t.string({ required: false, description: 'Needed with the code other; at most 500 characters.' }),
    brandDomination: t.boolean({ required: false, description: 'Sent only when the rep answered yes or no' }),
    qtyPlgGrp: t.int({ required: false, description: "Bikes of the brand's group on display, 0 to 100000." }),
    qtyNonPlgGrp: t.int({ required: false, description: 'Bikes of other brands on display, 0 to 100000.' }),
    brandDisplay: t.stringList({ required: false, description: 'Codes of formVisitBrandDisplay for the brand.' }),
    brandDisplayDescription: t.string({ required: false, description: 'Needed with the code other; at most 500 characters.' }),
    seriesList: t.stringList({ required: false, description: "The brand's series seen, at most 30 of 100 characters each." }),
    seriesBrand: t.field({ type: [SeriesBrandInput], required: false, description: 'Series of other brands seen, at most 30.' }),
    otherSeriesList: t.stringList({ required: false, description: 'Further series noted, at most 30 of 100 characters each.' }),
    notes: t.string({ required: false, description: "The rep's notes, at most 2000 characters." }),
    equipment: t.stringList({ required: false, description: 'Codes of formVisitEquipment for the brand.' }),
    equipmentText: t.string({ required: false, description: 'Needed with the code other; at most 500 characters.' }),
    photos: t.field({
      type: [PhotoInput],
      required: false,
      description: "The form's photos, one per slot; on update a slot left out loses its photo.",
    }),
  }),
});

const optionField = (kind: 'other_midrange' | 'equipment' | 'brand_display', description: string) =>
  builder.queryField(
    { other_midrange: 'formVisitOtherMidRange', equipment: 'formVisitEquipment', brand_display: 'formVisitBrandDisplay' }[kind],
    (t) =>
      t.withAuth(reps).field({
        type: [OptionRef],
        description,
        args: { brand: t.arg.string({ required: true, description: 'The visit-form brand: polygon or wim.' }) },
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
      brand: t.arg.string({ required: true, description: 'The visit-form brand: polygon or wim.' }),
      page: t.arg.int({ required: true, description: 'The page to answer, from 1.' }),
      limit: t.arg.int({ required: true, description: 'Forms per page: 10, 20 or 50; another value reads 10.' }),
      id: t.arg.int({ description: 'Only the form with this id.' }),
      date: t.arg.string({ description: 'One day, YYYY-MM-DD' }),
      from: t.arg.string({ description: 'Forms filed on or after this day, YYYY-MM-DD (UTC).' }),
      to: t.arg.string({ description: 'Forms filed on or before this day, YYYY-MM-DD (UTC).' }),
      custCodes: t.arg.stringList({ description: 'Dealers as the portal shows their codes' }),
    },
    resolve: (_r, args, ctx) => listVisitForms(ctx, { ...args, brand: brandOf(args.brand) }),
  }),
  formVisit: t.withAuth(reps).field({
    type: FormVisitRef,
    description: "One visit form of a dealer in the user's areas (NOT_FOUND otherwise)",
    args: { id: t.arg.int({ required: true, description: 'The visit form id.' }) },
    resolve: async (_r, args, ctx) => (await viewsOf(ctx, [await readableForm(ctx, args.id)]))[0]!,
  }),
  formVisitSalesCustomers: t.withAuth(reps).field({
    type: [SalesCustomerRef],
    description: "The dealers of the user's areas in a sales organisation (the host's by default); only those with a form when asked",
    args: {
      sorg: t.arg.string({ description: "A sales organisation code in the ERP; the host's when left out." }),
      onlyCustomerHasFormVisit: t.arg.boolean({ description: 'Only dealers that already have a visit form.' }),
      brand: t.arg.string({ description: 'With onlyCustomerHasFormVisit: a form of this brand (polygon or wim).' }),
    },
    resolve: (_r, args, ctx) => salesCustomers(ctx, args.sorg, !!args.onlyCustomerHasFormVisit, args.brand ? brandOf(args.brand) : null),
  }),
  formVisitSeries: t.withAuth(reps).field({
    type: ['String'],
    description: "The series of the brand's bikes in the catalogue, for the form's series list",
    args: { brand: t.arg.string({ required: true, description: 'The visit-form brand: polygon or wim.' }) },
    resolve: (_r, args, ctx) => brandSeries(ctx, brandOf(args.brand)),
  }),
  formVisitDealer: t.withAuth(reps).field({
    type: DealerRef,
    description: "Beside the form: the dealer's last 12 months of sales, open claims and bonus standing (dealers of the user's areas only)",
    args: {
      custCode: t.arg.string({ required: true, description: 'The dealer: its code as the portal shows it, or its R3 or ISR code.' }),
    },
    resolve: (_r, args, ctx) => visitDealer(signedIn(ctx), args.custCode),
  }),
}));

builder.mutationFields((t) => ({
  createFormVisit: t.withAuth(reps).field({
    type: FormVisitResult,
    description: "Files a visit form for a dealer of the user's areas; photos are ids from POST /api/files/visit_photo",
    args: {
      brand: t.arg.string({ required: true, description: 'The visit-form brand: polygon or wim.' }),
      input: t.arg({ type: FormInput, required: true, description: 'The whole form.' }),
    },
    resolve: (_r, args, ctx) => createVisitForm(ctx, brandOf(args.brand), args.input as VisitFormInput),
  }),
  updateFormVisit: t.withAuth(reps).field({
    type: FormVisitResult,
    description: "Changes a visit form of a dealer in the user's areas; a photo left out of its slot is deleted",
    args: {
      id: t.arg.int({ required: true, description: 'The visit form to save.' }),
      input: t.arg({ type: FormInput, required: true, description: 'The whole form; its brand stays.' }),
    },
    resolve: (_r, args, ctx) => updateVisitForm(ctx, args.id, args.input as VisitFormInput),
  }),
  deleteFormVisit: t.withAuth(reps).field({
    type: FormVisitResult,
    description: "Deletes a visit form of a dealer in the user's areas, with its photos",
    args: { id: t.arg.int({ required: true, description: 'The visit form to delete.' }) },
    resolve: (_r, args, ctx) => deleteVisitForm(ctx, args.id),
  }),
}));
