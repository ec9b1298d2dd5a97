import type { CurrencyFormat } from './host-config.ts';

type NumberFormat = Pick<CurrencyFormat, 'thousandSeparator' | 'decimalSeparator' | 'decimalPrecision' | 'locale'>;

/** Decimal places as the portal uses them: a whole number from 0 to 6 (a missing one is 0). */
export const clampPrecision = (decimalPrecision: number | null | undefined) => Math.max(0, Math.min(6, Math.trunc(decimalPrecision || 0)));

// Currencies without minor units; every other currency the portal trades in has two decimals.
const WHOLE_CURRENCIES = new Set(['IDR', 'JPY', 'KRW', 'VND']);

/** Decimal places of a currency: the host's own setting for its currency, else the currency's usual. */
export function precisionOf(currency: string, host: { currency: Pick<CurrencyFormat, 'display' | 'decimalPrecision'> }): number {
  if (currency === host.currency.display) return host.currency.decimalPrecision;
  return WHOLE_CURRENCIES.has(currency) ? 0 : 2;
}

/** A portal locale ('de', 'en-uk', 'id-id') as the BCP 47 tag Intl knows ('de', 'en-GB', 'id-ID'). */
export function intlLocale(locale: string): string {
  const [language, region] = locale.trim().replace('_', '-').split('-');
  if (!region) return language.toLowerCase();
  return `${language.toLowerCase()}-${region.toUpperCase() === 'UK' ? 'GB' : region.toUpperCase()}`;
}

// Formats made so far, by locale and options: making one costs far more than using it, and a page of prices asks
// for the same few again and again.
const formats = new Map<string, Intl.NumberFormat>();

/** Intl with a fallback: an unknown tag reads as English rather than failing the page. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(intlLocale(locale), options);
    } catch {
      format = new Intl.NumberFormat('en-US', { ...options, style: options.style === 'currency' ? 'decimal' : options.style });
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * Makes the locale's number formats ready: the first format of a locale loads its data, which on a phone takes a
 * good part of a first list's render. A page calls this while it waits for its data.
 */
export function prepareNumbers(locale: string): void {
  numberFormat(locale, {});
}

/** |value| in the smallest shown unit, as digits; rounding the scaled value keeps 1.005 from becoming 1.00. */
function scaledDigits(value: number, precision: number): string {
  return BigInt(Math.round(Math.abs(value) * 10 ** precision + 1e-9))
    .toString()
    .padStart(precision + 1, '0');
}

/** The value rounded half away from zero at the precision, with a rounded-away minus turned into a plain zero. */
function rounded(value: number, precision: number): number {
  const digits = scaledDigits(value, precision);
  if (!/[1-9]/.test(digits)) return 0;
  const magnitude = Number(`${digits.slice(0, digits.length - precision)}.${digits.slice(digits.length - precision) || '0'}`);
  return value < 0 ? -magnitude : magnitude;
}

/** The market's own separators: what a server-side text without a reader uses. */
function marketNumber(value: number, format: NumberFormat, precision: number): string {
  const digits = scaledDigits(value, precision);
  const whole = digits.slice(0, digits.length - precision).replace(/\B(?=(\d{3})+(?!\d))/g, format.thousandSeparator);
  const shown = precision ? `${whole}${format.decimalSeparator}${digits.slice(-precision)}` : whole;
  return value < 0 && /[1-9]/.test(digits) ? `-${shown}` : shown;
}

/**
 * A number grouped and rounded at the currency's precision, without a symbol. With a reader's locale (the format's
 * or the one given) Intl groups it the reader's way ("1.234,50" in German, "1,234.50" in English); without one the
 * market's separators apply.
 */
export function formatNumber(value: number, format: NumberFormat, locale = format.locale): string {
  if (!Number.isFinite(value)) return '-';
  const precision = clampPrecision(format.decimalPrecision);
  if (!locale) return marketNumber(value, format, precision);
  return numberFormat(locale, { minimumFractionDigits: precision, maximumFractionDigits: precision }).format(rounded(value, precision));
}

// Dollars other than the US's: a bare "$" would not say which one, so these always carry their own mark.
const DOLLAR_MARKS: Record<string, string> = { CAD: 'CA$', SGD: 'S$', AUD: 'A$', NZD: 'NZ$', HKD: 'HK$', MXN: 'MX$', TWD: 'NT$' };

/** The symbol an amount of `currency` shows: the market's own, unless it is a "$" that could be another dollar. */
export function currencySymbol(currency: Pick<CurrencyFormat, 'display' | 'symbol'>): string {
  const symbol = currency.symbol || currency.display;
  if (symbol === '$' && currency.display !== 'USD') return DOLLAR_MARKS[currency.display] ?? currency.display;
  return symbol;
}

/**
 * An amount in the reader's locale with the market's currency and precision (German: "9.451,42 €", English:
 * "$9,451.42"). Amounts are in the currency's major unit (1234.5 dollars). The market's symbol (Rp, RM, S$) stands
 * where the reader's locale puts a currency; a symbol of letters is kept apart from the digits. Only the US dollar
 * reads "$": Canada's reads "CA$1,234.00", Singapore's "S$1,234.00" (currencySymbol). Without a locale
 * the market's own format applies: symbol first, its separators.
 */
export function formatMoney(amount: number, currency: CurrencyFormat, locale = currency.locale): string {
  if (!Number.isFinite(amount)) return '-';
  const symbol = currencySymbol(currency);
  const precision = clampPrecision(currency.decimalPrecision);
  const value = rounded(amount, precision);
  if (locale && /^[A-Z]{3}$/.test(currency.display)) {
    const parts = numberFormat(locale, {
      style: 'currency',
      currency: currency.display,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: precision,
      maximumFractionDigits: precision,
    }).formatToParts(value);
    if (parts.some((p) => p.type === 'currency')) {
      return parts
        .map((p, i) => {
          if (p.type !== 'currency') return p.value;
          const touchesDigits = parts[i + 1]?.type === 'integer';
          return touchesDigits && /\p{L}$/u.test(symbol) ? `${symbol}\u00a0` : symbol;
        })
        .join('');
    }
  }
  const number = formatNumber(value, currency, locale);
  const gap = /\p{L}$/u.test(symbol) ? '\u00a0' : '';
  return number.startsWith('-') ? `-${symbol}${gap}${number.slice(1)}` : `${symbol}${gap}${number}`;
}

/** A percentage (32.6 for 32.6 %) in the reader's locale: "32.6%" in English, "32,6 %" in German. */
export function formatPercent(percent: number, locale: string | undefined, maximumFractionDigits = 1): string {
  if (!Number.isFinite(percent)) return '-';
  return numberFormat(locale || 'en-us', { style: 'percent', maximumFractionDigits }).format(percent / 100);
}
