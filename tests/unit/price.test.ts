import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from '../../src/rules/host-config.ts';
import {
  adjustUnitPrice,
  displayedPromotionPrice,
  formatMinor,
  matchingVolumeDiscount,
  priceLine,
  retailDisplay,
  toMajor,
  toMinor,
  type ArticlePrice,
  type PromotionPrice,
  type VolumeDiscount,
} from '../../src/rules/price.ts';

const usd: CurrencyFormat = { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
const idr: CurrencyFormat = { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 };
const rule = (term: '>=' | '<=', qty: number, type: 'percent' | 'fixed', value: number, salesDealNo = `${term}${qty}`): VolumeDiscount => ({
  salesDealNo,
  term,
  qty,
  type,
  value,
});
const helmet = (extra: Partial<ArticlePrice> = {}): ArticlePrice => ({ dealer: 10_000, retail: 14_999, precision: 2, ...extra });

describe('priceLine: volume discounts', () => {
  it('uses the plain dealer price when there is no rule', () => {
    const line = priceLine(helmet(), 3);
    expect(line).toMatchObject({
      qty: 3,
      dealerUnit: 10_000,
      unit: 10_000,
      subtotal: 30_000,
      saving: 0,
      source: 'none',
      volumeDiscount: null,
    });
    expect(priceLine(helmet({ volumeDiscounts: [] }), 3).subtotal).toBe(30_000);
  });

  it("'>=' holds from the rule's quantity up", () => {
    const price = helmet({ volumeDiscounts: [rule('>=', 5, 'percent', -10)] });
    expect(priceLine(price, 4)).toMatchObject({ unit: 10_000, subtotal: 40_000, source: 'none' });
    expect(priceLine(price, 5)).toMatchObject({ unit: 9_000, subtotal: 45_000, saving: 5_000, source: 'volume' });
    expect(priceLine(price, 50).unit).toBe(9_000);
  });

  it("'<=' holds up to the rule's quantity", () => {
    const price = helmet({ volumeDiscounts: [rule('<=', 2, 'fixed', -500)] });
    expect(priceLine(price, 1)).toMatchObject({ unit: 9_500, subtotal: 9_500 });
    expect(priceLine(price, 2)).toMatchObject({ unit: 9_500, subtotal: 19_000 });
    expect(priceLine(price, 3)).toMatchObject({ unit: 10_000, subtotal: 30_000, source: 'none' });
  });

  it('adds a percent of the unit price or a fixed amount, rounded to whole minor units, never below zero', () => {
    expect(adjustUnitPrice(10_000, { type: 'percent', value: -12.5 })).toBe(8_750);
    expect(adjustUnitPrice(999, { type: 'percent', value: -5 })).toBe(949); // 49.95 rounds to 50
    expect(adjustUnitPrice(10_000, { type: 'fixed', value: -2_500 })).toBe(7_500);
    expect(adjustUnitPrice(10_000, { type: 'fixed', value: 300 })).toBe(10_300); // a surcharge is added too
    expect(adjustUnitPrice(1_000, { type: 'fixed', value: -5_000 })).toBe(0);
    expect(adjustUnitPrice(1_000, { type: 'percent', value: -150 })).toBe(0);
  });

  it('prices the whole quantity by the first matching rule, in stored order', () => {
    const rules = [rule('>=', 10, 'percent', -20, 'A'), rule('>=', 5, 'percent', -10, 'B'), rule('>=', 1, 'fixed', -100, 'C')];
    const price = helmet({ volumeDiscounts: rules });
    expect(priceLine(price, 12)).toMatchObject({ unit: 8_000, subtotal: 96_000, volumeDiscount: { salesDealNo: 'A' } });
    expect(priceLine(price, 7)).toMatchObject({ unit: 9_000, subtotal: 63_000, volumeDiscount: { salesDealNo: 'B' } });
    expect(priceLine(price, 1)).toMatchObject({ unit: 9_900, volumeDiscount: { salesDealNo: 'C' } });
    // Stored order decides even when a later rule would be cheaper.
    const reversed = helmet({ volumeDiscounts: [...rules].reverse() });
    expect(priceLine(reversed, 12)).toMatchObject({ unit: 9_900, volumeDiscount: { salesDealNo: 'C' } });
    expect(matchingVolumeDiscount(rules, 0)).toBeNull();
    expect(matchingVolumeDiscount(undefined, 4)).toBeNull();
  });

  it('works in a currency without minor digits', () => {
    const bike: ArticlePrice = { dealer: 12_500_000, retail: 15_000_000, precision: 0, volumeDiscounts: [rule('>=', 3, 'percent', -3)] };
    expect(priceLine(bike, 3)).toMatchObject({ unit: 12_125_000, subtotal: 36_375_000 });
    expect(formatMinor(36_375_000, 0, idr)).toBe('Rp\u00a036.375.000');
  });

  it('treats a quantity of 0 as an empty line', () => {
    expect(priceLine(helmet(), 0)).toMatchObject({ qty: 0, subtotal: 0, saving: 0 });
  });
});

describe('priceLine: promotions', () => {
  const promo = (extra: Partial<PromotionPrice> = {}): PromotionPrice => ({
    code: 'SPRING',
    type: 'percent',
    value: -15,
    minQty: null,
    maxQty: null,
    ...extra,
  });

  it('charges the promotion price when the promotion holds', () => {
    expect(priceLine(helmet({ promotion: promo() }), 2)).toMatchObject({
      unit: 8_500,
      subtotal: 17_000,
      source: 'promotion',
      promotion: { code: 'SPRING' },
    });
    expect(priceLine(helmet({ promotion: promo({ type: 'fixed', value: -1_000 }) }), 1).unit).toBe(9_000);
    expect(priceLine(helmet({ promotion: promo({ type: 'price', value: 7_777 }) }), 1).unit).toBe(7_777);
  });

  it('respects the promotion quantity conditions', () => {
    const price = helmet({ promotion: promo({ minQty: 2, maxQty: 4 }) });
    expect(priceLine(price, 1).source).toBe('none');
    expect(priceLine(price, 2).unit).toBe(8_500);
    expect(priceLine(price, 4).unit).toBe(8_500);
    expect(priceLine(price, 5).unit).toBe(10_000);
  });

  it('does not stack with a volume discount: the lower unit price wins', () => {
    const price = helmet({ promotion: promo(), volumeDiscounts: [rule('>=', 10, 'percent', -20)] });
    expect(priceLine(price, 3)).toMatchObject({ unit: 8_500, source: 'promotion', volumeDiscount: null });
    expect(priceLine(price, 10)).toMatchObject({ unit: 8_000, source: 'volume', promotion: null });
  });

  it('shows a promotion price only when it is cheaper than the dealer price', () => {
    expect(displayedPromotionPrice(helmet({ promotion: promo() }))).toBe(8_500);
    expect(displayedPromotionPrice(helmet({ promotion: promo({ type: 'price', value: 12_000 }) }))).toBeNull();
    expect(displayedPromotionPrice(helmet())).toBeNull();
  });
});

describe('money in minor units', () => {
  it('converts between major and minor units at the precision', () => {
    expect(toMinor(12.5, 2)).toBe(1_250);
    expect(toMinor(1.005, 2)).toBe(101);
    expect(toMinor(-1.005, 2)).toBe(-101);
    expect(toMinor(15_000, 0)).toBe(15_000);
    expect(toMajor(1_250, 2)).toBe(12.5);
  });

  it('formats the retail display, or none without a retail price', () => {
    expect(retailDisplay(helmet(), usd)).toBe('$149.99');
    expect(retailDisplay(helmet({ retail: null }), usd)).toBeNull();
    expect(formatMinor(123_456, 2, usd)).toBe('$1,234.56');
  });
});

describe("formatMinor in the reader's locale", () => {
  it("keeps the amount's precision and the reader's grouping", () => {
    const eur = { display: 'EUR', symbol: '€', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 2 };
    expect(formatMinor(123_456, 2, eur, 'de')).toBe('1.234,56\u00a0€');
    expect(
      formatMinor(36_375_000, 0, {
        display: 'IDR',
        symbol: 'Rp',
        thousandSeparator: '.',
        decimalSeparator: ',',
        decimalPrecision: 0,
        locale: 'en-us',
      }),
    ).toBe('Rp\u00a036,375,000');
  });
});
