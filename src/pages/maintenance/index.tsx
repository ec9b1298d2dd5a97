import { HomeOutlined, ReloadOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, apiFetch } from '../../providers/api-fetch.ts';
import { ErrorPageBoundary } from '../error-admin/error-page-boundary.tsx';
import { usePageTitle } from '../error-admin/use-page-title.ts';

type Status = { state: 'online' } | { state: 'maintenance'; message: string } | { state: 'unreachable' };

/** While the portal is down, look again this often, so the page notices by itself when it is back. */
const RECHECK_MS = 30_000;

/** GET /server/status: 500 with status "maintenance" carries the server's message (spec 1 §4 "Service status"). */
async function serviceStatus(): Promise<Status> {
  try {
    await apiFetch(`/server/status?host=${encodeURIComponent(window.location.hostname)}`, { auth: false });
    return { state: 'online' };
  } catch (error) {
    if (error instanceof ApiError && error.isMaintenance) {
      return { state: 'maintenance', message: typeof error.body?.message === 'string' ? error.body.message : '' };
    }
    return { state: 'unreachable' };
  }
}

function Maintenance() {
  const { t } = useTranslation('errors');
  const { locale } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status | null>(null);
  const [checking, setChecking] = useState(true);

  const check = useCallback(() => {
    setChecking(true);
    void serviceStatus().then((next) => {
      setStatus(next);
      setChecking(false);
    });
  }, []);

  useEffect(check, [check]);

  // Still down: ask again now and then, and as soon as the browser is back online.
  const down = status !== null && status.state !== 'online';
  useEffect(() => {
    if (!down) return;
    const timer = setInterval(check, RECHECK_MS);
    window.addEventListener('online', check);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', check);
    };
  }, [down, check]);

  usePageTitle(t('maintenance.title'));

  if (!status) {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }} role="status">
        <Spin size="large" tip={t('maintenance.checking')}>
          <div style={{ width: 96, height: 64 }} />
        </Spin>
      </Flex>
    );
  }

  const home = () => navigate(`/${locale}`, { replace: true });
  const subtitle =
    status.state === 'maintenance'
      ? status.message || t('maintenance.default_message')
      : status.state === 'unreachable'
        ? t('network.connection_failed')
        : undefined;

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        icon={status.state === 'online' ? undefined : <ToolOutlined />}
        status={status.state === 'online' ? 'success' : 'info'}
        title={
          <h1 style={{ fontSize: 'inherit', margin: 0, fontWeight: 'inherit' }}>
            {status.state === 'online' ? t('maintenance.online') : t('maintenance.title')}
          </h1>
        }
        subTitle={subtitle && <span style={{ display: 'inline-block', maxWidth: 520, whiteSpace: 'pre-line' }}>{subtitle}</span>}
        extra={
          status.state === 'online' ? (
            <Button type="primary" size="large" icon={<HomeOutlined />} onClick={home}>
              {t('maintenance.back_home')}
            </Button>
          ) : (
            <Flex vertical align="center" gap={12}>
              <Button type="primary" size="large" icon={<ReloadOutlined />} loading={checking} onClick={check}>
                {t('maintenance.retry')}
              </Button>
              <Typography.Text type="secondary">{t('maintenance.auto_check')}</Typography.Text>
            </Flex>
          )
        }
      />
    </Flex>
  );
}

/** The host is switched off for maintenance (spec 1 §4 "Service status"): the server's message, checked again until it is back. */
export default function MaintenancePage() {
  return (
    <ErrorPageBoundary>
      <Maintenance />
    </ErrorPageBoundary>
  );
}
