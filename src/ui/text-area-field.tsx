import type { ComponentPropsWithRef } from "react";
import { useFieldIds, type FieldChromeProps } from "./field";
import { FieldFrame, controlAria, controlProps } from "./field-frame";
import { textAreaFieldStyles } from "./text-area-field.styles";
import { useComponentStyles } from "./use-component-styles";

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
export function TextAreaField(props: TextAreaFieldProps) {
  const { rows = 5, ...rest } = controlProps(props);
  useComponentStyles(textAreaFieldStyles);
  const ids = useFieldIds(props.id);
  return (
    <FieldFrame ids={ids} {...props}>
      <textarea {...rest} rows={rows} className="ov-input ov-input--multiline" part="input" {...controlAria(ids, props)} />
    </FieldFrame>
  );
}
