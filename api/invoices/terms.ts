/** The payment terms an invoice carries (spec 2 §3 'Invoice'), read the same way by every invoice list. */
export interface InvoiceTerms {
  /** Minor units the payment method took off when it was paid. */
  paymentDiscount: number;
  /** Minor units off when paid on or before earlyPaymentDate. */
  earlyPaymentDiscount: number;
  earlyPaymentDate: string | null;
  lineItem: string | null;
  installment: { number: number; of: number } | null;
  detailNotes: string | null;
}

export const termColumns = [
  'i.paymentDiscount',
  'i.earlyPaymentDiscount',
  'i.earlyPaymentDate',
  'i.lineItem',
  'i.installment',
  'i.installments',
  'i.detailNotes',
] as const;

type TermRow = {
  paymentDiscount: unknown;
  earlyPaymentDiscount: unknown;
  earlyPaymentDate: string | null;
  lineItem: string | null;
  installment: unknown;
  installments: unknown;
  detailNotes: string | null;
};

export function termsOf(r: TermRow): InvoiceTerms {
  return {
    paymentDiscount: Number(r.paymentDiscount ?? 0),
    earlyPaymentDiscount: Number(r.earlyPaymentDiscount ?? 0),
    earlyPaymentDate: r.earlyPaymentDate,
    lineItem: r.lineItem,
    installment: r.installment == null ? null : { number: Number(r.installment), of: Number(r.installments ?? r.installment) },
    detailNotes: r.detailNotes,
  };
}
