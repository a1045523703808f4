import { Component, type ErrorInfo, type ReactNode } from 'react';
import { APP_TEXTS } from '../lib/public-texts';

interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
}

/** Last line of defence: a render error (or a screen chunk that fails to load) shows a way out. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): ErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="centered-shell" id="main">
        <section className="card auth-card">
          <h1 className="auth-card__title">{APP_TEXTS.crash.title}</h1>
          <p className="muted">{APP_TEXTS.crash.body}</p>
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => window.location.reload()}
          >
            {APP_TEXTS.crash.reload}
          </button>
        </section>
      </main>
    );
  }
}
