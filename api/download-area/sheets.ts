import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import type { DownloadModule } from '../../src/rules/download-area.ts';
import type { Database } from '../db/index.ts';

/**
 * What each module of the download area writes: its rows, read a page at a time in a fixed order (keyset pagination,
 * so a year of a large dealer's lines never sits in memory and page 500 costs what page 1 does), and its columns.
 */

/** Whose rows: one customer, or (support staff without a customer) the customers a subquery names. */
export type Owners = { customerId: number } | { customerIds: RawBuilder<unknown> | { compile: unknown } };

export interface SheetRange {
  from: string;
  to: string;
}

/** The place after the last row written: the values of the sheet's order columns. */
export type Cursor = (string | number)[];

export type CellValue = string | number | Date | null;
export interface CellTools {
  t: (key: string) => string;
  money: (minor: number, currency: string) => { value: number; numFmt: string };
}
export interface Column<R> {
  key: string;
  width: number;
  value: (r: R, tools: CellTools) => CellValue | { value: number; numFmt: string };
  date?: boolean;
}

export interface Sheet<R> {
  /** How many rows the range holds, for the progress. */
  count(db: Database, owners: Owners, range: SheetRange): Promise<number>;
  /** Up to `limit` rows after `after`, in order, each with its cursor. */
  page(db: Database, owners: Owners, range: SheetRange, after: Cursor | null, limit: number): Promise<{ row: R; cursor: Cursor }[]>;
  columns: Column<R>[];
}

const ownedBy = (column: string, owners: Owners) =>
  'customerId' in owners
    ? sql<SqlBool>`${sql.ref(column)} = ${owners.customerId}`
    : sql<SqlBool>`${sql.ref(column)} in (${owners.customerIds as RawBuilder<unknown>})`;

/** (a, b, c) > (x, y, z): rows after the cursor in the sheet's order (both dialects know row values). */
const after = (columns: string[], cursor: Cursor | null) =>
  cursor ? sql<SqlBool>`(${sql.join(columns.map((c) => sql.ref(c)))}) > (${sql.join(cursor)})` : sql<SqlBool>`1 = 1`;

const order = (columns: string[]) => sql.join(columns.map((c) => sql`${sql.ref(c)} asc`));

/** Date-time columns stored as ISO text: a range of days is [from 00:00, the day after to). */
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A YYYY-MM-DD (or the date part of a date-time) as a date Excel shows without a time. */
export function excelDate(date: string | null): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

const code = (r: { codeIsr: string | null; codeR3: string }) => displayCustomerCode({ isr: r.codeIsr, r3: r.codeR3 });

// Invoices: one row per invoice (credit notes are invoices with a negative total).
const INVOICE_ORDER = ['i.invoiceDate', 'i.id'];
const invoiceRows = (db: Database, owners: Owners, range: SheetRange) =>
  db
    .selectFrom('invoices as i')
    .innerJoin('customers as c', 'c.id', 'i.customerId')
    .innerJoin('companies as co', 'co.id', 'i.companyId')
    .leftJoin('orders as o', 'o.id', 'i.orderId')
    .where(ownedBy('i.customerId', owners))
    .where('i.invoiceDate', '>=', range.from)
    .where('i.invoiceDate', '<=', range.to);

const invoices: Sheet<Awaited<ReturnType<typeof readInvoices>>[number]> = {
  count: async (db, owners, range) =>
    Number(
      (
        await invoiceRows(db, owners, range)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  page: async (db, owners, range, cursor, limit) =>
    (await readInvoices(db, owners, range, cursor, limit)).map((row) => ({ row, cursor: [row.invoiceDate, row.id] })),
  columns: [
    { key: 'invoice_no', width: 16, value: (r) => r.invoiceNo },
    { key: 'document', width: 14, value: (r, { t }) => t(r.grandTotal < 0 ? 'documents.credit_note' : 'documents.invoice') },
    { key: 'invoice_date', width: 13, value: (r) => excelDate(r.invoiceDate), date: true },
    { key: 'due_date', width: 13, value: (r) => excelDate(r.dueDate), date: true },
    { key: 'cust_code', width: 14, value: (r) => code(r) },
    { key: 'cust_name', width: 28, value: (r) => r.custName },
    { key: 'company', width: 22, value: (r) => r.companyName },
    { key: 'order_no', width: 18, value: (r) => r.orderNo },
    { key: 'do_no', width: 16, value: (r) => r.doNo },
    { key: 'status', width: 18, value: (r, { t }) => t(`invoice_status.${r.status}`) },
    { key: 'currency', width: 9, value: (r) => r.currency },
    { key: 'lines_total', width: 16, value: (r, { money }) => money(r.linesTotal, r.currency) },
    { key: 'discount', width: 14, value: (r, { money }) => money(r.discount, r.currency) },
    { key: 'shipping_cost', width: 14, value: (r, { money }) => money(r.shippingCost, r.currency) },
    { key: 'tax', width: 14, value: (r, { money }) => money(r.tax, r.currency) },
    { key: 'grand_total', width: 16, value: (r, { money }) => money(r.grandTotal, r.currency) },
    { key: 'paid_amount', width: 16, value: (r, { money }) => money(r.paidAmount, r.currency) },
    { key: 'clearing_date', width: 13, value: (r) => excelDate(r.clearingDate), date: true },
  ],
};
function readInvoices(db: Database, owners: Owners, range: SheetRange, cursor: Cursor | null, limit: number) {
  return invoiceRows(db, owners, range)
    .where(after(INVOICE_ORDER, cursor))
    .select([
      'i.id',
      'i.invoiceNo',
      'i.invoiceDate',
      'i.dueDate',
      'i.status',
      'i.currency',
      'i.linesTotal',
      'i.discount',
      'i.shippingCost',
      'i.tax',
      'i.grandTotal',
      'i.paidAmount',
      'i.clearingDate',
      'i.doNo',
      'c.codeIsr',
      'c.codeR3',
      'c.name as custName',
      'co.name as companyName',
      'o.orderNo',
    ])
    .orderBy(order(INVOICE_ORDER))
    .limit(limit)
    .execute();
}

// Sales overview lines: every invoice line with what the sales overview groups it by (brand, category, model, series).
const LINE_ORDER = ['i.invoiceDate', 'i.id', 'l.id'];
const lineRows = (db: Database, owners: Owners, range: SheetRange) =>
  db
    .selectFrom('invoices as i')
    .innerJoin('invoiceLines as l', 'l.invoiceId', 'i.id')
    .innerJoin('customers as c', 'c.id', 'i.customerId')
    .leftJoin('articles as a', (j) => j.onRef('a.sorg', '=', 'i.sorg').onRef('a.articleCode', '=', 'l.articleCode'))
    .leftJoin('merchandiseCategories as mc', 'mc.id', 'a.mcId')
    .where(ownedBy('i.customerId', owners))
    .where('i.invoiceDate', '>=', range.from)
    .where('i.invoiceDate', '<=', range.to);

/** One page of invoice lines (the bench and the query plan check read it too). */
export function salesLinesPage(db: Database, owners: Owners, range: SheetRange, cursor: Cursor | null, limit: number) {
  return lineRows(db, owners, range)
    .where(after(LINE_ORDER, cursor))
    .select([
      'i.id as invoiceId',
      'l.id',
      'i.invoiceNo',
      'i.invoiceDate',
      'i.sorg',
      'i.currency',
      'i.grandTotal',
      'c.codeIsr',
      'c.codeR3',
      'c.name as custName',
      'l.articleCodeDisplay',
      'l.name',
      'l.brand',
      'l.uom',
      'l.qty',
      'l.price',
      'l.subtotal',
      'a.category',
      'a.model',
      'a.series',
      'a.modelYear',
      'mc.name as merchandiseCategory',
    ])
    .orderBy(order(LINE_ORDER))
    .limit(limit);
}
const readSalesLines = (db: Database, owners: Owners, range: SheetRange, cursor: Cursor | null, limit: number) =>
  salesLinesPage(db, owners, range, cursor, limit).execute();

const salesOverviewLines: Sheet<Awaited<ReturnType<typeof readSalesLines>>[number]> = {
  count: async (db, owners, range) =>
    Number(
      (
        await lineRows(db, owners, range)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  page: async (db, owners, range, cursor, limit) =>
    (await readSalesLines(db, owners, range, cursor, limit)).map((row) => ({ row, cursor: [row.invoiceDate, row.invoiceId, row.id] })),
  columns: [
    { key: 'invoice_no', width: 16, value: (r) => r.invoiceNo },
    { key: 'document', width: 14, value: (r, { t }) => t(r.grandTotal < 0 ? 'documents.credit_note' : 'documents.invoice') },
    { key: 'invoice_date', width: 13, value: (r) => excelDate(r.invoiceDate), date: true },
    { key: 'sorg', width: 8, value: (r) => r.sorg },
    { key: 'cust_code', width: 14, value: (r) => code(r) },
    { key: 'cust_name', width: 28, value: (r) => r.custName },
    { key: 'article', width: 18, value: (r) => r.articleCodeDisplay },
    { key: 'name', width: 36, value: (r) => r.name },
    { key: 'brand', width: 14, value: (r) => r.brand },
    { key: 'category', width: 10, value: (r) => r.category },
    { key: 'merchandise_category', width: 22, value: (r) => r.merchandiseCategory },
    { key: 'model', width: 16, value: (r) => r.model },
    { key: 'series', width: 14, value: (r) => r.series },
    { key: 'model_year', width: 10, value: (r) => r.modelYear },
    { key: 'qty', width: 8, value: (r) => r.qty },
    { key: 'uom', width: 8, value: (r) => r.uom },
    { key: 'price', width: 16, value: (r, { money }) => money(r.price, r.currency) },
    { key: 'sub_total', width: 16, value: (r, { money }) => money(r.subtotal, r.currency) },
    { key: 'currency', width: 9, value: (r) => r.currency },
  ],
};

// Orders: one row per order line, by the day it was placed.
const ORDER_ORDER = ['o.createdAt', 'o.id', 'l.id'];
const orderRows = (db: Database, owners: Owners, range: SheetRange) =>
  db
    .selectFrom('orders as o')
    .innerJoin('orderLines as l', 'l.orderId', 'o.id')
    .innerJoin('articles as a', 'a.id', 'l.articleId')
    .innerJoin('customers as c', 'c.id', 'o.customerId')
    .where(ownedBy('o.customerId', owners))
    .where('o.createdAt', '>=', range.from)
    .where('o.createdAt', '<', dayAfter(range.to));

function readOrders(db: Database, owners: Owners, range: SheetRange, cursor: Cursor | null, limit: number) {
  return orderRows(db, owners, range)
    .where(after(ORDER_ORDER, cursor))
    .select([
      'o.id as orderId',
      'l.id',
      'o.orderNo',
      'o.soNumber',
      'o.createdAt',
      'o.poNumber',
      'o.status',
      'o.shipTo',
      'o.currency',
      'o.requestDeliveryDate',
      'c.codeIsr',
      'c.codeR3',
      'c.name as custName',
      'a.articleCodeDisplay',
      'a.name',
      'a.brand',
      'l.qty',
      'l.uom',
      'l.unitPrice',
      'l.subtotal',
    ])
    .orderBy(order(ORDER_ORDER))
    .limit(limit)
    .execute();
}

const orders: Sheet<Awaited<ReturnType<typeof readOrders>>[number]> = {
  count: async (db, owners, range) =>
    Number(
      (
        await orderRows(db, owners, range)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  page: async (db, owners, range, cursor, limit) =>
    (await readOrders(db, owners, range, cursor, limit)).map((row) => ({ row, cursor: [row.createdAt, row.orderId, row.id] })),
  columns: [
    { key: 'order_no', width: 20, value: (r) => r.orderNo },
    { key: 'so_number', width: 14, value: (r) => r.soNumber },
    { key: 'order_date', width: 13, value: (r) => excelDate(r.createdAt), date: true },
    { key: 'cust_code', width: 14, value: (r) => code(r) },
    { key: 'cust_name', width: 28, value: (r) => r.custName },
    { key: 'po_number', width: 16, value: (r) => r.poNumber },
    { key: 'status', width: 16, value: (r, { t }) => t(`order_status.${r.status}`) },
    { key: 'ship_to', width: 12, value: (r) => r.shipTo },
    { key: 'request_delivery_date', width: 13, value: (r) => excelDate(r.requestDeliveryDate), date: true },
    { key: 'article', width: 18, value: (r) => r.articleCodeDisplay },
    { key: 'name', width: 36, value: (r) => r.name },
    { key: 'brand', width: 14, value: (r) => r.brand },
    { key: 'qty', width: 8, value: (r) => r.qty },
    { key: 'uom', width: 8, value: (r) => r.uom },
    { key: 'price', width: 16, value: (r, { money }) => money(r.unitPrice, r.currency) },
    { key: 'sub_total', width: 16, value: (r, { money }) => money(r.subtotal, r.currency) },
    { key: 'currency', width: 9, value: (r) => r.currency },
  ],
};

// Deliveries: one row per delivery line, by its delivery date.
const DELIVERY_ORDER = ['d.deliveryDate', 'd.id', 'dl.id'];
const deliveryRows = (db: Database, owners: Owners, range: SheetRange) =>
  db
    .selectFrom('deliveries as d')
    .innerJoin('deliveryLines as dl', 'dl.deliveryId', 'd.id')
    .innerJoin('orders as o', 'o.id', 'd.orderId')
    .innerJoin('orderLines as ol', 'ol.id', 'dl.orderLineId')
    .innerJoin('articles as a', 'a.id', 'ol.articleId')
    .innerJoin('customers as c', 'c.id', 'd.customerId')
    .where(ownedBy('d.customerId', owners))
    .where('d.deliveryDate', '>=', range.from)
    .where('d.deliveryDate', '<=', range.to);

function readDeliveries(db: Database, owners: Owners, range: SheetRange, cursor: Cursor | null, limit: number) {
  return deliveryRows(db, owners, range)
    .where(after(DELIVERY_ORDER, cursor))
    .select([
      'd.id as deliveryId',
      'dl.id',
      'd.doNumber',
      'd.deliveryDate',
      'd.estimatedDeliveryDate',
      'd.shipTo',
      'd.expeditionName',
      'd.trackingNo',
      'd.currency',
      'o.orderNo',
      'o.soNumber',
      'c.codeIsr',
      'c.codeR3',
      'c.name as custName',
      'a.articleCodeDisplay',
      'a.name',
      'a.brand',
      'dl.qty',
      'dl.uom',
      'dl.price',
      'dl.subtotal',
    ])
    .orderBy(order(DELIVERY_ORDER))
    .limit(limit)
    .execute();
}

const deliveries: Sheet<Awaited<ReturnType<typeof readDeliveries>>[number]> = {
  count: async (db, owners, range) =>
    Number(
      (
        await deliveryRows(db, owners, range)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  page: async (db, owners, range, cursor, limit) =>
    (await readDeliveries(db, owners, range, cursor, limit)).map((row) => ({ row, cursor: [row.deliveryDate, row.deliveryId, row.id] })),
  columns: [
    { key: 'do_no', width: 16, value: (r) => r.doNumber },
    { key: 'delivery_date', width: 13, value: (r) => excelDate(r.deliveryDate), date: true },
    { key: 'estimated_delivery_date', width: 13, value: (r) => excelDate(r.estimatedDeliveryDate), date: true },
    { key: 'order_no', width: 20, value: (r) => r.orderNo },
    { key: 'so_number', width: 14, value: (r) => r.soNumber },
    { key: 'cust_code', width: 14, value: (r) => code(r) },
    { key: 'cust_name', width: 28, value: (r) => r.custName },
    { key: 'ship_to', width: 12, value: (r) => r.shipTo },
    { key: 'expedition', width: 18, value: (r) => r.expeditionName },
    { key: 'tracking_no', width: 18, value: (r) => r.trackingNo },
    { key: 'article', width: 18, value: (r) => r.articleCodeDisplay },
    { key: 'name', width: 36, value: (r) => r.name },
    { key: 'brand', width: 14, value: (r) => r.brand },
    { key: 'qty', width: 8, value: (r) => r.qty },
    { key: 'uom', width: 8, value: (r) => r.uom },
    { key: 'price', width: 16, value: (r, { money }) => money(r.price, r.currency) },
    { key: 'sub_total', width: 16, value: (r, { money }) => money(r.subtotal, r.currency) },
    { key: 'currency', width: 9, value: (r) => r.currency },
  ],
};

// Retail sales: the warranty registrations of sold bikes, by the day they were sold.
const RETAIL_ORDER = ['r.soldDate', 'r.id'];
const retailRows = (db: Database, owners: Owners, range: SheetRange) =>
  db
    .selectFrom('registeredFrames as r')
    .innerJoin('frames as f', 'f.id', 'r.frameId')
    .innerJoin('articles as a', 'a.id', 'f.articleId')
    .innerJoin('customers as c', 'c.id', 'r.customerId')
    .leftJoin('cities as ci', 'ci.id', 'r.consumerCityId')
    .where('r.deletedAt', 'is', null)
    .where(ownedBy('r.customerId', owners))
    .where('r.soldDate', '>=', range.from)
    .where('r.soldDate', '<=', range.to);

function readRetail(db: Database, owners: Owners, range: SheetRange, cursor: Cursor | null, limit: number) {
  return retailRows(db, owners, range)
    .where(after(RETAIL_ORDER, cursor))
    .select([
      'r.id',
      'r.soldDate',
      'r.nonRetail',
      'r.consumerName',
      'r.consumerPhone',
      'r.consumerEmail',
      'r.dealerName',
      'r.status',
      'ci.description as city',
      'f.frameNumber',
      'a.brand',
      'a.model',
      'a.modelYear',
      'a.name',
      'c.codeIsr',
      'c.codeR3',
      'c.name as custName',
    ])
    .orderBy(order(RETAIL_ORDER))
    .limit(limit)
    .execute();
}

const retailSales: Sheet<Awaited<ReturnType<typeof readRetail>>[number]> = {
  count: async (db, owners, range) =>
    Number(
      (
        await retailRows(db, owners, range)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n ?? 0,
    ),
  page: async (db, owners, range, cursor, limit) =>
    (await readRetail(db, owners, range, cursor, limit)).map((row) => ({ row, cursor: [row.soldDate, row.id] })),
  columns: [
    { key: 'frame_number', width: 20, value: (r) => r.frameNumber },
    { key: 'sold_date', width: 13, value: (r) => excelDate(r.soldDate), date: true },
    { key: 'type', width: 12, value: (r, { t }) => t(r.nonRetail ? 'sale_type.non_retail' : 'sale_type.retail') },
    { key: 'cust_code', width: 14, value: (r) => code(r) },
    { key: 'cust_name', width: 28, value: (r) => r.custName },
    { key: 'brand', width: 14, value: (r) => r.brand },
    { key: 'model', width: 16, value: (r) => r.model },
    { key: 'model_year', width: 10, value: (r) => r.modelYear },
    { key: 'name', width: 36, value: (r) => r.name },
    { key: 'consumer', width: 24, value: (r) => r.consumerName },
    { key: 'phone', width: 16, value: (r) => r.consumerPhone },
    { key: 'email', width: 24, value: (r) => r.consumerEmail },
    { key: 'city', width: 16, value: (r) => r.city },
    { key: 'dealer', width: 22, value: (r) => r.dealerName },
    { key: 'status', width: 18, value: (r, { t }) => t(`registration_status.${r.status}`) },
  ],
};

export const sheets: Record<DownloadModule, Sheet<any>> = {
  invoices,
  orders,
  deliveries,
  retail_sales: retailSales,
  sales_overview_lines: salesOverviewLines,
};
