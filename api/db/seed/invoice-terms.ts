import { sql, type Transaction } from 'kysely';
import { earlyPaymentOf } from '../../../src/rules/invoice-terms.ts';
import type { DB } from '../types.ts';

/** Payment terms of the seed's invoices: 30 days, so open ones dated in the last ten days grant early payment. */
const TERM_DAYS = 30;

/**
 * The term fields of the seeded invoices (spec 2 §3 'Invoice'): every one is line item 001 of its accounting
 * document; open ones grant the early-payment discount of their terms; every fifth paid one was paid through a bank
 * that gives 1.5 % off; every sixth open one is the first of two instalments, saying so in its remarks.
 */
export async function seedInvoiceTerms(tx: Transaction<DB>): Promise<void> {
  await tx.updateTable('invoices').set({ lineItem: '001' }).where('lineItem', 'is', null).execute();
  await tx
    .updateTable('invoices')
    .set({ paymentDiscount: sql<number>`grand_total * 150 / 10000` })
    .where('status', '=', 'paid')
    .where('grandTotal', '>', 0)
    .where(sql<boolean>`id % 5 = 0`)
    .execute();
  const open = await tx
    .selectFrom('invoices')
    .select(['id', 'grandTotal', 'invoiceDate'])
    .where('status', 'in', ['open', 'pending_payment', 'waiting_for_payment'])
    .where('grandTotal', '>', 0)
    .orderBy('id')
    .execute();
  for (const i of open) {
    const early = earlyPaymentOf(Number(i.grandTotal), i.invoiceDate, TERM_DAYS);
    const split = i.id % 6 === 0;
    if (!early && !split) continue;
    await tx
      .updateTable('invoices')
      .set({
        earlyPaymentDiscount: early?.discount ?? 0,
        earlyPaymentDate: early?.date ?? null,
        ...(split ? { installment: 1, installments: 2, detailNotes: 'First of two instalments\nThe second falls due 30 days later' } : {}),
      })
      .where('id', '=', i.id)
      .execute();
  }
}

/** The money components each sales organisation shows beside an invoice's total, per module. */
export const PRICE_COMPONENTS = {
  invoice: 'tax,shippingCost,discount,surcharges,recycleFee,freightAllowance,paymentDiscount,earlyPaymentDiscount',
  open_invoice: 'tax,shippingCost,earlyPaymentDiscount',
  payment: 'paymentDiscount',
} as const;

export async function seedPriceComponents(tx: Transaction<DB>): Promise<void> {
  const sorgs = await tx.selectFrom('salesOrganisations').select('sorg').orderBy('sorg').execute();
  const rows = sorgs.flatMap(({ sorg }) =>
    Object.entries(PRICE_COMPONENTS).map(([module, additionalDisplays]) => ({
      sorg,
      module: module as keyof typeof PRICE_COMPONENTS,
      additionalDisplays,
    })),
  );
  if (rows.length) await tx.insertInto('priceComponents').values(rows).execute();
}
