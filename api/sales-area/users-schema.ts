import { z } from 'zod';
import { SALES_USER_LIMITATIONS, SALES_USER_PAGE_SIZES, type SalesUserLimitation } from '../../src/rules/sales-area.ts';
import { builder, PageInfoRef } from '../graphql/builder.ts';
import { type SalesAreaUser, salesAreaUsers } from './users.ts';

const staff = { scope: 'page.sales-area' } as const;

const AreaRef = builder.objectRef<SalesAreaUser['areas'][number]>('SalesAreaUserArea').implement({
  authScopes: staff,
  description: "One area a sales user serves in the host's sales organisation.",
  fields: (t) => ({
    limitation: t.exposeString('limitation', { description: 'salesman, sales_group or sales_office' }),
    value: t.exposeString('value', { description: 'The salesman, sales group or sales office code' }),
    customers: t.exposeInt('customers', { description: 'How many customers of the sales organisation the area covers' }),
  }),
});

const UserRef = builder.objectRef<SalesAreaUser>('SalesAreaUser').implement({
  authScopes: staff,
  description: "A sales user of the host's sales organisation.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The user's id" }),
    username: t.exposeString('username', { description: 'The name the user signs in with' }),
    name: t.exposeString('name', { description: "The user's full name" }),
    email: t.exposeString('email', { description: "The user's e-mail address" }),
    areas: t.field({ type: [AreaRef], description: 'The areas served, by limitation and code', resolve: (u) => u.areas }),
  }),
});

const PageRef = builder.objectRef<Awaited<ReturnType<typeof salesAreaUsers>>>('SalesAreaUserPage').implement({
  authScopes: staff,
  description: 'One page of the sales-area user search.',
  fields: (t) => ({
    users: t.field({ type: [UserRef], description: 'The users of this page, by username ascending', resolve: (p) => p.users }),
    info: t.field({ type: PageInfoRef, description: 'Page, page size, count of matching users and page total', resolve: (p) => p.info }),
  }),
});

builder.queryFields((t) => ({
  salesAreaUsers: t.withAuth(staff).field({
    type: PageRef,
    description: "Sales users (salesman, sales_group, sales_office) of the host's sales organisation by username ascending (spec 3 §9).",
    args: {
      search: t.arg.string({ description: 'Any part of the username, any case', validate: z.string().max(60) }),
      limitation: t.arg.string({ description: 'Only users with an area of this limitation', validate: z.enum(SALES_USER_LIMITATIONS) }),
      page: t.arg.int({ defaultValue: 1, description: 'Page to answer, from 1; default 1', validate: z.number().int().min(1).max(10_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: 'Users per page: 10 or 20; default 10',
        validate: z
          .number()
          .int()
          .refine((n) => (SALES_USER_PAGE_SIZES as readonly number[]).includes(n), 'One of 10, 20'),
      }),
    },
    resolve: (_r, a, ctx) =>
      salesAreaUsers(ctx, {
        search: a.search,
        limitation: a.limitation as SalesUserLimitation | null | undefined,
        page: a.page ?? 1,
        limit: a.limit ?? 10,
      }),
  }),
}));
