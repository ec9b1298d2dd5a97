import { formatAddress } from '../../src/rules/address.ts';
import type { Database } from '../db/index.ts';
import { forbidden, notFound } from '../graphql/errors.ts';
import { invoiceColumns, invoiceOf, type PaidInvoice } from './list.ts';

/** A line of an invoice (spec 2 §3); price and subTotal in minor units. */
export interface InvoiceLine {
  articleCode: string;
  articleCodeDisplay: string;
  name: string;
  brand: string;
  uom: string;
  qty: number;
  price: number;
  subTotal: number;
}

export interface InvoiceDetail extends PaidInvoice {
  custName: string;
  custCode: string;
  custAddress: string;
  custCity: string;
  /** The customer's address in its country's order (src/rules/address.ts), as the PDF prints it. */
  custAddressLines: string[];
  lines: InvoiceLine[];
}

/**
 * One invoice of the session's customer with its lines, whatever its status. Another customer's invoice answers
 * FORBIDDEN (DESIGN tenant rule), an unknown number NOT_FOUND; `sorg`, when given, must match too.
 */
export async function invoiceDetail(db: Database, customerId: number, invoiceNo: string, sorg?: string | null): Promise<InvoiceDetail> {
  let q = db
    .selectFrom('invoices as i')
    .innerJoin('companies as c', 'c.id', 'i.companyId')
    .innerJoin('customers as k', 'k.id', 'i.customerId')
    .select([
      ...invoiceColumns,
      'i.customerId',
      'k.name as custName',
      'k.codeIsr',
      'k.codeR3',
      'k.address as custAddress',
      'k.city as custCity',
      'k.region as custRegion',
      'k.countryId as custCountryId',
    ])
    .where('i.invoiceNo', '=', invoiceNo);
  if (sorg) q = q.where('i.sorg', '=', sorg);
  const row = await q.executeTakeFirst();
  if (!row) return notFound('Invoice not found');
  if (row.customerId !== customerId) return forbidden('This invoice belongs to another customer');
  const lines = await db
    .selectFrom('invoiceLines')
    .select(['articleCode', 'articleCodeDisplay', 'name', 'brand', 'uom', 'qty', 'price', 'subtotal'])
    .where('invoiceId', '=', row.id)
    .orderBy('id')
    .execute();
  const { customerId: _c, codeIsr, codeR3, custName, custAddress, custCity, custRegion, custCountryId, ...invoice } = row;
  return {
    ...invoiceOf(invoice),
    custName,
    custCode: codeIsr ?? codeR3,
    custAddress,
    custCity,
    custAddressLines: formatAddress({ address: custAddress, city: custCity, region: custRegion }, custCountryId),
    lines: lines.map((l) => ({
      articleCode: l.articleCode,
      articleCodeDisplay: l.articleCodeDisplay,
      name: l.name,
      brand: l.brand,
      uom: l.uom,
      qty: Number(l.qty),
      price: Number(l.price),
      subTotal: Number(l.subtotal),
    })),
  };
}
