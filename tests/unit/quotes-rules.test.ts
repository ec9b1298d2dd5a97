import { describe, expect, it } from 'vitest';
import { addDays, mayAskForQuote, quoteState } from '../../src/rules/quotes.ts';

describe('quote rules shared by the page and the API', () => {
  it('reads an answered quote as expired only once its last day has passed in the market', () => {
    expect(quoteState('answered', '2026-12-07', '2026-12-07')).toBe('answered');
    expect(quoteState('answered', '2026-12-06', '2026-12-07')).toBe('expired');
    // Other states keep their name whatever the date says.
    expect(quoteState('ordered', '2026-12-01', '2026-12-07')).toBe('ordered');
    expect(quoteState('requested', null, '2026-12-07')).toBe('requested');
  });

  it('offers quotes from the host’s number of pieces, and none where the host sets none', () => {
    expect(mayAskForQuote({ quoteFromPieces: 10 }, 9)).toBe(false);
    expect(mayAskForQuote({ quoteFromPieces: 10 }, 10)).toBe(true);
    expect(mayAskForQuote({ quoteFromPieces: 1 }, 1)).toBe(true);
    expect(mayAskForQuote({}, 500)).toBe(false);
    expect(mayAskForQuote({ quoteFromPieces: null }, 500)).toBe(false);
  });

  it('counts days across a month and a year end', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
