import { useEffect } from 'react';
import { apiFetch } from '../../providers/api-fetch.ts';
import { useHostConfig } from '../../providers/config.tsx';

/** One host's entry of GET /manifests/mappingManifest.json (spec 1 §3.1). */
export interface ManifestMapping {
  domains: string[];
  manifest: string;
  shortCutIcon: string;
  appleTouchIcon: string;
}

/** The entry whose domains include this host (a domain may also be written with its port). */
export function manifestFor(list: unknown, hostname: string, host = hostname): ManifestMapping | null {
  if (!Array.isArray(list)) return null;
  const names = [hostname.toLowerCase(), host.toLowerCase()];
  return (
    (list as ManifestMapping[]).find(
      (entry) => Array.isArray(entry?.domains) && entry.domains.some((d) => names.includes(String(d).toLowerCase())),
    ) ?? null
  );
}

const MARK = 'data-portal-manifest';

function setLink(rel: string, href: string) {
  if (!href) return;
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"][${MARK}]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    link.setAttribute(MARK, '');
    document.head.appendChild(link);
  }
  link.href = href;
}

let added = false;

/**
 * The host's web manifest and icons (spec 1 §4, feature WEB_MANIFEST), added to the page once, so the portal
 * installs to a home screen under the market's own name and icon.
 */
export function useWebManifest(): void {
  const { features } = useHostConfig();
  const enabled = features.WEB_MANIFEST;

  useEffect(() => {
    if (!enabled || added) return;
    added = true;
    apiFetch<unknown>('/manifests/mappingManifest.json', { auth: false }).then(
      (list) => {
        const entry = manifestFor(list, window.location.hostname, window.location.host);
        if (!entry) return;
        setLink('manifest', entry.manifest);
        if (entry.shortCutIcon) {
          // The host's icon replaces the portal's default favicon.
          document.head.querySelectorAll(`link[rel="icon"]:not([${MARK}])`).forEach((l) => l.remove());
          setLink('icon', entry.shortCutIcon);
        }
        setLink('apple-touch-icon', entry.appleTouchIcon);
      },
      (error: unknown) => {
        added = false; // the next mount tries again
        console.warn('The web manifest could not be loaded', error);
      },
    );
  }, [enabled]);
}
