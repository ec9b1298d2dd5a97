import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '../../src/rules/host-config.ts';
import { inquiryFieldProblem, inquiryLinkOf } from '../../src/rules/inquiry.ts';

const host = (over: { allow?: boolean; url?: string | null; hide?: string[] } = {}) => ({
  allowNewCustomerInquiry: over.allow ?? true,
  newCustomerInquiryUrl: over.url ?? null,
  features: { ...defaultFeatures, CUSTOM_URL_TO_HIDE_NEW_INQUIRY: over.hide ?? [] },
});

describe('the new customer inquiry link on the login page', () => {
  it('leads to the portal page where the host takes inquiries', () => {
    expect(inquiryLinkOf(host(), 'localhost')).toEqual({ kind: 'page' });
  });

  it('is not shown where allowNewCustomerInquiry is off, even with an outside address', () => {
    expect(inquiryLinkOf(host({ allow: false, url: 'https://join.example.com' }), 'localhost')).toEqual({ kind: 'none' });
  });

  it('leads to newCustomerInquiryUrl when set', () => {
    expect(inquiryLinkOf(host({ url: 'https://join.example.com/dealer' }), 'localhost')).toEqual({
      kind: 'external',
      url: 'https://join.example.com/dealer',
    });
    // Not an address a browser opens: the portal's own page instead.
    expect(inquiryLinkOf(host({ url: 'javascript:alert(1)' }), 'localhost')).toEqual({ kind: 'page' });
  });

  it('is hidden on a host that holds a fragment of the hide list, whatever its case', () => {
    expect(inquiryLinkOf(host({ hide: ['id.local'] }), 'ID.localhost')).toEqual({ kind: 'none' });
    expect(inquiryLinkOf(host({ hide: ['id.local', ' '] }), 'us.localhost')).toEqual({ kind: 'page' });
  });
});

describe('the inquiry fields', () => {
  it('name a missing required field, and let an optional one be empty', () => {
    expect(inquiryFieldProblem('custName', '  ')).toMatchObject({ key: 'forms:required' });
    expect(inquiryFieldProblem('custWeb', '')).toBeNull();
    expect(inquiryFieldProblem('custPostalCode', '')).toBeNull();
  });

  it('check email, phone, postal code and web address', () => {
    expect(inquiryFieldProblem('custEmail', 'owner@shop')).toMatchObject({ key: 'forms:email' });
    expect(inquiryFieldProblem('custPhone', '0812-345')).toMatchObject({ key: 'forms:phone' });
    expect(inquiryFieldProblem('custPostalCode', '1012 AB')).toBeNull();
    expect(inquiryFieldProblem('custPostalCode', '10_220')).toMatchObject({ key: 'inquiry:errors.postal_code' });
    expect(inquiryFieldProblem('custWeb', 'shop.example.com')).toBeNull();
    expect(inquiryFieldProblem('custWeb', 'https://shop.example.com/about')).toBeNull();
    expect(inquiryFieldProblem('custWeb', 'my shop')).toMatchObject({ key: 'inquiry:errors.web' });
  });

  it('refuse a text over its length', () => {
    expect(inquiryFieldProblem('reason', 'a'.repeat(1001))).toMatchObject({ key: 'forms:max_length' });
  });
});
