import { App } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CHANGE_LANGUAGE } from '../../graphql/account.ts';
import i18n from '../../providers/i18n.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { localeOfPath, type Locale } from '../../rules/locales.ts';
import { pathInLocale } from './host-languages.ts';
import { markLanguageChosen } from './language-choice.ts';

const POPUP_KEY = 'change-language';

/** Shows the same page under another locale prefix; the locale gate switches the texts before paint. */
export function useSwitchLocale() {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (next: Locale, options?: { replace?: boolean }) => {
      markLanguageChosen();
      void navigate(pathInLocale(next, location), options);
    },
    [location, navigate],
  );
}

/**
 * Language change (spec 1 §4, §8): the current language does nothing; otherwise a loading popup, the
 * changeLanguage mutation, then the new locale with a blue success popup, or a red failure popup.
 * Answers whether the language changed.
 */
export function useChangeLanguage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const switchLocale = useSwitchLocale();
  const { send } = usePortalMutation(CHANGE_LANGUAGE);
  const [pending, setPending] = useState(false);
  const current = localeOfPath(pathname);

  const change = async (next: Locale): Promise<boolean> => {
    if (next === current || pending) return false;
    setPending(true);
    void message.open({ key: POPUP_KEY, type: 'loading', content: t('language.changing', { ns: 'account' }), duration: 0 });
    try {
      const { data, error } = await send({ languageId: next });
      if (error || !data) throw error;
      const result = data.changeLanguage;
      if (!result?.message.status || result.userErrors.length > 0) throw new Error(result?.message.description ?? 'refused');
      switchLocale(next);
      // Said in the language just chosen.
      void message.open({ key: POPUP_KEY, type: 'info', content: i18n.getFixedT(next)('success_change_language'), duration: 3 });
      return true;
    } catch (error) {
      console.error('Failed to change the language', error);
      void message.open({ key: POPUP_KEY, type: 'error', content: t('failed_change_language'), duration: 4 });
      return false;
    } finally {
      setPending(false);
    }
  };

  return { current, change, pending };
}
