import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isPortalErrorCode } from '../rules/error-codes.ts';

interface LoadErrorProps {
  error?: unknown;
  /** A more precise headline than connection_failed / something_wrong. */
  titleKey?: string;
  onRetry?: () => void;
  fullPage?: boolean;
}

function isNetworkError(error: unknown): boolean {
  const e = error as { isNetwork?: boolean; network?: boolean; status?: number } | null;
  return !navigator.onLine || !!e?.isNetwork || !!e?.network;
}

/**
 * A failed load (spec 1 §8): "connection failed" when offline or unreachable, otherwise "something wrong",
 * with a retry, or a page refresh when nothing can be retried in place.
 */
export function LoadError({ error, titleKey, onRetry, fullPage = false }: LoadErrorProps) {
  const { t } = useTranslation();
  const network = isNetworkError(error);
  // A failure the server named says what it is, with its code for support (spec 1 §8).
  const code = (error as { code?: unknown } | null)?.code;
  const named = !network && isPortalErrorCode(code) && code !== 'UNKNOWN';
  const subtitle = named ? `${t(`errors:server.${code}`)} (${code})` : network ? t('connection_failed') : t('something_wrong');
  return (
    <Flex
      align="center"
      justify="center"
      style={{ minHeight: fullPage ? '100vh' : undefined }}
      data-testid="load-error"
      data-code={named ? code : undefined}
    >
      <Result
        status={network ? 'warning' : 'error'}
        title={titleKey ? t(titleKey) : subtitle}
        subTitle={titleKey ? subtitle : undefined}
        extra={
          <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={onRetry ?? (() => window.location.reload())}>
            {onRetry ? t('retry') : t('refresh_page')}
          </Button>
        }
      />
    </Flex>
  );
}
