import { fetchHostConfig } from '../providers/host-config-request.ts';
import { hasSession } from '../providers/tokens.ts';
import { loadUser } from '../providers/user.ts';

const withoutLocale = (pathname: string) => pathname.replace(/^\/[a-z]{2}(-[a-z]{2})?(?=\/|$)/, '');
const CATALOG_LIST = /^\/catalog\/(bike|paa|list)\/?$/;

/** The catalogue list's addresses (/en-us/catalog/bike, …/paa, …/list), which a signed-in visit may open light. */
export const isCatalogList = (pathname: string) => CATALOG_LIST.test(withoutLocale(pathname));

// The pages most visits start on, by address after the locale prefix, with the chunks they show.
const firstPages: [RegExp, () => Promise<unknown>][] = [
  [CATALOG_LIST, () => import('../pages/catalog/list-page.tsx')],
  [/^\/?$/, () => import('../pages/home/index.tsx')],
];

/**
 * Asks for the signed-in layout and the first page's chunks while the app's own chunk is still on its way, so a
 * phone on a slow line fetches them side by side instead of one after another (each import also preloads the
 * files it imports). Routing still decides what shows: these only fill the module cache. The host's config and the
 * user (GET /user) are asked for at the same moment: the app reads the same answers when it gets there.
 */
export function preloadFirstPage(pathname: string): void {
  if (!hasSession()) return;
  const rest = withoutLocale(pathname);
  const quietly = (load: () => Promise<unknown>) => void load().catch(() => undefined); // the route reports failures
  // Asked for first, refine's core (a file of its own, see vite.config.ts) is evaluated as soon as it arrives, in a
  // task of its own: a phone's main thread then starts the app in two shorter tasks instead of one long one.
  quietly(() => import('./refine-first.ts'));
  quietly(fetchHostConfig);
  quietly(loadUser);
  quietly(() => import('./portal-layout.tsx'));
  for (const [address, load] of firstPages) if (address.test(rest)) quietly(load);
}
