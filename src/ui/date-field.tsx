import type { ComponentPropsWithRef } from "react";
import { FieldError, FieldHint, RequiredMark, hasMessage, joinIds, useFieldIds, type FieldChromeProps } from "./field";

/** Props of {@link DateField}: native `<input type="date">` props (`min`, `max`, `value` as `YYYY-MM-DD`). */
export interface DateFieldProps extends Omit<ComponentPropsWithRef<"input">, "type" | "size">, FieldChromeProps {
  /** Marks the field as required (`aria-required` and an asterisk). */
  required?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * A labelled native date input. The browser's own picker is accessible and localised, and its value
 * is always ISO `YYYY-MM-DD`, whatever the display format. Forwards `ref` and input props for
 * react-hook-form.
 *
 * @csspart field - the wrapper
 * @csspart label - the label
 * @csspart input - the input
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <DateField label={t`Start date`} max={endDate} {...register("startDate")} />
 */
export function DateField({ label, hint, error, required, id, className, ref, ...rest }: DateFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  return (
    <div className={joinIds("ov-field", className)} part="field">
      <label id={ids.labelId} htmlFor={ids.id} className="ov-field__label" part="label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <input
        {...rest}
        ref={ref}
        id={ids.id}
        type="date"
        className="ov-input ov-input--date"
        part="input"
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(rest["aria-describedby"], hasMessage(hint) && ids.hintId, invalid && ids.errorId)}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
