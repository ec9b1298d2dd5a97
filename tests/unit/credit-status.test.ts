import { describe, expect, it } from 'vitest';
import { balanceLabelKey, shownBalance, usagePercent } from '../../src/shell/credit/credit-status.ts';

const credit = { balance: 400, creditLimit: 1000, creditExposure: 700 };

describe('the balance the credit widget shows', () => {
  it('is what is owed on invoices, labelled balance, on most hosts', () => {
    expect(balanceLabelKey('localhost')).toBe('credit.balance');
    expect(shownBalance(credit, 'localhost')).toBe(400);
  });

  it("is what is left of the limit where dealers read 'open to buy'", () => {
    expect(balanceLabelKey('US.localhost')).toBe('credit.open_to_buy');
    expect(shownBalance(credit, 'us.localhost')).toBe(300);
    expect(shownBalance({ ...credit, creditExposure: 1200 }, 'us.localhost')).toBe(-200);
  });

  it('counts usage as exposure over the limit', () => {
    expect(usagePercent(credit)).toBe(70);
    expect(usagePercent({ creditLimit: 0, creditExposure: 5 })).toBeNull();
  });
});
