import type { ComponentPropsWithRef } from "react";
import { FieldError, FieldHint, RequiredMark, hasMessage, joinIds, useFieldIds, type FieldChromeProps } from "./field";

/** Props of {@link Checkbox}: native checkbox props plus label, hint and error. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<"input">, "type" | "size">, FieldChromeProps {
  /** Marks the box as required, e.g. accepting the conditions (`aria-required` and an asterisk). */
  required?: boolean;
  /** Extra class on the wrapper. */
  className?: string;
}

/**
 * A native checkbox with its label beside it (the whole label is the click target). Forwards `ref`
 * and input props for react-hook-form's `register`.
 *
 * @csspart field - the wrapper
 * @csspart input - the checkbox
 * @csspart label - the label
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <Checkbox label={t`I accept the conditions`} required error={errors.accept?.message} {...register("accept")} />
 */
export function Checkbox({ label, hint, error, required, id, className, ref, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  return (
    <div className={joinIds("ov-field ov-checkbox", className)} part="field">
      <div className="ov-checkbox__row">
        <input
          {...rest}
          ref={ref}
          id={ids.id}
          type="checkbox"
          className="ov-checkbox__input"
          part="input"
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(rest["aria-describedby"], hasMessage(hint) && ids.hintId, invalid && ids.errorId)}
        />
        <label id={ids.labelId} htmlFor={ids.id} className="ov-checkbox__label" part="label">
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <div className="ov-checkbox__messages">
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
