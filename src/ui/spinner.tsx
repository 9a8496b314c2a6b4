import { useLingui } from "@lingui/react/macro";

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, already translated; defaults to "Loading…". */
  label?: string;
  /** Visual size (default "medium"). */
  size?: "small" | "medium" | "large";
  /**
   * Purely visual: no role and no text, for places that convey the busy state otherwise (a button
   * with `aria-busy`).
   */
  decorative?: boolean;
  /** Extra class on the root. */
  className?: string;
}

/**
 * A loading indicator. By default it is a `role="status"` region with a visually hidden, translated
 * label, so screen readers announce it once when it appears.
 *
 * @csspart spinner - the root
 * @example {loading && <Spinner label={t`Loading invoices`} />}
 */
export function Spinner({ label, size = "medium", decorative = false, className }: SpinnerProps) {
  const { t } = useLingui();
  const classes = ["ov-spinner", `ov-spinner--${size}`, className].filter(Boolean).join(" ");
  const ring = (
    <svg className="ov-spinner__ring" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className="ov-spinner__track" />
      <path d="M12 3a9 9 0 019 9" fill="none" strokeWidth="3" strokeLinecap="round" className="ov-spinner__arc" />
    </svg>
  );
  if (decorative) {
    return (
      <span className={classes} part="spinner" aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span className={classes} part="spinner" role="status">
      {ring}
      <span className="ov-visually-hidden">{label ?? t({ id: "ui.spinner.loading", message: "Loading…" })}</span>
    </span>
  );
}
