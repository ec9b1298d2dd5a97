import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs share a machine; each gets its own database next to the default one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const E2E_DATA_DIR = PORT === 4173 ? 'data/runtime/e2e' : `data/runtime/e2e-${PORT}`;
// E2E_CLUSTER=1: the specs tagged @cluster (what crosses nodes) against two API nodes on PostgreSQL behind a proxy,
// instead of every spec on one node on SQLite.
const CLUSTER = process.env.E2E_CLUSTER === '1';

// Debian's Chromium: browsers cannot be downloaded here. The server starts on a fresh small database each run.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: PORT === 4173 ? 'test-results/e2e' : `test-results/e2e-${PORT}`,
  // Every test stands alone (it makes its own data), so a shard may take any test of a file, not only whole files.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // A test that fails once is a bug: no second try hides it (npm run test:flaky finds them before they land).
  retries: 0,
  grep: CLUSTER ? /@cluster/ : undefined,
  reporter: [['list']],
  // A test's own limit: CI's 2-core machine runs three lanes at once, and a test that takes 25 s here takes 35 s there.
  timeout: 60_000,
  // First loads of lazy pages take a few seconds on a busy 2-core machine.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 768 },
    // The reader asks for less motion, so the app draws none (src/App.tsx): a dialog or drawer stands still when it
    // opens, and no click lands where a button is still moving to. It also spares each test the animations' frames.
    reducedMotion: 'reduce',
    // An action waits for its element at most this long: a click on something that never comes fails at that step,
    // naming it, instead of holding the test to its own timeout.
    actionTimeout: 20_000,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
    // A trace records every step of every test, a third of a run's CPU: E2E_TRACE=1 keeps one of each failed test.
    // Without it a failure still leaves the page as it was (error-context.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
  },
  webServer: CLUSTER
    ? {
        // Two API nodes on a throwaway PostgreSQL behind HAProxy (npm run cluster), their files in a throwaway S3-compatible
        // bucket instead of a shared folder; the specs' fixtures find
        // the database through DATA_DIR/cluster.json (tests/e2e/data/database.ts). SIGTERM lets it stop the nodes and
        // remove the throwaway server.
        command: `rm -rf ${E2E_DATA_DIR} && DATA_DIR=${E2E_DATA_DIR} SEED_SIZE=small PORT=${PORT} NODE_ENV=production CONSUMER_ACCOUNTS_TICK_SECONDS=2 CLUSTER_STORAGE=s3 npx tsx scripts/cluster.ts --no-build`,
        url: `http://localhost:${PORT}/server/status`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      }
    : {
        command: `rm -rf ${E2E_DATA_DIR} && DATA_DIR=${E2E_DATA_DIR} SEED_SIZE=small PORT=${PORT} NODE_ENV=production CONSUMER_ACCOUNTS_TICK_SECONDS=2 npx tsx api/server.ts`,
        url: `http://localhost:${PORT}/server/status`,
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore',
      },
});
