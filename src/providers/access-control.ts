import type { AccessControlProvider } from '@refinedev/core';
import { hasScopes, type ScopeRequirement } from '../rules/scopes.ts';
import { portalResources } from '../shell/resources.ts';
import { hasSession } from './tokens.ts';
import { loadUser } from './user.ts';

/** The resource's scopes for this action (`meta.actionScopes`, from an admin declaration), else its `meta.scopes`. */
function requiredScopes(resource: string | undefined, action: string, meta: Record<string, unknown> | undefined): ScopeRequirement {
  const own = meta ?? portalResources.find((r) => r.name === resource)?.meta;
  const perAction = (own?.actionScopes as Record<string, unknown> | undefined)?.[action];
  const scopes = perAction ?? own?.scopes;
  return Array.isArray(scopes) ? (scopes as ScopeRequirement) : [];
}

/**
 * Hides what the user may not do: a resource's `meta.scopes` against the user's scopes. The server checks
 * the same scopes on every field; this is convenience, not protection.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const required = requiredScopes(resource, action, params?.resource?.meta);
    if (required.length === 0) return { can: true };
    if (!hasSession()) return { can: false, reason: 'Not signed in' };
    try {
      const user = await loadUser();
      return hasScopes(user.scopes, required) ? { can: true } : { can: false, reason: 'Missing permission' };
    } catch {
      return { can: false, reason: 'User could not be loaded' };
    }
  },
  options: {
    buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    // Answers depend on who is signed in: never serve another session's answer from the cache.
    queryOptions: { staleTime: 0, gcTime: 0 },
  },
};
