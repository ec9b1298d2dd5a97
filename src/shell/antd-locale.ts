import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { asLocale, type Locale } from '../rules/locales.ts';

// antd's own texts per language, each its own chunk fetched when that language is first used; en_US is antd's
// default and always there.
const loaders: Partial<Record<Locale, () => Promise<{ default: AntdLocale }>>> = {
  de: () => import('antd/es/locale/de_DE'),
  'en-id': () => import('antd/es/locale/en_GB'),
  'en-my': () => import('antd/es/locale/en_GB'),
  'en-nl': () => import('antd/es/locale/en_GB'),
  'en-sg': () => import('antd/es/locale/en_GB'),
  'en-uk': () => import('antd/es/locale/en_GB'),
  fr: () => import('antd/es/locale/fr_FR'),
  'id-id': () => import('antd/es/locale/id_ID'),
  'ms-my': () => import('antd/es/locale/ms_MY'),
};
const loaded: Partial<Record<Locale, AntdLocale>> = { 'en-us': enUS, 'en-ca': enUS };

/** Fetches antd's texts for a portal locale; antdLocaleFor answers them once this resolves. */
export async function loadAntdLocale(code: string): Promise<void> {
  const locale = asLocale(code);
  const load = locale && loaders[locale];
  if (load && !loaded[locale]) loaded[locale] = (await load()).default;
}

/** antd's own texts (empty lists, pagination, pickers) in the portal's locale; English until they are loaded. */
export const antdLocaleFor = (locale: Locale): AntdLocale => loaded[locale] ?? enUS;
