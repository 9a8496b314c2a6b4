import type { ComponentPropsWithRef, ReactNode } from "react";
import { FieldError, FieldHint, RequiredMark, hasMessage, joinIds, useFieldIds, type FieldChromeProps } from "./field";
import { ChevronDownIcon } from "./icons";

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  /** Already-translated text. */
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}: native `<select>` props plus the field chrome. */
export interface SelectProps extends Omit<ComponentPropsWithRef<"select">, "size">, FieldChromeProps {
  /** The choices; alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /** Text of a leading empty option (value ""), e.g. "Choose a tariff". */
  placeholder?: string;
  /** Marks the field as required (`aria-required` and an asterisk). */
  required?: boolean;
  /** Extra class on the field wrapper. */
  className?: string;
  children?: ReactNode;
}

/**
 * A labelled native `<select>`: keyboard, type-ahead and the mobile picker come from the platform.
 * Forwards `ref` and select props for react-hook-form.
 *
 * @csspart field - the wrapper
 * @csspart label - the label
 * @csspart input - the select
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <Select label={t`Tariff`} placeholder={t`Choose`} options={tariffs} {...register("accessTariff")} />
 */
export function Select({ label, hint, error, required, id, className, options, placeholder, children, ref, ...rest }: SelectProps) {
  const ids = useFieldIds(id);
  const invalid = hasMessage(error);
  return (
    <div className={joinIds("ov-field", className)} part="field">
      <label id={ids.labelId} htmlFor={ids.id} className="ov-field__label" part="label">
        {label}
        <RequiredMark required={required} />
      </label>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="ov-select">
        <select
          {...rest}
          ref={ref}
          id={ids.id}
          className="ov-input ov-select__control"
          part="input"
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(rest["aria-describedby"], hasMessage(hint) && ids.hintId, invalid && ids.errorId)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className="ov-icon ov-select__chevron" />
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </div>
  );
}
