import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHostConfig } from '../../providers/config.tsx';
import { localeOfPath, startLocale } from '../../rules/locales.ts';
import { usePortalUser } from '../use-portal-user.ts';
import { pathInLocale } from './host-languages.ts';
import { languageChosenInTab, settleStartLanguage, startLanguageSettled } from './language-choice.ts';

/**
 * Language at start (spec 1 §4): once the user is known, the user's language if the host offers it, else the
 * host's first language. Applied once per sign-in by opening the same page under that prefix, and never over a
 * language the person chose in this tab.
 */
export function useStartLanguage(): void {
  const { user } = usePortalUser();
  const { languages } = useHostConfig();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!user || startLanguageSettled(user.id)) return;
    settleStartLanguage(user.id);
    if (languageChosenInTab()) return;
    const target = startLocale(user.language, languages);
    const current = localeOfPath(location.pathname);
    if (current && current !== target) void navigate(pathInLocale(target, location), { replace: true });
  }, [user, languages, location, navigate]);
}
