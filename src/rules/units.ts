/**
 * Units of measure in a dealer's words. The ERP and the catalogue name one thing by several codes (EA and PC for a
 * piece, PR for a pair): a dealer reads one word per thing, counted, never the code.
 */
export type UnitWord = 'piece' | 'pair' | 'set';

const WORDS: Record<string, UnitWord> = { EA: 'piece', PC: 'piece', PCE: 'piece', ST: 'piece', PR: 'pair', PAA: 'pair', SET: 'set' };

/** The word of a unit code; an unknown code counts pieces, the ERP's default unit. */
export const unitWord = (uom: string | null | undefined): UnitWord => WORDS[(uom ?? '').trim().toUpperCase()] ?? 'piece';
