import { useEffect } from 'react';

/**
 * The tab title of an error page. Set after the commit's effects (the shell names routes it knows in its own
 * effect, which runs after the page's), and put back when the page goes.
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const before = document.title;
    let active = true;
    document.title = title;
    queueMicrotask(() => {
      if (active) document.title = title;
    });
    return () => {
      active = false;
      document.title = before;
    };
  }, [title]);
}
