import type { ComponentPropsWithRef } from "react";
import { FieldError, FieldHint, RequiredMark, hasMessage, joinIds, useFieldIds, type FieldChromeProps } from "../../../src/ui/field";

/** Props of {@link TextAreaField}: the native `<textarea>` props plus the field chrome. */
export interface TextAreaFieldProps extends ComponentPropsWithRef<"textarea">, FieldChromeProps {
  required?: boolean;
}

/**
 * A labelled multi-line text (the support forms' descriptions): the UI kit's field chrome (label, hint,
 * error at the field through aria-describedby) around a `<textarea>`; works with react-hook-form's
 * `register`. The kit has no text area yet; this one stays in the area until another screen needs one.
 * @example <TextAreaField label={t`Description`} required error={errors.description} {...register("description")} />
 */
export function TextAreaField({ label, hint, error, required, id, className, rows = 5, ref, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  return (
    <div className={joinIds("ov-field", className)} part="field">
      <label id={ids.labelId} htmlFor={ids.id} className="ov-field__label" part="label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <textarea
        {...rest}
        ref={ref}
        id={ids.id}
        rows={rows}
        className="ov-input ov-support__textarea"
        part="input"
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={joinIds(rest["aria-describedby"], hasMessage(hint) && ids.hintId, invalid && ids.errorId)}
      />
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
