import type { Database } from '../db/index.ts';
import type { ClaimTable } from './tables.ts';
import type { Selectable } from 'kysely';
import { nextNumber } from '../adapters/erp/local-numbers.ts';
import { nowIso } from '../platform/clock.ts';

/**
 * Writes the credit note of an approved claim (DESIGN 'Claims'): an invoice-like document of the dealer's company with
 * a negative amount, open, so it is listed with the open invoices and set against them like a deduction. The amount
 * is the credited amount in minor units; the claim, the note and the open-invoice total agree to the unit.
 */
export async function writeCreditNote(db: Database, claim: Selectable<ClaimTable>): Promise<{ id: number; invoiceNo: string }> {
  const amount = claim.creditedAmount ?? 0;
  const customer = await db
    .selectFrom('customers')
    .select(['codeIsr', 'codeR3', 'name'])
    .where('id', '=', claim.customerId)
    .executeTakeFirstOrThrow();
  const article = await db
    .selectFrom('articles')
    .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom'])
    .where('id', '=', claim.articleId)
    .executeTakeFirstOrThrow();
  // The company that sold the article: the PAA claim's invoice, else the organisation's bike company, as the ERP invoices.
  const invoice = claim.invoiceId
    ? await db.selectFrom('invoices').select(['companyId', 'payerCode', 'payerName']).where('id', '=', claim.invoiceId).executeTakeFirst()
    : undefined;
  const companies = await db.selectFrom('companies').select(['id', 'code']).where('sorg', '=', claim.sorg).orderBy('code').execute();
  const companyId =
    invoice?.companyId ??
    companies.find((c) => c.code === `${claim.sorg}-${claim.productCategory === 'BIKE' ? 'B' : 'P'}`)?.id ??
    companies[0].id;
  // The payer the dealer pays this company's invoices as, so the credit sits beside them.
  const payer =
    invoice ??
    (await db
      .selectFrom('invoices')
      .select(['payerCode', 'payerName'])
      .where('customerId', '=', claim.customerId)
      .where('companyId', '=', companyId)
      .orderBy('id', 'desc')
      .executeTakeFirst());
  const invoiceNo = await nextNumber(db, 'CN', claim.sorg);
  const day = nowIso().slice(0, 10);
  const { id } = await db
    .insertInto('invoices')
    .values({
      invoiceNo,
      sorg: claim.sorg,
      companyId,
      customerId: claim.customerId,
      orderId: null,
      deliveryId: null,
      doNo: null,
      payerCode: payer?.payerCode ?? customer.codeIsr ?? customer.codeR3,
      payerName: payer?.payerName ?? customer.name,
      invoiceDate: day,
      dueDate: day,
      fiscalYear: Number(day.slice(0, 4)),
      terms: 'CN',
      currency: claim.currency,
      linesTotal: -amount,
      tax: 0,
      grandTotal: -amount,
      accountingNo: `17${invoiceNo.replace(/\D/g, '')}`,
      assignment: claim.referenceNo,
      expeditionName: null,
      expeditionTracking: null,
      notes: `Credit note for warranty claim ${claim.referenceNo}`,
      createdAt: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('invoiceLines')
    .values({
      invoiceId: id,
      orderLineId: null,
      articleCode: article.articleCode,
      articleCodeDisplay: article.articleCodeDisplay,
      name: article.name,
      brand: article.brand,
      uom: article.uom,
      qty: claim.qty,
      price: -Math.round(amount / claim.qty),
      subtotal: -amount,
    })
    .execute();
  return { id, invoiceNo };
}
