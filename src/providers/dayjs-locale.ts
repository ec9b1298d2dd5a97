import dayjs from 'dayjs';
import { dayjsLocaleOf } from '../rules/locales.ts';

// Each language's month and day names are their own chunk, fetched when that language is first used.
const loaders: Record<string, () => Promise<unknown>> = {
  de: () => import('dayjs/locale/de'),
  'en-gb': () => import('dayjs/locale/en-gb'),
  fr: () => import('dayjs/locale/fr'),
  id: () => import('dayjs/locale/id'),
  ms: () => import('dayjs/locale/ms'),
};

/** Fetches a portal locale's dayjs names; followLanguage can use them once this resolves. */
export async function loadDayjsLocale(locale: string): Promise<void> {
  await loaders[dayjsLocaleOf(locale)]?.();
}

/** Dates written with dayjs follow the portal's language (its names loaded by loadDayjsLocale). */
export function followLanguage(language: string): void {
  dayjs.locale(dayjsLocaleOf(language));
}
