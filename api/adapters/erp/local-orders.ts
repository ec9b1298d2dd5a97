import type { Database } from '../../db/index.ts';
import { inWriteTransaction } from '../../db/write-transaction.ts';
import type { OutboxRow } from './index.ts';
import { confirmationPlan } from './confirmation-plan.ts';
import { nextNumber, touchedOne } from './local-numbers.ts';

/**
 * Receives one outbox row: claims it (sent_at), gives its order an SO number and puts it 'in_progress'. The claim is
 * the transaction's first write and is guarded (`sent_at is null`), so of two tickers only one goes on.
 */
export async function receiveOrder(db: Database, row: OutboxRow, now: Date) {
  const at = now.toISOString();
  return inWriteTransaction(db, async (tx) => {
    if (
      !touchedOne(
        await tx.updateTable('erpOutbox').set({ sentAt: at }).where('id', '=', row.id).where('sentAt', 'is', null).executeTakeFirst(),
      )
    )
      return null;
    const order = await tx
      .selectFrom('orders as o')
      .innerJoin('customers as c', 'c.id', 'o.customerId')
      .select(['o.id', 'o.orderNo', 'o.sorg', 'o.status', 'o.custCode', 'c.codeR3'])
      .where('o.id', '=', row.orderId)
      .where('o.soNumber', 'is', null)
      .executeTakeFirst();
    // A cancelled order (or one numbered already) needs nothing more; its row stays sent.
    if (order?.status !== 'awaiting_confirmation') return null;
    const soNumber = await nextNumber(tx, 'SO', order.sorg);
    // The portal books its orders on the customer's r3 code unless the order came with a code of its own.
    const custCode = order.custCode ?? order.codeR3;
    if (
      !touchedOne(
        await tx
          .updateTable('orders')
          .set({ soNumber, custCode, status: 'in_progress' })
          .where('id', '=', order.id)
          .where('soNumber', 'is', null)
          .executeTakeFirst(),
      )
    )
      return null;
    await tx.insertInto('erpOrders').values({ orderId: order.id, soNumber, receivedAt: at }).execute();
    return { orderNo: order.orderNo, soNumber };
  });
}

/** Orders received but not yet confirmed. */
export const toConfirm = (db: Database) =>
  db
    .selectFrom('erpOrders as e')
    .innerJoin('orders as o', 'o.id', 'e.orderId')
    .select(['o.id', 'o.orderNo'])
    .where('e.confirmedAt', 'is', null)
    .where('o.status', '=', 'in_progress')
    .orderBy('o.id')
    .execute();

/**
 * Confirms every line of one order from the sales organisation's warehouses, as confirmationPlan says, against
 * the stock as it stands now (after the checkout took this order's units).
 */
export async function confirmOrder(db: Database, orderId: number, now: Date) {
  const at = now.toISOString();
  return inWriteTransaction(db, async (tx) => {
    if (
      !touchedOne(
        await tx
          .updateTable('erpOrders')
          .set({ confirmedAt: at })
          .where('orderId', '=', orderId)
          .where('confirmedAt', 'is', null)
          .executeTakeFirst(),
      )
    )
      return null;
    const order = await tx
      .selectFrom('orders')
      .select(['orderNo', 'sorg', 'requestDeliveryDate'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const lines = await tx
      .selectFrom('orderLines as l')
      .innerJoin('articles as a', 'a.id', 'l.articleId')
      .select(['l.id as key', 'l.articleId', 'l.qty', 'a.category'])
      .where('l.orderId', '=', orderId)
      .orderBy('l.id')
      .execute();
    const { warehouses, stock } = await planInputs(
      tx,
      order.sorg,
      lines.map((l) => l.articleId),
    );
    const rows = confirmationPlan(order, lines, warehouses, stock, now).map(({ key, ...supply }) => ({
      orderId,
      orderLineId: key,
      ...supply,
      createdAt: at,
    }));
    if (rows.length) await tx.insertInto('orderConfirmations').values(rows).execute();
    return order.orderNo;
  });
}

/** The warehouses of a sales organisation in checkout's order and the stock of some articles in them. */
export async function planInputs(db: Database, sorg: string, articleIds: readonly number[]) {
  const warehouses = await db
    .selectFrom('warehouses')
    .select(['code', 'name', 'area'])
    .where('sorg', '=', sorg)
    .orderBy('position')
    .orderBy('code')
    .execute();
  const stock = articleIds.length
    ? await db
        .selectFrom('stock')
        .select(['articleId', 'warehouseCode', 'available', 'nextArrivalDate'])
        .where('articleId', 'in', [...new Set(articleIds)])
        .execute()
    : [];
  return { warehouses, stock };
}
