import type { ScopeRequirement } from '../../rules/scopes.ts';
import type { AdminAction, OptionsSource } from '../types.ts';

/** One scope requirement for every action of a table: who may read it may also change it. */
export const everyAction = (scopes: ScopeRequirement): Record<AdminAction, ScopeRequirement> =>
  ({ list: scopes, show: scopes, create: scopes, edit: scopes, delete: scopes });

/** Option lists the admin forms and filters share: every role, every group role (a few dozen rows each). */
export const roleOptions: OptionsSource = {
  query: 'query RoleOptions { roles(limit: 500, sort: ["name:asc"]) { roles { id name } } }',
  rows: 'roles',
  value: 'id',
  label: 'name',
};

export const groupRoleOptions: OptionsSource = {
  query: 'query GroupRoleOptions { groupRoles(limit: 500, sort: ["name:asc"]) { groupRoles { id name } } }',
  rows: 'groupRoles',
  value: 'id',
  label: 'name',
};

/** What every admin mutation answers (types.ts). */
export const ANSWER = 'message { status description } userErrors { field message messageKey params { name value } } code id';
