import { allocateStock } from '../../../src/rules/freight.ts';
import type { Database } from '../../db/index.ts';
import { confirmationPlan } from './confirmation-plan.ts';
import type { ConfirmationRequest, LineSupplies } from './index.ts';
import { planInputs } from './local-orders.ts';

/**
 * What the built-in ERP would confirm for an order of these lines placed now. The order's units leave stock
 * first, the way checkout takes them, so the plan sees the stock confirmOrder will see once the order arrives.
 */
export async function previewConfirmations(db: Database, request: ConfirmationRequest, now: Date): Promise<LineSupplies[]> {
  const codes = [...new Set(request.lines.map((l) => l.articleCode))];
  const articles = codes.length
    ? await db
        .selectFrom('articles')
        .select(['id', 'articleCode', 'category'])
        .where('sorg', '=', request.sorg)
        .where('articleCode', 'in', codes)
        .execute()
    : [];
  const byCode = new Map(articles.map((a) => [a.articleCode, a]));
  const known = request.lines.flatMap((l) => {
    const a = byCode.get(l.articleCode);
    return a ? [{ key: l.articleCode, articleId: a.id, qty: l.qty, category: a.category }] : [];
  });
  const { warehouses, stock } = await planInputs(
    db,
    request.sorg,
    known.map((l) => l.articleId),
  );

  const placesOf = (articleId: number) =>
    warehouses.flatMap((w) =>
      stock.filter((s) => s.articleId === articleId && s.warehouseCode === w.code).map((s) => ({ ...s, warehouseArea: w.area })),
    );
  const taken = allocateStock(
    known.map((l) => ({ key: l.articleId, qty: l.qty })),
    placesOf,
  );
  const after = stock.map((s) => ({
    ...s,
    available:
      s.available - taken.filter((t) => t.key === s.articleId && t.warehouseCode === s.warehouseCode).reduce((sum, t) => sum + t.qty, 0),
  }));

  const plan = confirmationPlan(request, known, warehouses, after, now);
  return request.lines.map((l) => ({
    articleCode: l.articleCode,
    supplies: plan
      .filter((p) => p.key === l.articleCode)
      .map(({ key: _key, confirmedDate, ...supply }) => ({ ...supply, date: confirmedDate })),
  }));
}
