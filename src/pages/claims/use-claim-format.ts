import dayjs from 'dayjs';
import { useHostConfig } from '../../providers/config.tsx';
import { formatMinor } from '../../rules/price.ts';

/** Dates in the host's formats, and claim money (minor units at the claim's precision) in the claim's currency. */
export function useClaimFormat() {
  const { dateFormat, timeFormat, currency } = useHostConfig();
  const date = (iso: string | null | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso).format(dateFormat) : '-');
  const dateTime = (iso: string | null | undefined) =>
    iso && dayjs(iso).isValid() ? dayjs(iso).format(`${dateFormat} ${timeFormat.replace(/:ss$/, '')}`) : '-';
  // The host's symbol and separators for its own currency; another market's claim shows its currency code.
  const money = (minor: number, claim: { currency: string; precision: number }) =>
    formatMinor(
      minor,
      claim.precision,
      claim.currency === currency.display ? currency : { ...currency, symbol: `${claim.currency} `, display: claim.currency },
    );
  return { date, dateTime, money };
}
