import type { ComponentPropsWithRef } from "react";
import { useFieldIds, type FieldChromeProps } from "./field";
import { FieldFrame, controlAria, controlProps } from "./field-frame";

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
export function DateField(props: DateFieldProps) {
  const rest = controlProps(props);
  const ids = useFieldIds(props.id);
  return (
    <FieldFrame ids={ids} {...props}>
      <input {...rest} type="date" className="ov-input ov-input--date" part="input" {...controlAria(ids, props)} />
    </FieldFrame>
  );
}
