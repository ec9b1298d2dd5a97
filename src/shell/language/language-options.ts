import { LOCALE_NAMES, asLocale, localeOfPath, type Locale } from '../../rules/locales.ts';

export interface LanguageOption {
  locale: Locale;
  name: string;
  /** What a narrow button shows: "ID", or "EN-UK" when the host has two kinds of English. */
  short: string;
}

/** The host's languages (spec 1 §3.6), in the host's order, as portal locales; unknown codes are left out. */
export function hostLanguageOptions(languages: readonly { code: string; name?: string | null }[]): LanguageOption[] {
  const seen = new Set<Locale>();
  const options: Omit<LanguageOption, 'short'>[] = [];
  for (const l of languages) {
    const locale = asLocale(l.code);
    if (!locale || seen.has(locale)) continue;
    seen.add(locale);
    options.push({ locale, name: l.name || LOCALE_NAMES[locale] });
  }
  const firstPart = (l: Locale) => l.split('-')[0]!.toUpperCase();
  return options.map((o) => ({
    ...o,
    short: options.filter((x) => firstPart(x.locale) === firstPart(o.locale)).length > 1 ? o.locale.toUpperCase() : firstPart(o.locale),
  }));
}

/** The same page under another locale prefix: "/en-us/cart?x=1" becomes "/id-id/cart?x=1". */
export function pathInLocale(
  next: Locale,
  { pathname, search = '', hash = '' }: { pathname: string; search?: string; hash?: string },
): string {
  const current = localeOfPath(pathname);
  const rest = current ? pathname.slice(current.length + 1) : pathname;
  return `/${next}${rest === '/' ? '' : rest}${search}${hash}`;
}
