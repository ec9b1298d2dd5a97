// Starts a read-pool thread (read-pool.ts): a worker thread does not inherit the TypeScript loader of a test runner,
// so it loads its module through tsx's API, which works under `tsx`, `node --import tsx` and vitest alike.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
