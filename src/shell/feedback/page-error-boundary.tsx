import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PortalErrorBoundary } from '../error-boundary.tsx';

/**
 * Keeps a failed page (a chunk missing while offline, a render error) inside the shell: the navigation, the
 * online badge and the menu stay usable, and moving to another page starts afresh. The refresh button reloads.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <PortalErrorBoundary key={pathname} fullPage={false}>
      {children}
    </PortalErrorBoundary>
  );
}
