import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LoadError } from '../load-error.tsx';

interface State {
  error: unknown;
}

class Boundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  render() {
    // A page whose chunk or render failed cannot be retried in place: the refresh button reloads.
    return this.state.error ? <LoadError error={this.state.error} /> : this.props.children;
  }
}

/**
 * Keeps a failed page (a chunk missing while offline, a render error) inside the shell: the navigation, the
 * online badge and the menu stay usable, and moving to another page starts afresh.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary key={pathname}>{children}</Boundary>;
}
