import { OLDEST_AR_MAX_OVERDUE_DAYS } from '../../../src/rules/credit.ts';
import { orderableArticle } from './catalog.ts';
import { e2eDb, uniqueTag } from './database.ts';

const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/**
 * Open invoices of a login's customer with the market's bikes company, each due `dueIn` days from today (negative:
 * overdue) and dated 30 days before; answers their ids. Numbers carry the tag and a value unique in the run.
 */
export async function openInvoicesOf(username: string, bills: { total: number; dueIn: number }[], tag = 'E2E'): Promise<number[]> {
  const db = await e2eDb();
  const c = await db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customerId')
    .innerJoin('customerAreas as a', 'a.customerId', 'c.id')
    .innerJoin('salesOrganisations as s', 's.sorg', 'a.sorg')
    .select(['c.id', 'c.codeIsr as isr', 'c.codeR3 as r3', 'c.name', 'a.sorg', 's.currency'])
    .where('u.username', '=', username)
    .executeTakeFirstOrThrow();
  const company = await db.selectFrom('companies').select('id').where('code', '=', `${c.sorg}-B`).executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const b of bills) {
    const n = uniqueTag();
    const { id } = await db
      .insertInto('invoices')
      .values({
        invoiceNo: `${tag}${c.sorg}${n}`,
        sorg: c.sorg,
        companyId: company.id,
        customerId: c.id,
        orderId: null,
        deliveryId: null,
        doNo: null,
        payerCode: c.isr ?? c.r3,
        payerName: c.name,
        invoiceDate: day(b.dueIn - 30),
        dueDate: day(b.dueIn),
        // The year of the invoice date, as the ERP books it (a January run books the new year).
        fiscalYear: Number(day(b.dueIn - 30).slice(0, 4)),
        terms: 'NT30',
        status: 'open',
        currency: c.currency,
        linesTotal: b.total,
        tax: 0,
        grandTotal: b.total,
        paidAmount: 0,
        clearingDate: null,
        accountingNo: `14${n}`,
        assignment: null,
        expeditionName: null,
        expeditionTracking: null,
        notes: null,
        createdAt: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}

/**
 * Pays, as the ERP would report it, every open invoice of a login's customer more than `days` past due (by default
 * those that block ordering); answers how many.
 */
export async function settleOverdueInvoices(username: string, days = OLDEST_AR_MAX_OVERDUE_DAYS) {
  const db = await e2eDb();
  const result = await db
    .updateTable('invoices')
    .set((eb) => ({ status: 'paid', paidAmount: eb.ref('grandTotal') }))
    .where('status', '=', 'open')
    .where('dueDate', '<', day(-days))
    .where('customerId', '=', (eb) => eb.selectFrom('users').select('customerId').where('username', '=', username))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An invoice's number by id, and its date. */
export async function invoiceById(id: number) {
  const db = await e2eDb();
  return db
    .selectFrom('invoices')
    .select(['invoiceNo', 'invoiceDate', 'grandTotal', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/**
 * A paid invoice of a login's customer dated today, so the paid list's default period (this year up to today) holds
 * it on any day of the year: one line of two bikes of the market, paid in full as the ERP reports it. Answers its id
 * and number.
 */
export async function paidInvoiceOf(username: string, sorg: string, tag = 'E2EPAID') {
  const [id] = await openInvoicesOf(username, [{ total: 8_400_000, dueIn: 30 }], tag);
  const bike = await orderableArticle({ sorg, stock: 0 });
  const db = await e2eDb();
  const { brand } = await db.selectFrom('articles').select('brand').where('id', '=', bike.id).executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLines')
    .values({
      invoiceId: id,
      orderLineId: null,
      articleCode: bike.articleCode,
      articleCodeDisplay: bike.articleCodeDisplay,
      name: bike.name,
      brand,
      uom: bike.uom,
      qty: 2,
      price: 4_200_000,
      subtotal: 8_400_000,
    })
    .execute();
  await db
    .updateTable('invoices')
    .set((eb) => ({ status: 'paid', paidAmount: eb.ref('grandTotal'), clearingDate: day(0) }))
    .where('id', '=', id)
    .execute();
  return { id, invoiceNo: (await invoiceById(id)).invoiceNo };
}
