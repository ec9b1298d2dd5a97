import { Component, type ErrorInfo, type ReactNode } from 'react';
import { localeOfPath } from '../../rules/locales.ts';

interface State {
  error: unknown;
}

/**
 * The error pages' own safety net (spec 1 §8): if showing the error fails, a plain English message with the
 * details and a link home. Nothing here may fail in turn: no translations, no antd, a full page load home.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('The error page failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const locale = localeOfPath(window.location.pathname);
    const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return (
      <main style={{ maxWidth: 560, margin: '15vh auto', padding: 16, fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
        <h1 style={{ fontSize: 22, margin: '0 0 8px' }}>An error occurred while showing the error page.</h1>
        <p style={{ margin: '0 0 12px', color: '#555' }}>Please go back to the home page. If this keeps happening, contact support.</p>
        <details style={{ margin: '0 0 16px' }}>
          <summary style={{ cursor: 'pointer' }}>Details</summary>
          <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: '#f5f5f5', padding: 12, borderRadius: 6 }}>
            {details}
          </pre>
        </details>
        <a href={locale ? `/${locale}` : '/'} style={{ color: '#1554b3', fontWeight: 600 }}>
          Back to home
        </a>
      </main>
    );
  }
}
