import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import * as v from "valibot";
import { firstIssues } from "./use-schema-form";

/**
 * A react-hook-form resolver for a valibot schema that keeps what the message needs: the field error's
 * `message` is the validator's message id and its `type` the issue's `expected` (">=4", "<=12"), so
 * `fieldErrorText` can fill "At least {min} characters". (@hookform/resolvers/valibot keeps only the
 * issue's kind, and the limit is lost.) The first issue of each field wins.
 * @example useForm({ resolver: valibotFormResolver(LeadContactSchema) })
 */
export function valibotFormResolver<Input extends FieldValues, Output>(
  schema: v.GenericSchema<Input, Output> | v.GenericSchemaAsync<Input, Output>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await v.safeParseAsync(schema, values);
    if (result.success) return { values: result.output, errors: {} };
    const errors = firstIssues(result.issues);
    // Nested paths ("address.dp") become nested objects, as react-hook-form reads them.
    const nested: Record<string, unknown> = {};
    for (const [path, error] of Object.entries(errors)) {
      const keys = path.split(".");
      let node = nested;
      keys.slice(0, -1).forEach((key) => {
        node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
        node = node[key] as Record<string, unknown>;
      });
      node[keys.at(-1) ?? ""] = error;
    }
    return { values: {}, errors: nested as FieldErrors<Input> };
  };
}
