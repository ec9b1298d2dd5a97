import { describe, expect, it } from 'vitest';
import { showsComponent } from '../../src/rules/price-components.ts';

describe("a market's optional money components", () => {
  const openInvoices = [{ additionalDisplays: ['tax', 'shippingCost', 'earlyPaymentDiscount'] }];

  it('shows those it lists for the module', () => {
    expect(showsComponent(openInvoices, 'earlyPaymentDiscount')).toBe(true);
    expect(showsComponent(openInvoices, 'tax')).toBe(true);
  });

  it('leaves out those it does not list', () => {
    expect(showsComponent(openInvoices, 'paymentDiscount')).toBe(false);
    expect(showsComponent([{ additionalDisplays: ['paymentDiscount'] }], 'earlyPaymentDiscount')).toBe(false);
  });

  it('shows every one where it lists none for the module', () => {
    expect(showsComponent([], 'earlyPaymentDiscount')).toBe(true);
  });
});
