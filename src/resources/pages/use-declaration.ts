import { useLocation, useParams } from 'react-router';
import { hasScopes } from '../../rules/scopes.ts';
import { usePortalUser } from '../../shell/use-portal-user.ts';
import { adminResources } from '../declarations/index.ts';
import type { ResourceDeclaration } from '../types.ts';

/** The declaration whose route the page is on (the longest matching route, so admin/x/y wins over admin/x). */
export function useDeclaration(): ResourceDeclaration {
  const { pathname } = useLocation();
  const { locale } = useParams();
  const rest = pathname.slice(`/${locale}/`.length).replace(/\/+$/, '');
  const found = [...adminResources]
    .sort((a, b) => b.route.length - a.route.length)
    .find((d) => rest === d.route || rest.startsWith(`${d.route}/`));
  if (!found) throw new Error(`No admin resource at ${pathname}`);
  return found;
}

/** The record id of an edit, show or copy route, as the API's Int; null without one. */
export function useRecordId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return id && Number.isInteger(n) && n > 0 ? n : null;
}

/** Whether this page is a copy (`<route>/:id/copy<suffix>`): a create form filled from another record. */
export function useIsCopy(d: ResourceDeclaration): boolean {
  const { pathname } = useLocation();
  return !!d.variant?.copy && pathname.replace(/\/+$/, '').endsWith(`/copy${d.variant.suffix}`);
}

/**
 * Where the create, edit and copy buttons lead for this user: the declaration's variant pages (the -us pages) for
 * someone holding the variant's scopes but not the main ones; copy only for holders of the variant's scopes.
 */
export function useActionPaths(d: ResourceDeclaration) {
  const { locale } = useParams();
  const { user } = usePortalUser();
  const scopes = user?.scopes ?? [];
  const variant = d.variant && hasScopes(scopes, d.variant.scopes) ? d.variant : null;
  const suffix = variant && !hasScopes(scopes, variant.unless) ? variant.suffix : '';
  const base = `/${locale}/${d.route}`;
  const edit = d.routes?.edit ?? 'edit/:id';
  return {
    create: `${base}/create${suffix}`,
    edit: (id: number | string) => `${base}/${edit.replace(':id', String(id))}${suffix}`,
    copy: variant?.copy ? (id: number | string) => `${base}/${id}/copy${variant.suffix}` : null,
    /** The variant pages are the ones this user gets (their create and edit buttons lead there). */
    variant: !!suffix,
  };
}
