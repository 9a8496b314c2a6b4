/**
 * The tax id schemas, apart from `./schemas` so that a widget validating no tax id does not load the
 * tax id rules (they would otherwise sit in the shared runtime chunk of every page).
 */
import * as v from "valibot";
import { validationMessageIds } from "./schemas";
import { requiredString } from "./text-schemas";
import { isCompanyTaxId, isValidTaxId, normalizeTaxId } from "./tax-id";

/**
 * A required DNI, NIE, NIF or CIF; the output is normalised (upper case, no spaces or dashes,
 * no "ES" prefix).
 *
 * @example
 * v.parse(taxIdSchema, "es12345678z"); // "12345678Z"
 */
export const taxIdSchema = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ requiredString(),
  /* @__PURE__ */ v.check(isValidTaxId, validationMessageIds.taxIdInvalid),
  // spec §5: an 'ES' prefix removed before sending; upper-cased
  /* @__PURE__ */ v.transform(normalizeTaxId),
);

/**
 * A tax id that, when company contracting is restricted, must not be a company's.
 *
 * @param restrictCompanyVat - The `restrictCompanyVAT` contracting option.
 * @returns {@link taxIdSchema}, with the company check added when restricted.
 * @example
 * v.safeParse(companyAllowedTaxIdSchema(true), "B12345674").success; // false
 */
export function companyAllowedTaxIdSchema(restrictCompanyVat: boolean) {
  // spec §5: companies rejected where restricted (restrictCompanyVAT)
  return /* @__PURE__ */ v.pipe(
    taxIdSchema,
    /* @__PURE__ */ v.check((value) => !restrictCompanyVat || !isCompanyTaxId(value), validationMessageIds.companyTaxIdNotAllowed),
  );
}
