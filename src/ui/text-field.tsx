import type { ComponentPropsWithRef } from "react";
import { FieldError, FieldHint, RequiredMark, hasMessage, joinIds, useFieldIds, type FieldChromeProps } from "./field";

/** Props of {@link TextField}: every native `<input>` prop plus the field chrome. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<"input">, "size">, FieldChromeProps {
  /** Marks the field as required (`aria-required` and an asterisk; no native validation bubble). */
  required?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * A labelled single-line text input (text, email, tel, password, search, url).
 *
 * Works with react-hook-form's `register` (`ref`, `name`, `onChange`, `onBlur` are forwarded) and
 * never touches the value: what the user typed stays when an error is shown.
 *
 * @csspart field - the wrapper
 * @csspart label - the label
 * @csspart input - the input
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <TextField label={t`Email`} type="email" error={errors.email?.message} {...register("email")} />
 */
export function TextField({ label, hint, error, required, id, className, type = "text", ref, ...rest }: TextFieldProps) {
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
        type={type}
        className="ov-input"
        part="input"
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(rest["aria-describedby"], hasMessage(hint) && ids.hintId, invalid && ids.errorId)}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
