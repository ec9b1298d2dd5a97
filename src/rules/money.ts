import type { CurrencyFormat } from './host-config.ts';

type NumberFormat = Pick<CurrencyFormat, 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision'>;

const precisionOf = (format: NumberFormat) => Math.max(0, Math.min(6, Math.trunc(format.decimalPrecision || 0)));

/** |value| in the smallest shown unit, as digits; rounding the scaled value keeps 1.005 from becoming 1.00. */
function scaledDigits(value: number, precision: number): string {
  return BigInt(Math.round(Math.abs(value) * 10 ** precision + 1e-9)).toString().padStart(precision + 1, '0');
}

/** A number grouped and rounded the currency's way, without a symbol ("1.234.567", "1,234.50"). */
export function formatNumber(value: number, format: NumberFormat): string {
  if (!Number.isFinite(value)) return '-';
  const precision = precisionOf(format);
  const digits = scaledDigits(value, precision);
  const whole = digits.slice(0, digits.length - precision).replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  const shown = precision ? `${whole}${format.decimalSeparator}${digits.slice(-precision)}` : whole;
  return value < 0 && /[1-9]/.test(digits) ? `-${shown}` : shown;
}

/**
 * An amount in the host's currency format (spec 1 §3.1 currency): symbol, separators and precision. Amounts
 * are in the currency's major unit (1234.5 dollars). A symbol of letters (Rp, RM) is followed by a space, a
 * sign ($, €) is not; a minus goes before the symbol.
 */
export function formatMoney(amount: number, currency: CurrencyFormat): string {
  if (!Number.isFinite(amount)) return '-';
  const number = formatNumber(amount, currency);
  const symbol = currency.symbol || currency.display;
  const gap = /\p{L}$/u.test(symbol) ? '\u00a0' : '';
  return number.startsWith('-') ? `-${symbol}${gap}${number.slice(1)}` : `${symbol}${gap}${number}`;
}
