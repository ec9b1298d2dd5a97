import { describe, expect, it } from 'vitest';
import type { CurrencyFormat } from '../../src/rules/host-config.ts';
import { currencySymbol, formatMoney, formatNumber, formatPercent } from '../../src/rules/money.ts';

const idr: CurrencyFormat = { display: 'IDR', symbol: 'Rp', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 0 };
const usd: CurrencyFormat = { display: 'USD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
const eur: CurrencyFormat = { display: 'EUR', symbol: '€', thousandSeparator: '.', decimalSeparator: ',', decimalPrecision: 2 };
const myr: CurrencyFormat = { display: 'MYR', symbol: 'RM', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
const nbsp = '\u00a0';

describe('formatMoney', () => {
  it('groups thousands and shows the precision of each host currency', () => {
    expect(formatMoney(1_234_567_800, idr)).toBe(`Rp${nbsp}1.234.567.800`);
    expect(formatMoney(1234.5, usd)).toBe('$1,234.50');
    expect(formatMoney(98765.432, eur)).toBe('€98.765,43');
    expect(formatMoney(1000000, myr)).toBe(`RM${nbsp}1,000,000.00`);
  });

  it('rounds half up without binary-fraction surprises', () => {
    expect(formatMoney(1.005, usd)).toBe('$1.01');
    expect(formatMoney(2.675, usd)).toBe('$2.68');
    expect(formatMoney(999.5, idr)).toBe(`Rp${nbsp}1.000`);
  });

  it('handles zero, small and negative amounts', () => {
    expect(formatMoney(0, usd)).toBe('$0.00');
    expect(formatMoney(0.07, usd)).toBe('$0.07');
    expect(formatMoney(-1500.25, usd)).toBe('-$1,500.25');
    expect(formatMoney(-1500, idr)).toBe(`-Rp${nbsp}1.500`);
    expect(formatMoney(-0.001, usd)).toBe('$0.00'); // rounds to zero: no minus
  });

  it('falls back to the currency code without a symbol, and to "-" for no number', () => {
    expect(formatMoney(12, { ...usd, symbol: '' })).toBe(`USD${nbsp}12.00`);
    expect(formatMoney(Number.NaN, usd)).toBe('-');
    expect(formatMoney(Number.POSITIVE_INFINITY, usd)).toBe('-');
  });
});

describe('formatNumber', () => {
  it('formats without a symbol and keeps large amounts exact', () => {
    expect(formatNumber(123, usd)).toBe('123.00');
    expect(formatNumber(12_345_678_901_234, idr)).toBe('12.345.678.901.234');
    expect(formatNumber(-42, idr)).toBe('-42');
    expect(formatNumber(5, { ...usd, decimalPrecision: 3 })).toBe('5.000');
  });
});

describe("in the reader's locale", () => {
  it("places and groups an amount the reader's way, with the market's currency and precision", () => {
    expect(formatMoney(9451.42, eur, 'de')).toBe(`9.451,42${nbsp}€`);
    expect(formatMoney(9451.42, eur, 'en-uk')).toBe('€9,451.42');
    expect(formatMoney(1234.5, usd, 'en-us')).toBe('$1,234.50');
    expect(formatMoney(1_234_567, idr, 'id-id')).toBe(`Rp${nbsp}1.234.567`);
    expect(formatMoney(1_234_567, idr, 'en-us')).toBe(`Rp${nbsp}1,234,567`);
    expect(formatMoney(1000, myr, 'ms-my')).toMatch(/^RM\s?1,000\.00$/);
    expect(formatMoney(1000, { ...usd, display: 'SGD', symbol: 'S$' }, 'en-sg')).toBe('S$1,000.00');
  });

  it('reads the locale the currency format carries, and keeps rounding and signs', () => {
    expect(formatMoney(1.005, { ...eur, locale: 'de' })).toBe(`1,01${nbsp}€`);
    expect(formatMoney(-1500.25, { ...usd, locale: 'en-us' })).toBe('-$1,500.25');
    expect(formatMoney(-0.001, { ...usd, locale: 'en-us' })).toBe('$0.00');
    expect(formatMoney(999.5, { ...idr, locale: 'id-id' })).toBe(`Rp${nbsp}1.000`);
  });

  it('formats plain numbers and percentages', () => {
    expect(formatNumber(1234.5, eur, 'de')).toBe('1.234,50');
    expect(formatNumber(1234.5, eur, 'en-us')).toBe('1,234.50');
    expect(formatPercent(32.6, 'en-us')).toBe('32.6%');
    expect(formatPercent(32.6, 'de')).toBe(`32,6${nbsp}%`);
    expect(formatPercent(Number.NaN, 'de')).toBe('-');
  });
});

describe('each market says which dollar', () => {
  const cad: CurrencyFormat = { display: 'CAD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };
  const sgd: CurrencyFormat = { display: 'SGD', symbol: '$', thousandSeparator: ',', decimalSeparator: '.', decimalPrecision: 2 };

  it('keeps "$" for the US dollar only', () => {
    expect(formatMoney(1234, usd)).toBe('$1,234.00');
    expect(formatMoney(1234, usd, 'en-us')).toBe('$1,234.00');
    expect(currencySymbol(usd)).toBe('$');
  });

  it('marks the Canadian dollar CA$, whatever symbol its host stores and in every locale', () => {
    for (const format of [cad, { ...cad, symbol: 'CA$' }]) {
      expect(formatMoney(1234, format)).toBe('CA$1,234.00');
      expect(formatMoney(1234, format, 'en-ca')).toBe('CA$1,234.00');
      expect(formatMoney(-1234, format, 'en-ca')).toBe('-CA$1,234.00');
      expect(formatMoney(1234, format, 'fr')).toMatch(/^1\s234,00\sCA\$$/);
    }
    expect(currencySymbol(cad)).toBe('CA$');
  });

  it('marks the Singapore dollar S$, and a dollar it has no mark for by its code', () => {
    expect(formatMoney(1234, sgd, 'en-sg')).toBe('S$1,234.00');
    expect(formatMoney(1234, { ...sgd, symbol: 'S$' }, 'en-sg')).toBe('S$1,234.00');
    expect(formatMoney(5, { ...usd, display: 'ZWL' })).toBe(`ZWL${nbsp}5.00`);
  });

  it('leaves the other markets as they are', () => {
    expect(formatMoney(1_234_567, idr, 'id-id')).toBe(`Rp${nbsp}1.234.567`);
    expect(formatMoney(9451.42, eur, 'de')).toBe(`9.451,42${nbsp}€`);
    expect(formatMoney(1000, myr, 'en-my')).toMatch(/^RM\s?1,000\.00$/);
  });
});
