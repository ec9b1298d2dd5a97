import { useIdempotentSubmit } from '../../shell/use-idempotent-submit.ts';
import { CREATE_PAYMENT, type InvoicePaymentInput, type InvoicePaymentResult } from '../../graphql/payments.ts';

/** The request's input; useIdempotentSubmit adds the idempotency key. */
export type PayDetails = Omit<InvoicePaymentInput, 'idempotencyKey'>;
export type PayOutcome =
  | { kind: 'created'; result: InvoicePaymentResult }
  | { kind: 'refused'; result: InvoicePaymentResult }
  | { kind: 'unreachable' };

/** Sends the payment request once, however often the button is pressed or the answer is lost: it never pays twice. */
export function usePay() {
  const { submit, sending } = useIdempotentSubmit<InvoicePaymentResult, PayDetails>(
    CREATE_PAYMENT,
    'createInvoicePaymentRequest',
    (r) => r.message.status && !!r.paymentRequest,
    'The payment request',
  );
  const pay = async (details: PayDetails): Promise<PayOutcome | null> => {
    const outcome = await submit(details);
    return outcome?.kind === 'accepted' ? { kind: 'created', result: outcome.result } : outcome;
  };
  return { pay, paying: sending };
}
