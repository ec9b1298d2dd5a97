import type { Faker } from '@faker-js/faker';
import type { Insertable, Transaction } from 'kysely';
import { booksOf } from '../../adapters/erp/local-markets.ts';
import type { DB, InvoiceLineTable, InvoiceTable } from '../types.ts';
import { type CustomerSeed, reservedDealers } from './customers.ts';
import type { SeedSize } from './index.ts';
import type { MarketKey } from './markets.ts';
import { SEED, seeded } from './random.ts';

/**
 * Two years of what the dealers bought before the portal (last calendar year and this year up to today), so the
 * sales overview compares a year with the one before and the bonus reads real payment dates. Every dealer orders
 * bikes from the bikes company and parts and accessories from the parts company, a few invoices a month with the
 * season, from the brands it carries; now and then bikes come back on a credit note. Every document is settled the
 * way the portal records a payment (status paid, paid amount, clearing date): most before they fall due, some late,
 * the dealers the credit plan blocks for overdue invoices late more often. Numbers continue the ERP's ranges.
 */

type Tx = Transaction<DB>;
type Article = {
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string;
  uom: string;
  dealerPrice: number;
  category: 'BIKE' | 'PAA';
};
type Line = Omit<Insertable<InvoiceLineTable>, 'invoiceId'>;
type Document = Insertable<InvoiceTable> & { invoiceNo: string; kind: 'INV' | 'CN'; lines: Line[] };

/** Payment terms of the history, the ERP's default. */
const TERMS = { code: 'NT30', days: 30 };
const DAY = 86_400_000;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);

/** How a market's dealers buy through the year: spring and summer up north, steadier near the equator with a rush before Lebaran. */
const season: Record<MarketKey, number[]> = {
  id: [0.9, 1.0, 1.3, 1.1, 0.9, 0.9, 1.0, 1.0, 1.0, 1.0, 1.0, 1.2],
  my: [0.9, 1.0, 1.2, 1.1, 0.9, 0.9, 1.0, 1.0, 1.0, 1.0, 1.0, 1.2],
  sg: [1.0, 0.9, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.3],
  us: [0.5, 0.6, 1.1, 1.4, 1.5, 1.4, 1.2, 1.0, 0.9, 0.7, 0.6, 0.9],
  eu: [0.5, 0.7, 1.2, 1.5, 1.5, 1.3, 1.1, 0.9, 0.9, 0.7, 0.5, 0.8],
  ca: [0.4, 0.5, 0.9, 1.4, 1.6, 1.5, 1.2, 1.0, 0.9, 0.7, 0.5, 0.8],
};

/** A dealer's buying: invoices a month on average and lines per invoice of each kind. */
interface Profile {
  perMonth: number;
  bikeLines: [number, number];
  paaLines: [number, number];
  bikeQty: [number, number];
}

const shop = (perMonth: number): Profile => ({ perMonth, bikeLines: [1, 3], paaLines: [1, 5], bikeQty: [1, 4] });

/**
 * Most dealers are small shops; the demo logins' dealers buy every week; with the large data the `dealer` login is
 * a chain that buys every working day (the benchmark reads its year).
 */
function profileOf(f: Faker, c: CustomerSeed, size: SeedSize): Profile {
  if (c.index < (reservedDealers[c.market.key] ?? 0)) {
    return size === 'large' && c.market.key === 'id' && c.index === 0
      ? { perMonth: 60, bikeLines: [2, 8], paaLines: [3, 12], bikeQty: [2, 10] }
      : shop(6);
  }
  return shop(
    f.helpers.weightedArrayElement([
      { value: 0.7, weight: 35 },
      { value: 1.3, weight: 35 },
      { value: 2.5, weight: 20 },
      { value: 4, weight: 10 },
    ]),
  );
}

/** The brands a dealer carries: one to all of the market's bike brands, and every parts brand. */
function assortmentOf(f: Faker, articles: Article[]): { BIKE: Article[]; PAA: Article[] } {
  const bikeBrands = [...new Set(articles.filter((a) => a.category === 'BIKE').map((a) => a.brand))].sort();
  const carried = new Set(f.helpers.arrayElements(bikeBrands, { min: 1, max: bikeBrands.length }));
  return { BIKE: articles.filter((a) => a.category === 'BIKE' && carried.has(a.brand)), PAA: articles.filter((a) => a.category === 'PAA') };
}

/** Days after the invoice date the dealer paid: within terms mostly, late sometimes, a slow payer late often. */
const paidAfter = (f: Faker, slow: boolean) =>
  f.number.float() < (slow ? 0.5 : 0.12)
    ? f.number.int({ min: TERMS.days + 1, max: TERMS.days + (slow ? 50 : 25) })
    : f.number.int({ min: 3, max: TERMS.days });

interface Buyer {
  customerId: number;
  seed: CustomerSeed;
  companyIdOf: (code: string) => number;
}

/** One dealer's invoices and credit notes from 1 January of last year up to `today`, every one settled. */
function historyOf(f: Faker, b: Buyer, articles: Article[], size: SeedSize, today: string): Document[] {
  const c = b.seed;
  const m = c.market;
  const profile = profileOf(f, c, size);
  const assortment = assortmentOf(f, articles);
  const companies = new Set(c.credit.map((cr) => cr.companyCode));
  const kinds = (['BIKE', 'PAA'] as const).filter((k) => companies.has(`${m.sorg}-${k === 'BIKE' ? 'B' : 'P'}`) && assortment[k].length);
  if (!kinds.length) return [];
  const slow = c.credit.some((cr) => cr.reasonBlocked === 'overdue_over_limit' || cr.reasonBlocked === 'oldest_ar_blocked');
  const { taxRate } = booksOf(m.sorg);
  // IDR amounts are whole hundreds of rupiah; other currencies to the cent.
  const unit = m.minorUnits === 1 ? 100 : 1;
  const growth = f.number.float({ min: 0.8, max: 1.3 });
  const thisYear = Number(today.slice(0, 4));
  const docs: Document[] = [];
  const settle = (date: string, total: number) => ({
    status: 'paid' as const,
    paidAmount: total,
    clearingDate: addDays(date, Math.min(paidAfter(f, slow), daysBetween(date, today))),
  });
  for (let year = thisYear - 1; year <= thisYear; year++) {
    for (let month = 1; month <= 12; month++) {
      const first = `${year}-${String(month).padStart(2, '0')}-01`;
      if (first > today) break;
      const expected = profile.perMonth * season[m.key][month - 1] * (year === thisYear ? growth : 1);
      const count = Math.floor(expected) + (f.number.float() < expected % 1 ? 1 : 0);
      const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
      for (let n = 0; n < count; n++) {
        const invoiceDate = addDays(first, f.number.int({ min: 0, max: lastDay - 1 }));
        const kind = kinds.length === 1 ? kinds[0] : f.number.float() < 0.45 ? 'BIKE' : 'PAA';
        if (invoiceDate > today) continue;
        const [minLines, maxLines] = kind === 'BIKE' ? profile.bikeLines : profile.paaLines;
        const range = assortment[kind];
        const picked = f.helpers.arrayElements(range, { min: Math.min(minLines, range.length), max: Math.min(maxLines, range.length) });
        const discount = f.helpers.arrayElement([0, 0, 0.03, 0.05, 0.08]);
        const lines: Line[] = picked.map((a) => {
          const qty =
            kind === 'BIKE' ? f.number.int({ min: profile.bikeQty[0], max: profile.bikeQty[1] }) : f.number.int({ min: 2, max: 20 });
          const price = Math.max(unit, Math.round((a.dealerPrice * (1 - discount)) / unit) * unit);
          return {
            orderLineId: null,
            articleCode: a.articleCode,
            articleCodeDisplay: a.articleCodeDisplay,
            name: a.name,
            brand: a.brand,
            uom: a.uom,
            qty,
            price,
            subtotal: price * qty,
          };
        });
        const linesTotal = lines.reduce((sum, l) => sum + Number(l.subtotal), 0);
        const shippingCost = f.number.float() < 0.3 ? Math.round((linesTotal * 0.015) / unit) * unit : 0;
        const tax = Math.round(((linesTotal + shippingCost) * taxRate) / unit) * unit;
        const grandTotal = linesTotal + shippingCost + tax;
        const company = `${m.sorg}-${kind === 'BIKE' ? 'B' : 'P'}`;
        const head = {
          sorg: m.sorg,
          companyId: b.companyIdOf(company),
          customerId: b.customerId,
          payerCode: c.row.codeIsr ?? c.row.codeR3,
          payerName: c.row.name,
          currency: m.currency.display,
          accountingNo: '',
          assignment: null,
          notes: null,
        };
        docs.push({
          ...head,
          kind: 'INV',
          invoiceNo: '',
          invoiceDate,
          dueDate: addDays(invoiceDate, TERMS.days),
          fiscalYear: year,
          terms: TERMS.code,
          linesTotal,
          shippingCost,
          tax,
          grandTotal,
          ...settle(invoiceDate, grandTotal),
          createdAt: `${invoiceDate}T00:00:00.000Z`,
          lines,
        });
        // Now and then a bike comes back (damaged in transport, wrong size): a credit note a few weeks later.
        const creditDate = addDays(invoiceDate, f.number.int({ min: 7, max: 35 }));
        if (kind === 'BIKE' && f.number.float() < 0.06 && creditDate <= today) {
          const back = f.helpers.arrayElement(lines);
          const qty = f.number.int({ min: 1, max: Number(back.qty) });
          const subtotal = -Number(back.price) * qty;
          const creditTax = Math.round((subtotal * taxRate) / unit) * unit;
          docs.push({
            ...head,
            kind: 'CN',
            invoiceNo: '',
            invoiceDate: creditDate,
            dueDate: creditDate,
            fiscalYear: Number(creditDate.slice(0, 4)),
            terms: 'CN',
            linesTotal: subtotal,
            shippingCost: 0,
            tax: creditTax,
            grandTotal: subtotal + creditTax,
            ...settle(creditDate, subtotal + creditTax),
            createdAt: `${creditDate}T00:00:00.000Z`,
            notes: 'Goods returned',
            lines: [{ ...back, qty, price: -Number(back.price), subtotal }],
          });
        }
      }
    }
  }
  return docs;
}

/**
 * Writes the history of every dealer in `buyers`, after the receivables (whose lines it must not receive) and the
 * catalogue. `today` (YYYY-MM-DD) ends it; each dealer draws from its own seed, so a dealer's history does not
 * depend on how many dealers come before it.
 */
export async function seedSalesHistory(
  tx: Tx,
  size: SeedSize,
  buyers: readonly Buyer[],
  today: string,
  insertLines: (rows: Insertable<InvoiceLineTable>[]) => Promise<void>,
) {
  const articlesOf = new Map<string, Article[]>();
  for (const sorg of new Set(buyers.map((b) => b.seed.market.sorg))) {
    articlesOf.set(
      sorg,
      await tx
        .selectFrom('articles')
        .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom', 'dealerPrice', 'category'])
        .where('sorg', '=', sorg)
        .where('dealerPrice', '>', 0)
        .orderBy('id')
        .execute(),
    );
  }
  const f = seeded('sales-history');
  const docs: Document[] = [];
  for (const b of buyers) {
    f.seed(SEED + Number(b.seed.market.sorg) * 10_000 + b.seed.index);
    docs.push(...historyOf(f, b, articlesOf.get(b.seed.market.sorg) ?? [], size, today));
  }

  // Numbered per sales organisation in date order, after what the ERP's ranges have handed out already.
  docs.sort((a, b) => a.sorg.localeCompare(b.sorg) || a.invoiceDate.localeCompare(b.invoiceDate));
  const ranges = await tx.selectFrom('erpNumberRanges').select(['kind', 'sorg', 'lastNumber']).execute();
  const last = new Map(ranges.map((r) => [`${r.kind}:${r.sorg}`, Number(r.lastNumber)]));
  for (const d of docs) {
    const key = `${d.kind}:${d.sorg}`;
    const n = (last.get(key) ?? 0) + 1;
    last.set(key, n);
    const digits = String(n).padStart(6, '0');
    d.invoiceNo = `${d.kind}${d.sorg}${digits}`;
    d.accountingNo = `${d.kind === 'CN' ? 17 : 14}${d.sorg}${digits}`;
  }
  for (const [key, lastNumber] of last) {
    const [kind, sorg] = key.split(':');
    await tx
      .insertInto('erpNumberRanges')
      .values({ kind, sorg, lastNumber })
      .onConflict((oc) => oc.columns(['kind', 'sorg']).doUpdateSet({ lastNumber }))
      .execute();
  }

  // Invoices in chunks, each answering its ids by number (RETURNING order is not promised), then their lines.
  const CHUNK = 200;
  for (let i = 0; i < docs.length; i += CHUNK) {
    const chunk = docs.slice(i, i + CHUNK);
    const ids = await tx
      .insertInto('invoices')
      .values(chunk.map(({ kind: _kind, lines: _lines, ...row }) => row))
      .returning(['id', 'invoiceNo'])
      .execute();
    const idOf = new Map(ids.map((r) => [r.invoiceNo, r.id]));
    await insertLines(chunk.flatMap((d) => d.lines.map((l) => ({ ...l, invoiceId: idOf.get(d.invoiceNo)! }))));
  }
}
