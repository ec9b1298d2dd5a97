import { sql } from 'kysely';
import type { HostConfig } from '../../src/rules/host-config.ts';
import { booksOf } from '../adapters/erp/local-markets.ts';
import type { Database } from '../db/index.ts';
import { daysBetween } from '../db/dialect.ts';
import type { Customer } from '../db/types.ts';
import { companyCredit, UNPAID_STATUSES } from './figures.ts';
import { precisionOf } from '../../src/rules/money.ts';

export interface CreditCust {
  custCode: string;
  custName: string;
}

/** The active customer's standing with one company (spec 2 §3 'Customer area'). Money in minor units. */
export interface CustomerArea {
  sorg: string;
  sorgName: string;
  /** The ERP that keeps the customer's account: ISR when the customer has an ISR code, else R3. */
  server: 'ISR' | 'R3';
  creditControl: string;
  /** The company's invoices carry output tax on top of the prices. */
  includeTax: boolean;
  companyName: string;
  companyCode: string;
  custCode: string;
  /** The customer codes the company's invoices are billed to (payers), the credit account's own first. */
  creditCusts: CreditCust[];
  /** The current account's balance: what the customer owes on its unpaid invoices, deductions included. */
  accountCurrent: number;
  currency: string;
  precision: number;
  /** Open invoices of this company may be paid online: its sales organisation offers a method for them. */
  merchantConfig: { allowPayInvoice: boolean };
}

export async function customerArea(db: Database, customer: Customer, host: HostConfig): Promise<CustomerArea[]> {
  const credit = await companyCredit(db, customer.id);
  if (!credit.length) return [];
  const sorgs = [...new Set(credit.map((c) => c.sorg))];
  const [organisations, payers, methods] = await Promise.all([
    db.selectFrom('salesOrganisations').select(['sorg', 'name']).where('sorg', 'in', sorgs).execute(),
    db
      .selectFrom('invoices')
      .select(['companyId', 'payerCode', 'payerName'])
      .distinct()
      .where('customerId', '=', customer.id)
      .where('status', 'in', UNPAID_STATUSES)
      .orderBy('payerCode')
      .execute(),
    db
      .selectFrom('paymentMethods')
      .select('sorg')
      .distinct()
      .where('sorg', 'in', sorgs)
      .where('active', '=', 1)
      .where('forInvoices', '=', 1)
      .execute(),
  ]);
  return credit.map((c) => {
    const creditCusts: CreditCust[] = [{ custCode: c.custCode, custName: customer.name }];
    for (const p of payers.filter((p) => p.companyId === c.companyId)) {
      if (!creditCusts.some((cc) => cc.custCode === p.payerCode)) creditCusts.push({ custCode: p.payerCode, custName: p.payerName });
    }
    return {
      sorg: c.sorg,
      sorgName: organisations.find((o) => o.sorg === c.sorg)?.name ?? c.sorg,
      server: customer.codeIsr ? 'ISR' : 'R3',
      creditControl: c.creditControl,
      includeTax: booksOf(c.sorg).taxRate > 0,
      companyName: c.companyName,
      companyCode: c.companyCode,
      custCode: c.custCode,
      creditCusts,
      accountCurrent: c.openInvoice,
      currency: c.currency,
      precision: precisionOf(c.currency, host),
      merchantConfig: { allowPayInvoice: methods.some((m) => m.sorg === c.sorg) },
    };
  });
}

export interface AveragePaymentDays {
  year: number;
  custCode: string;
  days: number;
  invoices: number;
}

/**
 * How long the customer took to pay, per fiscal year and payer code: clearing date less invoice date over its paid
 * invoices, to one decimal. Newest year first.
 */
export async function averagePaymentDays(db: Database, customer: Customer, year?: number | null): Promise<AveragePaymentDays[]> {
  const took = sql<number>`avg(${daysBetween(db, sql.ref('invoice_date'), sql.ref('clearing_date'))})`;
  let query = db
    .selectFrom('invoices')
    .select(['fiscalYear', 'payerCode', took.as('days'), (eb) => eb.fn.countAll<number>().as('invoices')])
    .where('customerId', '=', customer.id)
    .where('status', '=', 'paid')
    .where('clearingDate', 'is not', null);
  if (year) query = query.where('fiscalYear', '=', year);
  const rows = await query.groupBy(['fiscalYear', 'payerCode']).orderBy('fiscalYear', 'desc').orderBy('payerCode').execute();
  return rows.map((r) => ({
    year: Number(r.fiscalYear),
    custCode: r.payerCode,
    days: Math.round(Number(r.days) * 10) / 10,
    invoices: Number(r.invoices),
  }));
}
