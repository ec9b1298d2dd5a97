import { type BaseRecord, useDataProvider, useOnError, type HttpError } from '@refinedev/core';
import type { TadaDocumentNode } from 'gql.tada';
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_PAGE, PAYMENT_REQUEST, PENDING_REQUEST } from './queries.ts';

/**
 * Reads outside refine's useCustom on purpose: the shell ends the session on any 403, but a link with another
 * customer's invoices or payment (an old bookmark after a customer switch) should only say so. 401 still signs out.
 * The answer and the variables are typed by the document.
 */
function usePortalQuery<T extends BaseRecord, V extends Record<string, unknown>>(key: unknown[], gqlQuery: TadaDocumentNode<T, V>,
  gqlVariables: V, enabled: boolean, refetchInterval?: (data: T | undefined) => number | false) {
  const dataProvider = useDataProvider();
  const { mutate: onError } = useOnError();
  return useQuery<T, HttpError>({
    queryKey: ['portal', ...key],
    enabled,
    retry: false,
    meta: { feedback: false },
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : undefined,
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

/** The chosen invoices, the market's methods for invoices, the user's saved payments and the gateway, in one request. */
export const usePaymentPage = (ids: number[]) =>
  usePortalQuery(['paymentPage', ids.join(',')], PAYMENT_PAGE, { ids }, ids.length > 0);

/** How often a pending payment is asked for its status. */
export const POLL_MS = 3_000;

/** One payment request, asked again every few seconds while it is pending. */
export const usePaymentRequest = (externalId: string | null) =>
  // Sent only with an id (enabled): the '' stands in for the absent one.
  usePortalQuery(['paymentRequest', externalId], PAYMENT_REQUEST, { externalId: externalId ?? '' }, !!externalId,
    (data) => (!data || data.paymentRequest.paymentStatus.id === 'pending' ? POLL_MS : false));

/** The pending request that holds these invoices, when the dealer comes back to pay them again. */
export const usePendingRequest = (payerCode: string | null, invoiceNos: string[]) =>
  // Sent only with a payer (enabled), as above.
  usePortalQuery(['pendingPaymentRequest', payerCode, invoiceNos.join(',')], PENDING_REQUEST, { payerCode: payerCode ?? '', invoiceNos },
    !!payerCode && invoiceNos.length > 0);
