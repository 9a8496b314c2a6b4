import type { ComponentPropsWithRef } from "react";
import { useFieldIds, type FieldChromeProps } from "./field";
import { FieldFrame, controlAria, controlProps } from "./field-frame";

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
export function TextField(props: TextFieldProps) {
  const { type = "text", ...rest } = controlProps(props);
  const ids = useFieldIds(props.id);
  return (
    <FieldFrame ids={ids} {...props}>
      <input {...rest} type={type} className="ov-input" part="input" {...controlAria(ids, props)} />
    </FieldFrame>
  );
}
