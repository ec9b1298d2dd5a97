import { defineConfig, devices } from '@playwright/test';

const PORT = 4173;

// Debian's Chromium: browsers cannot be downloaded here. The server starts on a fresh small database each run.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
        '--disable-sync', '--no-first-run', '--disable-quic'],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `rm -rf data/runtime/e2e && DATA_DIR=data/runtime/e2e SEED_SIZE=small PORT=${PORT} NODE_ENV=production npx tsx api/server.ts`,
    url: `http://localhost:${PORT}/server/status`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});
