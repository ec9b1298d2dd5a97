import { ReloadOutlined } from '@ant-design/icons';
import type { OpenNotificationParams } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { createElement, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../../providers/api-fetch.ts';
import { isPortalErrorCode } from '../../rules/error-codes.ts';

/** connection: no answer or offline; something_wrong: the server answered with a failure. */
export type FailureKind = 'connection' | 'something_wrong';

interface ErrorShape {
  statusCode?: unknown;
  code?: unknown;
  network?: unknown;
}

/**
 * Which popup a failed call deserves (spec 1 §8), or null when someone else answers it: an ended session and
 * maintenance go to the login page (auth.onError), a missing record is the page's own "not found".
 */
export function failureKind(error: unknown, online = typeof navigator === 'undefined' || navigator.onLine): FailureKind | null {
  const e = (error ?? {}) as ErrorShape;
  const status = error instanceof ApiError ? error.status : typeof e.statusCode === 'number' ? e.statusCode : undefined;
  const code = error instanceof ApiError ? error.body?.code : e.code;
  if (code === 'M001' || (error instanceof ApiError && error.isMaintenance)) return null;
  if (status === 401 || status === 403 || code === 'U001' || code === 'U002') return null;
  if (status === 404 || code === 'N001') return null;
  if (!online || (error instanceof ApiError && error.isNetwork) || e.network === true) return 'connection';
  return 'something_wrong';
}

const texts: Record<FailureKind, { title: string; description: string }> = {
  connection: { title: 'network.connection_failed_title', description: 'network.connection_hint' },
  something_wrong: { title: 'network.something_wrong_title', description: 'network.something_wrong' },
};

/** A load started offline is paused at once, one that lost the network pauses between attempts. */
const waitsForNetwork = (action: string, fetchStatus: string) => action === 'pause' || (action === 'fetch' && fetchStatus === 'paused');

/** What went wrong in the reader's words: the code's own message when the server named it, with the code for support. */
function descriptionOf(kind: FailureKind, t: TFunction, error?: unknown): string {
  const code = (error as ErrorShape | null)?.code;
  if (kind === 'something_wrong' && isPortalErrorCode(code) && code !== 'UNKNOWN') return `${t(`server.${code}`)} (${code})`;
  return t(texts[kind].description);
}

/** One popup per kind, however many loads fail at once (the key replaces the open one). */
function showPopup(api: NotificationInstance, kind: FailureKind, t: TFunction, error?: unknown) {
  api.open({
    key: `portal-${kind}`,
    type: kind === 'connection' ? 'warning' : 'error',
    message: t(texts[kind].title),
    description: descriptionOf(kind, t, error),
    duration: 0,
    actions: createElement(
      Button,
      { type: 'primary', icon: createElement(ReloadOutlined), onClick: () => window.location.reload() },
      t('network.refresh'),
    ),
  });
}

/**
 * The shell's failure popups, called once by the layout (spec 1 §8). A data load that fails ends in a
 * connection-failed popup when offline or unreachable, else a something-wrong popup, both with a refresh
 * button; a change that fails for lack of a connection gets the connection popup (its page says what failed).
 * A query that shows its failure itself opts out of the failure popups with `queryOptions: { meta: { feedback:
 * false } }`; waiting for the network always counts.
 */
export function useNetworkPopups(): void {
  const { notification } = App.useApp();
  const { t } = useTranslation('errors');
  const queryClient = useQueryClient();

  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      // Offline, a load waits for the network instead of failing (its page cannot show that): the connection popup.
      if (waitsForNetwork(event.action.type, event.query.state.fetchStatus)) showPopup(notification, 'connection', t);
      if (event.action.type !== 'error' || event.query.meta?.feedback === false) return;
      const kind = failureKind(event.action.error);
      if (kind) showPopup(notification, kind, t, event.action.error);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type === 'pause' || event.mutation.state.isPaused) showPopup(notification, 'connection', t);
      if (event.action.type === 'error' && failureKind(event.action.error) === 'connection') showPopup(notification, 'connection', t);
    });
    // Back online, waiting loads go on by themselves and failed ones are fetched again: the popup has done its job.
    const closeConnection = () => notification.destroy('portal-connection');
    window.addEventListener('online', closeConnection);
    return () => {
      queries();
      mutations();
      window.removeEventListener('online', closeConnection);
    };
  }, [queryClient, notification, t]);
}

/** For loads outside refine's hooks (plain apiFetch): the same popups on demand. */
export function useLoadFailurePopup(): (error: unknown) => void {
  const { notification } = App.useApp();
  const { t } = useTranslation('errors');
  return useCallback(
    (error: unknown) => {
      const kind = failureKind(error);
      if (kind) showPopup(notification, kind, t, error);
    },
    [notification, t],
  );
}

// Refine's own error notification for a failed load ("Error (status code: 503)"): the popups above replace it.
const loadNotificationKey = /-(useList|useInfiniteList|getOne|getMany)-notification$|^get-notification$/;

/** For the notification provider: true for refine's error notice of a failed load, which the popups replace. */
export function isLoadFailureNotification(params: OpenNotificationParams): boolean {
  return params.type === 'error' && !!params.key && loadNotificationKey.test(params.key);
}
