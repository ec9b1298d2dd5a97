import type { Locale as AntdLocale } from 'antd/es/locale';
import deDE from 'antd/es/locale/de_DE';
import enGB from 'antd/es/locale/en_GB';
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import idID from 'antd/es/locale/id_ID';
import msMY from 'antd/es/locale/ms_MY';
import type { Locale } from '../providers/locales.ts';

/** antd's own texts (empty lists, pagination, pickers) in the portal's locale. */
const byLocale: Record<Locale, AntdLocale> = {
  de: deDE,
  'en-ca': enUS,
  'en-id': enGB,
  'en-my': enGB,
  'en-nl': enGB,
  'en-sg': enGB,
  'en-uk': enGB,
  'en-us': enUS,
  fr: frFR,
  'id-id': idID,
  'ms-my': msMY,
};

export const antdLocaleFor = (locale: Locale): AntdLocale => byLocale[locale];
