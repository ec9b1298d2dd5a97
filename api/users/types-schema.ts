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
  description: 'A role as the user form offers it and a user holds it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The role id, as UserInput.roleIds takes it.' }),
    name: t.exposeString('name', { description: 'The role name, e.g. customer or salesman.' }),
    description: t.exposeString('description', { description: 'What the role is for, in the words of its admin.' }),
  }),
});
export const GroupRoleRef = builder.objectRef<{ id: number; name: string; description: string }>('AdminUserGroupRole').implement({
  ...insideGuardedFields,
  description: 'A group role (a named set of roles) as the user form offers it and a user holds it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The group role id, as UserInput.groupRoleId takes it.' }),
    name: t.exposeString('name', { description: 'The group role name.' }),
    description: t.exposeString('description', { description: 'What the group role is for, in the words of its admin.' }),
  }),
});
export const LanguageRef = builder.objectRef<{ id: string; description: string }>('AdminUserLanguage').implement({
  ...insideGuardedFields,
  description: 'A language a user may be given, for the pages and the mails they get.',
  fields: (t) => ({
    id: t.exposeString('id', { description: 'The language code, e.g. en-us' }),
    description: t.exposeString('description', { description: 'Name of the language, e.g. Deutsch or English (CA).' }),
  }),
});
const AreaRef = builder.objectRef<UserAreaInput & { id?: number }>('AdminUserArea').implement({
  ...insideGuardedFields,
  description:
    'A user area: the customers of one sales organisation with a given salesman, sales group or sales office code, which a user ' +
    'with menu.change-cust may act for (include) or may not (exclude).',
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: "The sales organisation's code in the ERP, e.g. 1000." }),
    limitation: t.exposeString('limitation', { description: 'salesman, sales_group or sales_office' }),
    option: t.string({ description: 'include or exclude', resolve: (a) => a.option || 'include' }),
    value: t.exposeString('value', { description: 'The salesman, sales group or sales office code' }),
  }),
});
export const MarketRef = builder.objectRef<UserView['contentTargetMarkets'][number]>('AdminUserTargetMarket').implement({
  ...insideGuardedFields,
  description: 'A content target market a user is given: the user reads the content of that kind published to it.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The market id, as UserInput.contentTargetMarketIds takes it.' }),
    marketName: t.exposeString('marketName', { description: 'The market name, as the content pages show it.' }),
    type: t.exposeString('type', { description: 'marketing_material, sales_document or news' }),
    sorg: t.exposeString('sorg', { description: 'The sales organisation the market belongs to, its code in the ERP.' }),
  }),
});
const CustomerRef = builder.objectRef<NonNullable<UserView['customer']>>('AdminUserCustomer').implement({
  ...insideGuardedFields,
  description: "The customer a dealer's user belongs to, as the user admin pages show it.",
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The portal's id of the customer." }),
    name: t.exposeString('name', { description: 'The name of the dealer as the ERP has it.' }),
    code: t.exposeString('code', {
      description: 'The code as the portal shows it: the ISR code, else the R3 code; one starting with I or 0 cut to its last 6 characters',
    }),
    r3: t.exposeString('r3', { description: "The customer's R3 code in the ERP, in full." }),
  }),
});

export const AdminUser = builder.objectRef<UserView>('AdminUser').implement({
  ...insideGuardedFields,
  description: 'A user as the admin pages see it. The password is never readable.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: "The user's id in the portal." }),
    username: t.exposeString('username', { description: 'The name the user signs in with; unique, deleted users keep theirs.' }),
    name: t.exposeString('name', { description: "The user's full name." }),
    email: t.exposeString('email', { description: "The user's own email address, where password mails go." }),
    emailConfirmations: t.exposeStringList('emailConfirmations', { description: 'Further addresses for order confirmations' }),
    sendEmail: t.exposeBoolean('sendEmail', {
      description: "Whether the user is to get the portal's mails; true unless an admin turned it off.",
    }),
    sendEmailWarranty: t.exposeBoolean('sendEmailWarranty', {
      description: 'Whether the user is to get the mails about warranty claims; false by default.',
    }),
    isFakeEmail: t.exposeBoolean('isFakeEmail', { description: 'No mail is sent to this address' }),
    language: t.field({ type: LanguageRef, description: "The user's language.", resolve: (u) => u.language }),
    roles: t.field({ type: [RoleRef], description: 'The roles the user holds directly, by name.', resolve: (u) => u.roles }),
    groupRole: t.field({
      type: GroupRoleRef,
      nullable: true,
      description: "The user's group role, whose roles the user holds too; null when none.",
      resolve: (u) => u.groupRole,
    }),
    userAreas: t.field({ type: [AreaRef], description: "The user's areas, in the order they were saved.", resolve: (u) => u.userAreas }),
    contentTargetMarkets: t.field({
      type: [MarketRef],
      description: 'The content target markets whose content the user reads, by id.',
      resolve: (u) => u.contentTargetMarkets,
    }),
    limitation: t.exposeString('limitation', { nullable: true, description: 'audit, or none' }),
    customer: t.field({ type: CustomerRef, nullable: true, description: "A dealer's own customer", resolve: (u) => u.customer }),
    organisations: t.exposeStringList('organisations', { description: "The sales organisations of the user's areas and customer" }),
    us: t.exposeBoolean('us', { description: 'A user of the United States: the -us pages edit them' }),
    // The same values as UserInput takes them, so an edit form loads what it sends back.
    roleIds: t.intList({
      description: 'Ids of the roles held directly, as UserInput.roleIds takes them.',
      resolve: (u) => u.roles.map((r) => r.id),
    }),
    groupRoleId: t.int({
      nullable: true,
      description: 'Id of the group role, as UserInput.groupRoleId takes it; null when none.',
      resolve: (u) => u.groupRole?.id ?? null,
    }),
    languageCode: t.string({
      description: 'The language code, as UserInput.language takes it, e.g. en-us.',
      resolve: (u) => u.language.id,
    }),
    contentTargetMarketIds: t.intList({
      description: 'Ids of the content target markets, as UserInput.contentTargetMarketIds takes them.',
      resolve: (u) => u.contentTargetMarkets.map((m) => m.id),
    }),
    custCode: t.string({
      nullable: true,
      description: "As UserInput.custCode: the customer's R3 code",
      resolve: (u) => u.customer?.r3 ?? null,
    }),
    active: t.boolean({ description: 'False once the user was deleted: they can no longer sign in.', resolve: (u) => !u.deletedAt }),
    createdAt: t.exposeString('createdAt', { description: 'When the user was created, ISO 8601 in UTC.' }),
    deletedAt: t.exposeString('deletedAt', {
      nullable: true,
      description: 'When the user was deleted, ISO 8601 in UTC; null while active.',
    }),
  }),
});

export const AdminUserPage = builder.objectRef<UserPage>('AdminUserPage').implement({
  ...insideGuardedFields,
  description: 'One page of the users list of the admin pages.',
  fields: (t) => ({
    users: t.field({ type: [AdminUser], description: 'The users of the page, in the order asked for.', resolve: (p) => p.users }),
    info: t.field({ type: PageInfoRef, description: 'Paging of the whole filtered list.', resolve: (p) => p.info }),
  }),
});

const CredentialRef = builder.objectRef<{ username: string; password: string }>('UserCredential').implement({
  ...insideGuardedFields,
  description: 'A generated password: answered this once, stored only as a hash',
  fields: (t) => ({
    username: t.exposeString('username', { description: 'The username the password is for.' }),
    password: t.exposeString('password', { description: 'The generated password in clear; it cannot be read again.' }),
  }),
});

export const AdminUserResult = builder.objectRef<UserAnswer>('AdminUserResult').implement({
  ...insideGuardedFields,
  description: 'What createUser, updateUser and deleteUser answer.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether the change was made, with a text to show.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'Every problem found with the input, by field (userAreas.0.value for an area); empty on success.',
      resolve: (r) => r.userErrors,
    }),
    user: t.field({ type: AdminUser, nullable: true, description: 'The user as saved; null when refused.', resolve: (r) => r.user }),
    credential: t.field({
      type: CredentialRef,
      nullable: true,
      description: 'The generated password, on create or when one was asked for; null otherwise.',
      resolve: (r) => r.credential,
    }),
    mailed: t.exposeBoolean('mailed', {
      nullable: true,
      description: 'A password mail is sent once saved; null when none is due (fake address)',
    }),
  }),
});

const RowErrorParamRef = builder.objectRef<{ name: string; value: string }>('UserRowErrorParam').implement({
  ...insideGuardedFields,
  description: 'A value the translated message of a row error fills in.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Placeholder name in the translation, without braces.' }),
    value: t.exposeString('value', { description: 'Value to fill in, always as text.' }),
  }),
});

const RowErrorRef = builder.objectRef<RowError | (UserError & { row?: number })>('UserRowError').implement({
  ...insideGuardedFields,
  description: 'A problem with one field of one row of a mass creation.',
  fields: (t) => ({
    row: t.int({ nullable: true, description: '0-based index of the row in the list sent', resolve: (e) => e.row ?? null }),
    field: t.exposeString('field', { description: 'The field at fault within the row, e.g. email or userAreas.0.value.' }),
    message: t.exposeString('message', { description: 'The problem in English, with its values filled in.' }),
    messageKey: t.exposeString('messageKey', { nullable: true, description: 'Translation key of the message, e.g. forms:required.' }),
    params: t.field({
      type: [RowErrorParamRef],
      description: "The messageKey's interpolation values",
      resolve: (e) => Object.entries(e.params ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    }),
  }),
});

const CreatedRowRef = builder.objectRef<CreatedRow>('CreatedUserRow').implement({
  ...insideGuardedFields,
  description: 'A user that a mass creation wrote.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: '0-based index of the row in the list sent.' }),
    id: t.exposeInt('id', { description: 'The new user id.' }),
    credential: t.field({
      type: CredentialRef,
      description: "The new user's generated password, answered this once.",
      resolve: (r) => r.credential,
    }),
    mailed: t.exposeBoolean('mailed', {
      nullable: true,
      description: 'Whether the password mail was sent; null when none was due (fake address).',
    }),
  }),
});

export const CreateUsersResult = builder.objectRef<UsersAnswer>('CreateUsersResult').implement({
  ...insideGuardedFields,
  description: 'What createUsers answers: the users written and the problems of each refused row.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'Whether any user was written, with how many were created and refused.',
      resolve: (r) => r.message,
    }),
    userErrors: t.field({
      type: [UserErrorRef],
      description: 'When nothing was written: the row errors again, each field named with its row (users.3.email).',
      resolve: (r) => r.userErrors,
    }),
    rowErrors: t.field({ type: [RowErrorRef], description: 'Every problem of every row, by row.', resolve: (r) => r.rowErrors }),
    created: t.field({ type: [CreatedRowRef], description: 'The users written, in the order of the rows.', resolve: (r) => r.created }),
  }),
});

const ParsedUser = builder.objectRef<UserInput>('ParsedUser').implement({
  ...insideGuardedFields,
  description: 'A file row as UserInput takes it (names turned into ids; 0 where a name matched nothing)',
  fields: (t) => ({
    username: t.exposeString('username', { description: 'The username column as read.' }),
    name: t.exposeString('name', { description: 'The name column as read.' }),
    email: t.exposeString('email', { description: 'The email column as read.' }),
    language: t.exposeString('language', { description: 'The language code, read from a code or a language name.' }),
    roleIds: t.exposeIntList('roleIds', { description: 'Ids of the roles the role column names.' }),
    groupRoleId: t.int({
      nullable: true,
      description: 'Id of the group role the groupRole column names; null when empty.',
      resolve: (u) => u.groupRoleId ?? null,
    }),
    contentTargetMarketIds: t.intList({
      description: 'Ids of the markets the contentTargetMarkets column names; a name means every market of that name.',
      resolve: (u) => u.contentTargetMarketIds ?? [],
    }),
    custCode: t.string({
      nullable: true,
      description: "The dealer's customer code as read; null when empty.",
      resolve: (u) => u.custCode ?? null,
    }),
    emailConfirmations: t.stringList({
      description: 'Further addresses for order confirmations, from the emailConfirmations column.',
      resolve: (u) => u.emailConfirmations ?? [],
    }),
    limitation: t.string({
      nullable: true,
      description: 'The userLimitation column: audit, or null.',
      resolve: (u) => u.limitation ?? null,
    }),
    sendEmail: t.boolean({
      nullable: true,
      description: 'The sendEmail column (yes or no); null when empty.',
      resolve: (u) => u.sendEmail ?? null,
    }),
    sendEmailWarranty: t.boolean({
      nullable: true,
      description: 'The sendEmailWarranty column (yes or no); null when empty.',
      resolve: (u) => u.sendEmailWarranty ?? null,
    }),
    isFakeEmail: t.boolean({
      nullable: true,
      description: 'The isFakeEmail column (yes or no); null when empty.',
      resolve: (u) => u.isFakeEmail ?? null,
    }),
  }),
});

const ParsedRowRef = builder.objectRef<ParsedRow>('ParsedUserRow').implement({
  ...insideGuardedFields,
  description: 'One row of a users file, read as createUsers would take it, with the problems found in it.',
  fields: (t) => ({
    row: t.exposeInt('row', { description: '0-based; createUsers answers errors by this index when rows are sent in this order' }),
    line: t.exposeInt('line', { description: 'The line in the file (header = 1)' }),
    user: t.field({ type: ParsedUser, description: 'The user the row describes.', resolve: (r) => r.user }),
    userAreas: t.field({
      type: [AreaRef],
      description: 'The user areas of the sorg, limitation, value and option columns, one per value.',
      resolve: (r) => r.userAreas ?? [],
    }),
    errors: t.field({
      type: [UserErrorRef],
      description: 'What createUsers would refuse in this row; empty when it is fine.',
      resolve: (r) => r.errors,
    }),
  }),
});

export const ParsedUsersFile = builder.objectRef<ParsedFile & { message: string }>('ParsedUsersFile').implement({
  ...insideGuardedFields,
  description: 'A users file read and checked, for the mass-creation page to show before it sends the rows to createUsers.',
  fields: (t) => ({
    message: t.field({
      type: MutationMessageRef,
      description: 'False when the file as a whole could not be read, with a summary of the rows.',
      resolve: (r) => ({ status: !r.fileErrors.length, description: r.message }),
    }),
    userErrors: t.field({ type: [UserErrorRef], description: 'Problems of the file as a whole', resolve: (r) => r.fileErrors }),
    rows: t.field({ type: [ParsedRowRef], description: 'The rows of the file in order, blank rows skipped.', resolve: (r) => r.rows }),
  }),
});

export const OrganisationRef = builder.objectRef<{ sorg: string; name: string; countryId: string }>('AdminUserOrganisation').implement({
  ...insideGuardedFields,
  description: 'A sales organisation a user area may name.',
  fields: (t) => ({
    sorg: t.exposeString('sorg', { description: "The sales organisation's code in the ERP, e.g. 1000." }),
    name: t.exposeString('name', { description: 'The name of the sales organisation.' }),
    countryId: t.exposeString('countryId', { description: 'Its country, ISO 3166 alpha-2; US ones are those of the -us pages.' }),
  }),
});
export const AreaValueRef = builder.objectRef<{ value: string; customers: number }>('AdminUserAreaValue').implement({
  ...insideGuardedFields,
  description: 'A salesman, sales group or sales office code found among the customers of a sales organisation.',
  fields: (t) => ({
    value: t.exposeString('value', { description: 'The code, as UserAreaInput.value takes it.' }),
    customers: t.exposeInt('customers', { description: 'Customers it covers' }),
  }),
});

export const UserInputRef = builder.inputType('UserInput', {
  description: 'A user as the user form saves it; every problem is answered at once as a field error.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'A valid email address, at most 200 characters.' }),
    name: t.string({ required: true, description: 'Full name: letters, digits, spaces and - . , / & : only, at most 100 characters.' }),
    username: t.string({
      required: true,
      description: 'Letters, digits and . _ @ - only, at most 60 characters; unique, ignoring case, among all users ever created.',
    }),
    emailConfirmations: t.stringList({ description: 'Up to 10 further addresses for order confirmations.' }),
    sendEmail: t.boolean({ description: "Whether the user is to get the portal's mails; true when left out." }),
    sendEmailWarranty: t.boolean({ description: 'Whether the user is to get the mails about warranty claims; false when left out.' }),
    isFakeEmail: t.boolean({ description: 'No mail is sent, not even the password' }),
    language: t.string({ required: true, description: 'A language code, e.g. en-us' }),
    roleIds: t.intList({
      required: true,
      description: 'At least one role id; an admin gives only roles whose scopes they hold themselves.',
    }),
    groupRoleId: t.int({ description: 'A group role id, or null for none; the same rule as for roles applies.' }),
    limitation: t.string({ description: 'audit, or none' }),
    custCode: t.string({ description: "A dealer's own customer: its unified, R3 or ISR code" }),
    contentTargetMarketIds: t.intList({ description: 'Ids of the content target markets whose content the user reads.' }),
  }),
});
export const UserAreaInputRef = builder.inputType('UserAreaInput', {
  description: "A user area as the user form saves it; the list sent replaces all of the user's areas.",
  fields: (t) => ({
    sorg: t.string({ required: true, description: 'A sales organisation code in the ERP, e.g. 1000.' }),
    limitation: t.string({ required: true, description: 'salesman, sales_group or sales_office' }),
    option: t.string({ description: 'include (default) or exclude' }),
    value: t.string({ required: true, description: 'The salesman, sales group or sales office code: letters and digits, at most 20.' }),
  }),
});
export const UserRowInputRef = builder.inputType('UserRowInput', {
  description: 'One user of a mass creation, with their areas.',
  fields: (t) => ({
    user: t.field({ type: UserInputRef, required: true, description: 'The user, as for createUser.' }),
    userAreas: t.field({ type: [UserAreaInputRef], description: "The user's areas; none when left out." }),
  }),
});
export const UserSortRef = builder.inputType('UserSortInput', {
  description: 'How the users list is sorted; by username ascending when not given.',
  fields: (t) => ({
    sortBy: t.string({ required: true, description: 'username, name or email' }),
    order: t.string({ description: 'ASC (default) or DESC' }),
  }),
});
