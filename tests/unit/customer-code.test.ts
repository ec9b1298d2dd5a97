import { describe, expect, it } from 'vitest';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';

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
