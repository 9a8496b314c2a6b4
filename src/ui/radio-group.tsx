import { useState, type ChangeEvent, type ReactNode } from "react";
import { FieldError, FieldHint, RequiredMark, hasMessage, joinIds, useFieldIds, type FieldChromeProps } from "./field";
import { radioGroupStyles } from "./radio-group.styles";
import { useComponentStyles } from "./use-component-styles";

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  /** Already-translated text. */
  label: ReactNode;
  /** Extra line under the option's label. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. Controlled (`value`) or uncontrolled (`defaultValue`). */
export interface RadioGroupProps extends FieldChromeProps {
  /** The choices. */
  options: readonly RadioOption[];
  /** Selected value (controlled). */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen value; react-hook-form's `Controller` `field.onChange` fits. */
  onValueChange?: (value: string) => void;
  /** Called when focus leaves a radio (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Form field name shared by the radios (generated when omitted). */
  name?: string;
  /** Lays the options in a row (default "vertical"). */
  orientation?: "vertical" | "horizontal";
  /** Marks the group as required (asterisk and `aria-required`). */
  required?: boolean;
  disabled?: boolean;
  /** Extra class on the fieldset. */
  className?: string;
}

/**
 * A set of native radio buttons in a `<fieldset>` whose `<legend>` is the question, so each radio is
 * announced with it; arrow keys move between options (native behaviour).
 *
 * @csspart field - the fieldset (role radiogroup)
 * @csspart label - the legend
 * @csspart input - each radio
 * @csspart hint - the hint
 * @csspart error - the error message
 * @example <RadioGroup label={t`Invoice delivery`} options={[{ value: "email", label: t`Email` }, …]} value={v} onValueChange={setV} />
 */
export function RadioGroup({
  label,
  hint,
  error,
  options,
  value,
  defaultValue,
  onValueChange,
  onBlur,
  name,
  orientation = "vertical",
  required,
  disabled,
  className,
}: RadioGroupProps) {
  useComponentStyles(radioGroupStyles);
  const ids = useFieldIds();
  const [internal, setInternal] = useState(defaultValue);
  const selected = value ?? internal;
  const invalid = hasMessage(error);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setInternal(event.target.value);
    onValueChange?.(event.target.value);
  };

  return (
    // role="radiogroup" (rather than the fieldset's implicit "group") is what carries aria-required
    // and aria-invalid; the legend still names it, and aria-labelledby makes that explicit.
    <fieldset
      role="radiogroup"
      className={joinIds("ov-field ov-radio-group", `ov-radio-group--${orientation}`, className)}
      part="field"
      disabled={disabled}
      aria-labelledby={ids.labelId}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={joinIds(hasMessage(hint) && ids.hintId, invalid && ids.errorId)}
    >
      <legend id={ids.labelId} className="ov-field__label ov-radio-group__legend" part="label">
        {label}
        <RequiredMark required={required} />
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <div className="ov-radio-group__options">
        {options.map((option) => {
          const optionId = `${ids.id}-${option.value.replace(/[^a-zA-Z0-9_-]/g, "_")}`;
          return (
            <div key={option.value} className="ov-radio">
              <input
                id={optionId}
                type="radio"
                name={name ?? ids.id}
                value={option.value}
                checked={selected === option.value}
                disabled={option.disabled}
                onChange={handleChange}
                onBlur={onBlur}
                className="ov-radio__input"
                part="input"
                aria-describedby={option.hint ? `${optionId}-hint` : undefined}
              />
              <label htmlFor={optionId} className="ov-radio__label">
                {option.label}
              </label>
              {option.hint && (
                <span id={`${optionId}-hint`} className="ov-radio__hint">
                  {option.hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <FieldError id={ids.errorId}>{error}</FieldError>
    </fieldset>
  );
}
