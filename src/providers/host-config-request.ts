import type { HostConfig } from '../rules/host-config.ts';
import { apiFetch } from './api-fetch.ts';

let loading: Promise<HostConfig> | null = null;

/**
 * The host's config, fetched once per page load (spec 1 §3.1): the host name picks the market. The sign-in page and
 * the signed-in app share the one answer.
 */
export function fetchHostConfig(): Promise<HostConfig> {
  loading ??= apiFetch<HostConfig>(`/server/config/${encodeURIComponent(window.location.hostname)}`, { auth: false });
  loading.catch(() => {
    loading = null; // a retry asks again
  });
  return loading;
}
