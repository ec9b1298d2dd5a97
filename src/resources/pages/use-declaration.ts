import { useLocation, useParams } from 'react-router';
import { adminResources } from '../declarations/index.ts';
import type { ResourceDeclaration } from '../types.ts';

/** The declaration whose route the page is on (the longest matching route, so admin/x/y wins over admin/x). */
export function useDeclaration(): ResourceDeclaration {
  const { pathname } = useLocation();
  const { locale } = useParams();
  const rest = pathname.slice(`/${locale}/`.length).replace(/\/+$/, '');
  const found = [...adminResources].sort((a, b) => b.route.length - a.route.length)
    .find((d) => rest === d.route || rest.startsWith(`${d.route}/`));
  if (!found) throw new Error(`No admin resource at ${pathname}`);
  return found;
}

/** The record id of an edit or show route, as the API's Int; null without one. */
export function useRecordId(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return id && Number.isInteger(n) && n > 0 ? n : null;
}
