/**
 * Early payment (spec 2 §3 'Invoice' earlyPaymentDiscount): terms of more than ten days grant 2 % off an invoice paid
 * within ten days of its date, the ERP's usual "2/10 net 30". Deductions and short terms grant none.
 */
export const EARLY_PAYMENT = { basisPoints: 200, days: 10 } as const;

const DAY = 86_400_000;

/** The discount (minor units) and its last day (YYYY-MM-DD), or null when the terms grant none. */
export function earlyPaymentOf(grandTotal: number, invoiceDate: string, termDays: number): { discount: number; date: string } | null {
  if (grandTotal <= 0 || termDays <= EARLY_PAYMENT.days) return null;
  const date = new Date(Date.parse(`${invoiceDate}T00:00:00Z`) + EARLY_PAYMENT.days * DAY).toISOString().slice(0, 10);
  return { discount: Math.floor((grandTotal * EARLY_PAYMENT.basisPoints) / 10_000), date };
}

/** Whether the early-payment discount still holds on `today` (YYYY-MM-DD). */
export const earlyPaymentHolds = (date: string | null, today: string) => !!date && today <= date;
