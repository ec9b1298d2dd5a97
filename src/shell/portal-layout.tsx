import { Layout, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageErrorBoundary } from './feedback/page-error-boundary.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './a11y/skip-link.tsx';
import { useHostConfig } from '../providers/config.tsx';
import { AnnouncementBanner } from './announcements/announcement-banner.tsx';
import { ActingForBanner } from './customer/acting-for-banner.tsx';
import { useCustomerRequirement } from './customer/use-customer-requirement.ts';
import { useNetworkPopups } from './feedback/network-popups.ts';
import { OnlineIndicator } from './feedback/online-indicator.tsx';
import { PageProgressBar } from './feedback/progress-bar.tsx';
import { useStartLanguage } from './language/use-start-language.ts';
import { DesktopNavbar, NAVBAR_HEIGHT } from './layout/desktop-navbar.tsx';
import { DesktopSider, SIDER_COLLAPSED_WIDTH, SIDER_WIDTH, useSiderCollapsed } from './layout/desktop-sider.tsx';
import { MobileDrawer } from './layout/mobile-drawer.tsx';
import { MobileTopBar } from './layout/mobile-top-bar.tsx';
import { useCurrentRoute } from './layout/use-current-route.ts';
import { PageLoading } from './page-loading.tsx';
import { useWebManifest } from './push/use-web-manifest.ts';
import { useWebPush } from './push/use-web-push.ts';
import { lazyPage } from './lazy-page.ts';
import { ShellStateProvider, useShellState } from './shell-state.tsx';
import { customerMenuFor } from './customer/customer-access.ts';
import { usePortalUser } from './use-portal-user.ts';
import { useScreens } from './layout/use-screens.ts';

// Dialogs and the promotion pop-up are their own chunks (customer table, carousel, feedback form): the page does not
// wait for them. The customer dialog loads for users who may switch customers, the feedback dialog when first
// opened, the pop-up once the page shows.
const CustomerDialog = lazyPage(() => import('./customer/customer-dialog.tsx').then((m) => ({ default: m.CustomerDialog })));
const ConsumerVoiceDialog = lazyPage(() =>
  import('./consumer-voice/consumer-voice-dialog.tsx').then((m) => ({ default: m.ConsumerVoiceDialog })),
);
const BannerPopup = lazyPage(() => import('./banners/banner-popup.tsx').then((m) => ({ default: m.BannerPopup })));

/** Whether a dialog has been opened once: from then on it stays mounted, so it can animate closed and open again. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Content widths of spec 1 §2.3: sales-overview pages run wider. */
const CONTENT_WIDTH = 1200;
const WIDE_CONTENT_WIDTH = 1400;

/** The signed-in shell (spec 1 §2.3–2.6): navbar or phone top bar, side menu or drawer, and the page. */
export function PortalLayout() {
  return (
    <ShellStateProvider>
      <Shell />
    </ShellStateProvider>
  );
}

function Shell() {
  useCustomerRequirement();
  useStartLanguage();
  useWebPush();
  useWebManifest();
  useNetworkPopups();

  const { t } = useTranslation('shell');
  const config = useHostConfig();
  // md and up is the desktop shell.
  const desktop = useScreens().md;
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const { subPath, rule } = useCurrentRoute();
  const { overlay, customerDialog, consumerVoiceOpen } = useShellState();
  const { user } = usePortalUser();
  const customerDialogUsed = useOpenedOnce(customerDialog.open) || (!!user && customerMenuFor(user).canSwitch);
  const consumerVoiceUsed = useOpenedOnce(consumerVoiceOpen);
  const home = subPath === '/';
  const redesign = config.features.CATALOG_REDESIGN;

  // The tab names the page, then the portal; pages outside the route table (the error page) name themselves.
  const title = rule ? (home ? '' : t(`route.${rule.title}`)) : null;
  useEffect(() => {
    if (title !== null) document.title = title ? `${title} · ${config.webTitle}` : config.webTitle;
  }, [title, config.webTitle]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <PageProgressBar />
      {desktop ? <DesktopNavbar brandWidth={collapsed ? SIDER_COLLAPSED_WIDTH : SIDER_WIDTH} /> : <MobileTopBar />}
      <Layout hasSider={desktop}>
        {desktop && <DesktopSider collapsed={collapsed} onCollapse={setCollapsed} />}
        <Layout style={{ minWidth: 0 }}>
          {desktop && <ActingForBanner variant="desktop" />}
          <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: desktop ? 24 : 12, outline: 'none' }}>
            <div style={{ maxWidth: rule?.wide ? WIDE_CONTENT_WIDTH : CONTENT_WIDTH, margin: '0 auto' }} data-testid="page-content">
              {/* A page that fails (a lost chunk offline) keeps the menu and the offline badge around it. */}
              <PageErrorBoundary>
                {/* The home's announcements and the page show together: one arriving after the other would move it. */}
                <Suspense fallback={<PageLoading fullPage={false} />}>
                  {home && !redesign && <AnnouncementBanner />}
                  <Outlet />
                </Suspense>
              </PageErrorBoundary>
            </div>
          </Layout.Content>
          {config.webCopyright && (
            <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', background: 'transparent' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {config.webCopyright}
              </Typography.Text>
            </Layout.Footer>
          )}
        </Layout>
      </Layout>
      {/* The open customer panel dims the page below the navbar. */}
      {overlay && (
        <div
          aria-hidden
          style={{ position: 'fixed', inset: 0, top: desktop ? NAVBAR_HEIGHT : 0, background: 'rgba(11, 58, 130, 0.18)', zIndex: 18 }}
        />
      )}
      {!desktop && <MobileDrawer />}
      {customerDialogUsed && (
        <Suspense fallback={null}>
          <CustomerDialog />
        </Suspense>
      )}
      {consumerVoiceUsed && (
        <Suspense fallback={null}>
          <ConsumerVoiceDialog />
        </Suspense>
      )}
      {!redesign && (
        <Suspense fallback={null}>
          <BannerPopup />
        </Suspense>
      )}
      <OnlineIndicator />
    </Layout>
  );
}
