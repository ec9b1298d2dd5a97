/**
 * Quotes: a dealer asks for prices on a cart's lines; staff who answer quotes give each line a price and a last day,
 * or decline with a reason; the dealer orders the quote once, at those prices. The page and the API share these.
 */

export const QUOTE_NOTE_MAX = 500;
/** The longest a quoted price may hold, in days from the answer. */
export const QUOTE_VALID_MAX_DAYS = 90;
export const QUOTE_PAGE_SIZE = 20;

/** What a quote is now; `expired` is an answered quote whose last day has passed in the market. */
export const QUOTE_STATES = ['requested', 'answered', 'declined', 'ordered', 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The state a reader sees: an answer holds through its last day in the market, then the quote has expired. */
export const quoteState = (status: Exclude<QuoteState, 'expired'>, validUntil: string | null, today: string): QuoteState =>
  status === 'answered' && validUntil !== null && validUntil < today ? 'expired' : status;

/**
 * Whether the host lets a dealer ask for a quote on a cart of these many pieces: the host's `quoteFromPieces` is the
 * least a cart must hold (1: any cart); without it the host offers no quotes.
 */
export const mayAskForQuote = (config: { quoteFromPieces?: number | null }, pieces: number) =>
  !!config.quoteFromPieces && pieces >= config.quoteFromPieces;

/** The quotes' refusals, with their keys in the quotes namespace (quotes:errors.<key>). */
export const quoteMessages = {
  not_offered: 'Quotes are not offered on this site',
  too_few: 'A quote can be asked for a cart of at least {{min}} pieces',
  cart_empty: 'Your cart is empty',
  note_too_long: 'The note is too long (at most {{max}} characters)',
  reason_required: 'Say why the quote is declined',
  price_required: 'Give every line a price',
  price_invalid: 'Enter a price of 0 or more',
  valid_until_invalid: 'Choose a last day from today to {{max}} days ahead',
  not_open: 'This quote was answered already',
  not_answered: 'This quote has not been answered yet',
  declined: 'This quote was declined',
  ordered: 'This quote was ordered already',
  expired: 'This quote expired on {{date}}; ask for a new one',
  not_sold: '{{code}}: no longer sold in your market',
} as const;
export type QuoteMessageKey = keyof typeof quoteMessages;

/** A date (YYYY-MM-DD) some days after another. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
