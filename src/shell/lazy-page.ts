import { lazy, type ComponentType } from 'react';

const RELOAD_KEY = 'portal.chunkReloadAt';
const RELOAD_GUARD_MS = 60_000;

/**
 * A page loaded on demand (spec 1 §2.1). After a deploy the old chunk names are gone: reload once to get the
 * new ones, at most once a minute (spec 1 §8), so a real outage does not loop.
 */
export function lazyPage<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last > RELOAD_GUARD_MS) {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<{ default: T }>(() => {}); // the reload takes over
      }
      throw error;
    }),
  );
}
