/**
 * Repeat order (spec 2 §2, /catalog/repeat-order): the lines of a past order, judged by what the catalogue says
 * of their articles today, chosen and sent to the cart again. The page and the tests share these rules.
 */
import type { BlockReason } from './cart.ts';
import { cartQuantities, parseQty } from './fast-order.ts';

/** Why a line cannot be ordered again: the article's block reason, not sold here any more, or blocked for a reason not known yet. */
export type RepeatProblem = BlockReason | 'not_sold' | 'blocked';

export type RepeatLineState = { kind: 'checking' } | { kind: 'orderable' } | { kind: 'unavailable'; reason: RepeatProblem };

/**
 * A past line today. `article` is the catalogue's article of the line's code: undefined while it is looked up, null
 * when the market no longer has it. `reason` is the product analysis' first block, once it has been read.
 */
export function repeatLineState(article: { allowToOrder: boolean } | null | undefined, reason?: BlockReason | null): RepeatLineState {
  if (article === undefined) return { kind: 'checking' };
  if (article === null) return { kind: 'unavailable', reason: 'not_sold' };
  if (!article.allowToOrder) return { kind: 'unavailable', reason: reason ?? 'blocked' };
  return { kind: 'orderable' };
}

/** Only a line that can be ordered today may be chosen. */
export const canChoose = (state: RepeatLineState) => state.kind === 'orderable';

/** One line on the page: its article, what the cart already holds of it, whether it is chosen and the quantity typed. */
export interface RepeatLine {
  articleCode: string;
  state: RepeatLineState;
  cartQty: number;
  chosen: boolean;
  qty: string;
}

/** A chosen line is ready when it can be ordered and its quantity is a whole number of at least 1. */
export const isReady = (line: RepeatLine) => line.chosen && canChoose(line.state) && parseQty(line.qty) !== null;

/** Chosen lines whose quantity is not a valid number: they hold the add back until fixed. */
export const invalidChosen = (lines: readonly RepeatLine[]) =>
  lines.filter((l) => l.chosen && canChoose(l.state) && parseQty(l.qty) === null);

/**
 * The cart's new quantities for the ready lines (updateProductsInCart sets a line's quantity): what the cart has of
 * each article plus the chosen pieces, an article on two lines of the order counted once with both quantities.
 */
export function repeatCartQuantities(lines: readonly RepeatLine[]) {
  return cartQuantities(lines.filter(isReady).map((l) => ({ articleCode: l.articleCode, cartQty: l.cartQty, qty: parseQty(l.qty)! })));
}
