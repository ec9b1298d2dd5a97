import type { UserError } from '../graphql/mutation-result.ts';
import { builder, insideGuardedFields, PageInfoRef } from '../graphql/builder.ts';
import { MutationMessageRef, UserErrorRef } from '../graphql/mutation-result.ts';
import type { ParsedFile, ParsedRow } from './import.ts';
import type { UserPage, UserView } from './list.ts';
import type { CreatedRow, RowError, UsersAnswer } from './mass.ts';
import type { UserAnswer } from './service.ts';
import type { UserAreaInput, UserInput } from './validate.ts';

// The GraphQL types of user administration; the operations are in schema.ts.

export const RoleRef = builder.objectRef<{ id: number; name: string; description: string }>('AdminUserRole').implement({
  ...insideGuardedFields,
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), description: t.exposeString('description') }),
});
export const GroupRoleRef = builder.objectRef<{ id: number; name: string; description: string }>('AdminUserGroupRole').implement({
  ...insideGuardedFields,
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name'), description: t.exposeString('description') }),
});
export const LanguageRef = builder.objectRef<{ id: string; description: string }>('AdminUserLanguage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The language code, e.g. en-us' }),
    description: t.exposeString('description'),
  }),
});
const AreaRef = builder.objectRef<UserAreaInput & { id?: number }>('AdminUserArea').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    sorg: t.exposeString('sorg'),
    limitation: t.exposeString('limitation', { description: 'salesman, sales_group or sales_office' }),
    option: t.string({ description: 'include or exclude', resolve: (a) => a.option || 'include' }),
    value: t.exposeString('value', { description: 'The salesman, sales group or sales office code' }),
  }),
});
export const MarketRef = builder.objectRef<UserView['contentTargetMarkets'][number]>('AdminUserTargetMarket').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    marketName: t.exposeString('marketName'),
    type: t.exposeString('type', { description: 'marketing_material, sales_document or news' }),
    sorg: t.exposeString('sorg'),
  }),
});
const CustomerRef = builder.objectRef<NonNullable<UserView['customer']>>('AdminUserCustomer').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code', { description: 'As the portal shows customer codes (spec 1 §3.2)' }),
    r3: t.exposeString('r3'),
  }),
});

export const AdminUser = builder.objectRef<UserView>('AdminUser').implement({
  ...insideGuardedFields,
  description: 'A user as the admin pages see it (spec 3 §3). The password is never readable.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    emailConfirmations: t.exposeStringList('emailConfirmations', { description: 'Further addresses for order confirmations' }),
    sendEmail: t.exposeBoolean('sendEmail'),
    sendEmailWarranty: t.exposeBoolean('sendEmailWarranty'),
    isFakeEmail: t.exposeBoolean('isFakeEmail', { description: 'No mail is sent to this address' }),
    language: t.field({ type: LanguageRef, resolve: (u) => u.language }),
    roles: t.field({ type: [RoleRef], resolve: (u) => u.roles }),
    groupRole: t.field({ type: GroupRoleRef, nullable: true, resolve: (u) => u.groupRole }),
    userAreas: t.field({ type: [AreaRef], resolve: (u) => u.userAreas }),
    contentTargetMarkets: t.field({ type: [MarketRef], resolve: (u) => u.contentTargetMarkets }),
    limitation: t.exposeString('limitation', { nullable: true, description: 'audit, or none' }),
    customer: t.field({ type: CustomerRef, nullable: true, description: "A dealer's own customer", resolve: (u) => u.customer }),
    organisations: t.exposeStringList('organisations', { description: "The sales organisations of the user's areas and customer" }),
    us: t.exposeBoolean('us', { description: 'A user of the United States: the -us pages edit them' }),
    // The same values as UserInput takes them, so an edit form loads what it sends back.
    roleIds: t.intList({ description: 'As UserInput.roleIds', resolve: (u) => u.roles.map((r) => r.id) }),
    groupRoleId: t.int({ nullable: true, description: 'As UserInput.groupRoleId', resolve: (u) => u.groupRole?.id ?? null }),
    languageCode: t.string({ description: 'As UserInput.language', resolve: (u) => u.language.id }),
    contentTargetMarketIds: t.intList({
      description: 'As UserInput.contentTargetMarketIds',
      resolve: (u) => u.contentTargetMarkets.map((m) => m.id),
    }),
    custCode: t.string({
      nullable: true,
      description: "As UserInput.custCode: the customer's R3 code",
      resolve: (u) => u.customer?.r3 ?? null,
    }),
    active: t.boolean({ resolve: (u) => !u.deletedAt }),
    createdAt: t.exposeString('createdAt'),
    deletedAt: t.exposeString('deletedAt', { nullable: true }),
  }),
});

export const AdminUserPage = builder.objectRef<UserPage>('AdminUserPage').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    users: t.field({ type: [AdminUser], resolve: (p) => p.users }),
    info: t.field({ type: PageInfoRef, resolve: (p) => p.info }),
  }),
});

const CredentialRef = builder.objectRef<{ username: string; password: string }>('UserCredential').implement({
  ...insideGuardedFields,
  description: 'A generated password: answered this once, stored only as a hash',
  fields: (t) => ({ username: t.exposeString('username'), password: t.exposeString('password') }),
});

export const AdminUserResult = builder.objectRef<UserAnswer>('AdminUserResult').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    user: t.field({ type: AdminUser, nullable: true, resolve: (r) => r.user }),
    credential: t.field({ type: CredentialRef, nullable: true, resolve: (r) => r.credential }),
    mailed: t.exposeBoolean('mailed', {
      nullable: true,
      description: 'A password mail is sent once saved; null when none is due (fake address)',
    }),
  }),
});

const RowErrorParamRef = builder.objectRef<{ name: string; value: string }>('UserRowErrorParam').implement({
  ...insideGuardedFields,
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

const RowErrorRef = builder.objectRef<RowError | (UserError & { row?: number })>('UserRowError').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    row: t.int({ nullable: true, description: '0-based index of the row in the list sent', resolve: (e) => e.row ?? null }),
    field: t.exposeString('field'),
    message: t.exposeString('message'),
    messageKey: t.exposeString('messageKey', { nullable: true }),
    params: t.field({
      type: [RowErrorParamRef],
      description: "The messageKey's interpolation values",
      resolve: (e) => Object.entries(e.params ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    }),
  }),
});

const CreatedRowRef = builder.objectRef<CreatedRow>('CreatedUserRow').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    row: t.exposeInt('row'),
    id: t.exposeInt('id'),
    credential: t.field({ type: CredentialRef, resolve: (r) => r.credential }),
    mailed: t.exposeBoolean('mailed', { nullable: true }),
  }),
});

export const CreateUsersResult = builder.objectRef<UsersAnswer>('CreateUsersResult').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => r.message }),
    userErrors: t.field({ type: [UserErrorRef], resolve: (r) => r.userErrors }),
    rowErrors: t.field({ type: [RowErrorRef], resolve: (r) => r.rowErrors }),
    created: t.field({ type: [CreatedRowRef], resolve: (r) => r.created }),
  }),
});

const ParsedUser = builder.objectRef<UserInput>('ParsedUser').implement({
  ...insideGuardedFields,
  description: 'A file row as UserInput takes it (names turned into ids; 0 where a name matched nothing)',
  fields: (t) => ({
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    language: t.exposeString('language'),
    roleIds: t.exposeIntList('roleIds'),
    groupRoleId: t.int({ nullable: true, resolve: (u) => u.groupRoleId ?? null }),
    contentTargetMarketIds: t.intList({ resolve: (u) => u.contentTargetMarketIds ?? [] }),
    custCode: t.string({ nullable: true, resolve: (u) => u.custCode ?? null }),
    emailConfirmations: t.stringList({ resolve: (u) => u.emailConfirmations ?? [] }),
    limitation: t.string({ nullable: true, resolve: (u) => u.limitation ?? null }),
    sendEmail: t.boolean({ nullable: true, resolve: (u) => u.sendEmail ?? null }),
    sendEmailWarranty: t.boolean({ nullable: true, resolve: (u) => u.sendEmailWarranty ?? null }),
    isFakeEmail: t.boolean({ nullable: true, resolve: (u) => u.isFakeEmail ?? null }),
  }),
});

const ParsedRowRef = builder.objectRef<ParsedRow>('ParsedUserRow').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    row: t.exposeInt('row', { description: '0-based; createUsers answers errors by this index when rows are sent in this order' }),
    line: t.exposeInt('line', { description: 'The line in the file (header = 1)' }),
    user: t.field({ type: ParsedUser, resolve: (r) => r.user }),
    userAreas: t.field({ type: [AreaRef], resolve: (r) => r.userAreas ?? [] }),
    errors: t.field({ type: [UserErrorRef], resolve: (r) => r.errors }),
  }),
});

export const ParsedUsersFile = builder.objectRef<ParsedFile & { message: string }>('ParsedUsersFile').implement({
  ...insideGuardedFields,
  fields: (t) => ({
    message: t.field({ type: MutationMessageRef, resolve: (r) => ({ status: !r.fileErrors.length, description: r.message }) }),
    userErrors: t.field({ type: [UserErrorRef], description: 'Problems of the file as a whole', resolve: (r) => r.fileErrors }),
    rows: t.field({ type: [ParsedRowRef], resolve: (r) => r.rows }),
  }),
});

export const OrganisationRef = builder.objectRef<{ sorg: string; name: string; countryId: string }>('AdminUserOrganisation').implement({
  ...insideGuardedFields,
  fields: (t) => ({ sorg: t.exposeString('sorg'), name: t.exposeString('name'), countryId: t.exposeString('countryId') }),
});
export const AreaValueRef = builder.objectRef<{ value: string; customers: number }>('AdminUserAreaValue').implement({
  ...insideGuardedFields,
  fields: (t) => ({ value: t.exposeString('value'), customers: t.exposeInt('customers', { description: 'Customers it covers' }) }),
});

export const UserInputRef = builder.inputType('UserInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    name: t.string({ required: true }),
    username: t.string({ required: true }),
    emailConfirmations: t.stringList(),
    sendEmail: t.boolean(),
    sendEmailWarranty: t.boolean(),
    isFakeEmail: t.boolean({ description: 'No mail is sent, not even the password' }),
    language: t.string({ required: true, description: 'A language code, e.g. en-us' }),
    roleIds: t.intList({ required: true }),
    groupRoleId: t.int(),
    limitation: t.string({ description: 'audit, or none' }),
    custCode: t.string({ description: "A dealer's own customer: its unified, R3 or ISR code" }),
    contentTargetMarketIds: t.intList(),
  }),
});
export const UserAreaInputRef = builder.inputType('UserAreaInput', {
  fields: (t) => ({
    sorg: t.string({ required: true }),
    limitation: t.string({ required: true, description: 'salesman, sales_group or sales_office' }),
    option: t.string({ description: 'include (default) or exclude' }),
    value: t.string({ required: true }),
  }),
});
export const UserRowInputRef = builder.inputType('UserRowInput', {
  fields: (t) => ({
    user: t.field({ type: UserInputRef, required: true }),
    userAreas: t.field({ type: [UserAreaInputRef] }),
  }),
});
export const UserSortRef = builder.inputType('UserSortInput', {
  fields: (t) => ({
    sortBy: t.string({ required: true, description: 'username, name or email' }),
    order: t.string({ description: 'ASC (default) or DESC' }),
  }),
});
