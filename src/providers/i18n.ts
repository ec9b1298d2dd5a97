import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import { loadAntdLocale } from '../shell/antd-locale.ts';
import { followLanguage, loadDayjsLocale } from './dayjs-locale.ts';
import { DEFAULT_LOCALE, LOCALES, asLocale, localeOfPath, type Locale } from '../rules/locales.ts';

// Where the build puts the texts, one JSON file per language and namespace (vite.config.ts, localeTexts).
declare const __LOCALE_TEXTS__: string | undefined;
const textsBase = typeof __LOCALE_TEXTS__ === 'string' ? __LOCALE_TEXTS__ : '/assets/locales';

async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const texts = fetch(`${textsBase}/${language}/${namespace}.json`).then((answer) => {
    if (!answer.ok) throw new Error(`No texts for ${language}/${namespace} (${answer.status})`);
    return answer.json() as Promise<Record<string, unknown>>;
  });
  // A language's month names and antd's own texts travel with its common texts, which every page loads before it
  // switches: so a language change shows all of them at once.
  const names = namespace === 'common' ? Promise.all([loadDayjsLocale(language), loadAntdLocale(language)]) : null;
  const [loaded] = await Promise.all([texts, names]);
  return loaded;
}

export const NAMESPACES = [
  'common',
  'account',
  'shell',
  'customer',
  'errors',
  'forms',
  'catalog',
  'cart',
  'checkout',
  'orders',
  'deliveries',
  'open-orders',
  'repeat-order',
  'lists',
  'quotes',
  'open-invoices',
  'invoices',
  'payments',
  'payment-list',
  'access-admin',
  'scopes',
  'users',
  'audit',
  'content-admin',
  'content',
  'marketing-material',
  'files',
  'claims',
  'claim-form',
  'pdi',
  'click-collect',
  'upload-area',
  'retail-sales',
  'frames',
  'home',
  'sales-overview',
  'download-area',
  'inquiry',
  'password-reset',
  'third-party',
  'bonus',
  'sales-area',
  'order-confirmation',
  'catalog-analyze',
  'visit-forms',
  'service-status',
] as const;

/**
 * The texts the first paint needs, loaded before anything renders: the shell, the customer panel, the sign-in form
 * and the messages of errors and forms. Every other namespace loads when a component asks for it
 * (useTranslation(ns) suspends until it is there).
 */
export const CORE_NAMESPACES = ['common', 'shell', 'errors', 'forms', 'customer', 'account'] as const;

/** What the signed-in shell shows besides the core: the frame search, the catalogue search and the cart button. */
export const SHELL_NAMESPACES = ['frames', 'catalog', 'cart'] as const;

/**
 * A lazy chunk loaded side by side with the namespaces its page shows, so the page renders once both are in instead
 * of fetching its texts only when it first renders.
 */
export function withTexts<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([module]) => module);
}

const known = new Set<string>(NAMESPACES);

/** Emitted when texts a rendered component missed have arrived. */
const TEXTS_ARRIVED = 'portal:texts-arrived';

/** Resolves once the current language's core texts are in; render after it. */
export const i18nReady = i18n
  .use(resourcesToBackend(loadTexts))
  .use(initReactI18next)
  .init({
    // The URL prefix decides; without one the start rules of LocaleRedirect pick and navigate.
    lng: localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    // A component waits (Suspense) for its namespaces instead of showing keys. Texts fetched for a key asked by prefix
    // re-render the components (TEXTS_ARRIVED); a page's own namespaces arriving do not re-render the whole app.
    react: { useSuspense: true, bindI18n: `languageChanged ${TEXTS_ARRIVED}` },
    returnNull: false,
    // A text asked for by prefix ('claims:…') from a component that did not name that namespace: fetch it, and the
    // event above renders the text.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace) => {
      if (known.has(namespace) && !i18n.hasLoadedNamespace(namespace)) {
        void i18n.loadNamespaces(namespace).then(() => i18n.emit(TEXTS_ARRIVED));
      }
    },
  });

// The languages whose rest is asked for already.
const restAsked = new Set<string>();

/**
 * Once the first paint has its texts, the rest of the language's namespaces follow in the background. A component
 * that suspends for texts hides its page for a moment, which also closes an open dropdown or takes the focus from a
 * field; with every namespace in early, that only happens in the first moments after a load.
 */
function loadRestOfLanguage(): void {
  const language = i18n.language;
  // Once per language: the first load and a language change may both ask.
  if (restAsked.has(language) || NAMESPACES.every((namespace) => i18n.hasLoadedNamespace(namespace))) return;
  restAsked.add(language);
  // One file of all the language's namespaces (vite.config.ts): forty requests would hold every connection a slow
  // line has, and the page's own data would queue behind them. What fails, a page asks for again by itself.
  type Texts = Partial<Record<string, Record<string, unknown>>>;
  void fetch(`${textsBase}/${language}/all.json`)
    .then((answer): Promise<Texts> | Texts => (answer.ok ? (answer.json() as Promise<Texts>) : {}))
    .then((all) => {
      for (const namespace of NAMESPACES) {
        if (all[namespace] && !i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, all[namespace]);
      }
    })
    .catch(() => restAsked.delete(language));
}

// Month and day names written by dayjs (order dates, date pickers) change with the language.
i18n.on('languageChanged', followLanguage);
i18n.on('languageChanged', () => {
  void i18nReady.then(loadRestOfLanguage);
});
// On a first load the rest waits until the page is loaded and idle: on a slow line it would otherwise share the
// bandwidth with the first page's own chunks and data.
function whenIdle(work: () => void): void {
  const soon = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 5000 }) : setTimeout(work, 1000));
  if (document.readyState === 'complete') soon();
  else window.addEventListener('load', soon, { once: true });
}
void i18nReady.then(() => {
  followLanguage(i18n.language);
  whenIdle(loadRestOfLanguage);
});

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
