import { z } from 'zod';
import type { Customer } from '../db/types.ts';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import { pageInfo } from '../db/paging.ts';
import { forbidden } from '../graphql/errors.ts';
import { readerLocale } from '../data-texts/texts.ts';
import { changeCustomer, salesCustomers, userProfile } from './service.ts';

type ShipToRow = {
  id: number;
  customerId: number;
  code: string;
  name: string;
  address: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  countryId: string;
  phone: string | null;
  isDefault: number;
};

const CustCode = builder.objectRef<Pick<Customer, 'codeUnified' | 'codeIsr' | 'codeR3'>>('CustCode').implement({
  authScopes: { signedIn: true },
  description: "A customer's codes in the ERP, each in full; the portal shows the ISR code, else the R3 code.",
  fields: (t) => ({
    unified: t.exposeString('codeUnified', { description: "The customer's unified code in the ERP." }),
    isr: t.exposeString('codeIsr', { nullable: true, description: "The customer's ISR code in the ERP; null when it has none." }),
    r3: t.exposeString('codeR3', { description: "The customer's R3 code in the ERP; every customer has one." }),
  }),
});

const CustomerArea = builder.objectRef<{ customerId: number; sorg: string; custGroup: string }>('CustomerArea').implement({
  authScopes: { signedIn: true },
  description: "The customer's standing in one sales organisation: the customer group it trades in there.",
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: "The sales organisation's code in the ERP, e.g. 1000." }),
    custGroup: t.exposeString('custGroup', { description: 'The customer group the ERP files the customer under in that organisation.' }),
  }),
});

// Refs first, fields after: Customer and ShipTo point at each other.
export const CustomerRef = builder.loadableObjectRef<Customer, number>('Customer', {
  load: (ids, ctx) => ctx.db.selectFrom('customers').selectAll().where('id', 'in', ids).execute(),
  sort: (c) => c.id,
});
const ShipTo = builder.objectRef<ShipToRow>('ShipTo');

CustomerRef.implement({
  authScopes: { signedIn: true },
  description: 'A dealer the portal trades with, as the ERP keeps it; staff see the customers they may act for.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the customer." }),
    custName: t.exposeString('name', { description: 'The name of the dealer as the ERP has it.' }),
    custCode: t.field({ type: CustCode, description: "The customer's codes in the ERP, in full.", resolve: (c) => c }),
    displayCode: t.string({
      description: 'The code the portal shows: the ISR code, else the R3 code; one starting with I or 0 cut to its last 6 characters.',
      resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }),
    }),
    custAddress: t.exposeString('address', { description: "The customer's street address." }),
    custCity: t.exposeString('city', { description: "The city of the customer's address." }),
    custRegion: t.exposeString('region', {
      nullable: true,
      description: "The region or state of the customer's address; null when there is none.",
    }),
    custCountryId: t.exposeString('countryId', { description: 'ISO 3166 alpha-2: the order its address is written in' }),
    custPhone: t.exposeString('phone', {
      nullable: true,
      description: "The customer's phone number as the ERP has it; null when unknown.",
    }),
    custEmail: t.exposeString('email', {
      nullable: true,
      description: "The customer's email address as the ERP has it; null when unknown.",
    }),
    custAreas: t.loadableGroup({
      type: CustomerArea,
      description: "The customer's sales organisations with its group in each, in the order they were recorded.",
      load: (ids: number[], ctx) =>
        ctx.db
          .selectFrom('customerAreas')
          .select(['customerId', 'sorg', 'custGroup'])
          .where('customerId', 'in', ids)
          .orderBy('id')
          .execute(),
      group: (a) => a.customerId,
      resolve: (c) => c.id,
    }),
    // Dealer data: only for the customer the session acts for.
    shipTos: t.loadableGroup({
      type: ShipTo,
      description: "The customer's delivery addresses, default first, then by code; only for the customer the session acts for.",
      authScopes: (c) => ({ activeCustomerIs: c.id }),
      load: (ids: number[], ctx) =>
        ctx.db.selectFrom('shipTos').selectAll().where('customerId', 'in', ids).orderBy('isDefault', 'desc').orderBy('code').execute(),
      group: (s) => s.customerId,
      resolve: (c) => c.id,
    }),
  }),
});

ShipTo.implement({
  authScopes: (s) => ({ activeCustomerIs: s.customerId }),
  description: 'A delivery address of a customer, readable only while the session acts for that customer.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the ship-to, which checkout takes." }),
    code: t.exposeString('code', { description: "The ship-to's code in the ERP." }),
    name: t.exposeString('name', { description: 'Name of the receiving party, e.g. a store of the dealer.' }),
    address: t.exposeString('address', { description: 'Street and number of the delivery address.' }),
    city: t.exposeString('city', { description: 'City of the delivery address.' }),
    region: t.exposeString('region', { nullable: true, description: 'Region or state of the delivery address; null when there is none.' }),
    postalCode: t.exposeString('postalCode', {
      nullable: true,
      description: 'Postal code of the delivery address; null when there is none.',
    }),
    countryId: t.exposeString('countryId', { description: 'Country of the delivery address, ISO 3166 alpha-2.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone number at the delivery address; null when unknown.' }),
    isDefault: t.boolean({
      description: "True for the customer's default ship-to, which checkout proposes.",
      resolve: (s) => s.isDefault === 1,
    }),
    customer: t.field({ type: CustomerRef, description: 'The customer the address belongs to.', resolve: (s) => s.customerId }),
  }),
});

export const Me = builder.objectRef<Awaited<ReturnType<typeof userProfile>>>('Me').implement({
  authScopes: { signedIn: true },
  description: 'The signed-in user as the shell needs it: who they are, what they may do and the customer they act for.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The user's id in the portal." }),
    username: t.exposeString('username', { description: 'The name the user signs in with.' }),
    name: t.exposeString('name', { description: "The user's full name, as the user menu shows it." }),
    email: t.exposeString('email', { description: "The user's email address, where password links are sent." }),
    phone: t.exposeString('phone', { nullable: true, description: "The user's phone number; null when not given." }),
    roles: t.exposeStringList('roles', { description: "Names of the user's roles, e.g. customer or salesman." }),
    scopes: t.exposeStringList('scopes', {
      description: "Every scope the user's roles grant, sorted, e.g. page.claim; read fresh, so a revoked role counts at once.",
    }),
    language: t.exposeString('language', { description: "The user's chosen locale code, e.g. en-us." }),
    limitation: t.exposeString('limitation', {
      nullable: true,
      description: 'audit for support staff, who read across customers and change nothing; null for everyone else.',
    }),
    hasCustCode: t.exposeBoolean('hasCustCode', {
      description: 'True when the session acts for a customer, so credit, cart and invoices apply.',
    }),
    isSales: t.exposeBoolean('isSales', { description: 'True when the user holds a sales role: salesman, sales.group or sales.' }),
    isCustomer: t.exposeBoolean('isCustomer', { description: 'True when the user holds the customer (dealer) role.' }),
    isCustVendor: t.exposeBoolean('isCustVendor', {
      description: 'True when the user holds the customer-vendor role and orders third-party products.',
    }),
    customer: t.field({
      type: CustomerRef,
      nullable: true,
      description: 'The customer the session acts for; null when it acts for none.',
      resolve: (me) => me.customerData?.id ?? null,
    }),
  }),
});

const CustomerList = builder.objectRef<{ customers: Customer[]; info: ReturnType<typeof pageInfo> }>('CustomerList').implement({
  authScopes: { signedIn: true },
  description: 'One page of the customers a user may act for, for the customer-selection dialog.',
  fields: (t) => ({
    customers: t.field({
      type: [CustomerRef],
      description: "The customers of the page, by name in the reader's alphabet, then by id.",
      resolve: (l) => l.customers,
    }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole list.', resolve: (l) => l.info }),
  }),
});

export const TokenPair = builder.objectRef<{ requestToken: string; refreshToken: string }>('TokenPair').implement({
  authScopes: { signedIn: true },
  description: 'The tokens of a session after a change of customer; they replace the ones the client held.',
  fields: (t) => ({
    requestToken: t.exposeString('requestToken', {
      description: 'Bearer token for each call, valid 15 minutes; it names the active customer.',
    }),
    refreshToken: t.exposeString('refreshToken', {
      description: 'Single-use token that gets the next pair when the request token expires.',
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.withAuth({ signedIn: true }).field({
    type: Me,
    description: 'The signed-in user, with roles, scopes and the customer the session acts for.',
    resolve: (_root, _args, ctx) => userProfile(ctx.db, ctx.actor, ctx.host.config.sorg),
  }),
  activeCustomer: t.withAuth({ signedIn: true }).field({
    type: CustomerRef,
    nullable: true,
    description: 'The customer the session acts for; null when it acts for none.',
    resolve: (_root, _args, ctx) => ctx.actor.customer,
  }),
  // Checkout chooses among them (spec 2 §7 shiptoV2): a cart holder acting for a customer.
  shipTos: t.withAuth({ $all: { scope: 'cart.display-order-qty', activeCustomer: true } }).field({
    type: [ShipTo],
    description: "The active customer's ship-to addresses, default first.",
    resolve: (_root, _args, ctx) =>
      ctx.db
        .selectFrom('shipTos')
        .selectAll()
        .where('customerId', '=', ctx.actor.customer!.id)
        .orderBy('isDefault', 'desc')
        .orderBy('code')
        .execute(),
  }),
  salesCustomers: t.withAuth({ scope: 'menu.change-cust' }).field({
    type: CustomerList,
    description:
      'Customers the user may act for: their own and those in their user areas (admins and support staff: all), by name. ' +
      'Scope menu.change-cust.',
    args: {
      search: t.arg.string({
        description: 'Text found anywhere in the name, a customer code or the city, ignoring case; all when empty.',
        validate: z.string().max(100),
      }),
      sorgs: t.arg.stringList({ description: 'Only customers trading in one of these sales organisations; all when empty.' }),
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: z.number().int().min(1) }),
      limit: t.arg.int({ defaultValue: 10, description: 'Customers per page, at most 50.', validate: z.number().int().min(1).max(50) }),
    },
    resolve: async (_root, args, ctx) => {
      const page = args.page ?? 1,
        limit = args.limit ?? 10;
      const { customers, count } = await salesCustomers(ctx.db, ctx.actor, {
        search: args.search,
        sorgs: args.sorgs,
        page,
        limit,
        locale: readerLocale(ctx),
      });
      return { customers, info: pageInfo(page, limit, count) };
    },
  }),
}));

builder.mutationFields((t) => ({
  changeCustomer: t.withAuth({ signedIn: true }).field({
    type: TokenPair,
    description: 'Acts for another customer: answers the tokens that replace the session tokens.',
    args: {
      r3: t.arg.string({ required: true, description: "The customer's R3 code in full.", validate: z.string().min(1).max(20) }),
      isr: t.arg.string({
        description: "The customer's ISR code in full, when it has one; both codes must match.",
        validate: z.string().max(20),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await changeCustomer(ctx.db, ctx.env.tokenSecret, ctx.actor, { r3: args.r3, isr: args.isr });
      return result.ok ? result.tokens : forbidden('This customer is not yours to act for');
    },
  }),
}));
