import { graphql } from '../../graphql/tada.ts';
import type { ResourceDeclaration } from '../types.ts';
import { ACCESS_ADMIN_ANSWER, everyAction, groupRoleOptions } from './options.ts';

/** Roles (spec 3 §2 /admin/roles, §3 Role): a role holds permissions; the list filters by group roles. */
export const roles: ResourceDeclaration = {
  name: 'roles',
  route: 'admin/roles',
  namespace: 'access-admin',
  titleField: 'name',
  search: true,
  editWithoutId: true,
  defaultSort: { field: 'name', order: 'asc' },
  scopes: everyAction(['page.user-management']),
  fields: [
    {
      name: 'name',
      label: 'fields.name',
      column: { sortable: true, width: 180 },
      form: { rules: ['required', 'notEmpty', 'text'], maxLength: 60 },
    },
    {
      name: 'description',
      label: 'fields.description',
      column: { sortable: true, hideOnPhone: true },
      form: { widget: 'multiline', rules: ['required', 'notEmpty'], maxLength: 200 },
    },
    {
      name: 'groupRoles',
      label: 'fields.group_roles',
      column: { cell: 'tags', hideOnPhone: true },
      filter: { variable: 'groupRoleIds', options: groupRoleOptions, multiple: true },
    },
    { name: 'usersCount', label: 'fields.users_count', column: { cell: 'number', width: 90, hideOnPhone: true } },
    {
      name: 'permissions',
      label: 'fields.permissions',
      column: { cell: 'count', width: 120 },
      form: { widget: 'permissionPicker', initial: [] },
    },
  ],
  operations: {
    list: graphql(`query Roles($page: Int, $limit: Int, $search: String, $sort: [String!], $groupRoleIds: [Int!]) {
      roles(page: $page, limit: $limit, search: $search, sort: $sort, groupRoleIds: $groupRoleIds) {
        roles { id name description usersCount groupRoles { id name } permissions { name } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(
      `query Role($id: Int!) { role(id: $id) { id name description usersCount groupRoles { id name } permissions: permissionNames } }`,
    ),
    create: graphql(`mutation CreateRole($input: RoleInput!) { createRole(input: $input) { ...AccessAdminAnswer } }`, [
      ACCESS_ADMIN_ANSWER,
    ]),
    update: graphql(`mutation UpdateRole($id: Int!, $input: RoleInput!) { updateRole(id: $id, input: $input) { ...AccessAdminAnswer } }`, [
      ACCESS_ADMIN_ANSWER,
    ]),
    delete: graphql(`mutation DeleteRole($id: Int!) { deleteRole(id: $id) { ...AccessAdminAnswer } }`, [ACCESS_ADMIN_ANSWER]),
  },
};
