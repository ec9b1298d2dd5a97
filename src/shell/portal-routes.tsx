import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { GuestOnly } from './guest-only.tsx';
import { lazyPage } from './lazy-page.ts';
import { LocaleGate } from './locale-gate.tsx';
import { LocaleRedirect } from './locale-redirect.tsx';
import { PageLoading } from './page-loading.tsx';
import { RequireSession } from './require-session.tsx';

// Each page is its own chunk, so the login page carries nothing of the signed-in pages.
const PortalLayout = lazyPage(() => import('./portal-layout.tsx').then((m) => ({ default: m.PortalLayout })));
const HomePage = lazyPage(() => import('../pages/home/index.tsx'));
const LoginPage = lazyPage(() => import('../pages/login/index.tsx'));
const MaintenancePage = lazyPage(() => import('../pages/maintenance/index.tsx'));
const NotFoundPage = lazyPage(() => import('../pages/not-found/index.tsx'));

/** Every route lives under a locale prefix (spec 1 §2.1); the bare prefix is the home page. */
export function PortalRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/:locale" element={<LocaleGate />}>
          <Route element={<RequireSession />}>
            <Route element={<PortalLayout />}>
              <Route index element={<HomePage />} />
            </Route>
          </Route>
          <Route element={<GuestOnly />}>
            <Route path="login" element={<LoginPage />} />
          </Route>
          <Route path="maintenance" element={<MaintenancePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route path="*" element={<LocaleRedirect />} />
      </Routes>
    </Suspense>
  );
}
