import dayjs from 'dayjs';
import { useHostConfig } from '../../providers/config.tsx';
import { formatMinor } from '../../rules/price.ts';

/** Dates in the host's formats; money (minor units) in the host's currency format, another currency by its code. */
export function useVisitFormat() {
  const { dateFormat, timeFormat, currency } = useHostConfig();
  const dateTime = (iso: string) => (dayjs(iso).isValid() ? dayjs(iso).format(`${dateFormat} ${timeFormat.replace(/:ss$/, '')}`) : '-');
  const money = (minor: number, code: string, precision: number) =>
    formatMinor(minor, precision, code === currency.display ? currency : { ...currency, symbol: `${code} `, display: code });
  return { dateTime, money };
}
