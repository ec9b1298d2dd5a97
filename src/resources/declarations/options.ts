import { graphql } from '../../graphql/tada.ts';
import type { ScopeRequirement } from '../../rules/scopes.ts';
import type { AdminAction, QueryOptions } from '../types.ts';

/** One scope requirement for every action of a table: who may read it may also change it. */
export const everyAction = (scopes: ScopeRequirement): Record<AdminAction, ScopeRequirement> => ({
  list: scopes,
  show: scopes,
  create: scopes,
  edit: scopes,
  delete: scopes,
});

/** Option lists the admin forms and filters share: every role, every group role (a few dozen rows each). */
export const roleOptions = {
  query: graphql(`query RoleOptions { roles(limit: 500, sort: ["name:asc"]) { roles { id name } } }`),
  rows: 'roles',
  value: 'id',
  label: 'name',
} satisfies QueryOptions;

export const groupRoleOptions = {
  query: graphql(`query GroupRoleOptions { groupRoles(limit: 500, sort: ["name:asc"]) { groupRoles { id name } } }`),
  rows: 'groupRoles',
  value: 'id',
  label: 'name',
} satisfies QueryOptions;

// What every admin mutation answers (types.ts), one fragment per result type the mutations return.

/** The answer of the roles, group roles and permissions mutations. */
export const ACCESS_ADMIN_ANSWER = graphql(`
  fragment AccessAdminAnswer on AccessAdminResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    id
  }
`);

/** The answer of the content mutations (news, documents, marketing material, banners, announcements, markets). */
export const CONTENT_ANSWER = graphql(`
  fragment ContentAnswer on ContentResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    code
    id
  }
`);

/** What the user mutations answer: besides the usual, the credential made once (shown by the after-save notice). */
export const ADMIN_USER_ANSWER = graphql(`
  fragment AdminUserAnswer on AdminUserResult {
    message { status description }
    userErrors { field message messageKey params { name value } }
    user { id username }
    credential { username password }
    mailed
  }
`);
