import { useQueryClient } from '@tanstack/react-query';
import { theme } from 'antd';
import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageLoads } from './page-loads.ts';
import { useFollowed } from './use-followed.ts';

/** Spec 1 §9: show only loads longer than 200 ms, creep over 5 s, hide 500 ms after the page is ready. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_MS = 500;

type Phase = 'idle' | 'running' | 'done' | 'failed';

/**
 * The thin bar at the top while a page changes: it follows the page's chunk and the data it fetches. A chunk
 * or a load that fails turns it red (spec 1 §8).
 */
export function PageProgressBar() {
  const { t } = useTranslation('errors');
  const { token } = theme.useToken();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const fetching = useFollowed(
    useCallback((changed: () => void) => queryClient.getQueryCache().subscribe(changed), [queryClient]),
    useCallback(() => queryClient.isFetching(), [queryClient]),
  );
  const loads = useFollowed(pageLoads.subscribe, pageLoads.snapshot);
  const busy = fetching > 0 || loads.pending > 0;
  const [phase, setPhase] = useState<Phase>('idle');

  // A navigation is being followed; `busy` read from the throttle timer.
  const following = useRef(false);
  const busyNow = useRef(busy);
  useEffect(() => {
    busyNow.current = busy;
  }, [busy]);

  useEffect(() => {
    following.current = true;
    const timer = setTimeout(() => {
      if (!following.current) return;
      if (busyNow.current) setPhase((p) => (p === 'failed' ? p : 'running'));
      else following.current = false; // fast enough: no bar at all
    }, PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);

  useEffect(() => {
    if (!busy && phase === 'running') setPhase('done');
  }, [busy, phase]);

  // Failures while a navigation is followed: a page chunk, or any data load of the new page.
  const failuresSeen = useRef(loads.failures);
  useEffect(() => {
    if (loads.failures === failuresSeen.current) return;
    failuresSeen.current = loads.failures;
    if (following.current) setPhase('failed');
  }, [loads.failures]);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (following.current && event.type === 'updated' && event.action.type === 'error') setPhase('failed');
      }),
    [queryClient],
  );

  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return;
    following.current = false;
    const timer = setTimeout(() => setPhase('idle'), PROGRESS_HIDE_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // CSS transitions do the moving: idle → running creeps to 90 % over the duration, the end jumps to 100 %.
  const styles: Record<Phase, CSSProperties> = {
    idle: { width: '0%', opacity: 0, transition: 'none' },
    running: { width: '90%', opacity: 1, transition: `width ${PROGRESS_DURATION_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)` },
    done: { width: '100%', opacity: 0, transition: `width 200ms ease-out, opacity 250ms ease-in ${PROGRESS_HIDE_MS - 250}ms` },
    failed: { width: '100%', opacity: 1, transition: 'width 200ms ease-out' },
  };

  return (
    <div
      role="progressbar"
      aria-label={t('progress.loading')}
      aria-hidden={phase === 'idle'}
      aria-busy={phase === 'running'}
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 3,
        zIndex: 2000, // above the sticky header, drawers and dialogs
        pointerEvents: 'none',
        background: phase === 'failed' ? token.colorError : token.colorPrimary,
        boxShadow: phase === 'idle' ? undefined : `0 0 6px ${phase === 'failed' ? token.colorError : token.colorPrimary}`,
        ...styles[phase],
      }}
    />
  );
}
