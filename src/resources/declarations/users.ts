import { graphql } from '../../graphql/tada.ts';
import type { ScopeRequirement } from '../../rules/scopes.ts';
import type { ResourceDeclaration } from '../types.ts';
import { ADMIN_USER_ANSWER } from './options.ts';
import { areaLimitationChoices, userGroupRoleOptions, userLanguageOptions, userMarketOptions, userRoleOptions } from './user-options.ts';

const manage: ScopeRequirement = [['page.user-management', 'page.user-management-us']];
// Support (page.audit) reads users, read-only (spec 3 §7; the API answers them the reads only).
const read: ScopeRequirement = [['page.user-management', 'page.user-management-us', 'page.audit']];

/**
 * Users (spec 3 §2 /admin/users, §3 'User (admin view)', §7 'Users and roles'): search, sort, filters by role, group
 * roles, limitation and state; the create and edit forms with areas, markets and the mail flags; -us pages for the
 * admins of the United States (api/users/access.ts); mass creation from a file is its own page (src/pages/users).
 */
export const users: ResourceDeclaration = {
  name: 'users',
  route: 'admin/users',
  namespace: 'users',
  titleField: 'username',
  search: true,
  defaultSort: { field: 'username', order: 'asc' },
  sortInput: 'object',
  routes: { edit: ':id/edit', show: ':id/show' },
  variant: { suffix: '-us', scopes: ['page.user-management-us'], unless: ['page.user-management'], copy: true },
  listActions: ['usersDownload', 'usersMassCreate'],
  afterSave: 'credential',
  deleteConfirm: 'delete.confirm',
  scopes: { list: read, show: read, create: manage, edit: manage, delete: manage },
  fields: [
    {
      name: 'username',
      label: 'fields.username',
      column: { sortable: true },
      form: { rules: ['required', 'notEmpty'], maxLength: 60, notCopied: true },
    },
    {
      name: 'name',
      label: 'fields.name',
      column: { sortable: true, hideOnPhone: true },
      form: { rules: ['required', 'notEmpty', 'text'], maxLength: 100, notCopied: true },
    },
    {
      name: 'email',
      label: 'fields.email',
      column: { sortable: true, hideOnPhone: true },
      form: { rules: ['required', 'email'], maxLength: 200, notCopied: true },
    },
    {
      name: 'emailConfirmations',
      label: 'fields.emailConfirmations',
      form: { widget: 'emailList', initial: [], notCopied: true, help: 'help.emailConfirmations' },
    },
    {
      name: 'language',
      label: 'fields.language',
      form: { widget: 'select', options: userLanguageOptions, rules: ['required'], initial: null },
    },
    {
      name: 'roles',
      label: 'fields.roles',
      column: { cell: 'tags', hideOnPhone: true },
      filter: { variable: 'role', options: userRoleOptions, label: 'list.filter_role' },
    },
    {
      name: 'roleIds',
      label: 'fields.roles',
      form: {
        widget: 'optionsSelect',
        options: { ...userRoleOptions, value: 'id' },
        rules: ['comboBox'],
        initial: [],
        errorFields: ['roles'],
      },
    },
    {
      name: 'groupRole',
      label: 'fields.groupRole',
      column: { cell: 'tags', hideOnPhone: true },
      filter: { variable: 'groupRoleIds', options: userGroupRoleOptions, multiple: true, label: 'list.filter_group_roles' },
    },
    { name: 'groupRoleId', label: 'fields.groupRole', form: { widget: 'select', options: userGroupRoleOptions, initial: null } },
    {
      name: 'userAreas',
      label: 'fields.userAreas',
      column: { cell: 'areas', hideOnPhone: true },
      filter: { variable: 'limitations', options: areaLimitationChoices, multiple: true, label: 'list.filter_limitation' },
      form: { widget: 'userAreas', variable: 'userAreas', initial: [], help: 'help.userAreas' },
    },
    {
      name: 'limitation',
      label: 'fields.userLimitation',
      form: {
        widget: 'select',
        options: { choices: [{ value: 'audit', label: 'users:values.audit' }] },
        initial: null,
        help: 'help.limitation',
      },
    },
    { name: 'custCode', label: 'fields.custCode', form: { maxLength: 20, initial: '', notCopied: true, help: 'help.custCode' } },
    {
      name: 'contentTargetMarketIds',
      label: 'fields.contentTargetMarkets',
      form: { widget: 'contentTargetMarkets', options: userMarketOptions, initial: [], errorFields: ['contentTargetMarkets'] },
    },
    { name: 'sendEmail', label: 'fields.sendEmail', form: { widget: 'checkbox', initial: true } },
    { name: 'sendEmailWarranty', label: 'fields.sendEmailWarranty', form: { widget: 'checkbox', initial: false } },
    { name: 'isFakeEmail', label: 'fields.isFakeEmail', form: { widget: 'checkbox', initial: false, help: 'help.isFakeEmail' } },
    {
      name: 'generatePassword',
      label: 'fields.generatePassword',
      form: { widget: 'checkbox', initial: false, only: 'edit', variable: 'generatePassword', help: 'help.generatePassword' },
    },
    {
      name: 'active',
      label: 'fields.state',
      column: { cell: 'state', width: 100 },
      filter: {
        variable: 'state',
        label: 'list.filter_state',
        options: { choices: ['active', 'deleted', 'all'].map((v) => ({ value: v, label: `users:states.${v}` })) },
      },
    },
  ],
  operations: {
    list: graphql(`query Users($page: Int, $limit: Int, $search: String, $sort: UserSortInput, $role: String, $groupRoleIds: [Int!], $limitations: [String!], $state: String) {
      users(page: $page, limit: $limit, search: $search, sort: $sort, role: $role, groupRoleIds: $groupRoleIds, limitations: $limitations, state: $state) {
        users { id username name email roles { id name } groupRole { id name } userAreas { sorg limitation option value } limitation active }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query User($id: Int!) { user(id: $id) {
      id username name email emailConfirmations sendEmail sendEmailWarranty isFakeEmail language: languageCode
      roles { id name } roleIds groupRole { id name } groupRoleId limitation custCode
      userAreas { sorg limitation option value } contentTargetMarketIds active
    } }`),
    create: graphql(
      `mutation CreateUser($input: UserInput!, $userAreas: [UserAreaInput!]) { createUser(user: $input, userAreas: $userAreas) { ...AdminUserAnswer } }`,
      [ADMIN_USER_ANSWER],
    ),
    update: graphql(
      `mutation UpdateUser($id: Int!, $input: UserInput, $userAreas: [UserAreaInput!], $generatePassword: Boolean) {
      updateUser(id: $id, user: $input, userAreas: $userAreas, generatePassword: $generatePassword) { ...AdminUserAnswer } }`,
      [ADMIN_USER_ANSWER],
    ),
    delete: graphql(`mutation DeleteUser($id: Int!) { deleteUser(id: $id) { ...AdminUserAnswer } }`, [ADMIN_USER_ANSWER]),
  },
};
