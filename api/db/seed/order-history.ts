import { sql } from 'kysely';
import { priceLine, type PromotionPrice, type VolumeDiscount } from '../../../src/rules/price.ts';
import { tick } from '../../adapters/erp/index.ts';
import { localErp } from '../../adapters/erp/local.ts';
import { portalErpHooks } from '../../erp.ts';
import type { CartLine } from '../../cart/lines.ts';
import { catalogChanged } from '../../catalog/cache.ts';
import { type Article, articleColumns } from '../../catalog/loaders.ts';
import type { PlacedOrder } from '../../orders/answer.ts';
import type { PricedCartLine } from '../../orders/checkout-checks.ts';
import { allocateStock, takeStock } from '../../orders/stock.ts';
import { inWriteTransaction } from '../write-transaction.ts';
import type { Database } from '../index.ts';
import { isPostgres, nextOrderSeq } from '../dialect.ts';
import type { Customer, OrderType } from '../types.ts';
import { seeded, weighted } from './random.ts';

/**
 * A past for the demo: each chosen customer placed 4 to 8 orders over the last two months, priced and taking stock
 * the way checkout does, then the built-in ERP ticked through those days so they carry SO numbers, confirmations,
 * deliveries and invoices. Each customer's newest order was placed within the last day and is still in progress.
 * Unlike the rest of the seed this reads the clock: a past that ended weeks ago would have no open orders, and the
 * server's own ERP ticks move anything older along at once. Given `now`, the rows are the same every run.
 */

const DAY = 86_400_000;
const HOUR = 3_600_000;
const HISTORY_DAYS = 60;
/** Hours from UTC to the market's office hours, so orders are placed in the dealers' working day. */
const utcOffset: Record<string, number> = { 1000: 7, 2000: 8, 3000: -6, 4000: 1, 5000: 8, 6000: -5 };
const notesOf: Record<string, string[]> = {
  1000: ['Mohon kirim sebelum jam 12 siang', 'Hubungi toko sebelum pengiriman', 'Barang untuk cabang, bongkar di gudang belakang'],
  default: ['Please deliver before noon', 'Call the shop before delivery', 'Use the loading dock at the back'],
};

interface Buyer {
  customer: Customer;
  sorg: string;
  custGroup: string;
  shipTos: string[];
  ownUsers: number[];
  salesUsers: number[];
  bought: number[];
}
interface Offer {
  article: Article;
  dealer: number;
  /** Agreed prices by customer id. */
  own: Map<number, number>;
  discounts: (VolumeDiscount & { custGroup: string | null })[];
  promotions: (PromotionPrice & { from: string; to: string })[];
}
interface PlannedLine {
  offer: Offer;
  qty: number;
  unitPrice: number;
  subtotal: number;
}
interface PlannedOrder {
  buyer: Buyer;
  createdAt: string;
  createdBy: number;
  lines: PlannedLine[];
  shipTo: string;
  shipment: { code: string; rate: number };
  payment: string;
  requestDeliveryDate: string | null;
  poNumber: string | null;
  notes: string | null;
  orderType: OrderType;
  custCode: string | null;
}

/** The demo logins' customers and a few dozen others: the first dealers of each market and ten of the 'sales' login's dealers. */
export async function demoHistoryCustomers(db: Database): Promise<number[]> {
  const logins = await db
    .selectFrom('users')
    .select(['username', 'customerId'])
    .where('username', 'in', ['dealer', 'dealer2', 'dealer-us', 'vendor'])
    .execute();
  // The customer-vendor login orders third-party products, not from this catalogue.
  const vendor = logins.find((u) => u.username === 'vendor')?.customerId;
  const salesman = await db
    .selectFrom('users as u')
    .innerJoin('userAreas as ua', 'ua.userId', 'u.id')
    .select('ua.value')
    .where('u.username', '=', 'sales')
    .where('ua.limitation', '=', 'salesman')
    .executeTakeFirst();
  const rows = await db
    .selectFrom('customers as c')
    .innerJoin('customerAreas as a', 'a.customerId', 'c.id')
    .select(['c.id', 'a.sorg', 'a.salesman'])
    .orderBy('a.sorg')
    .orderBy('c.codeR3')
    .execute();
  const firstOf: Record<string, number> = { 1000: 12, 2000: 4, 3000: 8, 4000: 6, 5000: 3, 6000: 4 };
  const chosen = new Set(logins.filter((u) => u.username !== 'vendor' && u.customerId).map((u) => u.customerId!));
  const seen = new Map<string, number>();
  let ofSales = 0;
  for (const r of rows) {
    const position = seen.get(r.sorg) ?? 0;
    seen.set(r.sorg, position + 1);
    if (r.id === vendor) continue;
    if (position < (firstOf[r.sorg] ?? 3)) chosen.add(r.id);
    else if (r.salesman === salesman?.value && ofSales < 10) chosen.add(r.id);
    if (r.salesman === salesman?.value) ofSales++;
  }
  return [...chosen].sort((a, b) => a - b);
}

/** Writes the history of the given customers (ids) as of `now`; answers how many orders it placed. */
export async function seedOrderHistory(db: Database, customerIds: readonly number[], now = new Date()): Promise<{ orders: number }> {
  const buyers = await buyersOf(db, customerIds);
  const offers = await offersOf(
    db,
    [...new Set(buyers.map((b) => b.sorg))],
    buyers.map((b) => b.customer.id),
  );
  const budget = await stockBudget(
    db,
    [...offers.values()].flat().map((o) => o.article.id),
  );
  const methods = await methodsOf(db);
  const planned = buyers
    .flatMap((b) => planOrders(b, offers.get(b.sorg) ?? [], budget, methods, now))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.buyer.customer.id - b.buyer.customer.id);
  await withoutSyncWaits(db, async () => {
    await placeAndTick(db, planned, now);
    await settleInvoices(db, customerIds, now);
  });
  catalogChanged(db);
  return { orders: planned.length };
}

/**
 * The ERP commits every step of every order on its own, and SQLite's full sync waits for the disk on each: for a
 * seed (all of it or start over) WAL's normal sync is enough, and the server's own setting comes back afterwards.
 */
async function withoutSyncWaits(db: Database, work: () => Promise<void>) {
  if (isPostgres(db)) return work();
  await sql`pragma synchronous = normal`.execute(db);
  try {
    await work();
  } finally {
    await sql`pragma synchronous = full`.execute(db);
  }
}

async function buyersOf(db: Database, ids: readonly number[]): Promise<Buyer[]> {
  if (!ids.length) return [];
  const [customers, areas, shipTos, users, purchases] = await Promise.all([
    db.selectFrom('customers').selectAll().where('id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('customerAreas').selectAll().where('customerId', 'in', ids).orderBy('sorg').execute(),
    db
      .selectFrom('shipTos')
      .select(['customerId', 'code'])
      .where('customerId', 'in', ids)
      .orderBy('isDefault', 'desc')
      .orderBy('code')
      .execute(),
    db
      .selectFrom('users as u')
      .innerJoin('userRoles as ur', 'ur.userId', 'u.id')
      .innerJoin('roles as r', 'r.id', 'ur.roleId')
      .select(['u.id', 'u.customerId'])
      .where('u.customerId', 'in', ids)
      .where('r.name', '=', 'customer')
      .where('u.deletedAt', 'is', null)
      .orderBy('u.id')
      .execute(),
    db.selectFrom('customerPurchases').select(['customerId', 'articleId']).where('customerId', 'in', ids).orderBy('articleId').execute(),
  ]);
  const salesmen = await db
    .selectFrom('userAreas as ua')
    .innerJoin('users as u', 'u.id', 'ua.userId')
    .select(['u.id', 'ua.sorg', 'ua.value'])
    .where('ua.limitation', '=', 'salesman')
    .where('u.deletedAt', 'is', null)
    .orderBy('u.id')
    .execute();
  return customers.flatMap((customer) => {
    const area = areas.find((a) => a.customerId === customer.id);
    const own = shipTos.filter((s) => s.customerId === customer.id).map((s) => s.code);
    if (!area || !own.length) return [];
    return [
      {
        customer,
        sorg: area.sorg,
        custGroup: area.custGroup,
        shipTos: own,
        ownUsers: users.filter((u) => u.customerId === customer.id).map((u) => u.id),
        salesUsers: salesmen.filter((s) => s.sorg === area.sorg && s.value === area.salesman).map((s) => s.id),
        bought: purchases.filter((p) => p.customerId === customer.id).map((p) => p.articleId),
      },
    ];
  });
}

/**
 * What each market's dealers can order, with the price rule checkout would apply: orderable, not under a quota
 * (the history leaves quotas as they are) and in stock. Own prices and customer-group discounts are per buyer.
 */
async function offersOf(db: Database, sorgs: string[], customerIds: number[]) {
  const offers = new Map<string, Offer[]>();
  if (!sorgs.length) return offers;
  const [articles, blocked, promotions, discounts, ownPrices] = await Promise.all([
    db
      .selectFrom('articles as a')
      .leftJoin('articleAnalysis as aa', 'aa.articleId', 'a.id')
      .select(articleColumns.map((c) => `a.${c}` as const))
      .where('a.sorg', 'in', sorgs)
      .where('a.stockTotal', '>', 0)
      .where((eb) =>
        eb.or([
          eb('aa.articleId', 'is', null),
          eb.and([
            eb('aa.allowToOrder', '=', 1),
            eb('aa.hasPrice', '=', 1),
            eb('aa.invalidArticle', '=', 0),
            eb('aa.orderBlocked', '=', 0),
            eb('aa.hierarchyBlocked', '=', 0),
            eb('aa.brandBlocked', '=', 0),
            eb('aa.categoryBlocked', '=', 0),
            eb('aa.sorgBlocked', '=', 0),
          ]),
        ]),
      )
      .orderBy('a.id')
      .execute(),
    db.selectFrom('orderQuotas').select('articleId').distinct().where('sorg', 'in', sorgs).execute(),
    db
      .selectFrom('promotionDetails as pd')
      .innerJoin('promotions as p', 'p.id', 'pd.promotionId')
      .select(['pd.articleId', 'p.code', 'p.from', 'p.to', 'pd.type', 'pd.value', 'pd.minQty', 'pd.maxQty'])
      .where('p.sorg', 'in', sorgs)
      .orderBy('p.from', 'desc')
      .orderBy('p.id')
      .execute(),
    db.selectFrom('volumeDiscounts').selectAll().where('sorg', 'in', sorgs).orderBy('position').execute(),
    db.selectFrom('customerPrices').select(['customerId', 'articleId', 'dealerPrice']).where('customerId', 'in', customerIds).execute(),
  ]);
  const byArticle = <R extends { articleId: number }>(rows: R[]) => {
    const groups = new Map<number, R[]>();
    for (const r of rows) groups.set(r.articleId, [...(groups.get(r.articleId) ?? []), r]);
    return groups;
  };
  const [promotionsOf, discountsOf, ownOf] = [byArticle(promotions), byArticle(discounts), byArticle(ownPrices)];
  // Quotas are left as they are: an article under one stays out of the history.
  const limited = new Set(blocked.map((q) => q.articleId));
  for (const article of articles.filter((a) => !limited.has(a.id))) {
    const list = offers.get(article.sorg) ?? [];
    list.push({
      article,
      dealer: Number(article.dealerPrice),
      own: new Map((ownOf.get(article.id) ?? []).map((p) => [p.customerId, Number(p.dealerPrice)])),
      discounts: (discountsOf.get(article.id) ?? []).map((d) => ({
        custGroup: d.custGroup,
        salesDealNo: d.salesDealNo,
        term: d.term,
        qty: d.qty,
        type: d.type,
        value: Number(d.value),
        uom: d.uom,
      })),
      promotions: (promotionsOf.get(article.id) ?? []).map((p) => ({
        code: p.code,
        type: p.type,
        value: Number(p.value),
        minQty: p.minQty,
        maxQty: p.maxQty,
        from: p.from,
        to: p.to,
      })),
    });
    offers.set(article.sorg, list);
  }
  return offers;
}

/** At most half of each article's stock goes into the history, so the catalogue still has something to sell. */
async function stockBudget(db: Database, articleIds: number[]) {
  const budget = new Map<number, number>();
  if (!articleIds.length) return budget;
  const rows = await db
    .selectFrom('stock')
    .select(['articleId', (eb) => eb.fn.sum<number>('available').as('available')])
    .where('articleId', 'in', articleIds)
    .where('available', '>', 0)
    .groupBy('articleId')
    .execute();
  for (const r of rows) budget.set(r.articleId, Math.floor(Number(r.available) / 2));
  return budget;
}

async function methodsOf(db: Database) {
  const [shipments, payments] = await Promise.all([
    db.selectFrom('shipmentMethods').select(['sorg', 'code', 'rate']).where('active', '=', 1).orderBy('position').execute(),
    db
      .selectFrom('paymentMethods')
      .select(['sorg', 'code'])
      .where('active', '=', 1)
      .where('forOrders', '=', 1)
      .orderBy('position')
      .execute(),
  ]);
  return { shipments, payments };
}
type Methods = Awaited<ReturnType<typeof methodsOf>>;

/**
 * The unit price checkout charges (api/catalog/pricing.ts): the buyer's own price, the volume discounts of every group
 * or of the buyer's, the promotion running that day.
 */
function priceOn(offer: Offer, buyer: Buyer, day: string, qty: number) {
  const promotion = offer.promotions.find((p) => p.from <= day && p.to >= day) ?? null;
  const volumeDiscounts = offer.discounts.filter((d) => d.custGroup == null || d.custGroup === buyer.custGroup);
  return priceLine(
    { dealer: offer.own.get(buyer.customer.id) ?? offer.dealer, retail: null, precision: 0, promotion, volumeDiscounts },
    qty,
  ).unit;
}

function planOrders(buyer: Buyer, offers: Offer[], budget: Map<number, number>, methods: Methods, now: Date): PlannedOrder[] {
  const f = seeded(`order-history-${buyer.customer.codeR3}`);
  const creators = buyer.ownUsers.length ? buyer.ownUsers : buyer.salesUsers;
  if (!offers.length || !creators.length) return [];
  // A dealer reorders much the same range: what it bought before, plus a few more.
  const known = offers.filter((o) => buyer.bought.includes(o.article.id));
  const pool = [...new Set([...f.helpers.arrayElements(known, Math.min(known.length, 8)), ...f.helpers.arrayElements(offers, 6)])];
  const count = f.number.int({ min: 4, max: 8 });
  const days = f.helpers
    .arrayElements(
      Array.from({ length: HISTORY_DAYS - 1 }, (_, i) => i + 1),
      count - 1,
    )
    .sort((a, b) => b - a);
  const offset = utcOffset[buyer.sorg] ?? 0;
  const times = [
    ...days.map((d) => {
      const midnight = Math.floor((now.getTime() - d * DAY) / DAY) * DAY;
      return midnight + (f.number.int({ min: 8, max: 16 }) - offset) * HOUR + f.number.int({ min: 0, max: 59 }) * 60_000;
    }),
    now.getTime() - f.number.int({ min: 2 * 60, max: 20 * 60 }) * 60_000,
  ].filter((t) => t < now.getTime());
  const shipments = methods.shipments.filter((m) => m.sorg === buyer.sorg);
  const payments = methods.payments.filter((m) => m.sorg === buyer.sorg);
  if (!shipments.length || !payments.length) return [];

  return times.flatMap((time) => {
    const createdAt = new Date(time).toISOString();
    const day = createdAt.slice(0, 10);
    const lines = f.helpers.arrayElements(pool, f.number.int({ min: 1, max: 5 })).flatMap((offer): PlannedLine[] => {
      const bike = offer.article.category === 'BIKE';
      const wanted = bike
        ? f.number.int({ min: 1, max: 3 })
        : weighted(f, [
            [2, 3],
            [5, 3],
            [10, 2],
            [20, 1],
          ]);
      const qty = Math.min(wanted, budget.get(offer.article.id) ?? 0);
      if (qty <= 0) return [];
      budget.set(offer.article.id, (budget.get(offer.article.id) ?? 0) - qty);
      const unitPrice = priceOn(offer, buyer, day, qty);
      return [{ offer, qty, unitPrice, subtotal: unitPrice * qty }];
    });
    if (!lines.length) return [];
    const consignment = buyer.sorg === '1000' && !!buyer.customer.codeIsr && f.number.float() < 0.2;
    const shipment = weighted(
      f,
      shipments.map((s) => [s, s.code === 'PICKUP' ? 2 : s.code === 'EXP' ? 2 : 6] as const),
    );
    const rdd = f.number.float() < 0.3 ? new Date(time + f.number.int({ min: 7, max: 28 }) * DAY).toISOString().slice(0, 10) : null;
    return [
      {
        buyer,
        createdAt,
        lines,
        shipTo: weighted(
          f,
          buyer.shipTos.map((s, i) => [s, i === 0 ? 6 : 2] as const),
        ),
        createdBy: buyer.salesUsers.length && f.number.float() < 0.25 ? buyer.salesUsers[0] : f.helpers.arrayElement(creators),
        shipment: { code: shipment.code, rate: Number(shipment.rate) },
        payment: weighted(
          f,
          payments.map((p) => [p.code, p.code === 'TERM' ? 7 : 1] as const),
        ),
        requestDeliveryDate: rdd,
        poNumber: f.number.float() < 0.6 ? `PO-${day.slice(2, 4)}${day.slice(5, 7)}-${f.string.numeric(4)}` : null,
        notes: f.number.float() < 0.2 ? f.helpers.arrayElement(notesOf[buyer.sorg] ?? notesOf.default) : null,
        orderType: consignment ? 'CF' : 'OR',
        custCode: consignment ? buyer.customer.codeIsr : null,
      },
    ];
  });
}

/**
 * Places the orders day by day, each day's orders before that evening's ERP tick, then one last tick now: an order
 * is numbered and confirmed the day it is placed, ships the next day and is invoiced the day after that.
 */
async function placeAndTick(db: Database, planned: PlannedOrder[], now: Date) {
  if (!planned.length) return;
  const erp = localErp(db, portalErpHooks);
  const first = Math.floor(Date.parse(planned[0].createdAt) / DAY) * DAY;
  const evenings = Array.from({ length: Math.ceil((now.getTime() - first) / DAY) + 1 }, (_, i) => first + i * DAY + 23 * HOUR).filter(
    (t) => t < now.getTime(),
  );
  let next = 0;
  for (const at of [...evenings, now.getTime()]) {
    const due: PlannedOrder[] = [];
    while (next < planned.length && Date.parse(planned[next].createdAt) <= at) due.push(planned[next++]);
    if (due.length)
      await inWriteTransaction(db, async (tx) => {
        for (const o of due) await writeOrder(tx, o);
      });
    await tick(db, erp, new Date(at));
  }
}

/** One order as checkout writes it (orders, lines, the ERP outbox row), its stock taken and its purchases counted. */
async function writeOrder(tx: Database, o: PlannedOrder) {
  const { customer, sorg } = o.buyer;
  // Numbered as checkout numbers them, so a checkout after the seed goes on from here.
  const seq = await nextOrderSeq(tx, sorg);
  const currency = (await tx.selectFrom('salesOrganisations').select('currency').where('sorg', '=', sorg).executeTakeFirstOrThrow())
    .currency;
  const linesTotal = o.lines.reduce((sum, l) => sum + l.subtotal, 0);
  const order: PlacedOrder = {
    orderNo: `B2B-${sorg}-${String(seq).padStart(6, '0')}`,
    sorg,
    status: 'awaiting_confirmation',
    shipTo: o.shipTo,
    shipment: o.shipment.code,
    payment: o.payment,
    requestDeliveryDate: o.requestDeliveryDate,
    poNumber: o.poNumber,
    notes: o.notes,
    linesTotal,
    shipmentAmount: o.shipment.rate,
    total: linesTotal + o.shipment.rate,
    currency,
    precision: 0,
    createdAt: o.createdAt,
    lines: o.lines.map((l) => ({
      articleCode: l.offer.article.articleCode,
      articleCodeDisplay: l.offer.article.articleCodeDisplay,
      name: l.offer.article.name,
      qty: l.qty,
      uom: l.offer.article.uom,
      unitPrice: l.unitPrice,
      subtotal: l.subtotal,
    })),
  };
  const { id } = await tx
    .insertInto('orders')
    .values({
      orderNo: order.orderNo,
      seq,
      customerId: customer.id,
      sorg,
      shipTo: o.shipTo,
      shipmentMethod: o.shipment.code,
      paymentMethod: o.payment,
      requestDeliveryDate: o.requestDeliveryDate,
      poNumber: o.poNumber,
      notes: o.notes,
      linesTotal,
      shipmentAmount: o.shipment.rate,
      total: order.total,
      currency,
      createdBy: o.createdBy,
      placedFor: customer.id,
      createdAt: o.createdAt,
      soNumber: null,
      orderType: o.orderType,
      custCode: o.custCode,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('orderLines')
    .values(
      o.lines.map((l) => ({
        orderId: id,
        articleId: l.offer.article.id,
        articleCode: l.offer.article.articleCode,
        qty: l.qty,
        uom: l.offer.article.uom,
        unitPrice: l.unitPrice,
        subtotal: l.subtotal,
      })),
    )
    .execute();
  const payload = { ...order, customer: { r3: customer.codeR3, isr: customer.codeIsr } };
  await tx
    .insertInto('erpOutbox')
    .values({ orderId: id, kind: 'order.created', payload: JSON.stringify(payload), createdAt: o.createdAt, sentAt: null })
    .execute();
  const priced: PricedCartLine[] = o.lines.map((l) => ({
    line: {
      id: 0,
      qty: l.qty,
      uom: l.offer.article.uom,
      unitPrice: l.unitPrice,
      addedUnitPrice: l.unitPrice,
      currency,
      seller: '',
      product: l.offer.article,
    } satisfies CartLine,
    unitPrice: l.unitPrice,
    subtotal: l.subtotal,
  }));
  await takeStock(tx, priced, await allocateStock(tx, priced, true));
  for (const l of o.lines) {
    await tx
      .insertInto('customerPurchases')
      .values({ customerId: customer.id, articleId: l.offer.article.id, orderCount: 1, quantity: l.qty, lastOrderedAt: o.createdAt })
      .onConflict((oc) =>
        oc.columns(['customerId', 'articleId']).doUpdateSet({
          orderCount: sql`customer_purchases.order_count + 1`,
          quantity: sql`customer_purchases.quantity + ${l.qty}`,
          lastOrderedAt: sql`case when customer_purchases.last_ordered_at > ${o.createdAt} then customer_purchases.last_ordered_at else ${o.createdAt} end`,
        }),
      )
      .execute();
  }
}

/** Dealers pay most invoices by their due date and some early; a few past due stay open, as they do. */
async function settleInvoices(db: Database, customerIds: readonly number[], now: Date) {
  if (!customerIds.length) return;
  const f = seeded('order-history-payments');
  const today = now.toISOString().slice(0, 10);
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'invoiceDate', 'dueDate', 'grandTotal'])
    // Only the history's own invoices: the seeded receivables are what gives the planned credit blocks.
    .where('customerId', 'in', customerIds)
    .where('status', '=', 'open')
    .where('orderId', 'is not', null)
    .orderBy('id')
    .execute();
  await inWriteTransaction(db, async (tx) => {
    for (const i of invoices) {
      const pastDue = i.dueDate < today;
      if (f.number.float() >= (pastDue ? 0.85 : 0.3)) continue;
      const latest = Math.min(Date.parse(i.dueDate), now.getTime() - DAY);
      const paidOn = new Date(Math.min(latest, Date.parse(i.invoiceDate) + f.number.int({ min: 3, max: 28 }) * DAY))
        .toISOString()
        .slice(0, 10);
      if (paidOn <= i.invoiceDate) continue;
      await tx
        .updateTable('invoices')
        .set({ status: 'paid', paidAmount: i.grandTotal, clearingDate: paidOn })
        .where('id', '=', i.id)
        .execute();
    }
  });
}
