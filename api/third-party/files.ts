import type { UserError } from '../graphql/mutation-result.ts';
import { readSpreadsheet, type SpreadsheetLimits, type SpreadsheetTable } from '../workers/spreadsheet.ts';
import { tpError } from './answer.ts';

// The vendor's stock and product files (spec 3 §7 uploadStockThirdParties, uploadProductThirdParties): xlsx or CSV,
// a header row and one article per row; header case, spaces and underscores do not matter.

export const MAX_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_FILE_ROWS = 2000;
const LIMITS: SpreadsheetLimits = { maxUnpackedBytes: 20 * 1024 * 1024, maxRows: MAX_FILE_ROWS };

export const STOCK_COLUMNS = ['articleCode', 'stock'] as const;
export const PRODUCT_COLUMNS = ['articleCode', 'name', 'description', 'salesUnit', 'price', 'stock', 'uomConverter', 'active'] as const;

export type FileRead = { table: SpreadsheetTable } | { fileError: UserError };

export interface Uploaded {
  name: string;
  size: number;
  read: () => Promise<Uint8Array>;
}

export const uploaded = (file: File): Uploaded => ({
  name: file.name,
  size: file.size,
  read: async () => new Uint8Array(await file.arrayBuffer()),
});

/** Reads the first sheet in a worker thread (run before the mutation's write transaction), or says why not. */
export async function readVendorFile(file: Uploaded): Promise<FileRead> {
  if (file.size > MAX_FILE_BYTES) return { fileError: tpError('file', 'file_too_large') };
  let read;
  try {
    read = await readSpreadsheet(file.name, await file.read(), LIMITS);
  } catch {
    return { fileError: tpError('file', 'file_unreadable') };
  }
  if ('table' in read) return read;
  if (read.refused === 'too_many_rows') return { fileError: tpError('file', 'too_many_rows', { max: String(MAX_FILE_ROWS) }) };
  return {
    fileError: tpError('file', read.refused === 'type' ? 'file_type' : read.refused === 'too_large' ? 'file_too_large' : 'file_unreadable'),
  };
}

const canonical = (h: string) => h.replace(/[\s_-]/g, '').toLowerCase();

export interface FileRow<C extends string> {
  line: number;
  cells: Partial<Record<C, string>>;
}

/** The rows of a table by column name; the columns it lacks, when any of `required` is missing. */
export function rowsOf<C extends string>(
  table: SpreadsheetTable,
  columns: readonly C[],
  required: readonly C[],
): { rows: FileRow<C>[] } | { missing: C[] } {
  const byName = new Map(columns.map((c) => [canonical(c), c]));
  const at = table.header.map((h) => byName.get(canonical(h)) ?? null);
  const missing = required.filter((c) => !at.includes(c));
  if (missing.length) return { missing };
  const rows = table.rows
    .filter((r) => r.cells.some((c) => c !== ''))
    .map((r) => {
      const cells: Partial<Record<C, string>> = {};
      at.forEach((c, i) => {
        if (c) cells[c] = (r.cells[i] ?? '').trim();
      });
      return { line: r.line, cells };
    });
  return { rows };
}
