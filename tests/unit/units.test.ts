import { describe, expect, it } from 'vitest';
import { unitWord } from '../../src/rules/units.ts';

describe('unitWord', () => {
  it('gives EA and PC one word, so a dealer never sees two codes for a piece', () => {
    expect(unitWord('EA')).toBe('piece');
    expect(unitWord('PC')).toBe('piece');
    expect(unitWord(' pc ')).toBe('piece');
  });

  it('names pairs and sets, and counts an unknown or missing code in pieces', () => {
    expect(unitWord('PR')).toBe('pair');
    expect(unitWord('SET')).toBe('set');
    expect(unitWord('XYZ')).toBe('piece');
    expect(unitWord(null)).toBe('piece');
  });
});
