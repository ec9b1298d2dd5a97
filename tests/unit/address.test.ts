import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { invoiceDetail } from '../../api/invoices/detail.ts';
import { invoicePdf, invoiceTexts } from '../../api/invoices/pdf.ts';
import { openOrderWorkbook } from '../../api/orders/open-orders-export.ts';
import type { OpenOrderLine } from '../../api/orders/open-orders-lines.ts';
import { addressLine, formatAddress } from '../../src/rules/address.ts';
import { startPortal } from '../api/harness.ts';
import { pdfText } from '../api/pdf-text.ts';

describe('formatAddress: the country order of an address', () => {
  it('writes a US address as "City, ST ZIP" after the street', () => {
    expect(formatAddress({ address: '1407 Pearl St', city: 'Boulder', region: 'CO', postalCode: '80302' }, 'US')).toEqual([
      '1407 Pearl St',
      'Boulder, CO 80302',
    ]);
  });

  it('writes Canada like the US: "City, PR A1A 1A1"', () => {
    expect(formatAddress({ address: '120 Granville St', city: 'Vancouver', region: 'BC', postalCode: 'V6C 1T2' }, 'CA')).toEqual([
      '120 Granville St',
      'Vancouver, BC V6C 1T2',
    ]);
  });

  it('writes Germany, the Netherlands and France as "ZIP City", without the region', () => {
    expect(formatAddress({ address: 'Hauptstraße 12', city: 'Berlin', region: 'Berlin', postalCode: '10115' }, 'DE')).toEqual([
      'Hauptstraße 12',
      '10115 Berlin',
    ]);
    expect(formatAddress({ address: 'Kerkstraat 5', city: 'Utrecht', region: 'Utrecht', postalCode: '3511 AB' }, 'NL')).toEqual([
      'Kerkstraat 5',
      '3511 AB Utrecht',
    ]);
    expect(formatAddress({ address: '8 rue Pasteur', city: 'Lyon', region: 'Auvergne-Rhône-Alpes', postalCode: '69007' }, 'FR')).toEqual([
      '8 rue Pasteur',
      '69007 Lyon',
    ]);
  });

  it('writes Indonesia as "City, Province ZIP"', () => {
    expect(formatAddress({ address: 'Jl. Asia Afrika No. 8', city: 'Bandung', region: 'Jawa Barat', postalCode: '40111' }, 'ID')).toEqual([
      'Jl. Asia Afrika No. 8',
      'Bandung, Jawa Barat 40111',
    ]);
  });

  it('writes Malaysia as "ZIP City" with the state on its own line', () => {
    expect(
      formatAddress({ address: 'No. 12, Jalan Ampang', city: 'Kuala Lumpur', region: 'Wilayah Persekutuan', postalCode: '50450' }, 'MY'),
    ).toEqual(['No. 12, Jalan Ampang', '50450 Kuala Lumpur', 'Wilayah Persekutuan']);
  });

  it('writes Singapore as "Singapore 123456", without the district', () => {
    expect(
      formatAddress({ address: '51 Bedok North Road, #03-12', city: 'Singapore', region: 'Bedok', postalCode: '460051' }, 'SG'),
    ).toEqual(['51 Bedok North Road, #03-12', 'Singapore 460051']);
  });

  it('leaves out missing parts without stray commas (a customer has no postal code)', () => {
    expect(formatAddress({ address: '20 Main St', city: 'Austin', region: 'TX', postalCode: null }, 'US')).toEqual([
      '20 Main St',
      'Austin, TX',
    ]);
    expect(formatAddress({ address: '', city: 'Austin', region: null }, 'us')).toEqual(['Austin']);
    expect(formatAddress({ address: ' ', city: null, region: null, postalCode: null }, 'SG')).toEqual([]);
  });

  it('falls back to "ZIP City" and the region for a country it does not know', () => {
    expect(formatAddress({ address: 'Via Roma 1', city: 'Milano', region: 'Lombardia', postalCode: '20121' }, 'IT')).toEqual([
      'Via Roma 1',
      '20121 Milano',
      'Lombardia',
    ]);
    expect(formatAddress({ address: 'Via Roma 1', city: 'Milano' }, null)).toEqual(['Via Roma 1', 'Milano']);
  });

  it('joins the lines with commas for one line', () => {
    expect(addressLine({ address: '1407 Pearl St', city: 'Boulder', region: 'CO', postalCode: '80302' }, 'US')).toBe(
      '1407 Pearl St, Boulder, CO 80302',
    );
  });
});

describe('the open-order export writes the ship-to in its country order', () => {
  it('reads "City, ST ZIP" for a US ship-to', async () => {
    const line = {
      orderId: 1,
      soNumber: 'SO1',
      orderNumber: 'PO-1',
      orderType: 'regular',
      poNumber: null,
      createdAt: '2026-03-02T10:00:00Z',
      requestDeliveryDate: null,
      expectedDeliveryDate: null,
      notes: null,
      internalNotes: null,
      createdBy: 'Dealer',
      shipTo: '0000300001-01',
      shipToDetail: {
        name: 'Pearl Street Cycles',
        address: '1407 Pearl St',
        city: 'Boulder',
        region: 'CO',
        postalCode: '80302',
        countryId: 'US',
      },
      custCode: '0000300001',
      custName: 'Pearl Street Cycles',
      articleCode: 'A1',
      articleCodeDisplay: 'A1',
      name: 'Bike',
      brand: 'B',
      qty: 1,
      orderedQty: 1,
      deliveredQty: 0,
      price: 100,
      subTotal: 100,
      uom: 'PC',
      productCategory: 'BIKE',
      modelYear: 2026,
      currency: 'USD',
      status: 'open',
    } as unknown as OpenOrderLine;
    const file = await openOrderWorkbook([line], { t: (k) => k, precisionOf: () => 2, dateFormat: 'MM/DD/YYYY' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const column = (sheet.getRow(1).values as unknown[]).indexOf('columns.ship_to_address');
    expect(sheet.getRow(2).getCell(column).value).toBe('1407 Pearl St, Boulder, CO 80302');
  });
});

describe('the invoice PDF bills the customer in its country order', () => {
  it('prints a US customer as "City, ST"', async () => {
    const { db } = await startPortal();
    const row = await db
      .selectFrom('invoices as i')
      .innerJoin('customers as k', 'k.id', 'i.customerId')
      .select(['i.invoiceNo', 'i.customerId', 'k.city', 'k.region'])
      .where('k.countryId', '=', 'US')
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const detail = await invoiceDetail(db, row.customerId, row.invoiceNo);
    expect(detail.custAddressLines[1]).toBe(`${row.city}, ${row.region}`);
    const format = { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2, locale: 'en-us' };
    const text = pdfText(await invoicePdf(detail, format, invoiceTexts('en-us').pdf));
    expect(text).toContain(`${row.city}, ${row.region}`);
  });
});
