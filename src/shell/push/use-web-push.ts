import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../providers/api-fetch.ts';
import { useHostConfig } from '../../providers/config.tsx';
import { decodeClaims, hasSession, readRequestToken } from '../../providers/tokens.ts';

const WORKER_URL = '/sw.js';
/** This tab has asked for this user already (sessionStorage: once per session). */
const ASKED_KEY = 'portal.push.askedFor';
/** The user and browser subscription last confirmed (localStorage), so the confirmation shows only when new. */
const CONFIRMED_KEY = 'portal.push.confirmed';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** The VAPID key travels base64url-encoded; the browser wants the raw bytes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const have = new Uint8Array(current);
  return have.length === wanted.length && have.every((b, i) => b === wanted[i]);
}

/**
 * Permission, service worker, browser subscription (renewed when the server's key changed), then the
 * subscription to the server. Answers whether this user and browser are newly subscribed.
 */
async function subscribe(user: string): Promise<boolean> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') return false;

  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiFetch<{ publicKey: string }>('/notification/vapid-public-key');
  const key = vapidKeyBytes(publicKey);

  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await apiFetch('/notification/subscriptions', { method: 'POST', json: subscription.toJSON() });

  const mark = `${user}|${subscription.endpoint}`;
  const isNew = localStorage.getItem(CONFIRMED_KEY) !== mark;
  localStorage.setItem(CONFIRMED_KEY, mark);
  return isNew;
}

/**
 * Push notifications (spec 1 §4, feature WEB_NOTIFICATION): once per session after sign-in, unless the user
 * has blocked them, ask for permission and subscribe this browser; the user is told when newly subscribed.
 * Failures (no push service, server down) are only logged: push is a convenience.
 */
export function useWebPush(): void {
  const { features } = useHostConfig();
  const { message } = App.useApp();
  const { t } = useTranslation('errors');
  const enabled = features.WEB_NOTIFICATION;

  useEffect(() => {
    if (!enabled || !hasSession() || !pushSupported() || Notification.permission === 'denied') return;
    const user = decodeClaims(readRequestToken())?.sub ?? '';
    if (sessionStorage.getItem(ASKED_KEY) === user) return;
    sessionStorage.setItem(ASKED_KEY, user);
    subscribe(user).then(
      (isNew) => {
        if (isNew) void message.success(t('push.subscribed'));
      },
      (error: unknown) => console.warn('Push notifications could not be set up', error),
    );
  }, [enabled, message, t]);
}
