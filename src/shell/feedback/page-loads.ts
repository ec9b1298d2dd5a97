/**
 * Pages loading on demand right now, for the progress bar: lazyPage() reports each chunk it fetches, and
 * whether the last one failed (spec 1 §8 "failed state of the progress bar").
 */
interface PageLoads {
  pending: number;
  /** Bumped on every failure, so a listener can tell a new failure from an old one. */
  failures: number;
}

let state: PageLoads = { pending: 0, failures: 0 };
const listeners = new Set<() => void>();

function set(next: PageLoads) {
  state = next;
  listeners.forEach((l) => l());
}

export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  set({ ...state, pending: state.pending + 1 });
  load.then(
    () => set({ ...state, pending: state.pending - 1 }),
    () => set({ pending: state.pending - 1, failures: state.failures + 1 }),
  );
  return load;
}

export const pageLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): PageLoads => state,
};
