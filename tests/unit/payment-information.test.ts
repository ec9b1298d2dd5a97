import { describe, expect, it } from 'vitest';
import {
  achProblems,
  cardProblems,
  cardTypeOf,
  formatCardNumber,
  luhnValid,
  maskedDisplay,
  paymentInformationMissing,
  paymentKind,
  routingNumberValid,
} from '../../src/rules/payment-information.ts';

const today = '2026-11-23';

describe('payment kind', () => {
  it("reads the method's type as the spec names it", () => {
    expect(paymentKind('ACH')).toBe('ach');
    expect(paymentKind('Credit Card')).toBe('card');
    expect(paymentKind('Bank Transfer')).toBe('transfer');
    expect(paymentKind('Credit Term')).toBe('transfer');
  });
});

describe('card numbers', () => {
  it('pass the Luhn check and know their network', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(cardTypeOf('4242424242424242')).toBe('Visa');
    expect(cardTypeOf('5555555555554444')).toBe('MasterCard');
    expect(cardTypeOf('2223003122003222')).toBe('MasterCard');
    expect(cardTypeOf('378282246310005')).toBe('American Express');
    expect(cardTypeOf('6011111111111117')).toBe('Discover');
    expect(cardTypeOf('9999999999999995')).toBeNull();
  });

  it('are grouped as typed, American Express 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42x')).toBe('4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('show only their last four digits', () => {
    expect(maskedDisplay('Visa', '4242424242424242')).toBe('Visa •••• 4242');
  });
});

describe('card details', () => {
  const card = {
    creditCardNumber: '4242 4242 4242 4242',
    creditCardType: 'Visa',
    expiredMonth: 12,
    expiredYear: 2027,
    securityCode: '123',
  };
  it('pass when complete and valid', () => {
    expect(cardProblems(card, today)).toEqual({});
  });
  it('name each wrong field', () => {
    expect(cardProblems({ ...card, creditCardType: 'MasterCard' }, today)).toEqual({ creditCardNumber: 'card_type_mismatch' });
    expect(cardProblems({ ...card, creditCardNumber: '4242' }, today)).toEqual({ creditCardNumber: 'card_number_invalid' });
    expect(cardProblems({ ...card, expiredMonth: 13 }, today)).toEqual({ expiredMonth: 'expiry_invalid' });
    expect(cardProblems({ ...card, expiredYear: 2026, expiredMonth: 10 }, today)).toEqual({ expiredYear: 'card_expired' });
    expect(cardProblems({ ...card, expiredYear: 2026, expiredMonth: 11 }, today)).toEqual({});
    expect(cardProblems({ ...card, securityCode: '12' }, today)).toEqual({ securityCode: 'security_code_invalid' });
  });
  it('want four security digits on American Express', () => {
    const amex = { ...card, creditCardNumber: '378282246310005', creditCardType: 'American Express' };
    expect(cardProblems(amex, today)).toEqual({ securityCode: 'security_code_invalid' });
    expect(cardProblems({ ...amex, securityCode: '1234' }, today)).toEqual({});
  });
});

describe('bank account details', () => {
  it('check the account type, the account number and the routing check digit', () => {
    expect(routingNumberValid('011000015')).toBe(true);
    expect(routingNumberValid('011000016')).toBe(false);
    expect(achProblems({ accountType: 'Checking', accountNumber: '000123456789', routingNumber: '011000015' })).toEqual({});
    expect(achProblems({ accountType: 'Current', accountNumber: '12', routingNumber: '123' })).toEqual({
      accountType: 'account_type_invalid',
      accountNumber: 'account_number_invalid',
      routingNumber: 'routing_number_invalid',
    });
  });
});

describe('missing payment information', () => {
  it('is asked for only by card and ACH methods, when nothing was filled', () => {
    expect(paymentInformationMissing('transfer', null)).toBe(false);
    expect(paymentInformationMissing('card', null)).toBe(true);
    expect(paymentInformationMissing('card', { creditCardNumber: ' ' })).toBe(true);
    expect(paymentInformationMissing('card', { creditCardNumber: '4242' })).toBe(false);
    expect(paymentInformationMissing('ach', { creditCardNumber: '4242' })).toBe(true);
  });
});
