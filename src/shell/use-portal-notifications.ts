import { useMemo } from 'react';
import { useNotificationProvider } from '@refinedev/antd';
import type { NotificationProvider } from '@refinedev/core';

/** Notifications a page shows in its own words instead (the login page's error alert). */
const shownInPage = new Set(['login-error']);

/** antd notifications for refine, minus the ones a page already shows inline. */
export function usePortalNotifications(): NotificationProvider {
  const base = useNotificationProvider();
  return useMemo(
    () => ({
      open: (params) => {
        if (!params.key || !shownInPage.has(params.key)) base.open(params);
      },
      close: base.close,
    }),
    [base],
  );
}
