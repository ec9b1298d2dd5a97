import type { Database } from '../../db/index.ts';
import type { ErpHooks } from './index.ts';
import { nextInRange } from './local-numbers.ts';

/** Frame numbers are one range across all markets: a frame number names one bike anywhere. */
const RANGE = { kind: 'FRM', sorg: '*' } as const;

// Which factory built a unit: a letter of the production code, fixed per article so a model comes from one line.
const FACTORIES = 'KSTW';

/**
 * A frame number: brand prefix, model year, production code and serial, e.g. PO25K10 0001234 without the gap.
 * The production code is the factory's letter and the month the frame was built, the month before it shipped.
 */
export function frameNumberOf(brand: string, modelYear: number, productionCode: string, serial: number) {
  const prefix = brand
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase()
    .padEnd(2, 'X');
  return `${prefix}${String(modelYear % 100).padStart(2, '0')}${productionCode}${String(serial).padStart(7, '0')}`;
}

export function productionCodeOf(articleId: number, shippedOn: string) {
  const month = Number(shippedOn.slice(5, 7));
  return `${FACTORIES[articleId % FACTORIES.length]}${String(month === 1 ? 12 : month - 1).padStart(2, '0')}`;
}

export interface ShippedUnit {
  articleId: number;
  qty: number;
  unitPrice: number;
}

/**
 * Gives every bike unit of a delivery its frame number, recorded against the delivery order and the customer it
 * shipped to. PAA and groupsets carry no frame. Runs inside the shipment's own transaction.
 */
export async function numberFrames(
  tx: Database,
  delivery: {
    sorg: string;
    customerId: number;
    deliveryId: number | null;
    deliveryNo: string;
    shippedOn: string;
    currency: string;
  },
  units: readonly ShippedUnit[],
  hooks: ErpHooks,
): Promise<string[]> {
  if (!units.length) return [];
  const articles = await tx
    .selectFrom('articles')
    .select(['id', 'brand', 'modelYear', 'category'])
    .where(
      'id',
      'in',
      units.map((u) => u.articleId),
    )
    .execute();
  const rows = [];
  for (const unit of units) {
    const article = articles.find((a) => a.id === unit.articleId);
    if (article?.category !== 'BIKE') continue;
    const productionCode = productionCodeOf(article.id, delivery.shippedOn);
    for (let i = 0; i < unit.qty; i++) {
      const serial = await nextInRange(tx, RANGE.kind, RANGE.sorg);
      rows.push({
        frameNumber: frameNumberOf(article.brand, article.modelYear, productionCode, serial),
        sorg: delivery.sorg,
        articleId: article.id,
        customerId: delivery.customerId,
        deliveryId: delivery.deliveryId,
        deliveryNo: delivery.deliveryNo,
        shippedAt: delivery.shippedOn,
        productionCode,
        unitPrice: unit.unitPrice,
        currency: delivery.currency,
      });
    }
  }
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    ids.push(
      ...(
        await tx
          .insertInto('frames')
          .values(rows.slice(i, i + 200))
          .returning('id')
          .execute()
      ).map((r) => r.id),
    );
  }
  // A bike shipped today joins the open recall campaigns of its model and production code.
  await hooks.framesNumbered(tx, ids);
  return rows.map((r) => r.frameNumber);
}
