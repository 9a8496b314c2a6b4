/**
 * The cadastral reference schema, apart from `./account-schemas` (the IBAN's): the contracting
 * wizard's first step checks a cadastral reference and no IBAN, and issue 20 wants its chunk to carry
 * only what it shows.
 */
import * as v from "valibot";
import { isValidCadastralReference } from "./cadastral-reference";
import { requiredText, validationMessageIds as ids } from "./schemas";

/**
 * A required cadastral reference (14 characters, or 20 with valid check letters); the output is
 * compact and upper-case. Wrap it in `v.optional` (or a union with `v.literal("")`) where the field
 * may stay empty.
 *
 * @example
 * v.parse(cadastralReferenceSchema, "9872023 vh5797s 0001 wx"); // "9872023VH5797S0001WX"
 */
export const cadastralReferenceSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ requiredText(),
  /* @__PURE__ */ v.check(isValidCadastralReference, ids.cadastralReferenceInvalid),
  // spec §5: spaces stripped, upper-cased
  /* @__PURE__ */ v.transform((value) => value.replace(/\s+/g, "").toUpperCase()),
);
