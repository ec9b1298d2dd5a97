import type { Insertable, Transaction } from 'kysely';
import type { DB, InvoiceLineTable } from '../types.ts';
import { seeded } from './random.ts';

type Article = { articleCode: string; articleCodeDisplay: string; name: string; brand: string; uom: string; dealerPrice: number };

/** An article that `share` buys between 1 and 20 of, at about its price; the nearest one where none does. */
function articleFor(byPrice: Article[], share: number, pick: (n: number) => number): Article {
  const from = byPrice.findIndex((a) => a.dealerPrice * 20 >= share);
  if (from === -1) return byPrice[byPrice.length - 1];
  let to = from;
  while (to < byPrice.length && byPrice[to].dealerPrice <= share) to++;
  return to > from ? byPrice[from + pick(to - from)] : byPrice[from];
}

/**
 * Lines of the receivables the ERP had before the portal (credit-invoices.ts), so their detail reads like any
 * invoice: one to four articles of the invoice's market whose subtotals add up to its lines total exactly. Each
 * line's unit price is its share over the quantity, close to the article's dealer price, and its subtotal is the
 * share, a minor unit or so off price times quantity, as an ERP's rounded unit prices are. Deductions keep none.
 */
export async function seedReceivableLines(tx: Transaction<DB>, insert: (rows: Insertable<InvoiceLineTable>[]) => Promise<void>) {
  const invoices = await tx
    .selectFrom('invoices')
    .select(['id', 'sorg', 'linesTotal'])
    .where('orderId', 'is', null)
    .where('linesTotal', '>', 0)
    .orderBy('id')
    .execute();
  const articles = new Map<string, Article[]>();
  for (const sorg of new Set(invoices.map((i) => i.sorg))) {
    articles.set(
      sorg,
      await tx
        .selectFrom('articles')
        .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom', 'dealerPrice'])
        .where('sorg', '=', sorg)
        .where('dealerPrice', '>', 0)
        .orderBy('dealerPrice')
        .orderBy('id')
        .execute(),
    );
  }
  const f = seeded('receivable-lines');
  const pick = (n: number) => f.number.int({ min: 0, max: n - 1 });
  const lines: Insertable<InvoiceLineTable>[] = [];
  for (const invoice of invoices) {
    const byPrice = articles.get(invoice.sorg) ?? [];
    if (!byPrice.length) continue;
    const count = f.number.int({ min: 1, max: 4 });
    const weights = Array.from({ length: count }, () => f.number.float({ min: 0.5, max: 1.5 }));
    const sum = weights.reduce((a, b) => a + b, 0);
    let left = invoice.linesTotal;
    weights.forEach((w, n) => {
      const share = n === count - 1 ? left : Math.round((invoice.linesTotal * w) / sum);
      left -= share;
      const article = articleFor(byPrice, share, pick);
      const qty = Math.max(1, Math.round(share / article.dealerPrice));
      lines.push({
        invoiceId: invoice.id,
        orderLineId: null,
        articleCode: article.articleCode,
        articleCodeDisplay: article.articleCodeDisplay,
        name: article.name,
        brand: article.brand,
        uom: article.uom,
        qty,
        price: Math.round(share / qty),
        subtotal: share,
      });
    });
  }
  await insert(lines);
}
