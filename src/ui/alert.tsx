import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "./button";
import { joinIds } from "./field";
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from "./icons";

export type AlertTone = "info" | "success" | "warning" | "error";

/** Props of {@link Alert}. */
export interface AlertProps {
  /** Colour, icon and role (default "info"). */
  tone?: AlertTone;
  /** Short heading in bold. */
  title?: ReactNode;
  /** The message. */
  children?: ReactNode;
  /** One action next to the message, e.g. Retry after a failed call. */
  action?: { label: string; onClick: () => void };
  /** When set, a close button dismisses the alert. */
  onDismiss?: () => void;
  /** Extra class on the root. */
  className?: string;
}

const ICONS = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/**
 * An inline message. Errors use `role="alert"` (announced at once), the other tones `role="status"`
 * (announced politely). The tone is also given in words to screen readers, never by colour alone.
 *
 * @csspart alert - the root
 * @example <Alert tone="error" action={{ label: t`Retry`, onClick: reload }}>{message}</Alert>
 */
export function Alert({ tone = "info", title, children, action, onDismiss, className }: AlertProps) {
  const { t } = useLingui();
  const toneLabel = {
    info: t({ id: "ui.alert.tone.info", message: "Information" }),
    success: t({ id: "ui.alert.tone.success", message: "Success" }),
    warning: t({ id: "ui.alert.tone.warning", message: "Warning" }),
    error: t({ id: "ui.alert.tone.error", message: "Error" }),
  }[tone];
  const Icon = ICONS[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={joinIds("ov-alert", `ov-alert--${tone}`, className)} part="alert">
      <Icon className="ov-icon ov-alert__icon" />
      <div className="ov-alert__content">
        <span className="ov-visually-hidden">{`${toneLabel}: `}</span>
        {title && <p className="ov-alert__title">{title}</p>}
        {children && <div className="ov-alert__message">{children}</div>}
      </div>
      {(action || onDismiss) && (
        <div className="ov-alert__actions">
          {action && (
            <Button variant="secondary" size="small" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
          {onDismiss && (
            <button
              type="button"
              className="ov-alert__dismiss"
              aria-label={t({ id: "ui.alert.dismiss", message: "Dismiss" })}
              onClick={onDismiss}
            >
              <CloseIcon />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
