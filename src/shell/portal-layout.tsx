import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Flex, Grid, Layout, Typography } from 'antd';
import { useLogout } from '@refinedev/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { useHostConfig } from '../providers/config.tsx';
import { PageLoading } from './page-loading.tsx';
import { usePortalUser } from './use-portal-user.ts';

/** The signed-in frame of this slice: the host's logo and title, the user, sign-out. The full shell comes later. */
export function PortalLayout() {
  const { t } = useTranslation();
  const config = useHostConfig();
  const { locale } = useParams();
  const { user } = usePortalUser();
  const { mutate: logout, isPending } = useLogout();
  const screens = Grid.useBreakpoint();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 10, boxShadow: '0 1px 4px rgba(11, 58, 130, 0.12)' }}>
        <Flex align="center" justify="space-between" gap={12} style={{ height: '100%' }}>
          <Link to={`/${locale}`} style={{ display: 'flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
            {/* The navbar image carries the brand; a host without one shows its title instead. */}
            {config.imageNavbar || config.webLogo ? (
              <img src={config.imageNavbar || config.webLogo} alt={config.webTitle} title={config.webTitle} height={30} style={{ display: 'block' }} />
            ) : (
              <Typography.Text strong ellipsis style={{ fontSize: 16, maxWidth: screens.md ? 360 : 180 }}>
                {config.webTitle}
              </Typography.Text>
            )}
          </Link>
          <Flex align="center" gap={8}>
            {user && screens.sm && (
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
                <UserOutlined /> {user.name}
              </Typography.Text>
            )}
            <Button icon={<LogoutOutlined />} size={screens.sm ? 'middle' : 'large'} loading={isPending} onClick={() => logout()} aria-label={t('buttons.logout')}>
              {screens.sm ? t('buttons.logout') : null}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: screens.sm ? 24 : 12 }}>
        <div style={{ maxWidth: 1200, margin: '0 auto' }}>
          <Suspense fallback={<PageLoading fullPage={false} />}>
            <Outlet />
          </Suspense>
        </div>
      </Layout.Content>
      {config.webCopyright && (
        <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px' }}>
          <Typography.Text type="secondary">{config.webCopyright}</Typography.Text>
        </Layout.Footer>
      )}
    </Layout>
  );
}
