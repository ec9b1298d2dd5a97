import { addMonths } from '../../src/rules/frames.ts';
import type { SignedInContext } from '../context.ts';
import { type FrameFacts, frameById } from './facts.ts';
import type { Database } from '../db/index.ts';
import { readableFrame } from './access.ts';

/** One bike as its page shows it: the frame's facts; each section (PDI, registration, claims...) resolves on its own. */
export async function frameDetail(ctx: SignedInContext, frameNumber: string): Promise<FrameFacts> {
  const frame = await readableFrame(ctx, frameNumber);
  return (await frameById(ctx.db, frame.id))!;
}

/** Where the frame shipped: the delivery order, and the portal order behind it when the portal's ERP shipped it. */
export async function shipmentOf(db: Database, f: FrameFacts) {
  const frame = await db
    .selectFrom('frames as f')
    .leftJoin('deliveries as d', 'd.id', 'f.deliveryId')
    .leftJoin('orders as o', 'o.id', 'd.orderId')
    .select(['d.expeditionName', 'd.trackingNo', 'o.id as orderId', 'o.orderNo'])
    .where('f.id', '=', f.id)
    .executeTakeFirstOrThrow();
  return {
    deliveryNo: f.deliveryNo,
    shippedAt: f.shippedAt,
    custName: f.shippedToName,
    custCode: f.shippedTo,
    expeditionName: frame.expeditionName ?? null,
    trackingNo: frame.trackingNo ?? null,
    orderId: frame.orderId ?? null,
    orderNo: frame.orderNo ?? null,
  };
}

/** The bike's pre-delivery inspection (the latest not deleted), with how many checklist items are ticked. */
export async function pdiOf(db: Database, frameId: number) {
  const pdi = await db
    .selectFrom('pdis as p')
    .select(['p.id', 'p.mechanic', 'p.completedAt', 'p.createdAt'])
    .select((eb) =>
      eb
        .selectFrom('pdiChecks as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.pdiId', '=', 'p.id')
        .where('c.checked', '=', 1)
        .as('checked'),
    )
    .where('p.frameId', '=', frameId)
    .where('p.isDeleted', '=', 0)
    .orderBy('p.createdAt', 'desc')
    .orderBy('p.id', 'desc')
    .executeTakeFirst();
  if (!pdi) return null;
  const items = await db
    .selectFrom('pdiChecklistItems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { ...pdi, checked: Number(pdi.checked ?? 0), items: Number(items.n) };
}

/**
 * The bike's live warranty registration, with the day each component's warranty ends: the sold date plus the months
 * its brand gives that component.
 */
export async function registrationOf(db: Database, f: FrameFacts) {
  const reg = await db
    .selectFrom('registeredFrames')
    .select(['id', 'soldDate', 'status', 'consumerName', 'nonRetail', 'createdAt'])
    .where('frameId', '=', f.id)
    .where('deletedAt', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!reg) return null;
  const terms = await db
    .selectFrom('warrantyTerms')
    .select(['component', 'months'])
    .where('brand', '=', f.brand)
    .orderBy('months', 'desc')
    .execute();
  return {
    ...reg,
    nonRetail: !!reg.nonRetail,
    warranties: terms.map((w) => ({ component: w.component, months: w.months, endsOn: addMonths(reg.soldDate, w.months) })),
  };
}
