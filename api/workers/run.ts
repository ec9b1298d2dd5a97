import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/** How long a job may run and how much memory it may take before its thread is stopped. */
export interface WorkerLimits {
  timeoutMs: number;
  heapMb: number;
}

/** Why a job gave no answer: it ran out of time or memory, or threw. */
export class WorkerFailed extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'error',
    cause?: unknown,
  ) {
    super(`Worker job failed: ${reason}`, { cause });
  }
}

// Heavy jobs share the cores with the requests: at most this many run at once, the rest wait their turn.
const MAX_RUNNING = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * Runs `run(input)` of the job module `entry` (a .ts file beside its caller, given as new URL('./x-job.ts',
 * import.meta.url)) in its own thread, so the event loop keeps answering requests while it works. The thread is
 * stopped when it passes its time or memory limit.
 */
export async function runInWorker<I, O>(entry: URL, input: I, limits: WorkerLimits): Promise<O> {
  const done = await turn();
  try {
    return await new Promise<O>((resolve, reject) => {
      const worker = new Worker(new URL('./bootstrap.mjs', import.meta.url), {
        workerData: { entry: entry.href, input },
        resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: Math.min(64, limits.heapMb / 4) },
      });
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      };
      const timer = setTimeout(() => settle(() => reject(new WorkerFailed('timeout'))), limits.timeoutMs);
      worker.once('message', (answer: O) => settle(() => resolve(answer)));
      worker.once('error', (err: Error & { code?: string }) =>
        settle(() => reject(new WorkerFailed(err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'error', err))),
      );
      worker.once('exit', (code) => settle(() => reject(new WorkerFailed('error', new Error(`Worker stopped with code ${code}`)))));
    });
  } finally {
    done();
  }
}
