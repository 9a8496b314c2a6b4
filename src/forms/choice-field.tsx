import type { ReactNode } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { RadioGroup, type RadioOption } from "../ui/radio-group";

/**
 * How a form holds a choice that is not the option's own string (a yes/no question on a
 * `boolean | null` field): the option shown for the form's value, and the form's value for an option.
 */
export interface ChoiceCodec {
  toOption: (value: unknown) => string;
  fromOption: (option: string) => unknown;
}

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps<T extends FieldValues, Out = T> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  /** The question (already translated). */
  label: ReactNode;
  options: readonly RadioOption[];
  /** The translated message, if the choice is wrong. */
  error?: string;
  hint?: ReactNode;
  orientation?: "vertical" | "horizontal";
  /** Required unless told (every choice of the portal's dialogs and the contracting steps is). */
  required?: boolean;
  disabled?: boolean;
  /** The form's value is not the option string (see {@link yesNoCodec}). */
  codec?: ChoiceCodec;
  /** Called with the chosen option after the form has it (a summary's label, a dependent field). */
  onChosen?: (option: string) => void;
}

/**
 * A choice of a react-hook-form form: the UI kit's radio group (a fieldset whose legend is the
 * question, arrow keys between the options) bound through a `Controller`. The one binding of the
 * portal's dialogs, the contracting steps and the lead form, so none of them wires the radios again.
 * @param props the form's control and field name, the question, the options and the error
 * @returns the bound radio group
 * @example <ChoiceField control={control} name="mode" label={t`Invoice delivery`} options={options} error={dialogErrorText(i18n, errors.mode)} />
 */
export function ChoiceField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  options,
  error,
  hint,
  orientation,
  required = true,
  disabled,
  codec,
  onChosen,
}: ChoiceFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          label={label}
          hint={hint}
          required={required}
          disabled={disabled}
          orientation={orientation}
          options={options}
          name={field.name}
          value={codec ? codec.toOption(field.value) : (field.value as string)}
          onValueChange={(option) => {
            field.onChange(codec ? codec.fromOption(option) : option);
            onChosen?.(option);
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/**
 * A yes/no question on a `boolean | null` field: null (not answered) shows no option chosen.
 * @example <ChoiceField codec={yesNoCodec} options={[{ value: "yes", … }, { value: "no", … }]} … />
 */
export const yesNoCodec: ChoiceCodec = {
  toOption: (value) => (value === null || value === undefined ? "" : value ? "yes" : "no"),
  fromOption: (option) => option === "yes",
};
