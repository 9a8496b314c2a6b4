/**
 * Valibot field schemas for the portal forms, built on the validators of this folder. The phone and
 * email schemas are in `./contact-schemas`, the tax id ones in `./tax-id-schemas`, the IBAN and
 * cadastral reference ones in `./account-schemas`, a text with a length limit in `./text-schemas`, the
 * postal code in `./address-schemas`. This module holds what the comparator's first screen reads (the
 * message ids, a required text, the CUPS), as it travels in the runtime chunk every tag downloads: the
 * other schemas stay out of it (scripts/budgets.mjs, the comparator's first load).
 *
 * Messages are stable ids, not text: this folder stays free of React and of the Lingui runtime, and
 * the UI layer translates an issue with `validationMessages[issue.message]` as the English source
 * and `validationMessageValues(issue)` for its placeholders.
 */
import * as v from "valibot";

import { isValidCups, normalizeCups } from "./cups";

/** The message id of every check in this file. */
export const validationMessageIds = {
  required: "validation.required",
  tooShort: "validation.tooShort",
  tooLong: "validation.tooLong",
  cupsInvalid: "validation.cups.invalid",
  taxIdInvalid: "validation.taxId.invalid",
  companyTaxIdNotAllowed: "validation.taxId.companyNotAllowed",
  ibanInvalid: "validation.iban.invalid",
  cadastralReferenceInvalid: "validation.cadastralReference.invalid",
  postalCodeInvalid: "validation.postalCode.invalid",
  phoneInvalid: "validation.phone.invalid",
  emailInvalid: "validation.email.invalid",
} as const;

/** A message id produced by these schemas. */
export type ValidationMessageId = (typeof validationMessageIds)[keyof typeof validationMessageIds];

const ids = validationMessageIds;

/**
 * English source text of each message id; `{min}` and `{max}` come from
 * {@link validationMessageValues}. Keyed by the ids written out, not `[ids.required]`: a bundle that
 * leaves this table out (the CDN's, which translates with the catalogs) would keep each computed key's
 * property read, about 40 bytes gzip of the comparator's first load; the `satisfies` below still checks
 * them against {@link validationMessageIds}.
 */
export const validationMessages = {
  // spec §5: generic required field ('És obligatori') and too-long message with maximum count
  "validation.required": "This field is required",
  "validation.tooShort": "At least {min} characters",
  "validation.tooLong": "At most {max} characters",
  // spec §5: CUPS not valid
  "validation.cups.invalid": "CUPS not valid",
  // spec §5: 'Document no vàlid'; companies rejected where restricted
  "validation.taxId.invalid": "Document not valid",
  "validation.taxId.companyNotAllowed": "Company tax ids are not accepted",
  // spec §5: 'IBAN no vàlid'
  "validation.iban.invalid": "IBAN not valid",
  "validation.cadastralReference.invalid": "Cadastral reference not valid",
  "validation.postalCode.invalid": "Postal code not valid",
  // spec §5: 'mobile not valid'
  "validation.phone.invalid": "Phone number not valid",
  "validation.email.invalid": "Email not valid",
} as const satisfies Record<ValidationMessageId, string>;

/**
 * The placeholder values of a length issue, read from valibot's `expected` (">=4", "<=12"), so the
 * UI can fill `{min}` and `{max}` without knowing which schema produced the issue.
 *
 * @param issue - A valibot issue (only its `expected` is read).
 * @returns `{ min }`, `{ max }` or an empty object.
 * @example
 * validationMessageValues({ expected: "<=12" }); // { max: 12 }
 */
export function validationMessageValues(issue: { readonly expected: string | null }): { min?: number; max?: number } {
  const match = /^([<>])=(\d+)$/.exec(issue.expected ?? "");
  if (match === null) return {};
  const bound = Number(match[2]);
  return match[1] === "<" ? { max: bound } : { min: bound };
}

/** A string that is not empty nor only whitespace (no length limit, unlike `requiredString` of ./text-schemas). */
export function requiredText() {
  return /* @__PURE__ */ v.pipe(
    /* @__PURE__ */ v.string(ids.required),
    /* @__PURE__ */ v.check((value) => value.trim() !== "", ids.required),
  );
}

/**
 * A required CUPS; the output is normalised (no spaces, upper case, letter O read as zero).
 *
 * @example
 * v.parse(cupsSchema, "es0021 0000 0000 0000rc"); // "ES0021000000000000RC"
 */
export const cupsSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ requiredText(),
  /* @__PURE__ */ v.check(isValidCups, ids.cupsInvalid),
  /* @__PURE__ */ v.transform(normalizeCups),
);
