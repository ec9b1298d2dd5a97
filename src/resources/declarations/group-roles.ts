import { graphql } from '../../graphql/tada.ts';
import type { ResourceDeclaration } from '../types.ts';
import { ACCESS_ADMIN_ANSWER, everyAction, roleOptions } from './options.ts';

/** Group roles (spec 3 §2 /admin/group-roles, §3 Group role): a group of roles that users hold together. */
export const groupRoles: ResourceDeclaration = {
  name: 'groupRoles',
  route: 'admin/group-roles',
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
    { name: 'roles', label: 'fields.roles', column: { cell: 'tags' } },
    { name: 'roleIds', label: 'fields.roles', form: { widget: 'optionsSelect', options: roleOptions, initial: [] } },
  ],
  operations: {
    list: graphql(`query GroupRoles($page: Int, $limit: Int, $search: String, $sort: [String!]) {
      groupRoles(page: $page, limit: $limit, search: $search, sort: $sort) {
        groupRoles { id name description roles { id name } }
        info { page limit count pageTotal }
      }
    }`),
    one: graphql(`query GroupRole($id: Int!) { groupRole(id: $id) { id name description roleIds roles { id name } } }`),
    create: graphql(`mutation CreateGroupRole($input: GroupRoleInput!) { createGroupRole(input: $input) { ...AccessAdminAnswer } }`, [
      ACCESS_ADMIN_ANSWER,
    ]),
    update: graphql(
      `mutation UpdateGroupRole($id: Int!, $input: GroupRoleInput!) { updateGroupRole(id: $id, input: $input) { ...AccessAdminAnswer } }`,
      [ACCESS_ADMIN_ANSWER],
    ),
    delete: graphql(`mutation DeleteGroupRole($id: Int!) { deleteGroupRole(id: $id) { ...AccessAdminAnswer } }`, [ACCESS_ADMIN_ANSWER]),
  },
};
