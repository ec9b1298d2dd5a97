import { graphql } from '../../graphql/tada.ts';
import type { ResourceDeclaration } from '../types.ts';
import { ACCESS_ADMIN_ANSWER, everyAction, roleOptions } from './options.ts';

/** Permissions (spec 3 §2 /admin/permissions, §3 Permission): a scope name the portal checks, with a description. */
export const permissions: ResourceDeclaration = {
  name: 'permissions',
  route: 'admin/permissions',
  namespace: 'access-admin',
  titleField: 'name',
  search: true,
  editWithoutId: true,
  defaultSort: { field: 'name', order: 'asc' },
  scopes: everyAction(['page.user-management']),
  fields: [
    { name: 'name', label: 'fields.scope', column: { sortable: true, width: 240 }, form: { rules: ['required', 'scope'], maxLength: 80 } },
    { name: 'meaning', label: 'fields.meaning', column: { cell: 'scopeMeaning', hideOnPhone: true } },
    {
      name: 'description',
      label: 'fields.description',
      column: { sortable: true, hideOnPhone: true },
      form: { widget: 'multiline', rules: ['required', 'notEmpty'], maxLength: 200 },
    },
    {
      name: 'roles',
      label: 'fields.roles',
      column: { cell: 'tags', hideOnPhone: true },
      filter: { variable: 'roleIds', options: roleOptions, multiple: true },
    },
  ],
  operations: {
    list: graphql(`query Permissions($page: Int, $limit: Int, $search: String, $sort: [String!], $roleIds: [Int!]) {
      permissions(page: $page, limit: $limit, search: $search, sort: $sort, roleIds: $roleIds) {
        permissions { id name description roles { id name } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query Permission($id: Int!) { permission(id: $id) { id name description roles { id name } } }`),
    create: graphql(`mutation CreatePermission($input: PermissionInput!) { createPermission(input: $input) { ...AccessAdminAnswer } }`, [
      ACCESS_ADMIN_ANSWER,
    ]),
    update: graphql(
      `mutation UpdatePermission($id: Int!, $input: PermissionInput!) { updatePermission(id: $id, input: $input) { ...AccessAdminAnswer } }`,
      [ACCESS_ADMIN_ANSWER],
    ),
    delete: graphql(`mutation DeletePermission($id: Int!) { deletePermission(id: $id) { ...AccessAdminAnswer } }`, [ACCESS_ADMIN_ANSWER]),
  },
};
