import { useState, type ComponentPropsWithRef, type MouseEvent, type ReactNode } from "react";
import { FieldHint, hasMessage, joinIds, useFieldIds } from "./field";
import { ReasonTooltip } from "./button";
import { switchStyles } from "./switch.styles";
import { useComponentStyles } from "./use-component-styles";

/** Props of {@link Switch}. Controlled (`checked`) or uncontrolled (`defaultChecked`). */
export interface SwitchProps extends Omit<ComponentPropsWithRef<"button">, "onChange" | "children" | "value" | "defaultValue"> {
  /** Visible label, tied to the switch with `htmlFor`. */
  label: ReactNode;
  /** Help text read as the switch's description. */
  hint?: ReactNode;
  /** Whether the switch is on (controlled). */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** Why it cannot be changed, shown as a tooltip (spec §6: read-only tokens); keeps it focusable. */
  disabledReason?: string;
}

/**
 * An on/off switch for settings that apply at once (e.g. the battery discount toggle): a
 * `<button role="switch" aria-checked>` with its label beside it. Use a {@link Checkbox} inside
 * forms that are submitted.
 *
 * @csspart field - the wrapper
 * @csspart switch - the switch button
 * @csspart label - the label
 * @example <Switch label={t`Apply battery discount`} checked={on} onCheckedChange={save} />
 */
export function Switch({
  label,
  hint,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  disabledReason,
  id,
  className,
  onClick,
  ref,
  ...rest
}: SwitchProps) {
  useComponentStyles(switchStyles);
  const ids = useFieldIds(id);
  const [internal, setInternal] = useState(defaultChecked);
  const on = checked ?? internal;
  const softDisabled = disabled && Boolean(disabledReason);

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (softDisabled || event.defaultPrevented) return;
    if (checked === undefined) setInternal(!on);
    onCheckedChange?.(!on);
  };

  const render = (tooltipId?: string) => (
    <button
      {...rest}
      ref={ref}
      id={ids.id}
      type="button"
      role="switch"
      aria-checked={on}
      className="ov-switch__control"
      part="switch"
      disabled={disabled && !softDisabled}
      aria-disabled={softDisabled || undefined}
      aria-describedby={joinIds(rest["aria-describedby"], hasMessage(hint) && ids.hintId, tooltipId)}
      onClick={handleClick}
    >
      <span className="ov-switch__thumb" />
    </button>
  );

  return (
    <div className={joinIds("ov-field ov-switch", className)} part="field">
      <div className="ov-switch__row">
        {softDisabled && disabledReason ? (
          <ReasonTooltip reason={disabledReason}>{(describedBy) => render(describedBy)}</ReasonTooltip>
        ) : (
          render()
        )}
        <label id={ids.labelId} htmlFor={ids.id} className="ov-switch__label" part="label">
          {label}
        </label>
      </div>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
    </div>
  );
}
