import { ReloadOutlined, ToolOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError, apiFetch } from '../../providers/api-fetch.ts';

type Status = { state: 'checking' } | { state: 'online' } | { state: 'maintenance'; message: string } | { state: 'unknown' };

/** The host is switched off for maintenance (spec 1 §4 "Service status"): the server's message and a way to check again. */
export default function MaintenancePage() {
  const { t } = useTranslation();
  const { locale } = useParams();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>({ state: 'checking' });

  const check = useCallback(() => {
    setStatus({ state: 'checking' });
    apiFetch(`/server/status?host=${encodeURIComponent(window.location.hostname)}`, { auth: false }).then(
      () => setStatus({ state: 'online' }),
      (error: unknown) => {
        if (error instanceof ApiError && error.isMaintenance) {
          const message = typeof error.body?.message === 'string' ? error.body.message : '';
          setStatus({ state: 'maintenance', message });
        } else setStatus({ state: 'unknown' });
      },
    );
  }, []);

  useEffect(check, [check]);

  const home = () => navigate(`/${locale}`, { replace: true });
  const online = status.state === 'online';

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Spin spinning={status.state === 'checking'}>
        <Result
          icon={online ? undefined : <ToolOutlined />}
          status={online ? 'success' : 'info'}
          title={online ? t('maintenance.online') : t('maintenance.title')}
          subTitle={
            status.state === 'maintenance'
              ? status.message || t('maintenance.default_message')
              : status.state === 'unknown'
                ? t('connection_failed')
                : online
                  ? undefined
                  : t('maintenance.default_message')
          }
          extra={
            online ? (
              <Button type="primary" size="large" onClick={home}>{t('not_found.back_home')}</Button>
            ) : (
              <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={check}>{t('maintenance.retry')}</Button>
            )
          }
        />
      </Spin>
    </Flex>
  );
}
