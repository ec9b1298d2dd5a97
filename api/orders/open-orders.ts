import { z } from 'zod';
import {
  type CustomerCodeFilter,
  isConsignment,
  matchesCustomerCode,
  matchesOpenOrderSearch,
  sortByDate,
} from '../../src/rules/order-lists.ts';
import type { Database } from '../db/index.ts';
import type { Customer, OrderType } from '../db/types.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { type OpenDelivery, openDeliveries } from './open-orders-deliveries.ts';
import { type OpenOrderLine, openOrderLines } from './open-orders-lines.ts';

export const OPEN_ORDER_SORTS = ['requestDeliveryDate', 'expectedDeliveryDate', 'createdAt'] as const;
export type OpenOrderSort = (typeof OPEN_ORDER_SORTS)[number];
export const OPEN_ORDER_PAGE_SIZES = [10, 20, 50] as const;

/** What the page and the export both filter by (spec 2 §4 'List behaviours'). */
export const openOrderFilterSchema = z.object({
  search: z.string().max(60).nullish(),
  customerCode: z.enum(['isr', 'r3']).nullish(),
  consignmentOnly: z.boolean().nullish(),
  sortBy: z.enum(OPEN_ORDER_SORTS).nullish(),
  sortDirection: z.enum(['asc', 'desc']).nullish(),
});
export type OpenOrderFilter = z.infer<typeof openOrderFilterSchema>;

/** An order of the summary: its open lines of one company added up. */
export interface OpenOrderSummaryOrder {
  orderId: number;
  soNumber: string | null;
  orderNumber: string;
  orderType: OrderType;
  custCode: string;
  /** Minor units: the open lines' value. */
  price: number;
  qty: number;
  requestDeliveryDate: string | null;
}

/** One company's open orders and the deliveries on their way from it (spec 2 §3 'Open order (summary)'). */
export interface OpenOrderCompany {
  companyCode: string;
  companyName: string;
  currency: string;
  orders: OpenOrderSummaryOrder[];
  deliveries: OpenDelivery[];
}

export interface OpenOrders {
  summary: OpenOrderCompany[];
  lines: OpenOrderLine[];
  info: PageInfo;
  customerCodes: { r3: string; isr: string | null };
}

/** The day a delivery counts as arrived after, as the catalogue's market reads today. */
export const marketToday = (now = new Date()) => now.toISOString().slice(0, 10);

const keeps = (f: OpenOrderFilter, customer: Customer) => {
  const codes = { isr: customer.codeIsr, r3: customer.codeR3 };
  return (row: { orderType: OrderType; custCode: string }) =>
    matchesCustomerCode(row.custCode, codes, f.customerCode as CustomerCodeFilter | null | undefined) &&
    (!f.consignmentOnly || isConsignment(row.orderType));
};

/** All of the customer's open lines that pass the filters, in the asked order (newest order first by default). */
export async function filteredOpenLines(db: Database, customer: Customer, f: OpenOrderFilter): Promise<OpenOrderLine[]> {
  const keep = keeps(f, customer);
  const lines = (await openOrderLines(db, customer)).filter((l) => keep(l) && matchesOpenOrderSearch(l, f.search));
  return sortByDate(lines, (l) => l[f.sortBy ?? 'createdAt'], f.sortDirection ?? 'desc');
}

/**
 * The open-order page of the active customer: the search, customer-code, consignment and date rules (src/rules)
 * run over every open line before paging, and the summary per company shows the same selection.
 */
export async function openOrders(
  db: Database,
  customer: Customer,
  f: OpenOrderFilter & { page: number; limit: number },
  today = marketToday(),
): Promise<OpenOrders> {
  const [lines, deliveries] = await Promise.all([filteredOpenLines(db, customer, f), openDeliveries(db, customer, today)]);
  const keep = keeps(f, customer);
  const shipping = deliveries.filter(
    (d) => keep(d) && d.detail.some((o) => matchesOpenOrderSearch({ orderNumber: o.orderNo, soNumber: o.soNumber }, f.search)),
  );
  return {
    summary: summarise(lines, shipping),
    lines: lines.slice((f.page - 1) * f.limit, f.page * f.limit),
    info: pageInfo(f.page, f.limit, lines.length),
    customerCodes: { r3: customer.codeR3, isr: customer.codeIsr },
  };
}

/** Groups lines by company and order (in the lines' order) and puts each company's deliveries beside them. */
export function summarise(lines: readonly OpenOrderLine[], deliveries: readonly OpenDelivery[]): OpenOrderCompany[] {
  const companies = new Map<string, OpenOrderCompany>();
  const companyFor = (code: string, name: string, currency: string) => {
    let company = companies.get(code);
    if (!company) companies.set(code, (company = { companyCode: code, companyName: name, currency, orders: [], deliveries: [] }));
    return company;
  };
  for (const l of lines) {
    const company = companyFor(l.companyCode, l.companyName, l.currency);
    let order = company.orders.find((o) => o.orderId === l.orderId);
    if (!order) {
      order = {
        orderId: l.orderId,
        soNumber: l.soNumber,
        orderNumber: l.orderNumber,
        orderType: l.orderType,
        custCode: l.custCode,
        price: 0,
        qty: 0,
        requestDeliveryDate: l.requestDeliveryDate,
      };
      company.orders.push(order);
    }
    order.price += l.subTotal;
    order.qty += l.qty;
  }
  for (const d of deliveries) companyFor(d.companyCode, d.companyName, d.currency).deliveries.push(d);
  return [...companies.values()].sort((a, b) => a.companyCode.localeCompare(b.companyCode));
}
