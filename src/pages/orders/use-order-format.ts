import dayjs from 'dayjs';
import { useHostConfig } from '../../providers/config.tsx';

/** Dates and times in the host's formats (DESIGN 'Conventions'); a missing date shows a dash. */
export function useOrderDates() {
  const { dateFormat, timeFormat } = useHostConfig();
  const date = (iso: string | null | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso).format(dateFormat) : '-');
  const time = (iso: string | null | undefined) => (iso && dayjs(iso).isValid() ? dayjs(iso).format(timeFormat.replace(/:ss$/, '')) : '');
  return { date, dateTime: (iso: string | null | undefined) => `${date(iso)} ${time(iso)}`.trim() };
}
