import { useQuery } from '@tanstack/react-query';
import { CLAIM_ARTICLES, CLAIM_FORM_START, CLAIM_TO_EDIT } from '../../graphql/claim-forms.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import type { ProductCategory } from './form-values.ts';

/** The dealer the claim is filed for and the problems catalogue of the claim's category. */
export const useFormStart = (productCategory: ProductCategory) =>
  usePortalQuery(['claimFormStart', productCategory], CLAIM_FORM_START, { productCategory }, { fresh: true });

/** The claim an edit page opens. */
export const useClaimToEdit = (id: string, enabled: boolean) =>
  usePortalQuery(['claimToEdit', id], CLAIM_TO_EDIT, { id }, { enabled, fresh: true });

/** PAA articles invoiced to the active customer whose code or name holds the text (the picker's search). */
export const useClaimArticles = (search: string) =>
  useQuery({
    queryKey: ['portal', 'claimArticles', search],
    placeholderData: (previous) => previous,
    meta: { feedback: false },
    queryFn: async () => {
      const { data, error } = await graphqlClient.query(CLAIM_ARTICLES, { search: search || null }).toPromise();
      if (error) throw error;
      return data?.claimArticles ?? [];
    },
  });
