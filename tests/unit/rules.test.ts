import { describe, expect, it } from 'vitest';
import { displayCustomerCode } from '../../src/rules/customer-code.ts';
import { hasScopes } from '../../src/rules/scopes.ts';

describe('displayCustomerCode', () => {
  it('prefers the isr code and shortens codes starting with I or 0 to their last 6 characters', () => {
    expect(displayCustomerCode({ isr: 'I100234567', r3: '0000104512' })).toBe('234567');
    expect(displayCustomerCode({ isr: null, r3: '0000104512' })).toBe('104512');
    expect(displayCustomerCode({ isr: null, r3: 'C12345678' })).toBe('C12345678');
    expect(displayCustomerCode({ isr: 'A77', r3: '0000104512' })).toBe('A77');
  });
});

describe('hasScopes', () => {
  it('needs every entry, and any one scope of a group', () => {
    const held = ['page.catalog', 'page.user-management-us'];
    expect(hasScopes(held, ['page.catalog'])).toBe(true);
    expect(hasScopes(held, ['page.catalog', ['page.user-management', 'page.user-management-us']])).toBe(true);
    expect(hasScopes(held, [['page.user-management', 'page.banner']])).toBe(false);
    expect(hasScopes(held, ['page.catalog', 'page.claim'])).toBe(false);
    expect(hasScopes([], [])).toBe(true);
  });
});
