import type { ComponentPropsWithRef, ReactNode } from "react";
import { useFieldIds, type FieldChromeProps } from "./field";
import { FieldFrame, controlAria, controlProps } from "./field-frame";
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
export function Select(props: SelectProps) {
  const { options, placeholder, children, ...rest } = controlProps(props);
  const ids = useFieldIds(props.id);
  return (
    <FieldFrame ids={ids} {...props}>
      <div className="ov-select">
        <select {...rest} className="ov-input ov-select__control" part="input" {...controlAria(ids, props)}>
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
    </FieldFrame>
  );
}
