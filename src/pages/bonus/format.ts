import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../rules/money.ts';

/** Money (minor units at a precision), points and percentages in the reader's language and the market's currency. */
export function useBonusFormat() {
  const { i18n } = useTranslation();
  const { currency, dateFormat } = useHostConfig();
  const locale = i18n.language;
  return {
    dateFormat,
    money: (minor: number, precision: number) => formatMoney(minor / 10 ** precision, { ...currency, decimalPrecision: precision }, locale),
    points: (n: number) => formatNumber(n, { ...currency, decimalPrecision: 0 }, locale),
    percent: (n: number) => formatPercent(n, locale),
  };
}
