import * as v from "valibot";
import { requiredText, validationMessageIds as ids } from "./schemas";

/*
 * A required text with a length limit, apart from ./schemas: the comparator's first screen never limits
 * a length, and ./schemas travels in the runtime chunk (with valibot's maxLength, 66 bytes gzip of the
 * comparator's first load together with ./address-schemas).
 */

/**
 * A required text field, optionally limited in length.
 *
 * @param max - Maximum number of characters, when the field has one.
 * @returns A schema rejecting missing, empty or whitespace-only values (and longer ones).
 * @example
 * const installationAddress = v.object({ nv: requiredString(256), pnp: requiredString(9) });
 */
export function requiredString(max?: number) {
  if (max === undefined) return /* @__PURE__ */ requiredText();
  // spec §5: too-long message with maximum count
  return /* @__PURE__ */ v.pipe(/* @__PURE__ */ requiredText(), /* @__PURE__ */ v.maxLength(max, ids.tooLong));
}
