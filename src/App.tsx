import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import { Refine } from '@refinedev/core';
import routerProvider, { UnsavedChangesNotifier } from '@refinedev/react-router';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { accessControlProvider } from './providers/access-control.ts';
import { authProvider } from './providers/auth.ts';
import { HostConfigProvider } from './providers/config.tsx';
import { dataProvider, publicDataProvider } from './providers/data.ts';
import { useI18nProvider } from './providers/i18n.ts';
import { queryClient } from './providers/query-client.ts';
import { DEFAULT_LOCALE, asLocale } from './rules/locales.ts';
import { AnalyticsConsentNotice } from './shell/analytics/analytics-consent.tsx';
import { antdLocaleFor } from './shell/antd-locale.ts';
import { PortalErrorBoundary } from './shell/error-boundary.tsx';
import { PortalRoutes } from './shell/portal-routes.tsx';
import { portalResources } from './shell/resources.ts';
import { portalTheme } from './shell/theme.ts';
import { PortalUserProvider } from './shell/use-portal-user.ts';
import { usePortalNotifications } from './shell/use-portal-notifications.ts';

/**
 * Where antd puts the styles it still makes at runtime (CSS variables, other themes): a box of their own at the start
 * of the head, where antd would put them anyway. antd reads the styles of its box before each insert; in the head
 * that meant a hundred preload links, once for every component drawn.
 */
const runtimeStyles = document.createElement('div');
runtimeStyles.hidden = true;
runtimeStyles.dataset.antdStyles = '';
document.head.prepend(runtimeStyles);

/**
 * A reader whose system asks for less motion gets none (WCAG 2.3.3): dialogs, drawers and menus appear and go at once,
 * so nothing is clicked while it still moves.
 */
const prefersReducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
const theme = prefersReducedMotion ? { ...portalTheme, token: { ...portalTheme.token, motion: false } } : portalTheme;

export function App() {
  const { i18n } = useTranslation();
  const i18nProvider = useI18nProvider();

  return (
    <BrowserRouter>
      <StyleProvider container={runtimeStyles}>
        <ConfigProvider theme={theme} locale={antdLocaleFor(asLocale(i18n.language) ?? DEFAULT_LOCALE)}>
          <AntdApp>
            <PortalErrorBoundary>
              <HostConfigProvider>
                <AnalyticsConsentNotice />
                <Refine
                  dataProvider={{ default: dataProvider, public: publicDataProvider }}
                  routerProvider={routerProvider}
                  authProvider={authProvider}
                  accessControlProvider={accessControlProvider}
                  i18nProvider={i18nProvider}
                  notificationProvider={usePortalNotifications}
                  resources={portalResources}
                  options={{
                    disableTelemetry: true,
                    syncWithLocation: false,
                    warnWhenUnsavedChanges: true,
                    reactQuery: { clientConfig: queryClient },
                  }}
                >
                  <PortalUserProvider>
                    <PortalRoutes />
                  </PortalUserProvider>
                  <UnsavedChangesNotifier />
                </Refine>
              </HostConfigProvider>
            </PortalErrorBoundary>
          </AntdApp>
        </ConfigProvider>
      </StyleProvider>
    </BrowserRouter>
  );
}
