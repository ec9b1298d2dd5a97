import { CheckCircleFilled, DisconnectOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './use-online.ts';

/** How long the "back online" note stays. */
const BACK_ONLINE_MS = 3000;

/**
 * Spec 1 §2.10: a small badge at the bottom of the screen while the browser is offline, and a short note when
 * the connection is back. Read out by screen readers; it never covers the page's own buttons for long.
 */
export function OnlineIndicator() {
  const { t } = useTranslation('errors');
  const { token } = theme.useToken();
  const online = useOnline();
  const wasOffline = useRef(!online);
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [online]);

  const shown = !online || backOnline;
  return (
    <div
      role="status"
      aria-live="polite"
      style={{
        position: 'fixed',
        left: '50%',
        bottom: 'calc(16px + env(safe-area-inset-bottom, 0px))',
        transform: `translate(-50%, ${shown ? '0' : '150%'})`,
        opacity: shown ? 1 : 0,
        transition: 'transform 200ms ease-out, opacity 200ms ease-out',
        zIndex: 1900,
        pointerEvents: 'none',
        maxWidth: 'min(480px, calc(100vw - 32px))',
        width: 'max-content',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: '8px 16px',
        borderRadius: 12,
        color: '#fff',
        background: online ? token.colorSuccess : '#262626',
        boxShadow: token.boxShadowSecondary,
        fontSize: token.fontSize,
        lineHeight: 1.4,
      }}
    >
      {!online ? (
        <>
          <DisconnectOutlined aria-hidden />
          <span>{t('online.offline')}</span>
        </>
      ) : backOnline ? (
        <>
          <CheckCircleFilled aria-hidden />
          <span>{t('online.back_online')}</span>
        </>
      ) : null}
    </div>
  );
}
