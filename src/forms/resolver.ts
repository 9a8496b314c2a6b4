import { toNestErrors, validateFieldsNatively } from "@hookform/resolvers";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import * as v from "valibot";
import { firstIssues } from "./validation-messages";

/**
 * The react-hook-form resolver of every form (one form API: react-hook-form + valibot), built like
 * `@hookform/resolvers/valibot` and on the same helpers of `@hookform/resolvers` (`toNestErrors` for
 * nested paths such as "address.dp" and field arrays, native validation when asked), with one
 * difference: the field error's `message` is the validator's message id and its `type` the issue's
 * `expected` (">=4", "<=12"), so `fieldErrorText` can fill "At least {min} characters" in the visitor's
 * language. `valibotResolver` itself keeps only the issue's kind ("min_length") and the limit is lost,
 * which is why it is not called directly. The first issue of each field wins.
 *
 * @param schema - The form's valibot schema (sync or async).
 * @returns A resolver for `useForm({ resolver })`.
 * @example useForm({ resolver: valibotFormResolver(LeadContactSchema), mode: "onSubmit", reValidateMode: "onChange" })
 */
export function valibotFormResolver<Input extends FieldValues, Output>(
  schema: v.GenericSchema<Input, Output> | v.GenericSchemaAsync<Input, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await v.safeParseAsync(schema, values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.output, errors: {} };
    }
    return { values: {}, errors: toNestErrors<Input>(firstIssues(result.issues) as FieldErrors, options) };
  };
}
