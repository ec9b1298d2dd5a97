import type { Database } from '../db/index.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import { confirmationOf, paymentStatusOf, type OrderSummary } from './list.ts';

export interface OrderConfirmationRow {
  qty: number;
  date: string;
  site: string;
  sloc: string;
  shippingPoint: string;
  location: string;
  priority: number;
}
export interface OrderDetailLine {
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  qty: number;
  uom: string;
  unitPrice: number;
  subtotal: number;
  confirmations: OrderConfirmationRow[];
}
export interface ShipToAddress {
  code: string;
  name: string;
  address: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  countryId: string;
}
export interface OrderDeliveryRow {
  doNumber: string;
  deliveryDate: string;
  estimatedDeliveryDate: string;
  expeditionName: string;
  trackingNo: string | null;
  trackingUrl: string | null;
}
export interface OrderInvoiceRow {
  invoiceNo: string;
  invoiceDate: string;
  dueDate: string;
  amount: number;
  currency: string;
  status: string;
}

export interface OrderDetail extends OrderSummary {
  poNumber: string | null;
  notes: string | null;
  quoteId: number | null;
  requestDeliveryDate: string | null;
  linesTotal: number;
  shipment: { code: string; description: string; amount: number; shipTo: ShipToAddress };
  payment: { code: string; type: string; description: string };
  lines: OrderDetailLine[];
  deliveries: OrderDeliveryRow[];
  invoices: OrderInvoiceRow[];
}

/**
 * One order of the active customer with everything the ERP sent back. Another customer's order is refused
 * (DESIGN tenant rule: FORBIDDEN, never the data); an id that does not exist is not found.
 */
export async function orderDetail(db: Database, customerId: number, id: number): Promise<OrderDetail> {
  const o = await db
    .selectFrom('orders as o')
    .innerJoin('customers as c', 'c.id', 'o.customerId')
    .innerJoin('customers as pf', 'pf.id', 'o.placedFor')
    .innerJoin('users as u', 'u.id', 'o.createdBy')
    .innerJoin('salesOrganisations as so', 'so.sorg', 'o.sorg')
    .leftJoin('orderHolds as h', 'h.orderId', 'o.id')
    .select(['h.state as holdState', 'h.reason as rejectionReason'])
    .selectAll('o')
    .select([
      'so.name as seller',
      'c.name as customerName',
      'c.codeR3 as customerR3',
      'c.codeIsr as customerIsr',
      'pf.name as placedForName',
      'pf.codeR3 as placedForR3',
      'pf.codeIsr as placedForIsr',
      'u.name as creatorName',
      'u.customerId as creatorCustomerId',
    ])
    .where('o.id', '=', id)
    .executeTakeFirst();
  if (!o) return notFound('Order not found');
  if (o.customerId !== customerId) return forbidden('This order belongs to another customer');

  const [lines, confirmations, shipTo, shipment, payment, deliveries, invoices] = await Promise.all([
    db
      .selectFrom('orderLines as l')
      .leftJoin('articles as a', 'a.id', 'l.articleId')
      .select(['l.id', 'l.articleCode', 'a.articleCodeDisplay', 'a.name', 'l.qty', 'l.uom', 'l.unitPrice', 'l.subtotal'])
      .where('l.orderId', '=', id)
      .orderBy('l.id')
      .execute(),
    db.selectFrom('orderConfirmations').selectAll().where('orderId', '=', id).orderBy('orderLineId').orderBy('priority').execute(),
    db.selectFrom('shipTos').selectAll().where('customerId', '=', o.customerId).where('code', '=', o.shipTo).executeTakeFirst(),
    db
      .selectFrom('shipmentMethods')
      .select(['description'])
      .where('sorg', '=', o.sorg)
      .where('code', '=', o.shipmentMethod)
      .executeTakeFirst(),
    db
      .selectFrom('paymentMethods')
      .select(['type', 'description'])
      .where('sorg', '=', o.sorg)
      .where('code', '=', o.paymentMethod)
      .executeTakeFirst(),
    db
      .selectFrom('deliveries')
      .selectAll()
      .where('orderId', '=', id)
      .where('customerId', '=', customerId)
      .orderBy('deliveryDate')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('invoices')
      .selectAll()
      .where('orderId', '=', id)
      .where('customerId', '=', customerId)
      .orderBy('invoiceDate')
      .orderBy('id')
      .execute(),
  ]);

  return {
    id: o.id,
    orderNo: o.orderNo,
    soNumber: o.soNumber,
    sorg: o.sorg,
    seller: o.seller,
    createdAt: o.createdAt,
    status: o.status,
    paymentStatus: paymentStatusOf(invoices.length, invoices.filter((i) => i.status !== 'paid').length),
    total: Number(o.total),
    currency: o.currency,
    customer: { name: o.customerName, r3: o.customerR3, isr: o.customerIsr },
    createdBy: o.creatorName,
    placedByOther: o.creatorCustomerId !== o.placedFor,
    placedFor: { name: o.placedForName, r3: o.placedForR3, isr: o.placedForIsr },
    ...confirmationOf(o),
    poNumber: o.poNumber,
    notes: o.notes,
    quoteId: o.quoteId,
    requestDeliveryDate: o.requestDeliveryDate,
    linesTotal: Number(o.linesTotal),
    shipment: {
      code: o.shipmentMethod,
      description: shipment?.description ?? o.shipmentMethod,
      amount: Number(o.shipmentAmount),
      // A ship-to the customer no longer has still shows its code.
      shipTo: shipTo ?? { code: o.shipTo, name: o.shipTo, address: '', city: '', region: null, postalCode: null, countryId: '' },
    },
    payment: { code: o.paymentMethod, type: payment?.type ?? o.paymentMethod, description: payment?.description ?? o.paymentMethod },
    lines: lines.map((l) => ({
      articleCode: l.articleCode,
      articleCodeDisplay: l.articleCodeDisplay ?? l.articleCode,
      name: l.name ?? l.articleCode,
      qty: l.qty,
      uom: l.uom,
      unitPrice: Number(l.unitPrice),
      subtotal: Number(l.subtotal),
      confirmations: confirmations
        .filter((c) => c.orderLineId === l.id)
        .map((c) => ({
          qty: c.qty,
          date: c.confirmedDate,
          site: c.site,
          sloc: c.sloc,
          shippingPoint: c.shippingPoint,
          location: c.location,
          priority: c.priority,
        })),
    })),
    deliveries: deliveries.map((d) => ({
      doNumber: d.doNumber,
      deliveryDate: d.deliveryDate,
      estimatedDeliveryDate: d.estimatedDeliveryDate,
      expeditionName: d.expeditionName,
      trackingNo: d.trackingNo,
      trackingUrl: d.trackingUrl,
    })),
    invoices: invoices.map((i) => ({
      invoiceNo: i.invoiceNo,
      invoiceDate: i.invoiceDate,
      dueDate: i.dueDate,
      amount: Number(i.grandTotal),
      currency: i.currency,
      status: i.status,
    })),
  };
}
