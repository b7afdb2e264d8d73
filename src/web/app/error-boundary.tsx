import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Renders the fallback; `reset` clears the error ("Try Again"). */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** docs/product.md §2/§4: a render failure shows a fallback instead of a blank page, and is logged to the console. */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Something went wrong', error, info.componentStack);
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.reset) : this.props.children;
  }
}
