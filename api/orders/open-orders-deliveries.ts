import type { Database } from '../db/index.ts';
import type { Customer, OrderType } from '../db/types.ts';
import { companiesOf, companyFinder } from './open-orders-lines.ts';

/** A delivery on its way for one company (spec 2 §3 open-order summary: doNumber, orderType, custCode, date, detail[orderNo]). */
export interface OpenDelivery {
  doNumber: string;
  orderType: OrderType;
  custCode: string;
  estimatedDeliveryDate: string;
  /** The orders its lines belong to. */
  detail: { orderNo: string; soNumber: string | null }[];
  companyCode: string;
  companyName: string;
  currency: string;
}

/**
 * The customer's deliveries that have not arrived yet (estimated on `today` or later), one entry per company whose
 * goods it carries: a delivery of bikes and parts shows under both companies, each with its own orders.
 */
export async function openDeliveries(db: Database, customer: Customer, today: string): Promise<OpenDelivery[]> {
  const deliveries = await db
    .selectFrom('deliveries as d')
    .innerJoin('orders as o', 'o.id', 'd.orderId')
    .select([
      'd.id',
      'd.doNumber',
      'd.sorg',
      'd.currency',
      'd.estimatedDeliveryDate',
      'o.orderType',
      'o.custCode',
      'o.orderNo',
      'o.soNumber',
    ])
    .where('d.customerId', '=', customer.id)
    .where('d.estimatedDeliveryDate', '>=', today)
    .orderBy('d.estimatedDeliveryDate')
    .orderBy('d.id')
    .execute();
  if (!deliveries.length) return [];
  const lines = await db
    .selectFrom('deliveryLines as dl')
    .innerJoin('orderLines as l', 'l.id', 'dl.orderLineId')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .leftJoin('articles as a', 'a.id', 'l.articleId')
    .select(['dl.deliveryId', 'o.orderNo', 'o.soNumber', 'a.category'])
    .where(
      'dl.deliveryId',
      'in',
      deliveries.map((d) => d.id),
    )
    .orderBy('dl.id')
    .execute();
  const companyOf = companyFinder(
    await companiesOf(
      db,
      deliveries.map((d) => d.sorg),
    ),
  );

  return deliveries.flatMap((d) => {
    const own = lines.filter((l) => l.deliveryId === d.id);
    // A delivery without lines still belongs to its order's company.
    const parts = own.length ? own : [{ orderNo: d.orderNo, soNumber: d.soNumber, category: null }];
    const byCompany = new Map<string, OpenDelivery>();
    for (const part of parts) {
      const company = companyOf(d.sorg, part.category);
      const entry = byCompany.get(company.code) ?? {
        doNumber: d.doNumber,
        orderType: d.orderType,
        custCode: d.custCode ?? customer.codeR3,
        estimatedDeliveryDate: d.estimatedDeliveryDate,
        detail: [],
        companyCode: company.code,
        companyName: company.name,
        currency: d.currency,
      };
      if (!entry.detail.some((o) => o.orderNo === part.orderNo)) entry.detail.push({ orderNo: part.orderNo, soNumber: part.soNumber });
      byCompany.set(company.code, entry);
    }
    return [...byCompany.values()];
  });
}
