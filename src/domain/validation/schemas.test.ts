import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { emailSchema, spanishPhoneSchema } from "./contact-schemas";
import { cupsSchema, validationMessageIds, validationMessages, validationMessageValues } from "./schemas";
import { postalCodeSchema } from "./address-schemas";
import { requiredString } from "./text-schemas";
import { cadastralReferenceSchema, ibanSchema } from "./account-schemas";
import { companyAllowedTaxIdSchema, taxIdSchema } from "./tax-id-schemas";

/** The message ids of the issues of a failed parse, in order. */
function messages(schema: v.GenericSchema, input: unknown): string[] {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe("validation messages", () => {
  it("has English source text for every id", () => {
    for (const id of Object.values(validationMessageIds)) {
      expect(validationMessages[id], id).toBeTruthy();
    }
    expect(Object.keys(validationMessages).sort()).toEqual(Object.values(validationMessageIds).sort());
  });

  it("reads {min} and {max} from length issues", () => {
    const [issue] = v.safeParse(requiredString(3), "abcd").issues ?? [];
    expect(issue && validationMessageValues(issue)).toEqual({ max: 3 });
    const [phoneIssue] = v.safeParse(spanishPhoneSchema, "61").issues ?? [];
    expect(phoneIssue?.message).toBe(validationMessageIds.tooShort);
    expect(phoneIssue && validationMessageValues(phoneIssue)).toEqual({ min: 4 });
    expect(validationMessageValues({ expected: null })).toEqual({});
  });
});

describe("requiredString", () => {
  it("rejects missing, empty and blank values with the required id", () => {
    expect(messages(requiredString(), undefined)).toEqual([validationMessageIds.required]);
    expect(messages(requiredString(), "")).toEqual([validationMessageIds.required]);
    expect(messages(requiredString(), "   ")).toEqual([validationMessageIds.required]);
  });

  it("limits the length when asked", () => {
    expect(v.is(requiredString(9), "123456789")).toBe(true);
    expect(messages(requiredString(9), "1234567890")).toEqual([validationMessageIds.tooLong]);
    expect(v.is(requiredString(), "x".repeat(1000))).toBe(true);
  });
});

describe("field schemas", () => {
  it("validates and normalises a CUPS", () => {
    expect(v.parse(cupsSchema, "es0021 oooo 0000 0000rc")).toBe("ES0021000000000000RC");
    expect(messages(cupsSchema, "ES0021000000000000RD")).toEqual([validationMessageIds.cupsInvalid]);
    expect(messages(cupsSchema, "")[0]).toBe(validationMessageIds.required);
  });

  it("validates and normalises a tax id", () => {
    expect(v.parse(taxIdSchema, " es-12345678z ")).toBe("12345678Z");
    expect(messages(taxIdSchema, "12345678A")).toEqual([validationMessageIds.taxIdInvalid]);
  });

  it("rejects company tax ids only when restricted", () => {
    expect(v.parse(companyAllowedTaxIdSchema(false), "esb12345674")).toBe("B12345674");
    expect(messages(companyAllowedTaxIdSchema(true), "B12345674")).toEqual([validationMessageIds.companyTaxIdNotAllowed]);
    expect(v.parse(companyAllowedTaxIdSchema(true), "X1234567L")).toBe("X1234567L");
    expect(messages(companyAllowedTaxIdSchema(true), "12345678A")).toEqual([validationMessageIds.taxIdInvalid]);
  });

  it("validates and compacts an IBAN", () => {
    expect(v.parse(ibanSchema, "es91 2100 0418 4502 0005 1332")).toBe("ES9121000418450200051332");
    expect(messages(ibanSchema, "ES9121000418450200051333")).toEqual([validationMessageIds.ibanInvalid]);
  });

  it("validates and compacts a cadastral reference", () => {
    expect(v.parse(cadastralReferenceSchema, "9872023 vh5797s 0001 wx")).toBe("9872023VH5797S0001WX");
    expect(messages(cadastralReferenceSchema, "9872023VH5797S0001WY")).toEqual([validationMessageIds.cadastralReferenceInvalid]);
  });

  it("validates a postal code", () => {
    expect(v.is(postalCodeSchema, "08001")).toBe(true);
    expect(messages(postalCodeSchema, "53001")).toEqual([validationMessageIds.postalCodeInvalid]);
  });

  it("validates a phone: min 4, valid, max 12 without separators", () => {
    expect(v.parse(spanishPhoneSchema, "+34 612 345 678")).toBe("+34 612 345 678");
    expect(v.is(spanishPhoneSchema, "0034 612 345 678")).toBe(true);
    expect(messages(spanishPhoneSchema, "512345678")).toEqual([validationMessageIds.phoneInvalid]);
    expect(messages(spanishPhoneSchema, "+34 612 345 678 90")).toEqual([validationMessageIds.phoneInvalid, validationMessageIds.tooLong]);
  });

  it("validates an email", () => {
    expect(v.is(emailSchema, "maria@example.com")).toBe(true);
    expect(messages(emailSchema, "maria@")).toEqual([validationMessageIds.emailInvalid]);
    expect(messages(emailSchema, "")[0]).toBe(validationMessageIds.required);
  });
});
