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
  fields: (t) => ({
    unified: t.exposeString('codeUnified'),
    isr: t.exposeString('codeIsr', { nullable: true }),
    r3: t.exposeString('codeR3'),
  }),
});

const CustomerArea = builder.objectRef<{ customerId: number; sorg: string; custGroup: string }>('CustomerArea').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ sorg: t.exposeString('sorg'), custGroup: t.exposeString('custGroup') }),
});

// Refs first, fields after: Customer and ShipTo point at each other.
export const CustomerRef = builder.loadableObjectRef<Customer, number>('Customer', {
  load: (ids, ctx) => ctx.db.selectFrom('customers').selectAll().where('id', 'in', ids).execute(),
  sort: (c) => c.id,
});
const ShipTo = builder.objectRef<ShipToRow>('ShipTo');

CustomerRef.implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    custName: t.exposeString('name'),
    custCode: t.field({ type: CustCode, resolve: (c) => c }),
    displayCode: t.string({ resolve: (c) => displayCustomerCode({ isr: c.codeIsr, r3: c.codeR3 }) }),
    custAddress: t.exposeString('address'),
    custCity: t.exposeString('city'),
    custRegion: t.exposeString('region', { nullable: true }),
    custCountryId: t.exposeString('countryId', { description: 'ISO 3166 alpha-2: the order its address is written in' }),
    custPhone: t.exposeString('phone', { nullable: true }),
    custEmail: t.exposeString('email', { nullable: true }),
    custAreas: t.loadableGroup({
      type: CustomerArea,
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
  fields: (t) => ({
    id: t.exposeInt('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    city: t.exposeString('city'),
    region: t.exposeString('region', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    countryId: t.exposeString('countryId'),
    phone: t.exposeString('phone', { nullable: true }),
    isDefault: t.boolean({ resolve: (s) => s.isDefault === 1 }),
    customer: t.field({ type: CustomerRef, resolve: (s) => s.customerId }),
  }),
});

export const Me = builder.objectRef<Awaited<ReturnType<typeof userProfile>>>('Me').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    roles: t.exposeStringList('roles'),
    scopes: t.exposeStringList('scopes'),
    language: t.exposeString('language'),
    limitation: t.exposeString('limitation', { nullable: true }),
    hasCustCode: t.exposeBoolean('hasCustCode'),
    isSales: t.exposeBoolean('isSales'),
    isCustomer: t.exposeBoolean('isCustomer'),
    isCustVendor: t.exposeBoolean('isCustVendor'),
    customer: t.field({ type: CustomerRef, nullable: true, resolve: (me) => me.customerData?.id ?? null }),
  }),
});

const CustomerList = builder.objectRef<{ customers: Customer[]; info: ReturnType<typeof pageInfo> }>('CustomerList').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({
    customers: t.field({ type: [CustomerRef], resolve: (l) => l.customers }),
    info: t.field({ type: PageInfoRef, resolve: (l) => l.info }),
  }),
});

export const TokenPair = builder.objectRef<{ requestToken: string; refreshToken: string }>('TokenPair').implement({
  authScopes: { signedIn: true },
  fields: (t) => ({ requestToken: t.exposeString('requestToken'), refreshToken: t.exposeString('refreshToken') }),
});

builder.queryFields((t) => ({
  me: t.withAuth({ signedIn: true }).field({
    type: Me,
    resolve: (_root, _args, ctx) => userProfile(ctx.db, ctx.actor, ctx.host.config.sorg),
  }),
  activeCustomer: t.withAuth({ signedIn: true }).field({
    type: CustomerRef,
    nullable: true,
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
    args: {
      search: t.arg.string({ validate: z.string().max(100) }),
      sorgs: t.arg.stringList(),
      page: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1) }),
      limit: t.arg.int({ defaultValue: 10, validate: z.number().int().min(1).max(50) }),
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
      r3: t.arg.string({ required: true, validate: z.string().min(1).max(20) }),
      isr: t.arg.string({ validate: z.string().max(20) }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await changeCustomer(ctx.db, ctx.env.tokenSecret, ctx.actor, { r3: args.r3, isr: args.isr });
      return result.ok ? result.tokens : forbidden('This customer is not yours to act for');
    },
  }),
}));
