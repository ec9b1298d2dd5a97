import { z } from 'zod';
import type { SignedInContext } from '../auth/context.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import type { PageInfo } from '../db/paging.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import { beforeTransaction, preparedFor } from '../workers/before-transaction.ts';
import { INQUIRY_FIELD_NAMES } from '../../src/rules/inquiry.ts';
import { type InquiryAnswer, inquiryById, type InquiryRow, listInquiries, updateInquiry } from './admin.ts';
import { type PublicAnswer, PublicAnswerRef } from './public-answer.ts';
import { admitInquiry, citiesOf, countries, createInquiry, type InquiryInput } from './service.ts';

// New customer inquiries (spec 3 §3, §7 'Customer inquiry and reference'): sent by visitors through /public/graphql,
// read and handled by staff holding page.customer-inquiry (the admin table src/resources/declarations/customer-inquiries.ts).
const staff = { scope: 'page.customer-inquiry' } as const;
const signedIn = (ctx: { actor: unknown }) => ctx as SignedInContext;

const CountryRef = builder.objectRef<{ id: string; name: string }>('InquiryCountry').implement({
  authScopes: { public: true },
  fields: (t) => ({ id: t.exposeString('id', { description: 'ISO 3166 code, e.g. ID' }), name: t.exposeString('name') }),
});

const CityRef = builder.objectRef<{ id: number; description: string }>('InquiryCity').implement({
  authScopes: { public: true },
  fields: (t) => ({ id: t.exposeInt('id'), description: t.exposeString('description') }),
});

// Every field a string, checked by the shared rules in the service so each problem, a length too, is answered by its
// field name; the schema only refuses what no form sends.
const InquiryInputRef = builder.inputType('CustomerInquiryInput', {
  fields: (t) =>
    Object.fromEntries(INQUIRY_FIELD_NAMES.map((name) => [name, t.string({ validate: z.string().max(5000) })])) as Record<
      keyof InquiryInput,
      ReturnType<typeof t.string>
    >,
});

const CustomerInquiryRef = builder.objectRef<InquiryRow>('CustomerInquiry').implement({
  authScopes: staff,
  fields: (t) => ({
    id: t.exposeInt('id'),
    host: t.exposeString('host', { description: 'The portal it was sent on' }),
    sorg: t.exposeString('sorg'),
    reason: t.exposeString('reason'),
    goal: t.exposeString('goal'),
    custName: t.exposeString('custName'),
    custAddress: t.exposeString('custAddress'),
    custState: t.exposeString('custState'),
    custCountry: t.exposeString('custCountry'),
    countryName: t.exposeString('countryName'),
    custCity: t.int({ resolve: (r) => r.custCityId }),
    cityName: t.exposeString('cityName'),
    custEmail: t.exposeString('custEmail'),
    custPhone: t.exposeString('custPhone'),
    custPostalCode: t.exposeString('custPostalCode', { nullable: true }),
    custWeb: t.exposeString('custWeb', { nullable: true }),
    language: t.exposeString('language', { description: 'The language the visitor wrote in' }),
    status: t.exposeString('status', { description: 'new, contacted, converted or declined' }),
    handledBy: t.exposeString('handledBy', { nullable: true, description: 'Username of whoever set the status last' }),
    handledAt: t.exposeString('handledAt', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.exposeString('createdAt'),
  }),
});

const InquiryPageRef = builder.objectRef<{ customerInquiries: InquiryRow[]; info: PageInfo }>('CustomerInquiryPage').implement({
  authScopes: staff,
  fields: (t) => ({
    customerInquiries: t.field({ type: [CustomerInquiryRef], resolve: (p) => p.customerInquiries }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const InquiryResultRef = builder.objectRef<InquiryAnswer>('CustomerInquiryResult').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 or N001' }),
    id: t.exposeInt('id', { nullable: true }),
  }),
});

const InquiryUpdateRef = builder.inputType('CustomerInquiryUpdate', {
  fields: (t) => ({
    status: t.string({ validate: z.string().max(20) }),
    note: t.string({ validate: z.string().max(4000) }),
  }),
});

builder.queryFields((t) => ({
  inquiryCountries: t.field({
    type: [CountryRef],
    authScopes: { public: true },
    description: 'The countries a new customer inquiry may name',
    resolve: (_r, _a, ctx) => countries(ctx),
  }),
  inquiryCities: t.field({
    type: [CityRef],
    authScopes: { public: true },
    description: 'The cities of one country, for the inquiry form',
    args: { countryId: t.arg.string({ required: true, validate: z.string().min(2).max(2) }) },
    resolve: (_r, a, ctx) => citiesOf(ctx, a.countryId),
  }),
  customerInquiries: t.withAuth(staff).field({
    type: InquiryPageRef,
    description: 'New customer inquiries, newest first',
    args: {
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, validate: z.number().int().min(1).max(100) }),
      search: t.arg.string({ validate: z.string().max(100) }),
      status: t.arg.string({ validate: z.enum(['new', 'contacted', 'converted', 'declined']) }),
      sort: t.arg.stringList({ description: "e.g. 'createdAt:desc'", validate: z.array(z.string().max(40)).max(3) }),
    },
    resolve: (_r, a, ctx) =>
      listInquiries(signedIn(ctx), { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, status: a.status, sort: a.sort }),
  }),
  customerInquiry: t.withAuth(staff).field({
    type: CustomerInquiryRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => inquiryById(signedIn(ctx), a.id),
  }),
}));

builder.mutationFields((t) => ({
  createCustomerInquiry: t.field({
    type: PublicAnswerRef,
    authScopes: { public: true },
    description: 'A shop asks to become a dealer (public); each bad field is named in userErrors; limited per address',
    args: { input: t.arg({ type: InquiryInputRef, required: true }) },
    // The address's count is taken outside the transaction, so a refused try counts as well.
    extensions: beforeTransaction(async (_args, ctx) => ({ refusal: await admitInquiry(ctx) })),
    resolve: async (_r, a, ctx, info) => {
      const gate = preparedFor<{ refusal: PublicAnswer | null }>(info) ?? { refusal: await admitInquiry(ctx) };
      return gate.refusal ?? createInquiry(ctx, a.input as InquiryInput);
    },
  }),
  updateCustomerInquiry: t.withAuth(staff).field({
    type: InquiryResultRef,
    description: 'Marks an inquiry contacted, converted or declined, with a note',
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: InquiryUpdateRef, required: true }) },
    resolve: (_r, a, ctx) => updateInquiry(signedIn(ctx), a.id, a.input),
  }),
}));
