import * as v from "valibot";
import { isValidPostalCode } from "./postal-code";
import { requiredText, validationMessageIds as ids } from "./schemas";

/* The postal code's schema, apart from ./schemas, which travels in the runtime chunk: see ./text-schemas. */

/**
 * A required Spanish postal code (5 digits, province 01 to 52).
 *
 * @example
 * v.is(postalCodeSchema, "08001"); // true
 */
export const postalCodeSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ requiredText(),
  /* @__PURE__ */ v.check(isValidPostalCode, ids.postalCodeInvalid),
);
