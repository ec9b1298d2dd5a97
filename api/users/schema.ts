import { z } from 'zod';
import type { SignedInContext } from '../context.ts';
import type { AreaLimitation, ContentMarketType } from '../db/types.ts';
import { readerLocale } from '../data-texts/texts.ts';
import { builder } from '../graphql/builder.ts';
import { forbidden } from '../graphql/errors.ts';
import { userAdminOf, userAdminScopes, userReaderOf, userReadScopes } from './access.ts';
import { beforeTransaction, preparedFor } from '../workers/before-transaction.ts';
import { fileMessage, parseUsersFile, readUsersFile, type UsersFileRead } from './import.ts';
import { USER_PAGE_LIMIT_MAX, USER_SORTS, USER_STATES, userList } from './list.ts';
import { createUsers, MAX_USERS_PER_BATCH } from './mass.ts';
import { areaValueOptions, groupRoleOptions, languageOptions, marketOptions, roleOptions, salesOrganisationOptions } from './options.ts';
import { createUser, deleteUser, updateUser } from './service.ts';
import {
  AdminUser,
  AdminUserPage,
  AdminUserResult,
  AreaValueRef,
  CreateUsersResult,
  GroupRoleRef,
  LanguageRef,
  RoleRef,
  MarketRef,
  OrganisationRef,
  ParsedUsersFile,
  UserAreaInputRef,
  UserInputRef,
  UserRowInputRef,
  UserSortRef,
} from './types-schema.ts';
import { AREA_LIMITATIONS, type UserAreaInput, type UserInput } from './validate.ts';

// Users of the admin area (spec 3 §3, §7 'Users and roles'): every field needs page.user-management, or
// page.user-management-us for the users of the United States (the service narrows; see access.ts).
const userAdminAuth = { anyScope: userAdminScopes } as const;
const uploaded = (file: File) => ({ name: file.name, size: file.size, read: async () => new Uint8Array(await file.arrayBuffer()) });
// Reads (the list, one user and the options the list and show pages need) are open to support's page.audit too.
const userReadAuth = { anyScope: userReadScopes } as const;

async function adminOf(ctx: SignedInContext) {
  return (await userAdminOf(ctx.db, ctx.actor)) ?? forbidden();
}

async function readerOf(ctx: SignedInContext) {
  return (await userReaderOf(ctx.db, ctx.actor)) ?? forbidden();
}

// Input sizes: enough for any real form or file, small enough to keep one request cheap.
const text = z.string().max(300);
const userInputSize = z
  .object({
    email: text,
    name: text,
    username: text,
    language: z.string().max(20),
    custCode: text.nullish(),
    limitation: text.nullish(),
    emailConfirmations: z.array(text).max(50).nullish(),
    roleIds: z.array(z.number().int()).max(50),
    contentTargetMarketIds: z.array(z.number().int()).max(100).nullish(),
  })
  .loose();
const areaSize = z
  .array(z.object({ sorg: z.string().max(20), limitation: z.string().max(20), option: z.string().max(20).nullish(), value: text }).loose())
  .max(100);

const asInput = (u: object) => u as UserInput;
const asAreas = (a: readonly object[] | null | undefined) => (a ?? []) as UserAreaInput[];

builder.queryFields((t) => ({
  users: t.withAuth(userReadAuth).field({
    type: AdminUserPage,
    description: 'usersV2: the users the admin may manage, a page at a time; search matches username, name or email.',
    args: {
      ids: t.arg.intList({ description: 'Only these user ids; all when empty.', validate: z.array(z.number().int()).max(500) }),
      role: t.arg.string({ description: 'A role name, held directly or through the group role', validate: z.string().max(100) }),
      search: t.arg.string({ description: 'Text found in the username, name or email, ignoring case.', validate: z.string().max(100) }),
      page: t.arg.int({ defaultValue: 1, description: 'The page to answer, from 1.', validate: z.number().int().min(1).max(100_000) }),
      limit: t.arg.int({
        defaultValue: 10,
        description: `Users per page, at most ${USER_PAGE_LIMIT_MAX}.`,
        validate: z.number().int().min(1).max(USER_PAGE_LIMIT_MAX),
      }),
      sort: t.arg({
        type: UserSortRef,
        description: 'The order; by username ascending when left out, the user id breaking ties.',
        validate: z.object({ sortBy: z.enum(USER_SORTS), order: z.enum(['ASC', 'DESC', 'asc', 'desc']).nullish() }),
      }),
      groupRoleIds: t.arg.intList({
        description: 'Only users with one of these group roles.',
        validate: z.array(z.number().int()).max(100),
      }),
      limitations: t.arg.stringList({
        description:
          'Only users with an area of one of these kinds, or with limitation audit: salesman, sales_group, sales_office or audit',
        validate: z.array(z.enum([...AREA_LIMITATIONS, 'audit'])).max(4),
      }),
      sorg: t.arg.string({
        description: 'Only users with an area in this sales organisation or whose customer trades there.',
        validate: z.string().max(20),
      }),
      state: t.arg.string({ defaultValue: 'active', description: 'active (default), deleted or all', validate: z.enum(USER_STATES) }),
    },
    resolve: async (_root, args, ctx) =>
      userList(ctx.db, await readerOf(ctx), {
        ids: args.ids,
        role: args.role,
        search: args.search,
        page: args.page ?? 1,
        limit: args.limit ?? 10,
        sort: args.sort
          ? { sortBy: args.sort.sortBy as (typeof USER_SORTS)[number], order: args.sort.order?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC' }
          : null,
        groupRoleIds: args.groupRoleIds,
        limitations: args.limitations,
        sorg: args.sorg,
        state: args.state as (typeof USER_STATES)[number],
        locale: readerLocale(ctx),
      }),
  }),
  user: t.withAuth(userReadAuth).field({
    type: AdminUser,
    nullable: true,
    description: 'One user, deleted ones included; null when there is none the admin may manage.',
    args: { id: t.arg.int({ required: true, description: 'The user id.' }) },
    resolve: async (_root, args, ctx) => {
      const page = await userList(ctx.db, await readerOf(ctx), { ids: [args.id], state: 'all', page: 1, limit: 1 });
      return page.users[0] ?? null;
    },
  }),
  userLanguages: t.withAuth(userReadAuth).field({
    type: [LanguageRef],
    description: 'Every language a user may be given.',
    resolve: (_root, _args, ctx) => languageOptions(ctx.db),
  }),
  // The roles and group roles a user may be given: also for a US admin and support, who cannot open the roles pages.
  userRoles: t.withAuth(userReadAuth).field({
    type: [RoleRef],
    description: 'Every role, by name, for the user form and the list filter.',
    resolve: (_root, _args, ctx) => roleOptions(ctx.db),
  }),
  userGroupRoles: t.withAuth(userReadAuth).field({
    type: [GroupRoleRef],
    description: 'Every group role, by name, for the user form and the list filter.',
    resolve: (_root, _args, ctx) => groupRoleOptions(ctx.db),
  }),
  userContentTargetMarkets: t.withAuth(userReadAuth).field({
    type: [MarketRef],
    description: 'The content target markets the admin may give (all, or those of the United States for a US admin).',
    args: {
      type: t.arg.string({
        description: 'Only markets of this content kind: marketing_material, sales_document or news; all when left out.',
        validate: z.enum(['marketing_material', 'sales_document', 'news']),
      }),
    },
    resolve: async (_root, args, ctx) => marketOptions(ctx.db, await readerOf(ctx), (args.type ?? null) as ContentMarketType | null),
  }),
  userSalesOrganisations: t.withAuth(userReadAuth).field({
    type: [OrganisationRef],
    description: 'The sales organisations a user area may name.',
    resolve: async (_root, _args, ctx) => salesOrganisationOptions(ctx.db, await readerOf(ctx)),
  }),
  userAreaValues: t.withAuth(userReadAuth).field({
    type: [AreaValueRef],
    description: "The salesman, sales group or sales office codes of an organisation's customers, for the areas editor.",
    args: {
      sorg: t.arg.string({
        required: true,
        description: 'The sales organisation code in the ERP, e.g. 1000.',
        validate: z.string().max(20),
      }),
      limitation: t.arg.string({
        required: true,
        description: 'Which code to list: salesman, sales_group or sales_office.',
        validate: z.enum(AREA_LIMITATIONS),
      }),
      search: t.arg.string({
        description: 'Text found in the code, ignoring case; at most 200 codes are answered.',
        validate: z.string().max(40),
      }),
    },
    resolve: async (_root, args, ctx) =>
      areaValueOptions(ctx.db, await readerOf(ctx), args.sorg, args.limitation as AreaLimitation, args.search ?? null),
  }),
}));

builder.mutationFields((t) => ({
  createUser: t.withAuth(userAdminAuth).field({
    type: AdminUserResult,
    description: 'Creates a user with a generated password, mailed to them (unless the address is fake) and answered once.',
    args: {
      user: t.arg({ type: UserInputRef, required: true, description: 'The new user.', validate: userInputSize }),
      userAreas: t.arg({ type: [UserAreaInputRef], description: "The user's areas; none when left out.", validate: areaSize }),
    },
    resolve: async (_root, args, ctx) => createUser(ctx.db, ctx.mail, await adminOf(ctx), asInput(args.user), asAreas(args.userAreas)),
  }),
  updateUser: t.withAuth(userAdminAuth).field({
    type: AdminUserResult,
    description:
      'Saves a user: user and userAreas replace what is stored when given. generatePassword mails a new password, answers it once and ends their sessions.',
    args: {
      id: t.arg.int({ required: true, description: 'The user to save.' }),
      user: t.arg({
        type: UserInputRef,
        description: 'The whole user form; the stored user is kept when left out.',
        validate: userInputSize,
      }),
      userAreas: t.arg({
        type: [UserAreaInputRef],
        description: "All of the user's areas; the stored ones are kept when left out.",
        validate: areaSize,
      }),
      generatePassword: t.arg.boolean({ defaultValue: false, description: 'True to give the user a new generated password.' }),
    },
    resolve: async (_root, args, ctx) =>
      updateUser(
        ctx.db,
        ctx.mail,
        await adminOf(ctx),
        args.id,
        args.user ? asInput(args.user) : null,
        args.userAreas ? asAreas(args.userAreas) : null,
        !!args.generatePassword,
      ),
  }),
  deleteUser: t.withAuth(userAdminAuth).field({
    type: AdminUserResult,
    description: 'Soft delete: the user can no longer sign in and their sessions end; their orders and history stay.',
    args: { id: t.arg.int({ required: true, description: 'The user to delete; not oneself.' }) },
    resolve: async (_root, args, ctx) => deleteUser(ctx.db, await adminOf(ctx), args.id),
  }),
  createUsers: t.withAuth(userAdminAuth).field({
    type: CreateUsersResult,
    description: `Mass creation (at most ${MAX_USERS_PER_BATCH}): errors per row; allOrNothing (default) writes nothing when any row is bad.`,
    args: {
      users: t.arg({
        type: [UserRowInputRef],
        required: true,
        description: 'The users to create, each checked as createUser checks one; rows are answered by their 0-based index.',
        validate: z.array(z.object({ user: userInputSize, userAreas: areaSize.nullish() })).max(MAX_USERS_PER_BATCH),
      }),
      allOrNothing: t.arg.boolean({
        defaultValue: true,
        description: 'True: nothing is written when any row is bad. False: the good rows are written, the bad ones answered.',
      }),
    },
    resolve: async (_root, args, ctx) =>
      createUsers(
        ctx.db,
        ctx.mail,
        await adminOf(ctx),
        args.users.map((r) => ({ user: asInput(r.user), userAreas: asAreas(r.userAreas) })),
        args.allOrNothing ?? true,
      ),
  }),
  parseUsersFile: t.withAuth(userAdminAuth).field({
    type: ParsedUsersFile,
    description:
      'Reads an xlsx or CSV users file (multipart upload, at most 2 MB) and checks every row; writes nothing. Columns: username, ' +
      'name, email, language, role (required); sorg, limitation, value, option (user areas); groupRole, contentTargetMarkets, ' +
      "custCode, emailConfirmations, userLimitation, sendEmail, sendEmailWarranty, isFakeEmail. Lists in a cell are split by ';'.",
    args: {
      file: t.arg({
        type: 'File' as never,
        required: true,
        description: 'The file as a part of a GraphQL multipart request; first sheet, a header row, one user per row.',
      }),
    },
    // Read in a worker before the write transaction opens, and only for someone who may create users.
    extensions: beforeTransaction(async (args, ctx) =>
      userAdminScopes.some((s) => ctx.actor?.scopes.has(s)) ? readUsersFile(uploaded(args.file as File)) : null,
    ),
    resolve: async (_root, args, ctx, info) => {
      const read = preparedFor<UsersFileRead>(info) ?? (await readUsersFile(uploaded(args.file as unknown as File)));
      const parsed = await parseUsersFile(ctx.db, await adminOf(ctx), read);
      return { ...parsed, message: fileMessage(parsed) };
    },
  }),
}));
