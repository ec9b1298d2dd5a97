import type { Generated } from 'kysely';

/** Roles, permissions and group roles, as access administration writes them. */
export interface AccessTables {
  roles: { id: Generated<number>; name: string; description: string };
  permissions: { id: Generated<number>; name: string; description: string };
  rolePermissions: { roleId: number; permissionId: number };
  groupRoles: { id: Generated<number>; name: string; description: string };
  groupRoleRoles: { groupRoleId: number; roleId: number };
}
