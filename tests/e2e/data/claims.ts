import { frameNumberOf, productionCodeOf } from '../../../api/adapters/erp/local-frames.ts';
import { nextInRange, nextNumber } from '../../../api/adapters/erp/local-numbers.ts';
import { joinOpenCampaigns } from '../../../api/frames/recall-rules.ts';
import { inWriteTransaction } from '../../../api/db/write-transaction.ts';
import { e2eDb } from './database.ts';

const DAY = 86_400_000;

/** A delivered bike as the claim, inspection, registration and frame pages read it. */
export interface DeliveredBike {
  id: number;
  frameNumber: string;
  deliveryNo: string;
  /** YYYY-MM-DD. */
  shippedAt: string;
  productionCode: string;
  sorg: string;
  articleId: number;
  brand: string;
  model: string;
  modelYear: number;
  /** Minor units: what the unit was invoiced at. */
  unitPrice: number;
}

export interface Delivery {
  /** How many units, all of one bike. */
  count?: number;
  /** Days before today it shipped: a sale, inspection or claim today comes after it. */
  shippedDaysAgo?: number;
  /** The bike (an article id of the market's); by default the market's first bike. */
  articleId?: number;
  /** The units' production code, instead of the one the factory's month gives. */
  productionCode?: string;
  /** The title of a recall of the market, still open, that the units are linked to (as the recall's own bikes are). */
  recall?: string;
}

/** The bike the ERP delivers when a spec names none: the market's first, of a brand with warranty terms. */
export async function bikeToDeliver(sorg: string) {
  const db = await e2eDb();
  return db
    .selectFrom('articles')
    .select(['id', 'brand', 'model', 'modelYear', 'dealerPrice'])
    .where('sorg', '=', sorg)
    .where('category', '=', 'BIKE')
    .where('brand', 'in', (eb) => eb.selectFrom('warrantyTerms').select('brand'))
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
}

/**
 * Bikes delivered to a customer of its own on one delivery order, as the ERP ships them: a DO number and a frame
 * number per unit from the ERP's ranges, the unit at the bike's dealer price; the units join the open recall
 * campaigns their model and production code fall under. No claim, inspection or registration touches them yet.
 */
export async function deliveredBikes(customer: { customerId: number; sorg: string }, options: Delivery = {}): Promise<DeliveredBike[]> {
  const { count = 1, shippedDaysAgo = 30, recall } = options;
  const db = await e2eDb();
  const bike = options.articleId
    ? await db
        .selectFrom('articles')
        .select(['id', 'brand', 'model', 'modelYear', 'dealerPrice'])
        .where('id', '=', options.articleId)
        .executeTakeFirstOrThrow()
    : await bikeToDeliver(customer.sorg);
  const { currency } = await db
    .selectFrom('salesOrganisations')
    .select('currency')
    .where('sorg', '=', customer.sorg)
    .executeTakeFirstOrThrow();
  const shippedAt = new Date(Date.now() - shippedDaysAgo * DAY).toISOString().slice(0, 10);
  const productionCode = options.productionCode ?? productionCodeOf(bike.id, shippedAt);
  return inWriteTransaction(db, async (tx) => {
    const deliveryNo = await nextNumber(tx, 'DO', customer.sorg);
    const rows = [];
    for (let i = 0; i < count; i++) {
      rows.push({
        frameNumber: frameNumberOf(bike.brand, bike.modelYear, productionCode, await nextInRange(tx, 'FRM', '*')),
        sorg: customer.sorg,
        articleId: bike.id,
        customerId: customer.customerId,
        deliveryId: null,
        deliveryNo,
        shippedAt,
        productionCode,
        unitPrice: bike.dealerPrice,
        currency,
      });
    }
    const ids = (await tx.insertInto('frames').values(rows).returning('id').execute()).map((r) => r.id);
    await joinOpenCampaigns(tx, ids);
    if (recall) {
      const { id: recallId } = await tx
        .selectFrom('recalls')
        .select('id')
        .where('sorg', '=', customer.sorg)
        .where('title', '=', recall)
        .where('closedAt', 'is', null)
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('recallFrames')
        .values(ids.map((frameId) => ({ recallId, frameId, doneAt: null })))
        .onConflict((oc) => oc.columns(['recallId', 'frameId']).doNothing())
        .execute();
    }
    return rows.map((r, i) => ({
      id: ids[i],
      frameNumber: r.frameNumber,
      deliveryNo,
      shippedAt,
      productionCode,
      sorg: customer.sorg,
      articleId: bike.id,
      brand: bike.brand,
      model: bike.model,
      modelYear: bike.modelYear,
      unitPrice: bike.dealerPrice,
    }));
  });
}

/** The open recall the market's bikes are called back under in the seeded data. */
export const FORK_RECALL = 'Fork crown bolt inspection';
