import { describe, expect, it } from "vitest";

import * as validation from "./index";

describe("ov-widgets/validation entry point", () => {
  it("exports exactly the public validators and normalisers", () => {
    expect(Object.keys(validation).sort()).toEqual(
      [
        "normalizeCups",
        "isValidCups",
        "isValidDni",
        "isValidNie",
        "isValidCif",
        "isValidTaxId",
        "isCompanyTaxId",
        "isValidIban",
        "isValidCadastralReference",
        "isValidPostalCode",
        "isValidSpanishPhone",
        "normalizeTaxId",
        "normalizeIban",
        "formatIban",
        "normalizePhone",
        "phoneLocalPart",
        "stripSpanishPrefix",
      ].sort(),
    );
  });

  it("exposes the validators as (value: string) => boolean", () => {
    expect(validation.isValidCups("ES0021000000000000RC")).toBe(true);
    expect(validation.isValidTaxId("12345678Z")).toBe(true);
    expect(validation.isValidIban("ES9121000418450200051332")).toBe(true);
    expect(validation.normalizeCups("es0021 0000 0000 0000rc")).toBe("ES0021000000000000RC");
  });
});
