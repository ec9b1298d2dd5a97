/** The portal's locale prefixes (spec 1 §2.1); en-us is the default and the fallback. */
export const LOCALES = ['de', 'en-ca', 'en-id', 'en-my', 'en-nl', 'en-sg', 'en-uk', 'en-us', 'fr', 'id-id', 'ms-my'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-us';

/** Each locale's name in its own language: what a language picker shows when the host config does not name it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  'en-ca': 'English (Canada)',
  'en-id': 'English (Indonesia)',
  'en-my': 'English (Malaysia)',
  'en-nl': 'English (Netherlands)',
  'en-sg': 'English (Singapore)',
  'en-uk': 'English (UK)',
  'en-us': 'English (US)',
  fr: 'Français',
  'id-id': 'Bahasa Indonesia',
  'ms-my': 'Bahasa Melayu',
};

// Spellings other systems use for the same locales (user records, host configs, browsers).
const aliases: Record<string, Locale> = {
  en: 'en-us',
  'en-gb': 'en-uk',
  id: 'id-id',
  in: 'id-id',
  ms: 'ms-my',
  'de-de': 'de',
  'fr-fr': 'fr',
};

/** The portal locale a code names, or null. */
export function asLocale(code: string | null | undefined): Locale | null {
  if (!code) return null;
  const c = code.trim().toLowerCase().replace('_', '-');
  return (LOCALES as readonly string[]).includes(c) ? (c as Locale) : (aliases[c] ?? null);
}

/** The locale in the first path segment, exactly as routed (lower case). */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
}

/**
 * Language at start without a URL prefix (spec 1 §4): the user's language if the host offers it, else the host's
 * first language, else en-us.
 */
export function startLocale(userLanguage: string | null | undefined, hostLanguages: { code: string }[]): Locale {
  const offered = hostLanguages.map((l) => asLocale(l.code)).filter((l): l is Locale => !!l);
  const own = asLocale(userLanguage);
  if (own && offered.includes(own)) return own;
  return offered[0] ?? DEFAULT_LOCALE;
}

/** The dayjs locale that writes a portal locale's month and day names ('id-id' → 'id'); English is dayjs's own. */
export function dayjsLocaleOf(locale: string): string {
  const [language, country] = locale.toLowerCase().split('-');
  if (language === 'en') return country === 'us' || country === 'ca' || !country ? 'en' : 'en-gb';
  return ['de', 'fr', 'id', 'ms'].includes(language ?? '') ? language! : 'en';
}
