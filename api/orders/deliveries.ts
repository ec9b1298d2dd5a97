import type { Customer } from '../db/types.ts';
import type { Database } from '../db/index.ts';
import { pageInfo, type PageInfo } from '../db/paging.ts';
import { dateRangeProblem, rangeOrDefault, type DateRangeProblem } from '../../src/rules/date-range.ts';
import {
  matchesCustomerCode,
  matchesDeliverySearch,
  matchesShippedSearch,
  sortByDate,
  type CustomerCodeFilter,
} from '../../src/rules/order-lists.ts';
import { ErrorCode, fail } from '../graphql/errors.ts';
import type { ShipToAddress } from './detail.ts';
import { todayOf } from '../platform/clock.ts';

export const DELIVERY_PAGE_SIZES = [10, 20, 50] as const;

/** On the way until the estimated delivery date has passed; delivered (a shipped order) afterwards. */
export type DeliveryStatus = 'on_the_way' | 'delivered';

export interface DeliveryLine {
  orderId: number;
  orderNo: string;
  articleCode: string;
  name: string;
  qty: number;
  uom: string;
  price: number;
  subtotal: number;
}

/** A delivery order (spec 2 §3 Delivery); money in minor units of its currency. */
export interface Delivery {
  id: number;
  doNumber: string;
  orderType: string;
  custCode: string;
  custName: string;
  custPoNo: string | null;
  shipTo: ShipToAddress;
  deliveryDate: string;
  requestDeliveryDate: string | null;
  estimatedDeliveryDate: string;
  trackingNo: string | null;
  trackingUrl: string | null;
  expeditionName: string;
  notes: string | null;
  status: DeliveryStatus;
  currency: string;
  total: number;
  lines: DeliveryLine[];
}

export interface DeliveryFilter {
  from?: string | null;
  to?: string | null;
  search?: string | null;
  customerCode?: CustomerCodeFilter | null;
  onTheWayOnly?: boolean | null;
  sortDirection?: 'desc' | 'asc' | null;
  page: number;
  limit: number;
}

const rangeMessages: Record<DateRangeProblem, [field: string, message: string]> = {
  invalid_date: ['from', 'Dates must be real calendar dates written YYYY-MM-DD'],
  from_after_to: ['from', 'The start date must not be after the end date'],
  longer_than_a_year: ['to', 'The date range can be at most one year'],
};

/** The range asked for (the last 90 days without one), refused with a field error when the list may not read it. */
export function checkedRange(from: string | null | undefined, to: string | null | undefined, today: string) {
  const range = rangeOrDefault(from, to, today);
  const problem = dateRangeProblem(range.from, range.to);
  if (problem) {
    const [field, message] = rangeMessages[problem];
    fail(ErrorCode.invalidInput, message, { fieldErrors: { [field]: [message] } });
  }
  return range;
}

/**
 * Every delivery of the customer delivered (goods issued) inside the range, with its lines, newest first. The
 * customer is the session's; the range is at most a year, so this stays a customer's year of deliveries at most.
 */
async function deliveriesIn(db: Database, customer: Customer, range: { from: string; to: string }, today: string): Promise<Delivery[]> {
  const heads = await db
    .selectFrom('deliveries as d')
    .innerJoin('orders as o', 'o.id', 'd.orderId')
    .innerJoin('customers as c', 'c.id', 'd.customerId')
    .leftJoin('shipTos as s', (j) => j.onRef('s.customerId', '=', 'd.customerId').onRef('s.code', '=', 'd.shipTo'))
    .select([
      'd.id',
      'd.doNumber',
      'd.shipTo',
      'd.deliveryDate',
      'd.requestDeliveryDate',
      'd.estimatedDeliveryDate',
      'd.trackingNo',
      'd.trackingUrl',
      'd.expeditionName',
      'd.notes',
      'd.currency',
      'o.orderType',
      'o.custCode',
      'o.poNumber',
      'c.name as custName',
      'c.codeR3',
      's.name as shipToName',
      's.address as shipToAddress',
      's.city as shipToCity',
      's.region as shipToRegion',
      's.postalCode as shipToPostalCode',
      's.countryId as shipToCountry',
    ])
    .where('d.customerId', '=', customer.id)
    .where('d.deliveryDate', '>=', range.from)
    .where('d.deliveryDate', '<=', range.to)
    .orderBy('d.deliveryDate', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  if (!heads.length) return [];
  const lines = await db
    .selectFrom('deliveryLines as l')
    .innerJoin('deliveries as d', 'd.id', 'l.deliveryId')
    .innerJoin('orderLines as ol', 'ol.id', 'l.orderLineId')
    .innerJoin('orders as o', 'o.id', 'ol.orderId')
    .leftJoin('articles as a', 'a.id', 'ol.articleId')
    .select(['l.deliveryId', 'o.id as orderId', 'o.orderNo', 'l.articleCode', 'a.name', 'l.qty', 'l.uom', 'l.price', 'l.subtotal'])
    .where('d.customerId', '=', customer.id)
    .where('d.deliveryDate', '>=', range.from)
    .where('d.deliveryDate', '<=', range.to)
    .orderBy('l.deliveryId')
    .orderBy('l.id')
    .execute();
  const linesOf = new Map<number, DeliveryLine[]>();
  for (const l of lines) {
    const list = linesOf.get(l.deliveryId) ?? [];
    list.push({
      orderId: l.orderId,
      orderNo: l.orderNo,
      articleCode: l.articleCode,
      name: l.name ?? l.articleCode,
      qty: l.qty,
      uom: l.uom,
      price: Number(l.price),
      subtotal: Number(l.subtotal),
    });
    linesOf.set(l.deliveryId, list);
  }
  return heads.map((d) => {
    const own = linesOf.get(d.id) ?? [];
    return {
      id: d.id,
      doNumber: d.doNumber,
      orderType: d.orderType,
      // An order the ERP has not booked on a code yet counts as booked on the customer's r3 code.
      custCode: d.custCode ?? d.codeR3,
      custName: d.custName,
      custPoNo: d.poNumber,
      // A ship-to the customer no longer has still shows its code.
      shipTo: {
        code: d.shipTo,
        name: d.shipToName ?? d.shipTo,
        address: d.shipToAddress ?? '',
        city: d.shipToCity ?? '',
        region: d.shipToRegion,
        postalCode: d.shipToPostalCode,
        countryId: d.shipToCountry ?? '',
      },
      deliveryDate: d.deliveryDate,
      requestDeliveryDate: d.requestDeliveryDate,
      estimatedDeliveryDate: d.estimatedDeliveryDate,
      trackingNo: d.trackingNo,
      trackingUrl: d.trackingUrl,
      expeditionName: d.expeditionName,
      notes: d.notes,
      status: d.estimatedDeliveryDate < today ? 'delivered' : 'on_the_way',
      currency: d.currency,
      total: own.reduce((sum, l) => sum + l.subtotal, 0),
      lines: own,
    };
  });
}

const orderNumbersOf = (d: Delivery) => [...new Set(d.lines.map((l) => l.orderNo))];

function paged<T>(rows: readonly T[], page: number, limit: number): { rows: T[]; info: PageInfo } {
  return { rows: rows.slice((page - 1) * limit, page * limit), info: pageInfo(page, limit, rows.length) };
}

/** One page of the customer's deliveries (openDeliveryV4): searched by DO or order number, filtered, sorted by date. */
export async function deliveryList(db: Database, customer: Customer, f: DeliveryFilter, today = todayOf()) {
  const range = checkedRange(f.from, f.to, today);
  const codes = { isr: customer.codeIsr, r3: customer.codeR3 };
  const kept = (await deliveriesIn(db, customer, range, today)).filter(
    (d) =>
      matchesCustomerCode(d.custCode, codes, f.customerCode) &&
      (!f.onTheWayOnly || d.status === 'on_the_way') &&
      matchesDeliverySearch({ doNumber: d.doNumber, orderNumbers: orderNumbersOf(d) }, f.search),
  );
  const { rows, info } = paged(
    sortByDate(kept, (d) => d.deliveryDate, f.sortDirection ?? 'desc'),
    f.page,
    f.limit,
  );
  return { deliveries: rows, range, info };
}

/** A delivered DO as the shipped-order list shows it (spec 2 §3 Shipped order). */
export interface ShippedOrder {
  doNumber: string;
  trackingNo: string | null;
  trackingUrl: string | null;
  expeditionName: string;
  custCode: string;
  deliveryDate: string;
  estimatedDeliveryDate: string;
  currency: string;
  detail: { orderNo: string; orderId: number; articleCode: string; orderQty: number; price: number }[];
}

/** One page of the customer's delivered DOs: searched by DO, tracking or order number, newest first. */
export async function shippedOrderList(
  db: Database,
  customer: Customer,
  f: Omit<DeliveryFilter, 'onTheWayOnly' | 'sortDirection'>,
  today = todayOf(),
) {
  const range = checkedRange(f.from, f.to, today);
  const codes = { isr: customer.codeIsr, r3: customer.codeR3 };
  const kept = (await deliveriesIn(db, customer, range, today)).filter(
    (d) =>
      d.status === 'delivered' &&
      matchesCustomerCode(d.custCode, codes, f.customerCode) &&
      matchesShippedSearch({ doNumber: d.doNumber, trackingNo: d.trackingNo, orderNumbers: orderNumbersOf(d) }, f.search),
  );
  const { rows, info } = paged(
    sortByDate(kept, (d) => d.deliveryDate),
    f.page,
    f.limit,
  );
  const shippedOrders: ShippedOrder[] = rows.map((d) => ({
    doNumber: d.doNumber,
    trackingNo: d.trackingNo,
    trackingUrl: d.trackingUrl,
    expeditionName: d.expeditionName,
    custCode: d.custCode,
    deliveryDate: d.deliveryDate,
    estimatedDeliveryDate: d.estimatedDeliveryDate,
    currency: d.currency,
    detail: d.lines.map((l) => ({ orderNo: l.orderNo, orderId: l.orderId, articleCode: l.articleCode, orderQty: l.qty, price: l.price })),
  }));
  return { shippedOrders, range, info };
}
