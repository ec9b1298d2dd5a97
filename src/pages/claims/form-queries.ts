import { useDataProvider, useOnError, type BaseRecord, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { CLAIM_ARTICLES, CLAIM_FORM_START, CLAIM_TO_EDIT } from '../../graphql/claim-forms.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';
import type { ProductCategory } from './form-values.ts';

/**
 * Reads outside refine's useCustom on purpose: the shell ends the session on any 403, but an edit link of a claim
 * of another customer (an old bookmark after a customer switch) should only say "not found". 401 still signs out.
 */
function useFormQuery<T extends BaseRecord, V extends Record<string, unknown>>(key: unknown[], gqlQuery: TadaDocumentNode<T, V>,
  gqlVariables: V, enabled = true) {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return useQuery<T, HttpError>({
    queryKey: ['portal', ...key],
    enabled,
    retry: false,
    gcTime: 0, // a form always starts from what the server holds now
    meta: { feedback: false },
    queryFn: async () => {
      try {
        const { data } = await dataProvider().custom!<T>({ url: '', method: 'post', meta: { gqlQuery, gqlVariables } });
        return data;
      } catch (error) {
        if ((error as HttpError | null)?.statusCode === 401) onError(error);
        throw error;
      }
    },
  });
}

/** The dealer the claim is filed for and the problems catalogue of the claim's category. */
export const useFormStart = (productCategory: ProductCategory) =>
  useFormQuery(['claimFormStart', productCategory], CLAIM_FORM_START, { productCategory });

/** The claim an edit page opens. */
export const useClaimToEdit = (id: string, enabled: boolean) =>
  useFormQuery(['claimToEdit', id], CLAIM_TO_EDIT, { id }, enabled);

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
