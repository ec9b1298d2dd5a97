import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { formatNumber, formatPercent, intlLocale } from '../../rules/money.ts';
import { formatMinor } from '../../rules/price.ts';

/** Money, quantities and changes of the overview in the reader's locale, with the market's currency. */
export function useSalesFormat(precision: number) {
  const { currency } = useHostConfig();
  const { i18n } = useTranslation();
  const locale = currency.locale ?? i18n.language;
  const compactFormat = new Intl.NumberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 });
  return {
    money: (minor: number) => formatMinor(minor, precision, currency),
    /** Axis labels: 1.2 M, 350 K. */
    compact: (minor: number) => compactFormat.format(minor / 10 ** precision),
    quantity: (n: number) => formatNumber(n, { ...currency, decimalPrecision: 0 }),
    /** This year against last, as a signed percentage; '-' when last year sold nothing. */
    change: (now: number, before: number) =>
      before === 0 ? '-' : `${now >= before ? '+' : ''}${formatPercent(((now - before) / Math.abs(before)) * 100, locale)}`,
  };
}

export type SalesFormat = ReturnType<typeof useSalesFormat>;
