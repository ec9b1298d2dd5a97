/*
 * The portal's service worker: it only shows pushed notifications and brings the portal to the front when one
 * is clicked. It does not cache or intercept requests, so deploys and chunk loading behave as without it.
 * A push payload is JSON: { title, body, url?, icon?, tag? } (plain text becomes the body).
 */
const FALLBACK_TITLE = 'Dealer Portal';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : { body: String(data) };
  } catch {
    return { body: event.data.text() };
  }
}

/** Only addresses of the portal itself are opened. */
function portalUrl(url) {
  try {
    const target = new URL(url || '/', self.location.origin);
    return target.origin === self.location.origin ? target.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event);
  const title = typeof data.title === 'string' && data.title ? data.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : typeof data.message === 'string' ? data.message : '',
      icon: typeof data.icon === 'string' ? data.icon : '/favicon.svg',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      data: { url: portalUrl(data.url || data.link) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = portalUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      const focused = await open.focus();
      // Go to the notification's page unless it is a plain "open the portal" one.
      if (new URL(url).pathname !== '/' && focused && 'navigate' in focused) return focused.navigate(url);
      return focused;
    }),
  );
});
