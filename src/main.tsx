import '@ant-design/v5-patch-for-react-19'; // antd 5 on React 19, once, before antd renders
import '@refinedev/antd/dist/reset.css';
import './shell/a11y/accessibility.css';
import './providers/i18n.ts'; // languages ready before the first render
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { keepRequiredOnInputs } from './shell/a11y/aria-required.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

keepRequiredOnInputs();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
