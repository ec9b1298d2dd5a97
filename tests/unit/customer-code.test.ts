import { describe, expect, it } from 'vitest';
import {
  customerCodeMatches,
  customerLabel,
  displayCustomerCode,
  shortenedCodePatterns,
  shownCustomerCode,
} from '../../src/rules/customer-code.ts';

describe('displayCustomerCode (spec 1 §3.2)', () => {
  it('prefers the isr code', () => {
    expect(displayCustomerCode({ isr: 'A77', r3: 'C12345678' })).toBe('A77');
    expect(displayCustomerCode({ isr: 'C900', r3: '0000104512' })).toBe('C900');
  });

  it('uses the r3 code when there is no isr code', () => {
    expect(displayCustomerCode({ isr: null, r3: 'C12345678' })).toBe('C12345678');
    expect(displayCustomerCode({ isr: '', r3: 'C12345678' })).toBe('C12345678');
  });

  it('shortens codes starting with I or 0 to their last 6 characters', () => {
    expect(displayCustomerCode({ isr: 'I100234567', r3: '0000104512' })).toBe('234567');
    expect(displayCustomerCode({ isr: null, r3: '0000104512' })).toBe('104512');
    expect(displayCustomerCode({ isr: 'I1234567', r3: 'X1' })).toBe('234567');
  });

  it('keeps I or 0 codes of 6 characters or fewer whole', () => {
    expect(displayCustomerCode({ isr: 'I12345', r3: 'X1' })).toBe('I12345');
    expect(displayCustomerCode({ isr: null, r3: '01234' })).toBe('01234');
  });

  it('keeps every other code as it is, however long', () => {
    expect(displayCustomerCode({ isr: null, r3: 'D0000104512' })).toBe('D0000104512');
    expect(displayCustomerCode({ isr: '1000104512', r3: '0000104512' })).toBe('1000104512');
  });
});

describe('a typed customer code is accepted shortened or full', () => {
  const dealer = { unified: 'U1000007', isr: 'I200104512', r3: '0000104512' };
  it('matches any of the full codes, whatever the case and spaces', () => {
    for (const typed of ['U1000007', 'I200104512', '0000104512', ' 0000104512 ', 'u1000007'])
      expect(customerCodeMatches(typed, dealer), typed).toBe(true);
  });
  it('matches the shortened form the portal shows', () => {
    expect(displayCustomerCode(dealer)).toBe('104512');
    expect(customerCodeMatches(displayCustomerCode(dealer), dealer)).toBe(true);
    expect(customerCodeMatches('104512', { isr: null, r3: '0000104512' })).toBe(true);
  });
  it('does not match other codes or a shortening the portal never shows', () => {
    expect(customerCodeMatches('104513', dealer)).toBe(false);
    expect(customerCodeMatches('', dealer)).toBe(false);
    expect(customerCodeMatches('678901', { isr: null, r3: 'D0000678901' })).toBe(false);
  });
  it('finds the stored codes a shortened one may stand for', () => {
    expect(shortenedCodePatterns(' 104512 ')).toEqual(['I%104512', '0%104512']);
    expect(shortenedCodePatterns('0000104512')).toEqual([]);
    expect(shortenedCodePatterns('10%512')).toEqual([]);
  });
});

describe('one way of writing a customer code (spec 1 §3.2)', () => {
  it('shortens any one stored code as the display rule says', () => {
    expect(shownCustomerCode('0000100012')).toBe('100012');
    expect(shownCustomerCode('I200100012')).toBe('100012');
    expect(shownCustomerCode('D0000104512')).toBe('D0000104512');
    expect(shownCustomerCode(null)).toBe('');
  });

  it('writes a customer as name · code, never the padded code', () => {
    expect(customerLabel('BENGKEL SEPEDA TARI', '0000100012')).toBe('BENGKEL SEPEDA TARI · 100012');
    expect(customerLabel('Fahrrad Weber', '100012')).toBe('Fahrrad Weber · 100012');
    expect(customerLabel('Fahrrad Weber', null)).toBe('Fahrrad Weber');
  });
});
