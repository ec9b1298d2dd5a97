import { useState, type ReactNode } from 'react';
import { ApiError, apiFetch } from '../../providers/api-fetch.ts';
import { fetchHostConfig } from '../../providers/host-config-request.ts';
import i18n, { i18nReady } from '../../providers/i18n.ts';
import { localeOfPath, type Locale } from '../../rules/locales.ts';
import { pathAfterSignIn, signIn } from '../../providers/sign-in.ts';
import { readersConfig, type HostConfig } from '../../rules/host-config.ts';
import { markLanguageChosen } from '../../shell/language/language-choice.ts';
import { pathInLocale } from '../../shell/language/language-options.ts';
import { SignInPage } from './sign-in-page.tsx';

/**
 * The first visit of someone not signed in: the sign-in page with the host's config and the core texts, nothing of
 * refine or antd. Signing in, or following a link to another page, starts the app in the same root.
 */
export function startSignIn(startApp: () => Promise<void>, render: (page: ReactNode) => void): void {
  const locale = localeOfPath(window.location.pathname)!;
  document.documentElement.lang = locale;
  const go = (path: string) => {
    window.history.pushState(null, '', path);
    void startApp();
  };

  // A host in maintenance sends everyone to the maintenance page (spec 1 §4), which the app shows.
  const host = encodeURIComponent(window.location.hostname);
  apiFetch(`/server/status?host=${host}`, { auth: false }).catch((error: unknown) => {
    if (error instanceof ApiError && error.isMaintenance) go(`/${locale}/maintenance`);
  });

  Promise.all([fetchHostConfig(), i18nReady]).then(
    ([config]) => {
      if (config.webTitle) document.title = config.webTitle;
      render(<LightSignIn config={config} first={locale} startApp={startApp} go={go} />);
    },
    // The app shows why the config did not come, with a retry.
    () => void startApp(),
  );
}

function LightSignIn({
  config,
  first,
  startApp,
  go,
}: {
  config: HostConfig;
  first: Locale;
  startApp: () => Promise<void>;
  go: (path: string) => void;
}) {
  const [locale, setLocale] = useState(first);

  const switchLocale = (next: Locale) => {
    markLanguageChosen();
    window.history.replaceState(null, '', pathInLocale(next, window.location));
    document.documentElement.lang = next;
    setLocale(next);
    void i18n.changeLanguage(next);
  };

  const signInHere = async (username: string, password: string) => {
    const failure = await signIn(username, password);
    if (failure) return failure;
    const from = new URLSearchParams(window.location.search).get('from');
    window.history.replaceState(null, '', pathAfterSignIn(locale, from));
    await startApp();
    return null;
  };

  return <SignInPage config={readersConfig(config, locale)} locale={locale} signIn={signInHere} go={go} switchLocale={switchLocale} />;
}
