import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import * as v from "valibot";
import type { ValidationMessageId } from "../domain/validation/schemas";
import { validationMessageValues } from "../domain/validation/schemas";

/**
 * The translated form of every validator message id (src/domain/validation/schemas.ts), for the
 * catalogs: Lingui extracts these sources into `core.po`. The validators stay DOM-free and Lingui-free
 * for `ov-widgets/validation`; the UI translates here. Their English `validationMessages` and these
 * sources are checked to be the same text by a test. {@link translateIssue} looks a message up by its
 * id and does not read this table: a built descriptor is only `{ id }`, so in the CDN build the table
 * was an id-to-id map of 0.1 kB gzip in the comparator's first load.
 */
export const VALIDATION_DESCRIPTORS: Record<ValidationMessageId, MessageDescriptor> = {
  "validation.required": msg({ id: "validation.required", message: "This field is required" }),
  "validation.tooShort": msg({ id: "validation.tooShort", message: "At least {min} characters" }),
  "validation.tooLong": msg({ id: "validation.tooLong", message: "At most {max} characters" }),
  "validation.cups.invalid": msg({ id: "validation.cups.invalid", message: "CUPS not valid" }),
  "validation.taxId.invalid": msg({ id: "validation.taxId.invalid", message: "Document not valid" }),
  "validation.taxId.companyNotAllowed": msg({ id: "validation.taxId.companyNotAllowed", message: "Company tax ids are not accepted" }),
  "validation.iban.invalid": msg({ id: "validation.iban.invalid", message: "IBAN not valid" }),
  "validation.cadastralReference.invalid": msg({ id: "validation.cadastralReference.invalid", message: "Cadastral reference not valid" }),
  "validation.postalCode.invalid": msg({ id: "validation.postalCode.invalid", message: "Postal code not valid" }),
  "validation.phone.invalid": msg({ id: "validation.phone.invalid", message: "Phone number not valid" }),
  "validation.email.invalid": msg({ id: "validation.email.invalid", message: "Email not valid" }),
};

/** A valibot issue or a react-hook-form error carrying a validator message id. */
export interface MessageCarrier {
  message?: string;
  expected?: string | null;
}

/**
 * Translates a validation issue for display at its field. Messages that are not validator ids (a
 * widget's own descriptor id, a server's field error) are looked up as ids, then shown as given.
 * @example translateIssue(i18n, { message: "validation.tooLong", expected: "<=12" }) // "At most 12 characters"
 */
export function translateIssue(i18n: I18n, issue: MessageCarrier): string {
  // Built apart from the call: the Lingui extractor reads object literals inside i18n._() as messages.
  const descriptor: MessageDescriptor = {
    id: issue.message ?? "validation.required",
    values: validationMessageValues({ expected: issue.expected ?? null }),
  };
  return i18n._(descriptor);
}

/**
 * The translated text of a react-hook-form field error produced by `valibotFormResolver` (its `type`
 * carries the issue's limit), or undefined when the field has no error.
 * @example <TextField error={fieldErrorText(i18n, errors.telephone)} … />
 */
export function fieldErrorText(i18n: I18n, error: { message?: string; type?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  return translateIssue(i18n, { message: error.message, expected: typeof error.type === "string" ? error.type : null });
}

/** A field's first issue: the message id and the issue's `expected` (the limit of a length issue). */
export interface SchemaFieldError {
  message: string;
  type: string;
}

/**
 * The first issue of each field of a failed parse, keyed by its dot path ("address.dp"), as
 * `fieldErrorText` translates it: what a field shows with either form hook (`valibotFormResolver` for
 * react-hook-form, and `useSchemaForm`), so a rule reads the same message and limit in both.
 * @param issues the issues of a failed `v.safeParse`
 * @returns each failing field's first issue, as `{ message, type }` (`type` is the issue's `expected`)
 * @example firstIssues(v.safeParse(schema, values).issues) // { email: { message: "validation.email.invalid", type: "email" } }
 */
export function firstIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, SchemaFieldError> {
  const errors: Record<string, SchemaFieldError> = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? "";
    errors[path] ??= { message: issue.message, type: issue.expected ?? issue.type };
  }
  return errors;
}
