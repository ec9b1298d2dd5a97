import type { ResourceDeclaration } from '../types.ts';
import { ANSWER, everyAction, roleOptions } from './options.ts';

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
    { name: 'description', label: 'fields.description', column: { sortable: true, hideOnPhone: true },
      form: { widget: 'multiline', rules: ['required', 'notEmpty'], maxLength: 200 } },
    { name: 'roles', label: 'fields.roles', column: { cell: 'tags', hideOnPhone: true },
      filter: { variable: 'roleIds', options: roleOptions, multiple: true } },
  ],
  operations: {
    list: `query Permissions($page: Int, $limit: Int, $search: String, $sort: [String!], $roleIds: [Int!]) {
      permissions(page: $page, limit: $limit, search: $search, sort: $sort, roleIds: $roleIds) {
        permissions { id name description roles { id name } }
        info { page limit count pageTotal }
      }
    }`,
    one: 'query Permission($id: Int!) { permission(id: $id) { id name description roles { id name } } }',
    create: `mutation CreatePermission($input: PermissionInput!) { createPermission(input: $input) { ${ANSWER} } }`,
    update: `mutation UpdatePermission($id: Int!, $input: PermissionInput!) { updatePermission(id: $id, input: $input) { ${ANSWER} } }`,
    delete: `mutation DeletePermission($id: Int!) { deletePermission(id: $id) { ${ANSWER} } }`,
  },
};
