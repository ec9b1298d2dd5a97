import type { HostConfig } from '../rules/host-config.ts';
import { apiFetch } from './api-fetch.ts';

let loading: Promise<HostConfig> | null = null;
let loaded: HostConfig | undefined;

/**
 * The host's config, fetched once per page load (spec 1 §3.1): the host name picks the market. The sign-in page and
 * the signed-in app share the one answer.
 */
export function fetchHostConfig(): Promise<HostConfig> {
  if (!loading) {
    loading = apiFetch<HostConfig>(`/server/config/${encodeURIComponent(window.location.hostname)}`, { auth: false });
    loading.then(
      (config) => {
        loaded = config;
      },
      () => {
        loading = null; // a retry asks again
      },
    );
  }
  return loading;
}

/** The host's config if it has already arrived, without waiting. */
export const loadedHostConfig = (): HostConfig | undefined => loaded;
