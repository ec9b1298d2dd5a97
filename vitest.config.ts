import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// graphql ships CJS and ESM copies without an exports map; Pothos and Yoga load the CJS one, so ours must too.
const graphqlCjs = { find: /^graphql$/, replacement: 'graphql/index.js' };

const testFiles = ['tests/unit', 'tests/api'].flatMap((dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => path.join(dir, name)),
);
/**
 * A file that replaces a module (vi.mock) needs a module graph of its own. Every other file shares its worker's: the
 * API is loaded once per worker instead of once per file, which halves the suite's time. Files still keep to
 * themselves otherwise: each starts its own portal on its own database, and the API's caches are kept per database.
 */
const replacesModules = testFiles.filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(file, 'utf8')));

const server = {
  resolve: { alias: [graphqlCjs] },
  test: {
    environment: 'node',
    // Request lines stay out of the test output; warnings and errors still show.
    env: { NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    testTimeout: 20_000,
    // One migrated and seeded database per run; each file's portal starts on a copy of it.
    globalSetup: 'tests/api/seeded-template.ts',
    // vi.stubEnv holds for one test only, so no setting reaches the next file in a shared worker.
    unstubEnvs: true,
  },
} as const;

export default defineConfig({
  test: {
    projects: [
      {
        ...server,
        test: { ...server.test, name: 'server', include: testFiles, exclude: replacesModules, isolate: false },
      },
      {
        ...server,
        test: { ...server.test, name: 'server (own modules)', include: replacesModules },
      },
      // The cluster as an operator runs it (scripts/cluster): its own PostgreSQL, nodes and HAProxy. `npm run test:cluster`.
      {
        resolve: server.resolve,
        test: { name: 'cluster', environment: 'node', include: ['tests/cluster/*.test.ts'], env: { NODE_ENV: 'test', LOG_LEVEL: 'warn' } },
      },
    ],
  },
});
