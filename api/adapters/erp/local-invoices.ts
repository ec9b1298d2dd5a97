import { earlyPaymentOf } from '../../../src/rules/invoice-terms.ts';
import type { Database } from '../../db/index.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import { booksOf } from './local-markets.ts';
import { dateAfter, daysBefore, nextNumber, touchedOne } from './local-numbers.ts';

/** An order is invoiced once it is two days old and shipped on an earlier tick. */
export const INVOICE_AFTER_DAYS = 2;
/** Payment terms when the customer has none with the invoicing company. */
const DEFAULT_TERMS = { code: 'NT30', days: 30 };

export const toInvoice = (db: Database, now: Date) =>
  db
    .selectFrom('erpOrders as e')
    .innerJoin('orders as o', 'o.id', 'e.orderId')
    .select(['o.id'])
    .where('o.status', '=', 'shipped')
    .where('e.invoicedAt', 'is', null)
    .where('e.shippedAt', '<', now.toISOString())
    .where('o.createdAt', '<=', daysBefore(now, INVOICE_AFTER_DAYS))
    .orderBy('o.id')
    .execute();

/**
 * Invoices one shipped order and completes it. Bikes and parts are sold by different companies of the sales
 * organisation (companies '<sorg>-B' and '<sorg>-P'), so a mixed order gets one invoice per company; the freight
 * goes on the first. Tax is the market's rate on lines plus freight, rounded to the currency's minor unit.
 */
export async function invoiceOrder(db: Database, orderId: number, now: Date) {
  const at = now.toISOString();
  return inWriteTransaction(db, async (tx) => {
    if (
      !touchedOne(
        await tx
          .updateTable('erpOrders')
          .set({ invoicedAt: at })
          .where('orderId', '=', orderId)
          .where('invoicedAt', 'is', null)
          .where('shippedAt', 'is not', null)
          .executeTakeFirst(),
      )
    )
      return null;
    if (
      !touchedOne(
        await tx
          .updateTable('orders')
          .set({ status: 'complete' })
          .where('id', '=', orderId)
          .where('status', '=', 'shipped')
          .executeTakeFirst(),
      )
    )
      return null;
    const order = await tx
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customerId')
      .select(['o.orderNo', 'o.sorg', 'o.customerId', 'o.currency', 'o.shipmentAmount', 'o.poNumber', 'c.codeIsr', 'c.codeR3', 'c.name'])
      .where('o.id', '=', orderId)
      .executeTakeFirstOrThrow();
    const delivery = await tx
      .selectFrom('deliveries')
      .select(['id', 'doNumber', 'expeditionName', 'trackingNo'])
      .where('orderId', '=', orderId)
      .orderBy('id')
      .executeTakeFirst();
    const lines = await tx
      .selectFrom('orderLines as l')
      .innerJoin('articles as a', 'a.id', 'l.articleId')
      .select([
        'l.id',
        'l.articleCode',
        'l.qty',
        'l.uom',
        'l.unitPrice',
        'l.subtotal',
        'a.articleCodeDisplay',
        'a.name',
        'a.brand',
        'a.category',
      ])
      .where('l.orderId', '=', orderId)
      .orderBy('l.id')
      .execute();
    const companies = await tx.selectFrom('companies').select(['id', 'code']).where('sorg', '=', order.sorg).orderBy('code').execute();
    if (!companies.length) throw new Error(`No company invoices for sales organisation ${order.sorg}`);
    const companyOf = (category: string) =>
      companies.find((c) => c.code === `${order.sorg}-${category === 'BIKE' ? 'B' : 'P'}`) ?? companies[0];

    const byCompany = new Map<number, typeof lines>();
    for (const l of lines) byCompany.set(companyOf(l.category).id, [...(byCompany.get(companyOf(l.category).id) ?? []), l]);
    if (!byCompany.size) byCompany.set(companies[0].id, []);
    const { taxRate } = booksOf(order.sorg);
    const invoiceNos: string[] = [];
    let freight = order.shipmentAmount;
    for (const [companyId, own] of byCompany) {
      const terms =
        (await tx
          .selectFrom('paymentTerms')
          .select(['code', 'days'])
          .where('customerId', '=', order.customerId)
          .where('companyId', '=', companyId)
          .executeTakeFirst()) ?? DEFAULT_TERMS;
      const invoiceNo = await nextNumber(tx, 'INV', order.sorg);
      const linesTotal = own.reduce((sum, l) => sum + l.subtotal, 0);
      const tax = Math.round((linesTotal + freight) * taxRate);
      const invoiceDate = at.slice(0, 10);
      const early = earlyPaymentOf(linesTotal + freight + tax, invoiceDate, terms.days);
      const { id } = await tx
        .insertInto('invoices')
        .values({
          invoiceNo,
          sorg: order.sorg,
          companyId,
          customerId: order.customerId,
          orderId,
          deliveryId: delivery?.id ?? null,
          doNo: delivery?.doNumber ?? null,
          payerCode: order.codeIsr ?? order.codeR3,
          payerName: order.name,
          invoiceDate,
          dueDate: dateAfter(now, terms.days),
          fiscalYear: Number(invoiceDate.slice(0, 4)),
          terms: terms.code,
          currency: order.currency,
          linesTotal,
          shippingCost: freight,
          tax,
          grandTotal: linesTotal + freight + tax,
          accountingNo: `14${invoiceNo.replace(/\D/g, '')}`,
          assignment: order.poNumber ?? order.orderNo,
          expeditionName: delivery?.expeditionName ?? null,
          expeditionTracking: delivery?.trackingNo ?? null,
          earlyPaymentDiscount: early?.discount ?? 0,
          earlyPaymentDate: early?.date ?? null,
          lineItem: '001',
          detailNotes: delivery ? `Delivered with ${delivery.doNumber}${order.poNumber ? `\nYour PO ${order.poNumber}` : ''}` : null,
          createdAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (own.length) {
        await tx
          .insertInto('invoiceLines')
          .values(
            own.map((l) => ({
              invoiceId: id,
              orderLineId: l.id,
              articleCode: l.articleCode,
              articleCodeDisplay: l.articleCodeDisplay,
              name: l.name,
              brand: l.brand,
              uom: l.uom,
              qty: l.qty,
              price: l.unitPrice,
              subtotal: l.subtotal,
            })),
          )
          .execute();
      }
      invoiceNos.push(invoiceNo);
      freight = 0;
    }
    return { orderNo: order.orderNo, invoiceNos };
  });
}
