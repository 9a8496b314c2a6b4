import type { ChangeEvent, ComponentPropsWithRef } from "react";
import { joinIds, useFieldIds, type FieldChromeProps } from "./field";
import { FieldFrame, controlAria, controlProps } from "./field-frame";
import { parseDecimal } from "../domain/parse-decimal";
import { useUiLocale } from "./use-ui-locale";

/** Props of {@link NumberField}. The value stays a string: exactly what the user typed. */
export interface NumberFieldProps extends Omit<ComponentPropsWithRef<"input">, "type" | "size">, FieldChromeProps {
  /** Digits allowed after the decimal mark (default 0). spec §5: power takes 3. */
  decimals?: number;
  /** Accept a leading minus (default false: spec §5 "no negatives"). */
  allowNegative?: boolean;
  /** Unit shown after the input and read as part of its description, e.g. "kW". */
  unit?: string;
  /**
   * Called on every change with the parsed number: `null` when empty, `NaN` when not a valid number
   * in the active locale (see `parseDecimal`).
   */
  onValueChange?: (value: number | null) => void;
  /** Marks the field as required (`aria-required` and an asterisk). */
  required?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
}

/**
 * A labelled number input that accepts the decimal comma in ca, es, gl, fr and de (spec §5:
 * "decimal comma, 3 decimals"). It is a text input with `inputMode` so that mobile keyboards show
 * digits and the comma is not rejected the way `type="number"` rejects it; what the user typed is
 * never rewritten. Parse the string with `parseDecimal(value, locale, { decimals })`, e.g. in a
 * valibot transform or react-hook-form's `setValueAs`, or listen to `onValueChange`.
 *
 * @csspart field - the wrapper
 * @csspart label - the label
 * @csspart input - the input
 * @csspart unit - the unit after the input
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <NumberField label={t`Power P1`} unit="kW" decimals={3} {...register("power")} />
 */
export function NumberField(props: NumberFieldProps) {
  const { decimals = 0, allowNegative = false, unit, onValueChange, onChange, ...rest } = controlProps(props);
  const ids = useFieldIds(props.id);
  const locale = useUiLocale();
  const unitId = `${ids.id}-unit`;
  // iOS decimal/numeric keypads have no minus key: fall back to the text keyboard for negatives.
  const inputMode = allowNegative ? "text" : decimals > 0 ? "decimal" : "numeric";

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(parseDecimal(event.target.value, locale, { decimals, allowNegative }));
  };

  return (
    <FieldFrame ids={ids} {...props}>
      <div className="ov-field__control">
        <input
          autoComplete="off"
          spellCheck={false}
          {...rest}
          type="text"
          inputMode={inputMode}
          onChange={handleChange}
          className="ov-input ov-input--number"
          part="input"
          {...controlAria(ids, { ...props, "aria-describedby": joinIds(rest["aria-describedby"], unit && unitId) })}
        />
        {unit && (
          <span id={unitId} className="ov-field__unit" part="unit">
            {unit}
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
