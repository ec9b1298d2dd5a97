import { defineConfig } from 'vitest/config';

// graphql ships CJS and ESM copies without an exports map; Pothos and Yoga load the CJS one, so ours must too.
const graphqlCjs = { find: /^graphql$/, replacement: 'graphql/index.js' };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [graphqlCjs] },
        test: {
          name: 'server',
          include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
          environment: 'node',
          env: { NODE_ENV: 'test' },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
