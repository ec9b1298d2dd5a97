import { e2eDb } from './database.ts';

const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The terms an ERP books on an invoice (spec 2 §3): set on an invoice a spec made (openInvoicesOf). */
export async function withTerms(
  id: number,
  terms: {
    earlyPaymentDiscount?: number;
    /** Days from today the early-payment discount holds. */
    earlyPaymentIn?: number;
    paymentDiscount?: number;
    lineItem?: string;
    installment?: [number, number];
    detailNotes?: string;
  },
) {
  const db = await e2eDb();
  await db
    .updateTable('invoices')
    .set({
      earlyPaymentDiscount: terms.earlyPaymentDiscount ?? 0,
      earlyPaymentDate: terms.earlyPaymentIn === undefined ? null : day(terms.earlyPaymentIn),
      paymentDiscount: terms.paymentDiscount ?? 0,
      lineItem: terms.lineItem ?? null,
      installment: terms.installment?.[0] ?? null,
      installments: terms.installment?.[1] ?? null,
      detailNotes: terms.detailNotes ?? null,
    })
    .where('id', '=', id)
    .execute();
}

/** Marks an invoice a spec made paid in full, cleared `afterDays` after its invoice date, dated today. */
export async function paidAfter(id: number, afterDays: number) {
  const db = await e2eDb();
  await db
    .updateTable('invoices')
    .set((eb) => ({
      status: 'paid',
      paidAmount: eb.ref('grandTotal'),
      invoiceDate: day(-afterDays),
      clearingDate: day(0),
      dueDate: day(0),
    }))
    .where('id', '=', id)
    .execute();
}
