import '@ant-design/v5-patch-for-react-19'; // antd 5 on React 19, once, before antd renders
import '@refinedev/antd/dist/reset.css';
import './shell/a11y/accessibility.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { i18nReady } from './providers/i18n.ts';
import { keepRequiredOnInputs } from './shell/a11y/aria-required.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

keepRequiredOnInputs();
// The current language's core texts first, so the first frame is never a row of keys; a namespace loaded later
// suspends only the part of the page that asks for it (inner Suspense boundaries), this one catches the rest.
void i18nReady.finally(() => {
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  );
});
