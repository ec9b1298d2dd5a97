import { useLocation, useParams } from 'react-router';
import type { VisitBrand } from '../../rules/visit-forms.ts';

/** The brand of the visit-form route in use (/visit-form/polygon/... or /visit-form/wim/...), and the link base. */
export function useVisitBrand(): { brand: VisitBrand; base: string } {
  const { pathname } = useLocation();
  const { locale = 'en-us' } = useParams();
  const brand: VisitBrand = /\/visit-form\/wim(\/|$)/.test(pathname) ? 'wim' : 'polygon';
  return { brand, base: `/${locale}/visit-form/${brand}` };
}
