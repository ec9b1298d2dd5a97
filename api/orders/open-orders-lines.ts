import type { Database } from '../db/index.ts';
import type { Customer, OrderType } from '../db/types.ts';

/** Where a ship-to is; a ship-to the customer no longer has still shows its code. */
export interface OpenOrderShipTo {
  name: string;
  address: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  countryId: string;
}

/** An order line with something still to deliver (spec 2 §3 'Open order line'). Money in minor units. */
export interface OpenOrderLine {
  orderId: number;
  soNumber: string | null;
  orderNumber: string;
  orderType: OrderType;
  poNumber: string | null;
  createdAt: string;
  requestDeliveryDate: string | null;
  /** The latest supply date the ERP confirmed for the line; null before it confirmed anything. */
  expectedDeliveryDate: string | null;
  notes: string | null;
  /** The sales office's notes; the portal's own orders carry none. */
  internalNotes: string | null;
  createdBy: string;
  shipTo: string;
  shipToDetail: OpenOrderShipTo;
  /** The code the ERP booked the order on; the customer's r3 code until it booked it. */
  custCode: string;
  custName: string;
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string;
  /** Still to deliver: ordered less delivered. */
  qty: number;
  orderedQty: number;
  deliveredQty: number;
  price: number;
  /** The open quantity's value. */
  subTotal: number;
  uom: string;
  productCategory: string;
  modelYear: number | null;
  status: string;
  sorg: string;
  currency: string;
  companyCode: string;
  companyName: string;
}

/** An order that is neither cancelled nor complete can still have lines to deliver. */
const CLOSED = ['cancelled', 'complete'] as const;

/** The company of a sales organisation that sells a category: bikes '<sorg>-B', the rest '<sorg>-P' (as invoicing splits them). */
export function companyFinder(companies: readonly { code: string; name: string; sorg: string }[]) {
  return (sorg: string, category: string | null) => {
    const own = companies.filter((c) => c.sorg === sorg);
    const wanted = `${sorg}-${category === 'BIKE' ? 'B' : 'P'}`;
    return own.find((c) => c.code === wanted) ?? own[0] ?? { code: sorg, name: sorg, sorg };
  };
}

export const companiesOf = (db: Database, sorgs: readonly string[]) =>
  sorgs.length
    ? db
        .selectFrom('companies')
        .select(['code', 'name', 'sorg'])
        .where('sorg', 'in', [...new Set(sorgs)])
        .orderBy('code')
        .execute()
    : Promise.resolve([]);

/**
 * Every open line of the customer, newest order first and in line order within an order. Open: the order is not
 * cancelled or complete and the deliveries so far hold less than was ordered.
 */
export async function openOrderLines(db: Database, customer: Customer): Promise<OpenOrderLine[]> {
  const rows = await db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .innerJoin('users as u', 'u.id', 'o.createdBy')
    .leftJoin('articles as a', 'a.id', 'l.articleId')
    .leftJoin('shipTos as st', (j) => j.onRef('st.customerId', '=', 'o.customerId').onRef('st.code', '=', 'o.shipTo'))
    .select([
      'o.id as orderId',
      'o.soNumber',
      'o.orderNo',
      'o.orderType',
      'o.poNumber',
      'o.createdAt',
      'o.requestDeliveryDate',
      'o.notes',
      'o.shipTo',
      'o.custCode',
      'o.status',
      'o.sorg',
      'o.currency',
      'u.name as createdBy',
      'l.id as lineId',
      'l.articleCode',
      'l.qty',
      'l.uom',
      'l.unitPrice',
      'a.articleCodeDisplay',
      'a.name',
      'a.brand',
      'a.category',
      'a.modelYear',
      'st.name as shipToName',
      'st.address as shipToAddress',
      'st.city as shipToCity',
      'st.region as shipToRegion',
      'st.postalCode as shipToPostalCode',
      'st.countryId as shipToCountryId',
    ])
    .select((eb) => [
      eb
        .selectFrom('deliveryLines as dl')
        .select((e) => e.fn.sum<number>('dl.qty').as('q'))
        .whereRef('dl.orderLineId', '=', 'l.id')
        .as('delivered'),
      eb
        .selectFrom('orderConfirmations as oc')
        .select((e) => e.fn.max('oc.confirmedDate').as('d'))
        .whereRef('oc.orderLineId', '=', 'l.id')
        .as('expected'),
    ])
    .where('o.customerId', '=', customer.id)
    .where('o.status', 'not in', CLOSED)
    .orderBy('o.createdAt', 'desc')
    .orderBy('o.id', 'desc')
    .orderBy('l.id')
    .execute();

  const companyOf = companyFinder(
    await companiesOf(
      db,
      rows.map((r) => r.sorg),
    ),
  );
  return rows.flatMap((r) => {
    const delivered = Number(r.delivered ?? 0);
    const open = r.qty - delivered;
    if (open <= 0) return [];
    const company = companyOf(r.sorg, r.category);
    return [
      {
        orderId: r.orderId,
        soNumber: r.soNumber,
        orderNumber: r.orderNo,
        orderType: r.orderType,
        poNumber: r.poNumber,
        createdAt: r.createdAt,
        requestDeliveryDate: r.requestDeliveryDate,
        expectedDeliveryDate: r.expected ?? null,
        notes: r.notes,
        internalNotes: null,
        createdBy: r.createdBy,
        shipTo: r.shipTo,
        shipToDetail: {
          name: r.shipToName ?? r.shipTo,
          address: r.shipToAddress ?? '',
          city: r.shipToCity ?? '',
          region: r.shipToRegion ?? null,
          postalCode: r.shipToPostalCode ?? null,
          countryId: r.shipToCountryId ?? customer.countryId,
        },
        custCode: r.custCode ?? customer.codeR3,
        custName: customer.name,
        articleCode: r.articleCode,
        articleCodeDisplay: r.articleCodeDisplay ?? r.articleCode,
        name: r.name ?? r.articleCode,
        brand: r.brand ?? '',
        qty: open,
        orderedQty: r.qty,
        deliveredQty: delivered,
        price: Number(r.unitPrice),
        subTotal: Number(r.unitPrice) * open,
        uom: r.uom,
        productCategory: r.category ?? '',
        modelYear: r.modelYear ?? null,
        status: r.status,
        sorg: r.sorg,
        currency: r.currency,
        companyCode: company.code,
        companyName: company.name,
      },
    ];
  });
}
