import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, type ReactNode } from "react";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { Button } from "../../../src/ui/button";
import { RetryFailure } from "../../../src/ui/retry-failure";
import type { SendFlowState } from "./send-flow-store";

/**
 * A failed send (calls §8.2 "Contact or claim submission failures are only logged and the form stays";
 * issue 19 item 4: the catalogue's message with Try again, which sends what was typed again).
 * @example <SendFailure error={snap.error} onRetry={store.retry} />
 */
export function SendFailure({ error, onRetry }: { error: SendFlowState["error"]; onRetry: () => void }) {
  const { t } = useLingui();
  if (!error) return null;
  return (
    <RetryFailure
      error={error.cause}
      title={t({ id: "portal.support.sendFailed", message: "Your message could not be sent. What you wrote is kept." })}
      retry={{ label: t({ id: "portal.support.retry", message: "Try again" }), onClick: onRetry }}
    />
  );
}

/**
 * The form's send button: busy while sending (clicks ignored), disabled with the read-only tooltip for
 * staff sessions (spec §6 "Read-only token ... disabled with a tooltip").
 * @example <SendButton sending={snap.phase === "sending"}>{t`Send`}</SendButton>
 */
export function SendButton({ sending, children }: { sending: boolean; children: ReactNode }) {
  const { canModify, reason } = useCanModify();
  return (
    <Button type="submit" loading={sending} disabled={!canModify} disabledReason={reason}>
      {children}
    </Button>
  );
}

/**
 * What a sent form shows instead of itself: its heading takes the focus, so keyboard and screen-reader
 * users hear the outcome (the number to note) at once.
 * @example <SentPanel title={t`Request sent`}>{t`Case number ${number}`}</SentPanel>
 */
export function SentPanel({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="ov-support__sent" role="status">
      <h2 ref={ref} tabIndex={-1} className="ov-support__sent-title">
        {title}
      </h2>
      {children}
      {actions && <div className="ov-actions">{actions}</div>}
    </div>
  );
}
