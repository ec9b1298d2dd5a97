import { lazy, type ComponentType } from 'react';
import { installChunkReload, reloadOnChunkError } from './feedback/chunk-reload.ts';
import { trackPageLoad } from './feedback/page-loads.ts';

installChunkReload();

/**
 * A page loaded on demand (spec 1 §2.1). The progress bar follows the chunk; a chunk that is gone after a
 * deploy reloads the page, at most once a minute (spec 1 §8), otherwise the error boundary shows the failure.
 * The same bound as React.lazy: a page may take props from its route.
 */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    trackPageLoad(load()).catch((error: unknown) => {
      if (reloadOnChunkError(error)) return new Promise<{ default: T }>(() => {}); // the reload takes over
      throw error;
    }),
  );
}
