import type { Database } from '../db/index.ts';
import { knownHostnames, resolveHost } from '../config/service.ts';
import type { HostConfig } from '../../src/rules/host-config.ts';
import { APP_ICON_SIZES } from './app-icon.ts';

const THEME_COLOUR = '#1554b3';

export const appIconPath = (size: number, maskable = false) => `/brand/app-icon${maskable ? '-maskable' : ''}-${size}.png`;

/** GET /manifests/mappingManifest.json: one entry per host with WEB_MANIFEST on (spec 1 §3.1 'Web manifest mapping'). */
export async function manifestMapping(db: Database) {
  const hosts = await Promise.all((await knownHostnames(db)).map((name) => resolveHost(db, name)));
  return hosts
    .filter((h) => h.config.features.WEB_MANIFEST)
    .map((h) => ({
      domains: [h.hostname],
      manifest: `/manifests/${h.hostname}.webmanifest`,
      shortCutIcon: '/favicon.svg',
      appleTouchIcon: appIconPath(180, true),
    }));
}

/** The web app manifest of one host, from its config. */
export function webManifest(config: HostConfig) {
  return {
    name: config.webTitle,
    short_name: 'Dealer Portal',
    description: config.webDescription,
    lang: config.languages[0]?.code ?? 'en-us',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    icons: [
      ...APP_ICON_SIZES.filter((s) => s !== 180).flatMap((size) => [
        { src: appIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
        { src: appIconPath(size, true), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
      ]),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
