import { Component, type ReactNode } from 'react';

interface Props {
  /** Renders the failure; `tryAgain` clears it and renders the children anew. */
  fallback: (error: unknown, tryAgain: () => void) => ReactNode;
  onError?: (error: unknown) => void;
  /** A new value clears a failure shown for the old one (the route, say), keeping everything else mounted. */
  resetKey?: unknown;
  children?: ReactNode;
}

/** Keeps a component that throws in the browser from taking the whole page down with it. */
export default class ErrorBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: undefined, failed: false });
  }

  override render() {
    if (this.state.failed) return this.props.fallback(this.state.error, () => this.setState({ error: undefined, failed: false }));
    return this.props.children;
  }
}
