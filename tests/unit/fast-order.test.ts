import { describe, expect, it } from 'vitest';
import { cartQuantities, isMultiCellPaste, MAX_PASTED_ROWS, parseQty, parseRows, rowProblem } from '../../src/rules/fast-order.ts';

describe('fast order: pasted lists', () => {
  it('reads tab, semicolon and comma separated lines', () => {
    expect(parseRows('BK-100\t2\nPA-200;3\r\nPA-300,4')).toEqual([
      { code: 'BK-100', qty: '2' },
      { code: 'PA-200', qty: '3' },
      { code: 'PA-300', qty: '4' },
    ]);
  });

  it('skips blank lines and a header, orders 1 for a bare code', () => {
    expect(parseRows('\uFEFFArticle;Qty\n\nBK-100;5\n  \nPA-200\n')).toEqual([
      { code: 'BK-100', qty: '5' },
      { code: 'PA-200', qty: '1' },
    ]);
  });

  it('keeps a first line that is a real row', () => {
    expect(parseRows('CODE-1;2')).toEqual([{ code: 'CODE-1', qty: '2' }]);
  });

  it('unquotes CSV fields and keeps a bad quantity for the dealer to fix', () => {
    expect(parseRows('"BK-100","2"\n"PA-200";x')).toEqual([
      { code: 'BK-100', qty: '2' },
      { code: 'PA-200', qty: 'x' },
    ]);
  });

  it('cuts very long lists', () => {
    const text = Array.from({ length: MAX_PASTED_ROWS + 5 }, (_, i) => `A${i};1`).join('\n');
    expect(parseRows(text)).toHaveLength(MAX_PASTED_ROWS);
  });

  it('tells a spreadsheet paste from a single code', () => {
    expect(isMultiCellPaste('BK-100')).toBe(false);
    expect(isMultiCellPaste('BK-100\n')).toBe(false);
    expect(isMultiCellPaste('BK-100\t2')).toBe(true);
    expect(isMultiCellPaste('BK-100\nPA-200')).toBe(true);
  });
});

describe('fast order: quantities', () => {
  it('takes whole positive numbers only', () => {
    expect(parseQty(' 12 ')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '2,0', 'abc', '', '100000']) expect(parseQty(bad)).toBeNull();
  });
});

describe('fast order: row problems', () => {
  const orderable = { allowToOrder: true };
  it('says nothing for an empty row or while the lookup runs', () => {
    expect(rowProblem({ code: '', qty: 'x' }, null)).toBeNull();
    expect(rowProblem({ code: 'BK-1', qty: '1' }, undefined)).toBeNull();
  });
  it('names an unknown code, a blocked article and a bad quantity', () => {
    expect(rowProblem({ code: 'NOPE', qty: '1' }, null)).toBe('unknown_code');
    expect(rowProblem({ code: 'BK-1', qty: '1' }, { allowToOrder: false })).toBe('not_orderable');
    expect(rowProblem({ code: 'BK-1', qty: '3' }, orderable)).toBeNull();
  });
  it('says why a quantity is refused: negative, zero, not whole, over the limit, not digits, empty', () => {
    expect(rowProblem({ code: 'BK-1', qty: '-2' }, orderable)).toBe('qty_negative');
    expect(rowProblem({ code: 'BK-1', qty: '0' }, orderable)).toBe('qty_zero');
    expect(rowProblem({ code: 'BK-1', qty: '1.5' }, orderable)).toBe('qty_not_whole');
    expect(rowProblem({ code: 'BK-1', qty: '100000' }, orderable)).toBe('qty_over_max');
    expect(rowProblem({ code: 'BK-1', qty: '1e3' }, orderable)).toBe('qty_not_number');
    expect(rowProblem({ code: 'BK-1', qty: 'abc' }, orderable)).toBe('qty_not_number');
    expect(rowProblem({ code: 'BK-1', qty: ' ' }, orderable)).toBe('qty_empty');
  });
});

describe('fast order: cart quantities', () => {
  it('adds to what the cart has and joins rows of one article', () => {
    expect(
      cartQuantities([
        { articleCode: 'A', cartQty: 2, qty: 3 },
        { articleCode: 'B', cartQty: 0, qty: 1 },
        { articleCode: 'A', cartQty: 2, qty: 4 },
      ]),
    ).toEqual([
      { articleCode: 'A', qty: 9, added: 7 },
      { articleCode: 'B', qty: 1, added: 1 },
    ]);
  });
});
