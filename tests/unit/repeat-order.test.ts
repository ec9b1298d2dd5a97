import { describe, expect, it } from 'vitest';
import { canChoose, invalidChosen, isReady, repeatCartQuantities, repeatLineState, type RepeatLine } from '../../src/rules/repeat-order.ts';

const line = (change: Partial<RepeatLine> = {}): RepeatLine => ({
  articleCode: 'BK-100',
  state: { kind: 'orderable' },
  cartQty: 0,
  chosen: true,
  qty: '2',
  ...change,
});

describe('repeat order: a past line today', () => {
  it('is being checked until the article is looked up', () => {
    expect(repeatLineState(undefined)).toEqual({ kind: 'checking' });
  });

  it('is not sold any more when the market has no such article', () => {
    expect(repeatLineState(null)).toEqual({ kind: 'unavailable', reason: 'not_sold' });
  });

  it('names the analysis reason of a blocked article, or says blocked while the reason is read', () => {
    expect(repeatLineState({ allowToOrder: false }, 'brand_blocked')).toEqual({ kind: 'unavailable', reason: 'brand_blocked' });
    expect(repeatLineState({ allowToOrder: false })).toEqual({ kind: 'unavailable', reason: 'blocked' });
  });

  it('may be chosen only when it can be ordered', () => {
    expect(canChoose(repeatLineState({ allowToOrder: true }, 'order_blocked'))).toBe(true);
    expect(canChoose(repeatLineState({ allowToOrder: false }))).toBe(false);
    expect(canChoose(repeatLineState(undefined))).toBe(false);
  });
});

describe('repeat order: what goes to the cart', () => {
  it('sends chosen orderable lines with a whole quantity', () => {
    expect(isReady(line())).toBe(true);
    expect(isReady(line({ chosen: false }))).toBe(false);
    expect(isReady(line({ state: { kind: 'unavailable', reason: 'not_sold' } }))).toBe(false);
    expect(isReady(line({ qty: '0' }))).toBe(false);
    expect(isReady(line({ qty: '1.5' }))).toBe(false);
  });

  it('lists the chosen lines whose quantity needs fixing', () => {
    const bad = line({ qty: 'x' });
    expect(invalidChosen([line(), bad, line({ qty: '', chosen: false })])).toEqual([bad]);
  });

  it('adds to what the cart holds and counts an article on two lines once', () => {
    const lines = [
      line({ articleCode: 'BK-100', cartQty: 3, qty: '2' }),
      line({ articleCode: 'PA-200', qty: '10' }),
      line({ articleCode: 'BK-100', cartQty: 3, qty: '1' }),
      line({ articleCode: 'PA-300', chosen: false, qty: '4' }),
    ];
    expect(repeatCartQuantities(lines)).toEqual([
      { articleCode: 'BK-100', qty: 6, added: 3 },
      { articleCode: 'PA-200', qty: 10, added: 10 },
    ]);
  });
});
