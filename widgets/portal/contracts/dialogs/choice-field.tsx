import type { ReactNode } from "react";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { RadioGroup, type RadioOption } from "../../../../src/ui/radio-group";

/** Props of {@link ChoiceField}. */
export interface ChoiceFieldProps<T extends FieldValues, Out = T> {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: ReactNode;
  options: readonly RadioOption[];
  error?: string;
  orientation?: "vertical" | "horizontal";
}

/**
 * A required choice of a dialog's form: the UI kit's radio group, controlled by react-hook-form.
 * @example <ChoiceField control={control} name="mode" label={t`Invoice delivery`} options={options} error={dialogErrorText(i18n, errors.mode)} />
 */
export function ChoiceField<T extends FieldValues, Out = T>({
  control,
  name,
  label,
  options,
  error,
  orientation,
}: ChoiceFieldProps<T, Out>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          label={label}
          required
          orientation={orientation}
          options={options}
          name={field.name}
          value={field.value as string}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
