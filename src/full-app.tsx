import '@ant-design/v5-patch-for-react-19'; // antd 5 on React 19, once, before antd renders
import 'virtual:antd-styles.css'; // antd's styles in the portal's theme, made by the build (vite.config.ts)
import '@refinedev/antd/dist/reset.css';
import './shell/a11y/accessibility.css';
import { StrictMode, Suspense, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App.tsx';
import { primeUser } from './providers/query-client.ts';
import { keepRequiredOnInputs } from './shell/a11y/aria-required.ts';

/** The signed-in app (refine, antd, the shell and its routes) rendered into the page's root. */
export function renderApp(root: Root): void {
  keepRequiredOnInputs();
  primeUser();
  // A transition: React renders the app in slices between which the page answers input, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Suspense fallback={null}>
          <App />
        </Suspense>
      </StrictMode>,
    ),
  );
}
