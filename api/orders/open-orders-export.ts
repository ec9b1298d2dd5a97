import ExcelJS from 'exceljs';
import { addressLine } from '../../src/rules/address.ts';
import { unitWord } from '../../src/rules/units.ts';
import type { OpenOrderLine } from './open-orders-lines.ts';

/** 'List Open Order - DD-MM-YYYY.xlsx' for the given YYYY-MM-DD (spec 2 §7). */
export const openOrderFileName = (today: string) =>
  `List Open Order - ${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}.xlsx`;

type Cell = string | number | Date | null;
interface Column {
  key: string;
  width: number;
  value: (l: OpenOrderLine) => Cell;
  format?: 'date' | 'money';
}

/** A YYYY-MM-DD (or the date part of a date-time) as a date Excel shows without a time; nothing for anything else. */
function excelDate(date: string | null): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date ?? '');
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** Excel's spelling of the host's date format (DD MMM YYYY -> dd mmm yyyy); ISO order for anything it cannot say. */
const excelDateFormat = (format: string) => (/^[DMY\s./-]+$/.test(format) ? format.toLowerCase() : 'yyyy-mm-dd');

export interface ExportOptions {
  t: (key: string) => string;
  precisionOf: (currency: string) => number;
  dateFormat: string;
}

/** The open lines as one sheet: a header row in the user's language, one row per line, real dates and money in major units. */
export async function openOrderWorkbook(lines: readonly OpenOrderLine[], { t, precisionOf, dateFormat }: ExportOptions): Promise<Buffer> {
  const money = (minor: number, currency: string) => minor / 10 ** precisionOf(currency);
  const columns: Column[] = [
    { key: 'company', width: 24, value: (l) => l.companyName },
    { key: 'so_number', width: 16, value: (l) => l.soNumber },
    { key: 'order_number', width: 20, value: (l) => l.orderNumber },
    { key: 'order_type', width: 20, value: (l) => t(`order_type.${l.orderType}`) },
    { key: 'po_number', width: 16, value: (l) => l.poNumber },
    { key: 'order_date', width: 14, value: (l) => excelDate(l.createdAt), format: 'date' },
    { key: 'request_delivery_date', width: 14, value: (l) => excelDate(l.requestDeliveryDate), format: 'date' },
    { key: 'expected_delivery_date', width: 14, value: (l) => excelDate(l.expectedDeliveryDate), format: 'date' },
    { key: 'cust_code', width: 14, value: (l) => l.custCode },
    { key: 'cust_name', width: 28, value: (l) => l.custName },
    { key: 'ship_to', width: 16, value: (l) => l.shipTo },
    { key: 'ship_to_address', width: 40, value: (l) => addressLine(l.shipToDetail, l.shipToDetail.countryId) },
    { key: 'article', width: 18, value: (l) => l.articleCodeDisplay },
    { key: 'name', width: 36, value: (l) => l.name },
    { key: 'brand', width: 14, value: (l) => l.brand },
    { key: 'product_category', width: 10, value: (l) => l.productCategory },
    { key: 'model_year', width: 10, value: (l) => l.modelYear },
    { key: 'qty', width: 10, value: (l) => l.qty },
    // The unit in words: the ERP's codes (EA, PC) mean nothing to a dealer.
    { key: 'uom', width: 10, value: (l) => t(`unit_word.${unitWord(l.uom)}`) },
    { key: 'price', width: 16, value: (l) => money(l.price, l.currency), format: 'money' },
    { key: 'sub_total', width: 16, value: (l) => money(l.subTotal, l.currency), format: 'money' },
    { key: 'currency', width: 9, value: (l) => l.currency },
    { key: 'status', width: 22, value: (l) => t(`status.${l.status}`) },
    { key: 'created_by', width: 22, value: (l) => l.createdBy },
    { key: 'notes', width: 30, value: (l) => l.notes },
  ];

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Dealer portal';
  const sheet = workbook.addWorksheet(t('export.sheet').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.width, header: t(`columns.${c.key}`) }));
  sheet.getRow(1).font = { bold: true };
  const dateFmt = excelDateFormat(dateFormat);
  for (const line of lines) {
    const row = sheet.addRow(columns.map((c) => c.value(line)));
    columns.forEach((c, i) => {
      if (c.format === 'date') row.getCell(i + 1).numFmt = dateFmt;
      if (c.format === 'money') {
        const decimals = precisionOf(line.currency);
        row.getCell(i + 1).numFmt = decimals > 0 ? `#,##0.${'0'.repeat(decimals)}` : '#,##0';
      }
    });
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
