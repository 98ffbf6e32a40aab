import { Component, type ErrorInfo, type ReactNode } from 'react';

export type ErrorBoundaryProps = { fallback: ReactNode; children: ReactNode };
type State = { failed: boolean };

/** Catches render errors of a part of the page (outside the router's route boundaries). */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
