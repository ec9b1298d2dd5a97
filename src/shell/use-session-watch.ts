import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { watchOtherTabs } from '../providers/tokens.ts';

/**
 * Another tab signed in as someone else, switched customer or signed out: this tab's data is no longer the
 * session's, so reload with a loading message (spec 1 §4 "Session recovery").
 */
export function useSessionWatch(): void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  useEffect(
    () =>
      watchOtherTabs(() => {
        void message.loading(t('session_changed'), 0);
        window.location.reload();
      }),
    [message, t],
  );
}
