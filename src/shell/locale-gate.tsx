import { useLayoutEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import i18n, { markLocaleChosen } from '../providers/i18n.ts';
import { localeOfPath } from '../rules/locales.ts';
import { LocaleRedirect } from './locale-redirect.tsx';
import { useServiceStatusCheck } from './use-service-status-check.ts';
import { useSessionWatch } from './use-session-watch.ts';

/** `/:locale/*`: a valid prefix sets the language of everything below it; anything else is redirected. */
export function LocaleGate() {
  const { locale: segment = '' } = useParams();
  const locale = localeOfPath(`/${segment}`);

  // Before paint, so a language switch never shows a frame in the old language.
  useLayoutEffect(() => {
    if (!locale) return;
    markLocaleChosen();
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);

  useServiceStatusCheck(locale);
  useSessionWatch();

  return locale ? <Outlet /> : <LocaleRedirect />;
}
