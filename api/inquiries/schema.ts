import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
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
  description: 'A country a new customer inquiry may name.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'ISO 3166 code, e.g. ID' }),
    name: t.exposeString('name', { description: 'The country name, in English.' }),
  }),
});

const CityRef = builder.objectRef<{ id: number; description: string }>('InquiryCity').implement({
  authScopes: { public: true },
  description: 'A city of a country, for the inquiry form.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The city id, as CustomerInquiryInput.custCity takes it.' }),
    description: t.exposeString('description', { description: 'The city name.' }),
  }),
});

/** What each inquiry field holds, for the schema's readers. */
const INQUIRY_FIELD_TEXTS: Record<keyof InquiryInput, string> = {
  custName: "Required: the shop's name; letters, digits, spaces and - . , / & : only, at most 100 characters.",
  custEmail: "Required: the shop's email address, at most 200 characters.",
  custPhone: "Required: the shop's phone number, digits only, at most 17.",
  custAddress: "Required: the shop's street address, at most 300 characters; line breaks allowed.",
  custCountry: 'Required: a country id of inquiryCountries, e.g. ID.',
  custState: 'Required: the state or province, at most 100 characters.',
  custCity: 'Required: a city id of inquiryCities for the chosen country, as text.',
  custPostalCode: 'Optional postal code: letters and digits, single spaces or dashes between them, at most 12.',
  custWeb: 'Optional web address of the shop, e.g. shop.example.com, at most 200 characters.',
  reason: 'Required: why the shop wants to become a dealer, at most 1000 characters.',
  goal: 'Required: what the shop hopes to achieve as a dealer, at most 1000 characters.',
};

// Every field a string, checked by the shared rules in the service so each problem, a length too, is answered by its
// field name; the schema only refuses what no form sends.
const InquiryInputRef = builder.inputType('CustomerInquiryInput', {
  description: "A shop's request to become a dealer, as the public inquiry form sends it; every problem is answered by field.",
  fields: (t) =>
    Object.fromEntries(
      INQUIRY_FIELD_NAMES.map((name) => [name, t.string({ description: INQUIRY_FIELD_TEXTS[name], validate: z.string().max(5000) })]),
    ) as Record<keyof InquiryInput, ReturnType<typeof t.string>>,
});

const CustomerInquiryRef = builder.objectRef<InquiryRow>('CustomerInquiry').implement({
  authScopes: staff,
  description: 'A new customer inquiry as staff handle it (scope page.customer-inquiry).',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The inquiry id.' }),
    host: t.exposeString('host', { description: 'The portal it was sent on' }),
    sorg: t.exposeString('sorg', { description: 'The sales organisation of that portal, its code in the ERP.' }),
    reason: t.exposeString('reason', { description: 'Why the shop wants to become a dealer, in its words.' }),
    goal: t.exposeString('goal', { description: 'What the shop hopes to achieve as a dealer, in its words.' }),
    custName: t.exposeString('custName', { description: "The shop's name." }),
    custAddress: t.exposeString('custAddress', { description: "The shop's street address." }),
    custState: t.exposeString('custState', { description: 'The state or province of the shop.' }),
    custCountry: t.exposeString('custCountry', { description: 'The country of the shop, ISO 3166 code, e.g. ID.' }),
    countryName: t.exposeString('countryName', { description: 'The name of that country.' }),
    custCity: t.int({ description: 'The city id of the shop.', resolve: (r) => r.custCityId }),
    cityName: t.exposeString('cityName', { description: 'The name of that city.' }),
    custEmail: t.exposeString('custEmail', { description: "The shop's email address." }),
    custPhone: t.exposeString('custPhone', { description: "The shop's phone number, digits only." }),
    custPostalCode: t.exposeString('custPostalCode', { nullable: true, description: "The shop's postal code; null when not given." }),
    custWeb: t.exposeString('custWeb', { nullable: true, description: "The shop's web address; null when not given." }),
    language: t.exposeString('language', { description: 'The language the visitor wrote in' }),
    status: t.exposeString('status', { description: 'new, contacted, converted or declined' }),
    handledBy: t.exposeString('handledBy', { nullable: true, description: 'Username of whoever set the status last' }),
    handledAt: t.exposeString('handledAt', {
      nullable: true,
      description: 'When staff last set the status, ISO 8601 in UTC; null until they first did.',
    }),
    note: t.exposeString('note', { nullable: true, description: "Staff's note on the inquiry; null when none." }),
    createdAt: t.exposeString('createdAt', { description: 'When it was sent, ISO 8601 in UTC.' }),
  }),
});

const InquiryPageRef = builder.objectRef<{ customerInquiries: InquiryRow[]; info: PageInfo }>('CustomerInquiryPage').implement({
  authScopes: staff,
  description: 'One page of new customer inquiries.',
  fields: (t) => ({
    customerInquiries: t.field({
      type: [CustomerInquiryRef],
      description: 'The inquiries of the page, newest first unless sorted.',
      resolve: (p) => p.customerInquiries,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const InquiryResultRef = builder.objectRef<InquiryAnswer>('CustomerInquiryResult').implement({
  authScopes: { signedIn: true },
  description: 'What updateCustomerInquiry answers.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the inquiry was saved, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'The problem with status or note; empty when saved.',
      resolve: (r) => r.userErrors,
    }),
    code: t.exposeString('code', { nullable: true, description: 'Why it was refused: I001 or N001' }),
    id: t.exposeInt('id', { nullable: true, description: 'The inquiry saved; null when refused.' }),
  }),
});

const InquiryUpdateRef = builder.inputType('CustomerInquiryUpdate', {
  description: "Staff's handling of an inquiry.",
  fields: (t) => ({
    status: t.string({ description: 'Required: new, contacted, converted or declined.', validate: z.string().max(20) }),
    note: t.string({ description: 'A note, at most 2000 characters; empty clears it.', validate: z.string().max(4000) }),
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
    args: {
      countryId: t.arg.string({ required: true, description: 'The country, ISO 3166 code, e.g. ID.', validate: z.string().min(2).max(2) }),
    },
    resolve: (_r, a, ctx) => citiesOf(ctx, a.countryId),
  }),
  customerInquiries: t.withAuth(staff).field({
    type: InquiryPageRef,
    description: 'New customer inquiries, newest first',
    args: {
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({ defaultValue: 10, description: 'Inquiries per page, at most 100.', validate: z.number().int().min(1).max(100) }),
      search: t.arg.string({
        description: 'Text found in the name, email, phone, city or state, ignoring case.',
        validate: z.string().max(100),
      }),
      status: t.arg.string({
        description: 'Only inquiries of this status: new, contacted, converted or declined.',
        validate: z.enum(['new', 'contacted', 'converted', 'declined']),
      }),
      sort: t.arg.stringList({
        description: "e.g. 'createdAt:desc'; by createdAt, custName, status or cityName",
        validate: z.array(z.string().max(40)).max(3),
      }),
    },
    resolve: (_r, a, ctx) =>
      listInquiries(signedIn(ctx), { page: a.page ?? 1, limit: a.limit ?? 10, search: a.search, status: a.status, sort: a.sort }),
  }),
  customerInquiry: t.withAuth(staff).field({
    type: CustomerInquiryRef,
    nullable: true,
    description: 'One inquiry; null when there is none.',
    args: { id: t.arg.int({ required: true, description: 'The inquiry id.' }) },
    resolve: (_r, a, ctx) => inquiryById(signedIn(ctx), a.id),
  }),
}));

builder.mutationFields((t) => ({
  createCustomerInquiry: t.field({
    type: PublicAnswerRef,
    authScopes: { public: true },
    description: 'A shop asks to become a dealer (public); each bad field is named in userErrors; limited per address',
    args: { input: t.arg({ type: InquiryInputRef, required: true, description: 'The inquiry form.' }) },
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
    args: {
      id: t.arg.int({ required: true, description: 'The inquiry to save.' }),
      input: t.arg({ type: InquiryUpdateRef, required: true, description: 'The new status and note.' }),
    },
    resolve: (_r, a, ctx) => updateInquiry(signedIn(ctx), a.id, a.input),
  }),
}));
