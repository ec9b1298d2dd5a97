/**
 * The runner of queued work (a job row per piece of work, such as a download-area report): a pass claims rows with a
 * lease (lease.ts) and runs them one after another until none waits. Every node runs a pass at start (work queued or
 * cut off before a restart), every `everyMs`, and whenever this process queues work (`wake`); passes never overlap
 * in one process, and a wake during a pass runs one more pass after it. Periodic work (one run per period per
 * cluster) uses periodic.ts instead.
 */
export interface Queue {
  /** Runs a pass now, or right after the one under way. */
  wake: () => void;
  /** Stops the timer and aborts the pass under way (its job goes back to the queue); settles once it has ended. */
  stop: () => Promise<void>;
}

export interface QueueOptions {
  /** How the log names a failed pass. */
  label: string;
  /** One pass: claims and runs jobs until none waits or `signal` aborts. */
  pass: (signal: AbortSignal) => Promise<unknown>;
  /** How often a node looks for queued work; 0: only at start and when woken. */
  everyMs: number;
}

export function startQueue({ label, pass, everyMs }: QueueOptions): Queue {
  let running: Promise<void> | null = null;
  let again = false;
  const stopping = new AbortController();
  const wake = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    running = pass(stopping.signal)
      .then(() => undefined)
      .catch((e) => console.error(`${label} failed:`, e))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  };
  const timer = everyMs > 0 ? setInterval(wake, everyMs) : undefined;
  wake();
  return {
    wake,
    stop: async () => {
      clearInterval(timer);
      again = false;
      stopping.abort();
      await running;
    },
  };
}
