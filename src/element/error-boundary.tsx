import { Component, type ContextType, type ErrorInfo, type ReactNode } from "react";
import { emit } from "../events/catalogue";
import { WidgetContext } from "../runtime/widget-context";
import { isChunkFailure } from "./retryable-chunk";

interface Props {
  /** Renders the failure with a retry action; `retry` re-mounts the children. */
  fallback: (retry: () => void) => ReactNode;
  onError: (error: unknown, info: ErrorInfo) => void;
  /** The fallback shows the visitor nothing (no failure to tell the page of with `ov-error`). */
  silent?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  attempt: number;
}

/**
 * One per tag (docs/architecture.md "The element wrapper"), and around each part that may fail on its own (a portal slot, a dialog's
 * chunk): a crash stays inside, shows a retry, is reported, and never reaches the host page as an
 * exception. The page hears of it as `ov-error` (issue 37 item 6), kind `chunk` when what failed was a
 * code download, else `render`, with the boundary's retry.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  static override contextType = WidgetContext;
  declare context: ContextType<typeof WidgetContext>;
  override state: State = { failed: false, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError(error, info);
    const widget = this.context;
    if (widget && !this.props.silent)
      emit(widget.host, "ov-error", { tag: widget.tag, kind: isChunkFailure(error) ? "chunk" : "render", retry: this.retry });
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
