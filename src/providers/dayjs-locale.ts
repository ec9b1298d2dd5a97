import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/id';
import 'dayjs/locale/ms';

/** The dayjs locale that writes a portal locale's month and day names ('id-id' → 'id'); English is dayjs's own. */
export function dayjsLocaleOf(locale: string): string {
  const [language, country] = locale.toLowerCase().split('-');
  if (language === 'en') return country === 'us' || country === 'ca' || !country ? 'en' : 'en-gb';
  return ['de', 'fr', 'id', 'ms'].includes(language ?? '') ? language! : 'en';
}

/** Dates written with dayjs follow the portal's language. */
export function followLanguage(language: string): void {
  dayjs.locale(dayjsLocaleOf(language));
}
