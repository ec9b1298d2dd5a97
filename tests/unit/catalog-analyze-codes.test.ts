import { describe, expect, it } from 'vitest';
import { parseArticleCodes } from '../../src/pages/catalog-analyze/codes.ts';
import { matchArticleCode } from '../../src/rules/article-code.ts';

describe('article codes typed or pasted on catalogue analyze', () => {
  it('takes one code per line, or several separated by commas, semicolons or tabs, each once', () => {
    expect(parseArticleCodes('PA27-KIT-1\n PA27-KIT-2 \r\nPA27-KIT-1')).toEqual(['PA27-KIT-1', 'PA27-KIT-2']);
    expect(parseArticleCodes('A-1, A-2;A-3\tA-4')).toEqual(['A-1', 'A-2', 'A-3', 'A-4']);
  });

  it('keeps the spaces inside a display code, as the portal shows it', () => {
    expect(parseArticleCodes('BOL2 XS YLW MY27\nHLM-ENSPO-S-BLK')).toEqual(['BOL2 XS YLW MY27', 'HLM-ENSPO-S-BLK']);
    // Blanks around a code go, blanks inside it count once.
    expect(parseArticleCodes('  BOL2  XS YLW MY27 , BK27-BOL2-XS-YLW')).toEqual(['BOL2 XS YLW MY27', 'BK27-BOL2-XS-YLW']);
  });

  it('reads a spreadsheet column, row or block as pasted', () => {
    // A column copies as lines, a row as tabs; Windows and old Mac line ends alike.
    expect(parseArticleCodes('BOL2 XS YLW MY27\r\nHLM-ENSPO-S-BLK\r\n')).toEqual(['BOL2 XS YLW MY27', 'HLM-ENSPO-S-BLK']);
    expect(parseArticleCodes('BOL2 XS YLW MY27\tHLM-ENSPO-S-BLK\tPA27-KIT-1')).toEqual([
      'BOL2 XS YLW MY27',
      'HLM-ENSPO-S-BLK',
      'PA27-KIT-1',
    ]);
    expect(parseArticleCodes('A 1\rB 2')).toEqual(['A 1', 'B 2']);
  });

  it('keeps only the code of a pasted "code;qty" order row, from a CSV or a spreadsheet', () => {
    expect(parseArticleCodes('BK-1234;2\nPA-5678;10\nPA-9')).toEqual(['BK-1234', 'PA-5678', 'PA-9']);
    expect(parseArticleCodes('BOL2 XS YLW MY27\t3\nHLM-ENSPO-S-BLK\t1')).toEqual(['BOL2 XS YLW MY27', 'HLM-ENSPO-S-BLK']);
  });

  it('answers nothing for blank text', () => {
    expect(parseArticleCodes(' \n\n ,; \t ')).toEqual([]);
  });
});

describe('a typed code names an article by any code the portal shows', () => {
  const bike = { articleCode: 'BK27-BOL2-XS-YLW', articleCodeDisplay: 'BOL2 XS YLW MY27' };
  const helmet = { articleCode: 'PA27-HLM-ENSPO-S-BLK', articleCodeDisplay: 'HLM-ENSPO-S-BLK' };
  const market = [bike, helmet];

  it('by its internal or display code, in any case, with or without spaces and hyphens', () => {
    for (const typed of [
      'BK27-BOL2-XS-YLW',
      'bk27-bol2-xs-ylw',
      'BOL2 XS YLW MY27',
      'bol2 xs ylw my27',
      'BOL2XSYLWMY27',
      'BOL2-XS-YLW-MY27',
    ])
      expect(matchArticleCode(typed, market), typed).toBe(bike);
    for (const typed of ['HLM-ENSPO-S-BLK', 'hlm enspo s blk', 'HLMENSPOSBLK', 'PA27HLMENSPOSBLK'])
      expect(matchArticleCode(typed, market), typed).toBe(helmet);
  });

  it('not by a code no article has, nor by a loose key two articles share', () => {
    expect(matchArticleCode('NO-SUCH-CODE', market)).toBeNull();
    expect(matchArticleCode('  ', market)).toBeNull();
    const twins = [
      { articleCode: 'PA27-AB-C', articleCodeDisplay: 'AB C' },
      { articleCode: 'PA27-A-BC', articleCodeDisplay: 'A BC' },
    ];
    expect(matchArticleCode('ABC', twins)).toBeNull();
    // Written exactly, either twin is still found.
    expect(matchArticleCode('a bc', twins)).toBe(twins[1]);
  });
});
