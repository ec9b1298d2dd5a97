import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { SpreadsheetAnswer, SpreadsheetJob } from './spreadsheet.ts';
import { checkUnpackedSize } from './zip.ts';

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

const lineBreaks = (bytes: Uint8Array) => {
  let n = 0;
  for (let i = 0; i < bytes.byteLength; i++) if (bytes[i] === 0x0a) n++;
  return n;
};

/**
 * Runs in a worker thread (./run.ts): the caps are checked before anything is parsed (an xlsx by its zip's
 * sizes, a CSV by its line count), then the first sheet is read as text, a header row and the rows below it.
 */
export async function run({ name, bytes, limits }: SpreadsheetJob): Promise<SpreadsheetAnswer> {
  if (isZip(bytes)) {
    const size = checkUnpackedSize(bytes, limits.maxUnpackedBytes);
    if (size !== 'ok') return { refused: size };
    // Loaded only once the caps passed: a refused file costs no more than its directory read.
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.Workbook();
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      return { refused: 'unreadable' };
    }
    const sheet = workbook.worksheets[0];
    if (!sheet) return { table: { header: [], rows: [] } };
    if (sheet.actualRowCount > limits.maxRows + 1) return { refused: 'too_many_rows' };
    const width = sheet.columnCount;
    const textsOf = (r: ExcelJS.Row) => Array.from({ length: width }, (_, i) => r.getCell(i + 1).text.trim());
    const rows: { line: number; cells: string[] }[] = [];
    sheet.eachRow((r, line) => {
      if (line > 1) rows.push({ line, cells: textsOf(r) });
    });
    return { table: { header: textsOf(sheet.getRow(1)), rows } };
  }
  if (!/\.(csv|txt)$/i.test(name) || bytes.includes(0)) return { refused: 'type' };
  // Every row takes at least one line: more lines than the cap allows are refused unread.
  if (lineBreaks(bytes) > limits.maxRows + 1) return { refused: 'too_many_rows' };
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header = [], ...rest] = parsed.data;
  return { table: { header, rows: rest.map((cells, i) => ({ line: i + 2, cells: cells.map((c) => c.trim()) })) } };
}
