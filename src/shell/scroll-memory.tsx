import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORE = 'portal.scroll';
const KEPT = 50;
/** How long a restore waits for a lazy page and its data to grow tall enough. */
const RESTORE_MS = 8_000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function keep(key: string, y: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = Math.round(y);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete positions[old];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(positions));
  } catch {
    // A full or blocked storage only costs the restore.
  }
}

/**
 * Scroll position restored on back and forward (spec 1 §2.1): each history entry keeps where the page was scrolled, and
 * going back to it scrolls there again once the page has grown tall enough (pages and their data load on demand). A new
 * page starts at the top; a change of the query alone (filters, paging kept in the address) keeps the position.
 */
export function ScrollMemory() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(location.key);
  const lastPath = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => keep(current.current, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Before the browser paints the new page and fires its scroll events, so they count for the new entry.
  useLayoutEffect(() => {
    const samePage = lastPath.current === location.pathname;
    current.current = location.key;
    lastPath.current = location.pathname;
    if (navigationType !== 'POP') {
      if (!samePage && !location.hash) window.scrollTo(0, 0);
      return;
    }
    const target = readPositions()[location.key] ?? 0;
    if (target <= 0) {
      window.scrollTo(0, 0);
      return;
    }
    return restore(target);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}

/** Scrolls to `target` as soon as the page is tall enough; the reader scrolling or typing first wins. */
function restore(target: number): () => void {
  let frame = 0;
  const started = performance.now();
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const name of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.removeEventListener(name, stop);
  };
  const attempt = () => {
    window.scrollTo(0, target);
    if (Math.abs(window.scrollY - target) <= 1 || performance.now() - started > RESTORE_MS) return stop();
    frame = requestAnimationFrame(attempt);
  };
  for (const name of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) window.addEventListener(name, stop, { passive: true });
  attempt();
  return stop;
}
