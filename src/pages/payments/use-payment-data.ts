import { usePortalQuery } from '../../providers/portal-query.ts';
import { PAYMENT_PAGE, PAYMENT_REQUEST, PENDING_REQUEST } from '../../graphql/payments.ts';

/** The chosen invoices, the market's methods for invoices, the user's saved payments and the gateway, in one request. */
export const usePaymentPage = (ids: number[]) =>
  usePortalQuery(['paymentPage', ids.join(',')], PAYMENT_PAGE, { ids }, { enabled: ids.length > 0 });

/** How often a pending payment is asked for its status. */
export const POLL_MS = 3_000;

/** One payment request, asked again every few seconds while it is pending. */
export const usePaymentRequest = (externalId: string | null) =>
  // Sent only with an id (enabled): the '' stands in for the absent one.
  usePortalQuery(
    ['paymentRequest', externalId],
    PAYMENT_REQUEST,
    { externalId: externalId ?? '' },
    { enabled: !!externalId, refetchInterval: (data) => (!data || data.paymentRequest.paymentStatus.id === 'pending' ? POLL_MS : false) },
  );

/** The pending request that holds these invoices, when the dealer comes back to pay them again. */
export const usePendingRequest = (payerCode: string | null, invoiceNos: string[]) =>
  // Sent only with a payer (enabled), as above.
  usePortalQuery(
    ['pendingPaymentRequest', payerCode, invoiceNos.join(',')],
    PENDING_REQUEST,
    { payerCode: payerCode ?? '', invoiceNos },
    { enabled: !!payerCode && invoiceNos.length > 0 },
  );
