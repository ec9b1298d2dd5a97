// The first module of every worker thread: loads the job's TypeScript module (through tsx, as the server itself is
// run) and answers what its run(input) returns. Plain JavaScript, so it starts without a loader.
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const job = await tsImport(workerData.entry, import.meta.url);
parentPort.postMessage(await job.run(workerData.input));
