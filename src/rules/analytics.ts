/** Analytics consent per host (spec 1 §9 'reported only on configured hosts'): nothing loads before the reader agrees. */
export type AnalyticsConsent = 'granted' | 'denied';

export const consentKey = (host: string) => `analytics-consent:${host}`;

export function readConsent(storage: Pick<Storage, 'getItem'>, host: string): AnalyticsConsent | null {
  const stored = storage.getItem(consentKey(host));
  return stored === 'granted' || stored === 'denied' ? stored : null;
}

/** gtag.js of one analytics id; its origin is the one the page's policy allows on such a host. */
export const analyticsScriptUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
