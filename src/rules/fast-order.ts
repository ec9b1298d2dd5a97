/**
 * Fast order (spec 2 §2, /catalog/fast-order): the dealer types or pastes "article code, quantity" rows. These
 * rules read a pasted list or CSV file and judge one row; the page and the tests share them.
 */

/** One row as the dealer typed it: the quantity stays text until it is judged, so a typo can be shown and fixed. */
export interface FastOrderEntry {
  code: string;
  qty: string;
}

import { qtyProblem, type QtyProblem } from './cart.ts';

/** Why a row cannot go to the cart yet: the code, or the quantity with the reason it is refused. */
export type RowProblem = 'unknown_code' | 'not_orderable' | `qty_${QtyProblem}`;

/** A quantity is a whole positive number of pieces; more than this is surely a typo (a pasted price or a date). */
export const MAX_ROW_QTY = 99_999;
/** A pasted list or file longer than this is cut: the page looks up every row. */
export const MAX_PASTED_ROWS = 200;

/** Why a typed quantity is refused (empty, negative, zero, not whole, over MAX_ROW_QTY, not a number), null when it holds. */
export function qtyTextProblem(text: string): QtyProblem | null {
  const problem = qtyProblem(text, MAX_ROW_QTY);
  // Digits only: '1e3', '+2' or '0x10' are numbers to JavaScript, not to a dealer.
  return problem ?? (/^\d+$/.test(text.trim()) ? null : 'not_number');
}

/** The quantity as a number, or null when it is not a whole positive number. */
export function parseQty(text: string): number | null {
  return qtyTextProblem(text) ? null : Number(text.trim());
}

/** Codes compare without case or surrounding blanks: dealers type them as they read them off a box. */
export const normalCode = (code: string) => code.trim().toUpperCase();

const unquote = (field: string) =>
  field
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/""/g, '"')
    .trim();

/** A spreadsheet copies with tabs, a European CSV uses semicolons, others commas: the first one present wins. */
function separatorOf(line: string): string | null {
  for (const sep of ['\t', ';', ',']) if (line.includes(sep)) return sep;
  return null;
}

const HEADER =
  /^(article|artikel|code|art\.?|sku|item|kode|kod|no\.?|nr\.?|article code|article number|artikelnummer|référence|reference)\b/i;

/**
 * Rows of a pasted list or CSV text: one "code<sep>qty" a line, separated by a tab, semicolon or comma; a line
 * with only a code orders 1. Blank lines and a header line ("Article;Qty") are skipped. At most `max` rows are read
 * (fast order looks each one up; a shopping list's import takes a whole list).
 */
export function parseRows(text: string, max = MAX_PASTED_ROWS): FastOrderEntry[] {
  const rows: FastOrderEntry[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    const sep = separatorOf(line);
    const [rawCode = '', rawQty = ''] = sep ? line.split(sep) : [line];
    const code = unquote(rawCode);
    const qty = unquote(rawQty);
    if (!code) continue;
    if (rows.length === 0 && i === lines.findIndex((l) => l.trim()) && HEADER.test(code) && parseQty(qty) === null) continue;
    rows.push({ code, qty: qty || '1' });
    if (rows.length >= max) break;
  }
  return rows;
}

/** Does the text hold more than one cell (a paste from a spreadsheet) rather than a single code? */
export const isMultiCellPaste = (text: string) => /[\t;,\n\r]/.test(text.trim());

/**
 * What stops a row, or null when it may go to the cart. `article` is the looked-up article: undefined while the
 * lookup runs (nothing to say yet), null when the code is unknown in the market.
 */
export function rowProblem(entry: FastOrderEntry, article: { allowToOrder: boolean } | null | undefined): RowProblem | null {
  if (!entry.code.trim()) return null;
  if (article === null) return 'unknown_code';
  if (article && !article.allowToOrder) return 'not_orderable';
  const qty = qtyTextProblem(entry.qty);
  return qty ? `qty_${qty}` : null;
}

/** A row ready for the cart: its article and the pieces to add. */
export interface ReadyRow {
  articleCode: string;
  cartQty: number;
  qty: number;
}

/**
 * The cart's new quantities for the ready rows: the API sets a line's quantity, so each article gets what the
 * cart already has plus every row's pieces of it (the same code on two rows is one line).
 */
export function cartQuantities(rows: readonly ReadyRow[]): { articleCode: string; qty: number; added: number }[] {
  const byCode = new Map<string, { articleCode: string; qty: number; added: number }>();
  for (const row of rows) {
    const line = byCode.get(row.articleCode);
    if (line) {
      line.qty += row.qty;
      line.added += row.qty;
    } else {
      byCode.set(row.articleCode, { articleCode: row.articleCode, qty: row.cartQty + row.qty, added: row.qty });
    }
  }
  return [...byCode.values()];
}
