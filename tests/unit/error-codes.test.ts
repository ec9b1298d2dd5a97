import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../api/graphql/errors.ts';
import { codeOfFailure, ERROR_CODES, isPortalErrorCode, NO_DATA, STATUS_OF_CODE } from '../../src/rules/error-codes.ts';
import { LOCALES } from '../../src/rules/locales.ts';

const serverTexts = (lng: string) =>
  (JSON.parse(readFileSync(`locales/${lng}/errors.json`, 'utf8')) as { server: Record<string, string> }).server;

describe('the error codes of spec 1 §8 and 3 §8', () => {
  const spec = ['1000', '5000', 'C001', 'G001', 'I002', 'I003', 'I006', 'INT', 'M001', 'M002', 'N001', 'N002', 'S001', 'U001', 'UNKNOWN'];

  it('knows every code the spec lists and every code the server sends', () => {
    expect(ERROR_CODES).toEqual(expect.arrayContaining(spec));
    expect(Object.values(ErrorCode).filter((c) => !isPortalErrorCode(c))).toEqual([]);
    for (const code of ERROR_CODES) expect(STATUS_OF_CODE[code], code).toBeGreaterThanOrEqual(400);
  });

  it('words every code in every locale, and the translated locales in their own words', () => {
    const english = serverTexts('en-us');
    for (const lng of LOCALES) {
      const texts = serverTexts(lng);
      expect(ERROR_CODES.filter((c) => !texts[c]?.trim()).map((c) => `${lng}: ${c}`)).toEqual([]);
      if (['de', 'fr', 'id-id', 'ms-my'].includes(lng))
        expect(ERROR_CODES.filter((c) => texts[c] === english[c]).map((c) => `${lng}: ${c}`)).toEqual([]);
    }
  });
});

describe('codeOfFailure: the code a failure is shown by', () => {
  it("keeps the server's code", () => {
    expect(codeOfFailure({ code: 'N002' })).toBe('N002');
    expect(codeOfFailure({ code: 'M002', status: 200 })).toBe('M002');
    expect(codeOfFailure({ code: '5000', network: true })).toBe('5000');
  });

  it('names a failure without a code by what happened', () => {
    expect(codeOfFailure({ network: true })).toBe('1000');
    expect(codeOfFailure({ status: 502 })).toBe('5000');
    expect(codeOfFailure({ status: 500 })).toBe('5000');
    expect(codeOfFailure({ noData: true, status: 200 })).toBe('G001');
    expect(codeOfFailure({ status: 400 })).toBe('UNKNOWN');
    expect(codeOfFailure({ code: 'X999' })).toBe('UNKNOWN');
    expect(codeOfFailure({})).toBe('UNKNOWN');
  });

  it("keeps the spec's wording of an empty answer for the log", () => {
    expect(NO_DATA).toBe('graphql return no data');
  });
});
