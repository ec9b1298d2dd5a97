import { useDataProvider, useOnError, type BaseRecord, type HttpError } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { TadaDocumentNode } from 'gql.tada';
import { PDI_CHECKLIST, PDI_FRAME, PDI_TO_EDIT, type PdiFrame } from '../../graphql/pdi.ts';
import { graphqlClient } from '../../providers/graphql-client.ts';

/**
 * Reads outside refine's useCustom on purpose (like the claim forms): the shell ends the session on any 403, but an
 * edit link of another customer's inspection (an old bookmark after a customer switch) should only say "not found".
 */
function useFormQuery<T extends BaseRecord, V extends Record<string, unknown>>(key: unknown[], gqlQuery: TadaDocumentNode<T, V>, gqlVariables: V,
  enabled = true) {
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

/** The checklist a new inspection starts from. */
export const usePdiChecklist = (enabled: boolean) => useFormQuery(['pdiChecklist'], PDI_CHECKLIST, {}, enabled);

/** The inspection an edit page opens. */
export const usePdiToEdit = (id: number, enabled: boolean) => useFormQuery(['pdiToEdit', id], PDI_TO_EDIT, { id }, enabled);

/** A bike of the active customer by its frame number (null for any other); throws when the lookup failed. */
export async function findPdiFrame(frameNumber: string): Promise<PdiFrame | null> {
  const { data, error } = await graphqlClient.query(PDI_FRAME, { frameNumber }, { requestPolicy: 'network-only' }).toPromise();
  if (error) throw error;
  return data?.pdiFrame ?? null;
}
