/**
 * After a deploy the old chunk names are gone and a page that loads on demand fails. Reloading fetches the new
 * index.html and its chunks; at most once a minute (spec 1 §8, §9), so a real outage does not loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'portal.chunkReloadAt';

/** The rule, kept pure: reload when there was no reload yet, the last one is a minute old, or the clock went back. */
export function mayReloadForChunk(lastReloadAt: number | null, now: number, guardMs = CHUNK_RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return lastReloadAt > now || now - lastReloadAt >= guardMs;
}

/** What browsers and the bundler say when a chunk (script or its CSS) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: unknown; message?: unknown } | null;
  if (e?.name === 'ChunkLoadError') return true;
  const message = typeof e?.message === 'string' ? e.message : String(error ?? '');
  return /dynamically imported module|importing a module script failed|unable to preload css|failed to load module script|loading (css )?chunk \S+ failed/i.test(
    message,
  );
}

function lastReloadAt(): number | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

let reloading = false;

/**
 * Reloads the page for a failed chunk when the rule allows it. Answers true when a reload is under way (the
 * caller waits for it), false when the error stands (not a chunk error, offline, or reloaded less than a
 * minute ago): then the error boundary shows it with a refresh button.
 */
export function reloadOnChunkError(error: unknown): boolean {
  if (reloading) return true;
  if (!isChunkLoadError(error)) return false;
  // Offline a reload only shows the browser's own error page; the portal's offline state is more useful.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const now = Date.now();
  if (!mayReloadForChunk(lastReloadAt(), now)) return false;
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false; // without a memory of the last reload the guard cannot hold: better not to reload at all
  }
  reloading = true;
  window.location.reload();
  return true;
}

let installed = false;

/** The bundler's own signal for a failed preload of any on-demand import, not only pages. */
export function installChunkReload(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('vite:preloadError', (event) => {
    reloadOnChunkError((event as Event & { payload?: unknown }).payload);
  });
}
