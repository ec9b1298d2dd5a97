import { describe, expect, it } from 'vitest';
import { parseArticleCodes } from '../../src/pages/catalog-analyze/codes.ts';

describe('article codes typed or pasted on catalogue analyze', () => {
  it('takes one code per line, or several separated by commas, semicolons, tabs or spaces, each once', () => {
    expect(parseArticleCodes('PA27-KIT-1\n PA27-KIT-2 \r\nPA27-KIT-1')).toEqual(['PA27-KIT-1', 'PA27-KIT-2']);
    expect(parseArticleCodes('A-1, A-2;A-3\tA-4 A-5')).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5']);
  });

  it('keeps only the code of a pasted "code;qty" order row', () => {
    expect(parseArticleCodes('BK-1234;2\nPA-5678;10\nPA-9')).toEqual(['BK-1234', 'PA-5678', 'PA-9']);
  });

  it('answers nothing for blank text', () => {
    expect(parseArticleCodes(' \n\n ,; ')).toEqual([]);
  });
});
