import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { chooserOf } from '../auth/actor.ts';
import type { SignedInContext } from '../context.ts';
import { customersFor } from '../auth/customer-access.ts';
import { companyCreditOf, creditToday } from '../credit/figures.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';

export const SALES_HOME_PAGE_SIZES = [10, 20, 50] as const;

/** A dealer of the sales user's areas as the home lists it. Money in minor units of `currency`. */
export interface SalesHomeDealer {
  customerId: number;
  code: string;
  name: string;
  city: string;
  /** The companies that stop selling on credit to the dealer, and why (the credit rules' own reasons). */
  blocks: { companyCode: string; companyName: string; reason: string }[];
  overdue: number;
  overdueInvoices: number;
  currency: string | null;
}

export interface SalesHome {
  dealers: SalesHomeDealer[];
  info: PageInfo;
  blocked: number;
  withOverdue: number;
}

/**
 * The dealers the user may act for, the ones that need a call first: blocked, then the most overdue money, then by
 * name. The credit figures of all of them come from three grouped queries (companyCreditOf); the page is cut here.
 */
export async function salesHome(ctx: SignedInContext, page: number, limit: number, today = creditToday()): Promise<SalesHome> {
  const customers = await customersFor(ctx.db, chooserOf(ctx.actor))
    .select(['customers.id', 'customers.name', 'customers.city', 'customers.codeR3', 'customers.codeIsr'])
    .where('customers.id', '<>', ctx.actor.user.customerId ?? -1)
    .execute();
  const credit = await companyCreditOf(
    ctx.db,
    customers.map((c) => c.id),
    today,
  );
  const dealers = customers.map((c): SalesHomeDealer => {
    const companies = credit.get(c.id) ?? [];
    const currencies = new Set(companies.map((x) => x.currency));
    return {
      customerId: c.id,
      code: displayCustomerCode({ r3: c.codeR3, isr: c.codeIsr }),
      name: c.name,
      city: c.city,
      blocks: companies
        .filter((x) => x.ownReason)
        .map((x) => ({ companyCode: x.companyCode, companyName: x.companyName, reason: x.ownReason! })),
      overdue: companies.reduce((sum, x) => sum + x.overdueAmount, 0),
      overdueInvoices: companies.reduce((sum, x) => sum + x.invoicesOverdueOverThreshold, 0),
      currency: currencies.size === 1 ? [...currencies][0] : null,
    };
  });
  dealers.sort(
    (a, b) => Number(b.blocks.length > 0) - Number(a.blocks.length > 0) || b.overdue - a.overdue || a.name.localeCompare(b.name),
  );
  return {
    dealers: dealers.slice((page - 1) * limit, page * limit),
    info: pageInfo(page, limit, dealers.length),
    blocked: dealers.filter((d) => d.blocks.length).length,
    withOverdue: dealers.filter((d) => d.overdue > 0).length,
  };
}
