import type { Database } from '../db/index.ts';
import type { Customer } from '../db/types.ts';
import type { HostConfig } from '../../src/rules/host-config.ts';
import { precisionOf } from '../../src/rules/money.ts';
import { companyCredit } from './figures.ts';

/** Stored minor units as the amount in the currency's major unit (IDR 125000 -> 125000, USD 12550 -> 125.5). */
export const major = (minor: number, precision: number) => Number(minor) / 10 ** precision;

/**
 * Credit of the active customer per company, optionally only of the given company codes. The limit, consignment
 * and credit control are the ERP's master figures; balance, open invoices, open orders, exposure and the reason
 * blocked are counted from the portal's invoices and orders (api/credit/figures.ts). The balance is what the
 * dealer owes on its invoices, so it equals the open invoices.
 */
export async function creditInformation(db: Database, customer: Customer, host: HostConfig, companies?: readonly string[] | null) {
  // Reasons are judged over every company (other_company_blocked), then narrowed to those asked for.
  const rows = (await companyCredit(db, customer.id)).filter((r) => !companies?.length || companies.includes(r.companyCode));
  return rows.map((r) => {
    const precision = precisionOf(r.currency, host);
    return {
      company: { code: r.companyCode, name: r.companyName },
      custCode: r.custCode,
      currency: r.currency,
      precision,
      creditLimit: major(r.creditLimit, precision),
      balance: major(r.openInvoice, precision),
      openInvoice: major(r.openInvoice, precision),
      openDo: major(r.openDo, precision),
      consignment: major(r.consignment, precision),
      creditExposure: major(r.creditExposure, precision),
      creditControl: r.creditControl,
      reasonBlocked: r.reasonBlocked,
    };
  });
}

export type CreditInformation = Awaited<ReturnType<typeof creditInformation>>[number];

/** The companies the active customer trades with, each with the customer codes that hold credit there. */
export async function customerCompanies(db: Database, customer: Customer) {
  const rows = await db
    .selectFrom('creditInformation as ci')
    .innerJoin('companies as co', 'co.id', 'ci.companyId')
    .select(['co.code', 'co.name', 'ci.custCode'])
    .where('ci.customerId', '=', customer.id)
    .orderBy('co.code')
    .orderBy('ci.custCode')
    .execute();
  const byCode = new Map<string, { code: string; name: string; creditCusts: string[] }>();
  for (const r of rows) {
    const company = byCode.get(r.code) ?? { code: r.code, name: r.name, creditCusts: [] };
    company.creditCusts.push(r.custCode);
    byCode.set(r.code, company);
  }
  return [...byCode.values()];
}
