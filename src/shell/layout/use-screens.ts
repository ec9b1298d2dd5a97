import { theme } from 'antd';
import { useSyncExternalStore } from 'react';

const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
/** Which of antd's breakpoints the window matches now, as Grid.useBreakpoint() names them. */
export type Screens = Record<Breakpoint, boolean>;

type ScreenToken = { screenXSMax: number; screenSM: number; screenMD: number; screenLG: number; screenXL: number; screenXXL: number };

type Watcher = { subscribe: (onChange: () => void) => () => void; read: () => Screens };

// One watcher per theme's breakpoints, shared by every component that asks.
const watchers = new Map<string, Watcher>();

function watcherFor(token: ScreenToken): Watcher {
  const widths = [token.screenXSMax, token.screenSM, token.screenMD, token.screenLG, token.screenXL, token.screenXXL];
  const key = widths.join(',');
  const known = watchers.get(key);
  if (known) return known;
  // The same media queries as antd's grid: xs up to its maximum, every other from its minimum.
  const lists = widths.map((width, i) => window.matchMedia(i === 0 ? `(max-width: ${width}px)` : `(min-width: ${width}px)`));
  let current: Screens | null = null;
  let currentKey = '';
  const watcher: Watcher = {
    subscribe: (onChange) => {
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    // The same object while nothing changed, so a render that reads it does not render again.
    read: () => {
      const matches = lists.map((list) => list.matches);
      const next = matches.join();
      if (!current || next !== currentKey) {
        currentKey = next;
        current = Object.fromEntries(BREAKPOINTS.map((name, i) => [name, matches[i]!])) as Screens;
      }
      return current;
    },
  };
  watchers.set(key, watcher);
  return watcher;
}

/**
 * The window's breakpoints, read as the component renders. antd's Grid.useBreakpoint() answers {} on the first render
 * and renders its component again once it has measured: in the shell that meant drawing the whole page twice, the
 * second time in one blocking task.
 */
export function useScreens(): Screens {
  const { token } = theme.useToken();
  const watcher = watcherFor(token);
  return useSyncExternalStore(watcher.subscribe, watcher.read);
}
