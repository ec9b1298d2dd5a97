import type { ResourceProps } from '@refinedev/core';
import type { ScopeRequirement } from '../rules/scopes.ts';
import { adminResources } from './declarations/index.ts';
import type { AdminAction, ResourceDeclaration } from './types.ts';

export type PageKind = 'list' | 'create' | 'edit' | 'show';

/**
 * The route patterns of a declaration's pages (without the locale prefix) and which generic page opens each:
 * list, create, edit (with and, under `editWithoutId`, without an id), show, and the variant's create, edit and copy.
 */
export function routesOf(d: ResourceDeclaration): { path: string; page: PageKind }[] {
  const edit = `${d.route}/${d.routes?.edit ?? 'edit/:id'}`;
  const routes: { path: string; page: PageKind }[] = [
    { path: d.route, page: 'list' },
    { path: `${d.route}/create`, page: 'create' },
    { path: edit, page: 'edit' },
    { path: `${d.route}/${d.routes?.show ?? 'show/:id'}`, page: 'show' },
  ];
  if (d.editWithoutId) routes.push({ path: `${d.route}/edit`, page: 'edit' });
  if (d.variant) {
    routes.push({ path: `${d.route}/create${d.variant.suffix}`, page: 'create' }, { path: `${edit}${d.variant.suffix}`, page: 'edit' });
    if (d.variant.copy) routes.push({ path: `${d.route}/:id/copy${d.variant.suffix}`, page: 'create' });
  }
  return routes;
}

/** Refine's resource of a declaration: its routes under the locale prefix and the scopes of each action. */
export function toRefineResource(
  d: ResourceDeclaration,
): ResourceProps & { meta: { scopes: ScopeRequirement; actionScopes: Record<AdminAction, ScopeRequirement> } } {
  const base = `/:locale/${d.route}`;
  return {
    name: d.name,
    list: base,
    create: `${base}/create`,
    edit: `${base}/${d.routes?.edit ?? 'edit/:id'}`,
    show: `${base}/${d.routes?.show ?? 'show/:id'}`,
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
