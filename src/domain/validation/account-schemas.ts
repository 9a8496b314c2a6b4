/**
 * The IBAN and cadastral reference schemas, apart from `./schemas` for the reason of
 * `./tax-id-schemas`: only the contracting wizard and the contract dialogs check them, and the IBAN
 * rules (a length per country) would otherwise sit in the shared runtime chunk of every page.
 */
import * as v from "valibot";
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

// The cadastral reference has its own module (the contracting's first step needs it, not the IBAN's
// rules); it stays importable from here for the callers that check both.
export { cadastralReferenceSchema } from "./cadastral-schema";
