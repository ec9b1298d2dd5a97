import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHostConfig } from '../../providers/config.tsx';
import { analyticsScriptUrl, type AnalyticsConsent, consentKey, readConsent } from '../../rules/analytics.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Loads the host's Google Analytics once; the page's policy allows its origin only on such a host. */
function loadAnalytics(id: string) {
  if (document.querySelector('script[data-analytics]')) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads its commands from dataLayer as argument lists.
  const gtag = (...args: unknown[]) => window.dataLayer!.push(args);
  gtag('js', new Date());
  gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = analyticsScriptUrl(id);
  script.dataset.analytics = id;
  document.head.appendChild(script);
}

/**
 * Analytics only where the host configures it (spec 1 §9), and only after the reader agrees: until they choose, a bar
 * above the page asks (in the flow, so it never covers what the page shows); the choice is kept per host in this browser.
 */
export function AnalyticsConsentNotice() {
  const { googleAnalyticId, host } = useHostConfig();
  const { t } = useTranslation('shell');
  const [consent, setConsent] = useState<AnalyticsConsent | null>(() => (googleAnalyticId ? readConsent(localStorage, host) : null));

  useEffect(() => {
    if (googleAnalyticId && consent === 'granted') loadAnalytics(googleAnalyticId);
  }, [googleAnalyticId, consent]);

  if (!googleAnalyticId || consent) return null;
  const choose = (choice: AnalyticsConsent) => {
    localStorage.setItem(consentKey(host), choice);
    setConsent(choice);
  };
  return (
    <section
      aria-label={t('analytics.title')}
      data-testid="analytics-consent"
      style={{ background: '#eef4fc', borderBottom: '1px solid #c9dbf3', padding: '10px 16px' }}
    >
      <Flex gap={12} align="center" justify="center" wrap style={{ maxWidth: 1200, margin: '0 auto' }}>
        <Typography.Text style={{ flex: '1 1 320px' }}>
          <strong>{t('analytics.title')}: </strong>
          {t('analytics.text')}
        </Typography.Text>
        <Flex gap={8} wrap>
          <Button size="large" onClick={() => choose('denied')} data-testid="analytics-decline">
            {t('analytics.decline')}
          </Button>
          <Button size="large" type="primary" onClick={() => choose('granted')} data-testid="analytics-accept">
            {t('analytics.accept')}
          </Button>
        </Flex>
      </Flex>
    </section>
  );
}
