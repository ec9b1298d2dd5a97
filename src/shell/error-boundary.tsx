import { Component, type ErrorInfo, type ReactNode } from 'react';
import { markFirstPageShown } from './first-page-shown.ts';
import { LoadError } from './load-error.tsx';

interface State {
  error: unknown;
}

/** Keeps one broken page from blanking the portal; the user gets the "something wrong" page with a refresh. */
export class PortalErrorBoundary extends Component<{ children: ReactNode; fullPage?: boolean }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
    // A light first page waiting for this page gives way to the error.
    markFirstPageShown();
  }

  render() {
    return this.state.error ? <LoadError error={this.state.error} fullPage={this.props.fullPage ?? true} /> : this.props.children;
  }
}
