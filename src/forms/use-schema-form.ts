import { useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from "react";
import * as v from "valibot";
import { firstIssues, type SchemaFieldError } from "./validation-messages";

/** A form of text fields and checkboxes, as the inputs hold them. */
export type FormShape<T> = { [K in keyof T]: string | boolean };

type TextName<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;
type BooleanName<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T] & string;

export interface SchemaForm<Input extends FormShape<Input>, Output> {
  values: Input;
  errors: Partial<Record<keyof Input & string, SchemaFieldError>>;
  /** Props for a text input or select, controlled, with the caller's extra handlers. */
  field(
    name: TextName<Input>,
    handlers?: { onBlur?: (value: string) => void; transform?: (value: string) => string },
  ): {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
    ref: (node: HTMLElement | null) => void;
  };
  /** Props for a checkbox. */
  checkbox(name: BooleanName<Input>): {
    name: string;
    checked: boolean;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    ref: (node: HTMLElement | null) => void;
  };
  setValue<K extends keyof Input>(name: K, value: Input[K]): void;
  /** Validates the whole form; on success calls `onValid` with the schema's output, else focuses the first error. */
  handleSubmit(onValid: (output: Output) => void): (event: FormEvent) => void;
}

/**
 * A small controlled form over a valibot schema, with the same rules and messages as react-hook-form
 * with `valibotFormResolver` (both read `firstIssues`), at a fraction of its size. Every form uses
 * react-hook-form (one form API) except the first screens where react-hook-form would break a tag's
 * first-load budget (scripts/budgets.mjs FIRST_LOAD, enforced by `npm test`). Measured on 2026-11-29 by
 * adding `useForm` with `valibotFormResolver` beside each call and building (`node scripts/build.mjs &&
 * node scripts/bench.mjs --no-build --sizes-only`), first load before → with react-hook-form:
 * - the comparator's forms (`widgets/comparator/electricity-form.tsx`, `gas-form.tsx`): 104.9 → 118.9 kB
 *   (budget 105 kB);
 * - the power calculator (`widgets/power-calculator/power-calculator.tsx`): 108.9 → 123.0 kB (budget 120);
 * - the newsletter's email lookup (`widgets/newsletter/newsletter.tsx`): 108.4 → 122.5 kB (budget 120);
 * - the portal's login (`widgets/portal/auth/login.tsx`): 122.3 → 136.4 kB (budget 125; 128 since the
 *   login sends through the mutation primitive, at 127.9 kB, which react-hook-form's 14.0 kB chunk
 *   would still break).
 * Nothing else should use it. Errors show after the first submit and are then rechecked on every change,
 * as the spec's "errors shown after first submit".
 * @param defaultValues the form's first values
 * @param schemaFor the schema for the current values (the comparator's rules depend on the tariff chosen)
 * @returns the values, each field's first error, props for the inputs and `handleSubmit`
 * @example const form = useSchemaForm(EMPTY_GAS_FORM, () => gasFormSchema(locale));
 */
export function useSchemaForm<Input extends FormShape<Input>, Output>(
  defaultValues: Input,
  schemaFor: (values: Input) => v.GenericSchema<Input, Output>,
): SchemaForm<Input, Output> {
  const [values, setValues] = useState<Input>(defaultValues);
  const [submitted, setSubmitted] = useState(false);
  const nodes = useRef(new Map<string, HTMLElement>());
  const result = submitted ? v.safeParse(schemaFor(values), values) : null;
  const errors = (result && !result.success ? firstIssues(result.issues) : {}) as SchemaForm<Input, Output>["errors"];

  const setValue = <K extends keyof Input>(name: K, value: Input[K]) => setValues((current) => ({ ...current, [name]: value }));
  const refFor = (name: string) => (node: HTMLElement | null) => {
    if (node) nodes.current.set(name, node);
    else nodes.current.delete(name);
  };

  return {
    values,
    errors,
    setValue,
    field: (name, handlers = {}) => ({
      name,
      value: values[name] as string,
      onChange: (event) => {
        const text = event.target.value;
        setValue(name, (handlers.transform ? handlers.transform(text) : text) as Input[typeof name]);
      },
      onBlur: (event) => handlers.onBlur?.(event.target.value),
      ref: refFor(name),
    }),
    checkbox: (name) => ({
      name,
      checked: values[name] as boolean,
      onChange: (event) => setValue(name, event.target.checked as Input[typeof name]),
      ref: refFor(name),
    }),
    handleSubmit: (onValid) => (event) => {
      event.preventDefault();
      setSubmitted(true);
      const parsed = v.safeParse(schemaFor(values), values);
      if (parsed.success) {
        onValid(parsed.output);
        return;
      }
      // Focus the first field in the order of the page, not of the schema.
      const failing = new Set(Object.keys(firstIssues(parsed.issues)));
      const first = [...nodes.current.entries()]
        .filter(([name]) => failing.has(name))
        .sort(([, a], [, b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
      first?.[1].focus();
    },
  };
}
