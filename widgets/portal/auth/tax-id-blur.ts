import type { FocusEvent } from "react";

/**
 * The `register` options of a tax id field (spec §5 Tax id: "upper-cased on blur"): on leaving the
 * field its value is trimmed and upper-cased. Only a value that changes is set: setting the same one
 * would re-check the field and drop a verdict of the server shown at it.
 * @param set sets the normalised value (`setValue("nif", value, { shouldValidate: formState.isSubmitted })`)
 * @returns the options for `register("nif", ...)`
 * @example <TextField {...register("nif", upperCaseOnBlur((value) => setValue("nif", value)))} />
 */
export function upperCaseOnBlur(set: (value: string) => void): { onBlur: (event: FocusEvent<HTMLInputElement>) => void } {
  return {
    onBlur: (event) => {
      const upper = event.target.value.trim().toUpperCase();
      if (upper !== event.target.value) set(upper);
    },
  };
}
