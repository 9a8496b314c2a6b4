/**
 * The IBAN and cadastral reference schemas, apart from `./schemas` for the reason of
 * `./tax-id-schemas`: only the contracting wizard and the contract dialogs check them, and the IBAN
 * rules (a length per country) would otherwise sit in the shared runtime chunk of every page.
 */
import * as v from "valibot";
import { isValidCadastralReference } from "./cadastral-reference";
import { isValidIban, normalizeIban } from "./iban";
import { requiredText, validationMessageIds as ids } from "./schemas";

/**
 * A required IBAN of any registry country; the output is compact and upper-case.
 *
 * @example
 * v.parse(ibanSchema, "es91 2100 0418 4502 0005 1332"); // "ES9121000418450200051332"
 */
export const ibanSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ requiredText(),
  /* @__PURE__ */ v.check(isValidIban, ids.ibanInvalid),
  // spec §5: spaces removed
  /* @__PURE__ */ v.transform(normalizeIban),
);

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
