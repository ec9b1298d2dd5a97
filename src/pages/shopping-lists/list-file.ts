import { parseRows, type FastOrderEntry } from '../../rules/fast-order.ts';
import { articlePriceOf } from '../../rules/cart.ts';
import { priceLine } from '../../rules/price.ts';
import { loadExcelJS } from '../../shell/load-exceljs.ts';
import type { ShoppingListDetail } from '../../graphql/shopping-lists.ts';
import { MAX_LIST_LINES } from '../../rules/shopping-lists.ts';

type List = NonNullable<ShoppingListDetail>;

/** A file bigger than this is not a shopping list. */
export const MAX_LIST_FILE_BYTES = 2 * 1024 * 1024;

/** One row per line: the code the dealer reads first and the quantity second, so the file imports again as it is. */
export function listRows(list: List) {
  const major = (minor: number) => minor / 10 ** list.precision;
  return list.lines.map((l) => {
    const price = l.product?.price;
    const today = price ? priceLine(articlePriceOf(price, l.product!.promotion), l.qty).unit : null;
    return [l.articleCodeDisplay, l.qty, l.name, l.uom, major(l.unitPrice), today === null ? '' : major(today)] as const;
  });
}

const csvCell = (v: string | number) => (typeof v === 'number' ? String(v) : /[";\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The list as a file: xlsx for a spreadsheet, or CSV with semicolons (what fast order and the import read). */
export async function listFile(list: List, kind: 'xlsx' | 'csv', headers: readonly string[]): Promise<Blob> {
  const rows = listRows(list);
  if (kind === 'csv') {
    const text = [headers, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n');
    return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
  }
  const ExcelJS = await loadExcelJS();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(list.name.slice(0, 31).replace(/[[\]*?/\\:]/g, ' '));
  sheet.addRow([...headers]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  sheet.columns.forEach((c, i) => {
    c.width = [18, 8, 40, 8, 14, 14][i];
  });
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

/** The rows of an imported file: a CSV or text list as fast order reads it, or the first sheet of an xlsx (code, quantity). */
export async function readListFile(file: File): Promise<FastOrderEntry[]> {
  if (!/\.xlsx$/i.test(file.name)) return parseRows(await file.text(), MAX_LIST_LINES);
  const ExcelJS = await loadExcelJS();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await file.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const lines: string[] = [];
  sheet.eachRow((row) => {
    const cell = (n: number) => {
      const v = row.getCell(n).value;
      return v === null || v === undefined ? '' : typeof v === 'object' ? String((v as { text?: string }).text ?? '') : String(v);
    };
    lines.push(`${cell(1).replace(/;/g, ' ')};${cell(2)}`);
  });
  return parseRows(lines.join('\n'), MAX_LIST_LINES);
}

/** Hands a made file to the browser as a download. */
export function saveFile(blob: Blob, name: string) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
