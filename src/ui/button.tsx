import { useRef, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from "react";
import { Lazy, retryableChunk } from "../element/retryable-chunk";
import { joinIds, useFieldIds } from "./field";
import { Spinner } from "./spinner";
import type { TooltipBubbleProps } from "./tooltip";

/** The reason of a disabled button as a closed tooltip: its description, the same to a screen reader. */
function HiddenReason({ id, content }: Pick<TooltipBubbleProps, "id" | "content">) {
  return (
    <span id={id} role="tooltip" hidden>
      {content}
    </span>
  );
}

// docs/architecture.md "Quality bars": the comparator's first load (loader + runtime + comparator + one
// locale) within 105 kB gzip, scripts/budgets.mjs. Button is in the shared runtime chunk that every page downloads, but only a
// button with a `disabledReason` (read-only sessions) shows a tooltip: the tooltip's behaviour,
// placement and stylesheet load when the first such button renders. Should that load fail, the
// reason stays the button's description.
const tooltipBubble = retryableChunk(() =>
  import("./tooltip").then(
    (module) => module.TooltipBubble,
    () => HiddenReason,
  ),
);

/**
 * The tooltip of a disabled button. The trigger sits outside the lazy part, so it is the same element
 * (keeping its focus) before and after the tooltip's code arrives, and it is described by the reason
 * from the first render: a `hidden` element named by `aria-describedby` is still read as the
 * description, exactly like the closed bubble that replaces it. The Switch uses it too (its code then
 * stays off the first load of the forms that show a switch, such as the power calculator's).
 * @param props the reason and the trigger, rendered with the id that describes it
 * @returns the trigger with its tooltip
 * @example <ReasonTooltip reason={why}>{(describedBy) => <button aria-describedby={describedBy} />}</ReasonTooltip>
 */
export function ReasonTooltip({ reason, children }: { reason: string; children: (describedBy: string) => ReactNode }) {
  const id = `${useFieldIds().id}-tooltip`;
  const anchor = useRef<HTMLSpanElement>(null);
  return (
    <span ref={anchor} className="ov-tooltip-anchor">
      {children(id)}
      <Lazy chunk={tooltipBubble} fallback={<HiddenReason id={id} content={reason} />}>
        {(TooltipBubble) => <TooltipBubble anchor={anchor} id={id} content={reason} />}
      </Lazy>
    </span>
  );
}

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
    return <ReasonTooltip reason={disabledReason}>{render}</ReasonTooltip>;
  }
  return render();
}
