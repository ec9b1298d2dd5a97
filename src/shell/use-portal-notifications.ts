import { useMemo } from 'react';
import { App } from 'antd';
import type { NotificationProvider } from '@refinedev/core';

/** Notifications a page shows in its own words instead (the login page's error alert). */
const shownInPage = new Set(['login-error']);

/**
 * antd notifications for refine, minus the ones a page already shows inline. Written here rather than taken from
 * @refinedev/antd, whose single module would bring its whole component set into the first page. The portal never
 * runs refine's undoable mutations, so there is no 'progress' notice with an undo button.
 */
export function usePortalNotifications(): NotificationProvider {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      open: ({ key, message, description, type }) => {
        if (key && shownInPage.has(key)) return;
        notification.open({ key, description: message, message: description ?? null, type: type === 'progress' ? 'info' : type });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification],
  );
}
