import type { ComponentPropsWithRef, MouseEvent } from "react";
import { joinIds } from "./field";
import { Spinner } from "./spinner";
import { Tooltip } from "./tooltip";

export type ButtonVariant = "primary" | "secondary" | "text" | "danger";
export type ButtonSize = "small" | "medium" | "large";

/** Props of {@link Button}: every native `<button>` prop plus the following. */
export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  /** Visual weight (default "primary"); "danger" for destructive actions. */
  variant?: ButtonVariant;
  /** Default "medium" (44 px tall, a comfortable touch target). */
  size?: ButtonSize;
  /**
   * Shows a spinner and sets `aria-busy`. The button stays focusable (it is `aria-disabled`, not
   * `disabled`) so focus is not lost while a request runs, and clicks are ignored.
   */
  loading?: boolean;
  /**
   * Why the button is disabled, shown as a tooltip (spec §6: a read-only token disables modify
   * buttons "with a tooltip that the action cannot be performed"). With a reason the button stays
   * focusable (`aria-disabled`) so keyboard and screen-reader users can reach the explanation.
   */
  disabledReason?: string;
  /** Keep a disabled button focusable (`aria-disabled`), e.g. pagination "Next" on the last page. */
  focusableWhenDisabled?: boolean;
}

/**
 * The action button. `type` defaults to "button" so that a button inside a form never submits by
 * accident; pass `type="submit"` for the form's main action.
 *
 * @csspart button - the native button
 * @example <Button variant="primary" type="submit" loading={isSubmitting}>{t`Save`}</Button>
 */
export function Button({
  variant = "primary",
  size = "medium",
  loading = false,
  disabled = false,
  disabledReason,
  focusableWhenDisabled = false,
  type = "button",
  className,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const softDisabled = loading || (disabled && (focusableWhenDisabled || Boolean(disabledReason)));

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (softDisabled) {
      // Also cancels the form submission of a submit button.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  const render = (describedBy?: string) => (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={joinIds("ov-button", `ov-button--${variant}`, `ov-button--${size}`, className)}
      part="button"
      disabled={disabled && !softDisabled}
      aria-disabled={softDisabled || undefined}
      aria-busy={loading || undefined}
      aria-describedby={joinIds(rest["aria-describedby"], describedBy)}
      onClick={handleClick}
    >
      {loading && <Spinner decorative size="small" className="ov-button__spinner" />}
      <span className="ov-button__label">{children}</span>
    </button>
  );

  if (disabled && disabledReason) {
    return <Tooltip content={disabledReason}>{(trigger) => render(trigger["aria-describedby"])}</Tooltip>;
  }
  return render();
}
