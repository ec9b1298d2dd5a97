import type { SelectableInvoice } from '../../src/rules/invoice-selection.ts';
import type { Database } from '../db/index.ts';

/** An invoice as paying sees it: what is still open of it, and whose it is (company and payer). */
export interface InvoiceToPay {
  id: number;
  invoiceNo: string;
  sorg: string;
  invoiceDate: string;
  dueDate: string;
  status: string;
  currency: string;
  grandTotal: number;
  paidAmount: number;
  /** Still to pay, minor units: positive payable, negative a deduction. */
  amount: number;
  companyId: number;
  companyCode: string;
  companyName: string;
  payerCode: string;
  payerName: string;
}

const columns = [
  'i.id',
  'i.invoiceNo',
  'i.sorg',
  'i.invoiceDate',
  'i.dueDate',
  'i.status',
  'i.currency',
  'i.grandTotal',
  'i.paidAmount',
  'i.companyId',
  'c.code as companyCode',
  'c.name as companyName',
  'i.payerCode',
  'i.payerName',
] as const;

const base = (db: Database, customerId: number, sorg: string) =>
  db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.companyId')
    .select(columns)
    .where('i.customerId', '=', customerId)
    .where('i.sorg', '=', sorg);

const toPay = (row: Omit<InvoiceToPay, 'amount'>): InvoiceToPay => ({
  ...row,
  grandTotal: Number(row.grandTotal),
  paidAmount: Number(row.paidAmount),
  amount: Number(row.grandTotal) - Number(row.paidAmount),
});

/** The customer's invoices of these ids in this market; an id of anybody else's invoice is simply not among them. */
export async function chosenInvoices(db: Database, customerId: number, sorg: string, ids: readonly number[]) {
  if (!ids.length) return [];
  return (
    await base(db, customerId, sorg)
      .where('i.id', 'in', [...ids])
      .orderBy('i.dueDate')
      .orderBy('i.id')
      .execute()
  ).map(toPay);
}

/**
 * Every unpaid invoice of the customer with one company and payer: the rule of which invoices come first
 * (spec 2 §4 'Payment selection') weighs the chosen ones against those left out.
 */
export async function invoicesOfPayer(db: Database, customerId: number, sorg: string, companyId: number, payerCode: string) {
  return (
    await base(db, customerId, sorg)
      .where('i.companyId', '=', companyId)
      .where('i.payerCode', '=', payerCode)
      .where('i.status', '!=', 'paid')
      .orderBy('i.dueDate')
      .orderBy('i.id')
      .execute()
  ).map(toPay);
}

export const selectable = (i: InvoiceToPay): SelectableInvoice => ({ id: i.id, dueDate: i.dueDate, amount: i.amount, status: i.status });

/** The one company and payer of a selection, or null when it mixes them (one request pays one company). */
export function payerOf(invoices: readonly InvoiceToPay[]) {
  const [first] = invoices;
  if (!first || invoices.some((i) => i.companyId !== first.companyId || i.payerCode !== first.payerCode || i.currency !== first.currency))
    return null;
  return {
    companyId: first.companyId,
    companyCode: first.companyCode,
    companyName: first.companyName,
    payerCode: first.payerCode,
    payerName: first.payerName,
    currency: first.currency,
  };
}
