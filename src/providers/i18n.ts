import i18n, { type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import { followLanguage } from './dayjs-locale.ts';
import { DEFAULT_LOCALE, LOCALES, asLocale, localeOfPath, type Locale } from './locales.ts';

// Every namespace of every locale, bundled: they are small and a language switch must not wait for the network.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const [, locale, ns] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/) ?? [];
    if (locale && ns) (resources[locale] ??= {})[ns] = content;
  }
  return resources;
}

export const NAMESPACES = ['common', 'account', 'shell', 'customer', 'errors', 'forms', 'catalog', 'cart', 'checkout', 'orders', 'deliveries', 'open-orders', 'repeat-order', 'open-invoices', 'invoices', 'payments', 'payment-list', 'access-admin', 'scopes', 'users', 'audit', 'content-admin', 'content', 'marketing-material', 'files', 'claims', 'claim-form', 'pdi', 'click-collect', 'upload-area', 'retail-sales', 'frames', 'home', 'sales-overview', 'download-area', 'inquiry', 'password-reset', 'third-party', 'bonus'] as const;

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  // The URL prefix decides; without one the start rules of LocaleRedirect pick and navigate.
  lng: localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  react: { useSuspense: false },
  returnNull: false,
});

// Month and day names written by dayjs (order dates, date pickers) change with the language.
i18n.on('languageChanged', followLanguage);
if (i18n.language) followLanguage(i18n.language);

export default i18n;

let chosenInSession = localeOfPath(window.location.pathname) !== null;

/** Marks that a URL prefix has set the language, so later unprefixed links keep it. */
export function markLocaleChosen(): void {
  chosenInSession = true;
}

/** The locale in use once a prefix has chosen one in this session; null before. */
export function chosenLocale(): Locale | null {
  return chosenInSession ? currentLocale() : null;
}

export function currentLocale(): Locale {
  return asLocale(i18n.language) ?? DEFAULT_LOCALE;
}

/**
 * Refine's failure notices ('There was an error creating User (status code: 400)') in the portal's words: their
 * titles are read from the errors namespace, the description is the server's translated message (data.ts).
 */
const ownKey = (key: string) => (key.startsWith('notifications.') && i18n.exists(`errors:refine.${key}`) ? `errors:refine.${key}` : key);

/** Refine's i18nProvider over i18next (STACK.md §4.6); refine calls translate as (key, default) and (key, options, default). */
export function useI18nProvider(): I18nProvider {
  const { t: translateKey, i18n: instance } = useTranslation();
  const t = (key: string, options: Record<string, unknown>) => translateKey(ownKey(key), options);
  return {
    translate: (key, options, defaultMessage) =>
      String(
        typeof options === 'string'
          ? t(key, { defaultValue: options })
          : t(key, { ...options, defaultValue: defaultMessage ?? options?.defaultValue }),
      ),
    changeLocale: (lng) => instance.changeLanguage(lng),
    getLocale: () => instance.language,
  };
}
