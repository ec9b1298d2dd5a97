import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const api = 'http://127.0.0.1:3000';

// Paths the API answers. A browser navigation (GET for HTML) on one of them, e.g. a typed `/login`, stays with the SPA,
// which adds the locale prefix.
const apiPaths = ['/graphql', '/public', '/login', '/refresh-token', '/user', '/change-cust', '/server', '/brand', '/active-announcements', '/bnrs', '/notification', '/manifests', '/api'];
const toApi: ProxyOptions = {
  target: api,
  changeOrigin: false, // keep the Host header: the API picks the host config from it
  bypass: (req) => (req.method === 'GET' && req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
};

// Vendor groups of their own, so a page change does not re-download antd or Refine.
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'vendor-antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/ },
  { name: 'vendor-refine', test: /node_modules[\\/](@refinedev|@tanstack)[\\/]/ },
  { name: 'vendor-graphql', test: /node_modules[\\/](graphql|@urql|wonka|graphql-tag)[\\/]/ },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPaths.map((p) => [p, toApi])),
  },
  preview: { port: 4173 },
});
