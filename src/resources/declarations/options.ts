import type { OptionsSource } from '../types.ts';

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
