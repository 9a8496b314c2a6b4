import type { ComponentPropsWithRef } from "react";
import { FieldFrame, controlAria, useFieldIds, type FieldChromeProps } from "./field";

/** Props of {@link TextAreaField}: every native `<textarea>` prop plus the field chrome. */
export interface TextAreaFieldProps extends ComponentPropsWithRef<"textarea">, FieldChromeProps {
  /** Marks the field as required (`aria-required` and an asterisk; no native validation bubble). */
  required?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * A labelled multi-line text (a request's description, a reply), with the same chrome as
 * {@link TextField}: label, hint, and the error at the field through `aria-describedby`.
 *
 * Works with react-hook-form's `register` and never touches the value. Five rows by default; the user
 * may make it taller (vertical resize only, so it never widens a 390 px screen).
 *
 * @csspart field - the wrapper
 * @csspart label - the label
 * @csspart input - the text area
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <TextAreaField label={t`Description`} required error={errors.description} {...register("description")} />
 */
export function TextAreaField({ label, hint, error, required, id, className, rows = 5, ref, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        {...rest}
        ref={ref}
        rows={rows}
        className="ov-input ov-input--multiline"
        part="input"
        {...controlAria(ids, { required, hint, error, describedBy: rest["aria-describedby"] })}
      />
    </FieldFrame>
  );
}
