import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './providers/i18n.ts';
import { hasSession } from './providers/tokens.ts';
import { localeOfPath } from './rules/locales.ts';
import { reloadOnChunkError } from './shell/feedback/chunk-reload.ts';
import { isCatalogList, preloadFirstPage } from './shell/first-page.ts';

const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root');
const root = createRoot(element);

/**
 * The signed-in app: refine, antd and the shell, a chunk of their own. The first page's chunks are asked for beside
 * it, so they arrive together instead of one after the other.
 */
function startApp(): Promise<void> {
  preloadFirstPage(window.location.pathname);
  // Texts that fail to load show as keys rather than keep the page blank (a page asks again for what failed).
  return Promise.all([import('./full-app.tsx'), i18nReady.catch(() => undefined)]).then(
    ([{ renderApp }]) => renderApp(root),
    (error: unknown) => {
      // A chunk gone after a deploy: one reload fetches the new build (at most once a minute).
      if (!reloadOnChunkError(error)) throw error;
    },
  );
}

// A visitor without a session on the sign-in address gets the light sign-in page (React and i18next only); the app
// follows once they sign in. A signed-in visit that opens on the catalogue list sees its first cards drawn light
// while the app loads under them. Everyone else gets the app at once.
const { pathname } = window.location;
if (!hasSession() && /^\/[a-z-]+\/login\/?$/.test(pathname) && localeOfPath(pathname)) {
  void import('./pages/login/light-entry.tsx').then(
    ({ startSignIn }) =>
      startSignIn(startApp, (page) =>
        root.render(
          <StrictMode>
            <Suspense fallback={null}>{page}</Suspense>
          </StrictMode>,
        ),
      ),
    () => startApp(),
  );
} else if (hasSession() && isCatalogList(pathname) && localeOfPath(pathname)) {
  void import('./pages/catalog/light/entry.tsx').then(
    ({ startCatalog }) => startCatalog(element, startApp),
    () => startApp(),
  );
} else {
  void startApp();
}
