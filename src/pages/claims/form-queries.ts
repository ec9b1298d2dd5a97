import { CLAIM_ARTICLES, CLAIM_BIKE_ARTICLES, CLAIM_FORM_START, CLAIM_TO_EDIT } from '../../graphql/claim-forms.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { ProductCategory } from './form-values.ts';

/** The dealer the claim is filed for and the problems catalogue of the claim's category. */
export const useFormStart = (productCategory: ProductCategory) =>
  usePortalQuery(['claimFormStart', productCategory], CLAIM_FORM_START, { productCategory }, { fresh: true });

/** The claim an edit page opens. */
export const useClaimToEdit = (id: string, enabled: boolean) =>
  usePortalQuery(['claimToEdit', id], CLAIM_TO_EDIT, { id }, { enabled, fresh: true });

/** The market's bikes whose code or name holds the text: the model of a frame the portal does not know. */
export const useClaimBikeArticles = (search: string) =>
  usePortalQuery(['claimBikeArticles', search], CLAIM_BIKE_ARTICLES, { search: search || null });

/** PAA articles invoiced to the active customer whose code or name holds the text (the picker's search). */
export const useClaimArticles = (search: string) => usePortalQuery(['claimArticles', search], CLAIM_ARTICLES, { search: search || null });
