import { useEffect, useReducer, useRef, useState } from 'react';

/** Spec 1 §9 'Fetch minimum display delay': a loading state, once shown, stays this long so it does not flash. */
export const FETCH_MIN_DISPLAY_MS = 200;

/**
 * Whether to show a loading state: while `active`, and after it ends until the state has been shown `minimum` ms.
 * A fetch that ends sooner keeps the indicator up to then; one that starts again meanwhile simply continues it.
 */
export function useMinimumDisplay(active: boolean, minimum = FETCH_MIN_DISPLAY_MS): boolean {
  const shownAt = useRef<number | null>(active ? Date.now() : null);
  const [held, setHeld] = useState(false);
  // The render that saw the fetch end may have kept the indicator by the clock; its release must draw again even when
  // `held` was never set, or the indicator stays up.
  const [, drawAgain] = useReducer((n: number) => n + 1, 0);
  if (active && shownAt.current === null) shownAt.current = Date.now();

  useEffect(() => {
    if (active || shownAt.current === null) {
      setHeld(false);
      return;
    }
    const left = shownAt.current + minimum - Date.now();
    const release = () => {
      shownAt.current = null;
      setHeld(false);
      drawAgain();
    };
    if (left <= 0) {
      release();
      return;
    }
    setHeld(true);
    const timer = setTimeout(release, left);
    return () => clearTimeout(timer);
  }, [active, minimum]);

  // The first render after the fetch ends must not drop the indicator before the effect holds it.
  return active || held || (shownAt.current !== null && shownAt.current + minimum > Date.now());
}
