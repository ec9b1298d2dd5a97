import type { ResourceProps } from '@refinedev/core';
import type { ScopeRequirement } from '../rules/scopes.ts';
import { adminResources } from './declarations/index.ts';
import type { AdminAction, ResourceDeclaration } from './types.ts';

/** Refine's resource of a declaration: its routes under the locale prefix and the scopes of each action. */
export function toRefineResource(d: ResourceDeclaration): ResourceProps & { meta: { scopes: ScopeRequirement; actionScopes: Record<AdminAction, ScopeRequirement> } } {
  const base = `/:locale/${d.route}`;
  return {
    name: d.name,
    list: base,
    create: `${base}/create`,
    edit: `${base}/edit/:id`,
    show: `${base}/show/:id`,
    meta: {
      scopes: d.scopes.list,
      actionScopes: d.scopes,
      canDelete: !!d.operations.delete,
      // The portal draws its own menu (src/rules/navigation.ts).
      hide: true,
    },
  };
}

export const adminRefineResources = adminResources.map(toRefineResource);
