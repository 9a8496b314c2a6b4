import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { describeApiError } from "../api/error-messages";
import { isApiError } from "../api/errors";
import { emit } from "../events/catalogue";
import { Alert } from "./alert";

/** Props of {@link RetryFailure}. */
export interface RetryFailureProps {
  /** What failed ("The list of companies could not be loaded."). */
  title?: ReactNode;
  /** The failed call's error: an API error shows the catalogue's message of its code. */
  error?: unknown;
  /** A message of the caller's own, shown instead of the catalogue's. */
  children?: ReactNode;
  /** The retry: its text in the widget's own words ("Try again", "Retry") and what it calls again. Without it, no button (nothing to retry, e.g. a refusal). */
  retry?: { label: string; onClick: () => void };
  /**
   * When it takes the focus: "always" (default: the failure of what the visitor just asked, a send or a
   * search), or "idle" for a call made in the background (a list, a lookup): not while the visitor is
   * typing in a field, so a failure never pulls them out of the next field.
   */
  focus?: "always" | "idle";
  /** Extra class on the wrapper. */
  className?: string;
}

/** Whether the visitor is typing in a field (through shadow roots). */
function typingElsewhere(root: Node): boolean {
  let active: Element | null = (root.getRootNode() as Document | ShadowRoot).activeElement ?? document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement && active.matches("input, select, textarea, [contenteditable='true']");
}

/**
 * The one "failed call" of the UI kit (calls document §8.1: "A failed call gets the catalogue's
 * message and a way to retry"): an error alert with the catalogue's message of the error (or the
 * caller's), a retry button, and the focus when it appears, so keyboard and screen-reader users land
 * on it (see `focus`). A new `error` object is a new failure and takes the focus again.
 *
 * @example
 * if (remote.status === "error")
 *   return <RetryFailure title={t`The list of companies could not be loaded.`} error={remote.error} retry={{ label: t`Try again`, onClick: remote.retry }} />;
 */
export function RetryFailure({ title, error, children, retry, focus = "always", className }: RetryFailureProps) {
  const { i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (node && (focus === "always" || !typingElsewhere(node))) node.focus();
  }, [error, focus]);
  // Issue 37 item 6: a failed call the visitor can try again is told to the page too, once per failure
  // (a new error object), from the tag it shows in; `retry` is the button's own action. A failure
  // without a call's error (a part's crash shown by its boundary, which tells the page itself) or
  // without a retry (a refusal) is not.
  const latestRetry = useRef(retry);
  useLayoutEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node || error === undefined || !latestRetry.current) return;
    const host = (node.getRootNode() as Partial<ShadowRoot>).host;
    emit(node, "ov-error", {
      tag: host?.localName ?? "",
      kind: "request",
      ...(isApiError(error) ? { code: error.code, ...(error.status > 0 ? { status: error.status } : {}) } : {}),
      retry: () => latestRetry.current?.onClick(),
    });
  }, [error]);
  const message = children ?? (isApiError(error) ? i18n._(describeApiError(error.code)) : null);
  return (
    <div ref={ref} tabIndex={-1} className={className ? `ov-retry-failure ${className}` : "ov-retry-failure"}>
      <Alert tone="error" title={title} action={retry}>
        {message}
      </Alert>
    </div>
  );
}
