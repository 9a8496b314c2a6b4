import { Component, type ErrorInfo, type ReactNode } from "react";

interface Props {
  /** Renders the failure with a retry action; `retry` re-mounts the children. */
  fallback: (retry: () => void) => ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * One per tag (DESIGN): a crash stays inside its tag, shows a retry, is reported, and never
 * reaches the host page.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
  }

  private readonly retry = () => this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key on retry mounts a fresh tree instead of re-rendering the broken one.
    return <Fragmentish key={this.state.attempt}>{this.props.children}</Fragmentish>;
  }
}

function Fragmentish({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
