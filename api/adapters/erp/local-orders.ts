import type { Database } from '../../db/index.ts';
import { inWriteTransaction } from '../../orders/write-transaction.ts';
import type { OutboxRow } from './index.ts';
import { dateAfter, nextNumber, touchedOne } from './local-numbers.ts';

/**
 * Receives one outbox row: claims it (sent_at), gives its order an SO number and puts it 'in_progress'. The claim is
 * the transaction's first write and is guarded (`sent_at is null`), so of two tickers only one goes on.
 */
export async function receiveOrder(db: Database, row: OutboxRow, now: Date) {
  const at = now.toISOString();
  return inWriteTransaction(db, async (tx) => {
    if (!touchedOne(await tx.updateTable('erpOutbox').set({ sentAt: at }).where('id', '=', row.id).where('sentAt', 'is', null)
      .executeTakeFirst())) return null;
    const order = await tx.selectFrom('orders as o').innerJoin('customers as c', 'c.id', 'o.customerId')
      .select(['o.id', 'o.orderNo', 'o.sorg', 'o.status', 'o.custCode', 'c.codeR3'])
      .where('o.id', '=', row.orderId).where('o.soNumber', 'is', null).executeTakeFirst();
    // A cancelled order (or one numbered already) needs nothing more; its row stays sent.
    if (!order || order.status !== 'awaiting_confirmation') return null;
    const soNumber = await nextNumber(tx, 'SO', order.sorg);
    // The portal books its orders on the customer's r3 code unless the order came with a code of its own.
    const custCode = order.custCode ?? order.codeR3;
    if (!touchedOne(await tx.updateTable('orders').set({ soNumber, custCode, status: 'in_progress' }).where('id', '=', order.id)
      .where('soNumber', 'is', null).executeTakeFirst())) return null;
    await tx.insertInto('erpOrders').values({ orderId: order.id, soNumber, receivedAt: at }).execute();
    return { orderNo: order.orderNo, soNumber };
  });
}

/** Orders received but not yet confirmed. */
export const toConfirm = (db: Database) => db.selectFrom('erpOrders as e').innerJoin('orders as o', 'o.id', 'e.orderId')
  .select(['o.id', 'o.orderNo']).where('e.confirmedAt', 'is', null).where('o.status', '=', 'in_progress').orderBy('o.id').execute();

/**
 * Confirms every line of one order from the sales organisation's warehouses: the first warehouse (in the order
 * checkout takes stock) that stocks the article ships it, a few days out (further warehouses take a day longer);
 * an article sold out everywhere with an arrival coming is confirmed two days after that arrival. Never before the
 * dealer's requested delivery date.
 */
export async function confirmOrder(db: Database, orderId: number, now: Date) {
  const at = now.toISOString();
  return inWriteTransaction(db, async (tx) => {
    if (!touchedOne(await tx.updateTable('erpOrders').set({ confirmedAt: at }).where('orderId', '=', orderId)
      .where('confirmedAt', 'is', null).executeTakeFirst())) return null;
    const order = await tx.selectFrom('orders').select(['orderNo', 'sorg', 'requestDeliveryDate']).where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const lines = await tx.selectFrom('orderLines as l').innerJoin('articles as a', 'a.id', 'l.articleId')
      .select(['l.id', 'l.articleId', 'l.qty', 'a.category']).where('l.orderId', '=', orderId).orderBy('l.id').execute();
    const warehouses = await tx.selectFrom('warehouses').select(['code', 'name']).where('sorg', '=', order.sorg)
      .orderBy('position').orderBy('code').execute();
    const stock = lines.length ? await tx.selectFrom('stock').select(['articleId', 'warehouseCode', 'available', 'nextArrivalDate'])
      .where('articleId', 'in', lines.map((l) => l.articleId)).execute() : [];
    const rows = lines.map((line) => {
      const own = stock.filter((s) => s.articleId === line.articleId);
      const soldOut = own.length > 0 && own.every((s) => s.available <= 0);
      const arrival = own.filter((s) => s.nextArrivalDate).sort((a, b) => a.nextArrivalDate!.localeCompare(b.nextArrivalDate!))[0];
      const index = Math.max(0, warehouses.findIndex((w) => (soldOut && arrival ? w.code === arrival.warehouseCode
        : own.some((s) => s.warehouseCode === w.code))));
      const warehouse = warehouses[index] ?? { code: `${order.sorg}-WH`, name: 'Central warehouse' };
      let date = soldOut && arrival ? dateAfter(arrival.nextArrivalDate!, 2) : dateAfter(now, 3 + index);
      if (order.requestDeliveryDate && order.requestDeliveryDate.slice(0, 10) > date) date = order.requestDeliveryDate.slice(0, 10);
      return {
        orderId, orderLineId: line.id, qty: line.qty, confirmedDate: date, site: warehouse.code,
        sloc: line.category === 'BIKE' ? 'FG01' : 'PA01', shippingPoint: `${warehouse.code.replace(/^\w+-/, '')}1`,
        location: warehouse.name, priority: 1, createdAt: at,
      };
    });
    if (rows.length) await tx.insertInto('orderConfirmations').values(rows).execute();
    return order.orderNo;
  });
}
