import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/rules/page-window.ts';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pageWindow (10 visible pages)', () => {
  it.each([
    // current, pages, shown
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 10, range(1, 10)],
    [1, 25, range(1, 10)],
    [5, 25, range(1, 10)],
    [6, 25, range(2, 11)],
    [13, 25, range(9, 18)],
    [25, 25, range(16, 25)],
    [22, 25, range(16, 25)],
  ])('page %i of %i shows %j', (current, pages, shown) => {
    expect(pageWindow(current, pages)).toEqual(shown);
  });

  it('keeps a page past the end, or before the start, inside the pages there are', () => {
    expect(pageWindow(40, 12)).toEqual(range(3, 12));
    expect(pageWindow(0, 12)).toEqual(range(1, 10));
    expect(pageWindow(1, 0)).toEqual([1]);
  });

  it('shows fewer on a phone when asked', () => {
    expect(pageWindow(7, 25, 5)).toEqual(range(5, 9));
  });
});
