import {
  allChosen,
  type ClickCollectChoice,
  type ClickCollectStatus,
  mayChoose,
  mayMoveTo,
  mayUpdateShipments,
  statusAfterShipment,
  statusAfterSubmit,
} from '../../src/rules/click-collect.ts';
import type { Selectable } from 'kysely';
import type { SignedInContext } from '../context.ts';
import { catalogChanged } from '../catalog/cache.ts';
import type { Database } from '../db/index.ts';
import { afterCommit } from '../db/write-scope.ts';
import type { ClickCollectOrderTable } from './tables.ts';
import { ErrorCode, notFound } from '../graphql/errors.ts';
import { pageInfo } from '../db/paging.ts';
import { recordAnswer, Refused } from '../graphql/mutation-result.ts';
import { CheckoutRefused } from '../orders/answer.ts';
import { placeLines } from '../orders/checkout.ts';
import { type ClickCollectAnswer, ccError, refuse } from './answer.ts';
import { makerOrderInput } from './maker-order.ts';
import { pricedLines } from '../cart/lines.ts';
import { mailReadyToPickup } from './notify.ts';
import { nowIso } from '../platform/clock.ts';

// The dealer's side of click and collect (spec 3 §4, §5, §7): every read and change is of the active customer's
// orders only; another customer's order is not found.

export type ClickCollectOrderRow = Selectable<ClickCollectOrderTable>;

const ownOrders = (db: Database, customerId: number) =>
  db.selectFrom('clickCollectOrders').selectAll().where('customerId', '=', customerId);

/** One page of the active customer's orders in the given statuses (all when none), newest first, with counts per status. */
export async function clickCollectOrders(ctx: SignedInContext, statuses: readonly ClickCollectStatus[], page: number, limit: number) {
  const customerId = ctx.actor.customer!.id;
  const base = ctx.db.selectFrom('clickCollectOrders').where('customerId', '=', customerId);
  const filtered = statuses.length ? base.where('status', 'in', statuses) : base;
  const [rows, total, counts] = await Promise.all([
    filtered
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute(),
  ]);
  return {
    orders: rows,
    info: pageInfo(page, limit, Number(total.n)),
    counts: counts.map((c) => ({ status: c.status, count: Number(c.count) })),
  };
}

/** The active customer's order, or NOT_FOUND: another dealer's order is never told apart from a missing one. */
export async function ownOrder(ctx: SignedInContext, orderId: number, db: Database = ctx.db) {
  const order = await ownOrders(db, ctx.actor.customer!.id).where('id', '=', orderId).executeTakeFirst();
  return order ?? notFound('Click and collect order not found');
}

export const articlesOf = (db: Database, orderIds: readonly number[]) =>
  db
    .selectFrom('clickCollectArticles as d')
    .innerJoin('articles as a', 'a.id', 'd.articleId')
    .leftJoin('orders as o', 'o.id', 'd.makerOrderId')
    .select([
      'd.id',
      'd.orderId',
      'd.articleCode',
      'a.articleCodeDisplay',
      'd.name',
      'd.qty',
      'd.qtyShipped',
      'd.price',
      'd.currency',
      'd.choice',
      'd.makerOrderId',
      'o.orderNo as makerOrderNo',
      'a.image',
    ])
    .where('d.orderId', 'in', orderIds)
    .orderBy('d.id')
    .execute();
export type ClickCollectArticleRow = Awaited<ReturnType<typeof articlesOf>>[number];

const answer = (ctx: SignedInContext, work: (tx: Database) => Promise<number>, done: string): Promise<ClickCollectAnswer> =>
  recordAnswer(ctx.db, work, done);

const touch = (tx: Database, id: number, set: Record<string, unknown>) =>
  tx
    .updateTable('clickCollectOrders')
    .set({ ...set, updatedAt: nowIso() })
    .where('id', '=', id);

/** A hand move of the status (src/rules/click-collect.ts); reaching ready to pickup mails the consumer. */
export function clickCollectUpdateStatus(ctx: SignedInContext, orderId: number, status: ClickCollectStatus) {
  return answer(
    ctx,
    async (tx) => {
      const order = await ownOrder(ctx, orderId, tx);
      if (!mayMoveTo(order.status, status)) refuse('status', 'move_not_allowed');
      // Guarded on the status read: of two moves from the same status only the first lands.
      const moved = await touch(tx, order.id, { status }).where('status', '=', order.status).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) refuse('status', 'move_not_allowed');
      if (status === 'ready_to_pickup') await mailReadyToPickup(ctx, tx, order.id);
      return order.id;
    },
    'The status was changed',
  );
}

export interface ArticleChoice {
  detailId: number;
  choice: ClickCollectChoice | null;
}

/** Marks articles 'Order to HQ' or 'Ready to Pickup' (null clears) while the order is not submitted. */
export function clickCollectChooseArticles(ctx: SignedInContext, orderId: number, choices: readonly ArticleChoice[]) {
  return answer(
    ctx,
    async (tx) => {
      const order = await ownOrder(ctx, orderId, tx);
      if (order.submittedAt) refuse('orderId', 'already_submitted');
      if (!mayChoose({ status: order.status, submitted: false })) refuse('orderId', 'not_open');
      const ids = new Set((await articlesOf(tx, [order.id])).map((a) => a.id));
      const errors = choices.flatMap((c, i) => (ids.has(c.detailId) ? [] : [ccError(`choices.${i}.detailId`, 'unknown_article')]));
      if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
      for (const c of choices)
        await tx.updateTable('clickCollectArticles').set({ choice: c.choice }).where('id', '=', c.detailId).execute();
      await touch(tx, order.id, {}).execute();
      return order.id;
    },
    'The choices were saved',
  );
}

/**
 * Submits the order once (spec 3 §4, §5): every article must be chosen; the submitted mark is a guarded update, so a
 * second submit, even at the same moment, is refused. The 'Order to HQ' articles are ordered from the maker through
 * checkout's own path (api/orders/checkout.ts placeLines), as an order of the dealer; all of it or nothing.
 */
export function clickCollectSubmit(ctx: SignedInContext, orderId: number) {
  return answer(
    ctx,
    async (tx) => {
      const order = await ownOrder(ctx, orderId, tx);
      if (order.submittedAt) refuse('orderId', 'already_submitted');
      if (!mayChoose({ status: order.status, submitted: false })) refuse('orderId', 'not_open');
      const articles = await articlesOf(tx, [order.id]);
      if (!allChosen(articles)) refuse('details', 'choose_all', ErrorCode.invalidInput);
      const status = statusAfterSubmit(articles);
      const now = nowIso();
      const marked = await touch(tx, order.id, { submittedAt: now, submittedBy: ctx.actor.user.id, status })
        .where('submittedAt', 'is', null)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) refuse('orderId', 'already_submitted');

      const toHq = articles.filter((a) => a.choice === 'order_to_hq');
      if (toHq.length) {
        const tctx = { ...ctx, db: tx };
        try {
          const placed = await placeLines(tctx, await makerOrderInput(tctx, order.orderNo), (await pricedLines(tctx, toHq)).lines);
          const made = await tx
            .selectFrom('orders')
            .select('id')
            .where(
              'orderNo',
              'in',
              placed.map((p) => p.orderNo),
            )
            .executeTakeFirstOrThrow();
          await tx
            .updateTable('clickCollectArticles')
            .set({ makerOrderId: made.id })
            .where(
              'id',
              'in',
              toHq.map((a) => a.id),
            )
            .execute();
        } catch (e) {
          if (!(e instanceof CheckoutRefused)) throw e;
          const a = e.answer;
          throw new Refused(a.code ?? ErrorCode.conflict, a.userErrors, a.message.description ?? 'The order to the maker was refused');
        }
        // Stock was taken: the catalogue's cached figures are stale once this commits.
        await afterCommit(() => catalogChanged(ctx.db));
      }
      if (status === 'ready_to_pickup') await mailReadyToPickup(ctx, tx, order.id);
      return order.id;
    },
    'The order was submitted',
  );
}

export interface ShipmentInput {
  orderId: number;
  details: { detailId: number; qtyShipped: number }[];
}

/** Records what arrived from the maker per article; the status follows (partially shipped, shipped). */
export function clickCollectUpdateShipments(ctx: SignedInContext, shipment: ShipmentInput) {
  return answer(
    ctx,
    async (tx) => {
      const order = await ownOrder(ctx, shipment.orderId, tx);
      if (!mayUpdateShipments(order.status)) refuse('orderId', 'shipments_not_allowed');
      const articles = await articlesOf(tx, [order.id]);
      const byId = new Map(articles.map((a) => [a.id, a]));
      const errors = shipment.details.flatMap((d, i) => {
        const a = byId.get(d.detailId);
        if (!a) return [ccError(`shipment.details.${i}.detailId`, 'unknown_article')];
        return Number.isInteger(d.qtyShipped) && d.qtyShipped >= 0 && d.qtyShipped <= a.qty
          ? []
          : [ccError(`shipment.details.${i}.qtyShipped`, 'qty_shipped_range')];
      });
      if (errors.length) throw new Refused(ErrorCode.invalidInput, errors);
      for (const d of shipment.details)
        await tx.updateTable('clickCollectArticles').set({ qtyShipped: d.qtyShipped }).where('id', '=', d.detailId).execute();
      const shipped = new Map(shipment.details.map((d) => [d.detailId, d.qtyShipped]));
      const status = statusAfterShipment(
        order.status,
        articles.map((a) => ({ ...a, qtyShipped: shipped.get(a.id) ?? a.qtyShipped })),
      );
      await touch(tx, order.id, { status, shipmentUpdatedAt: nowIso() }).execute();
      return order.id;
    },
    'The shipment was recorded',
  );
}
