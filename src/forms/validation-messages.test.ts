import { setupI18n } from "@lingui/core";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { messages as ca } from "../../locales/ca/core.po";
import { messages as en } from "../../locales/en/core.po";
import { spanishPhoneSchema } from "../domain/validation/contact-schemas";
import { validationMessages } from "../domain/validation/schemas";
import { translateIssue, VALIDATION_DESCRIPTORS } from "./validation-messages";

describe("validation messages", () => {
  it("uses the same English text as the DOM-free validators", () => {
    for (const [id, descriptor] of Object.entries(VALIDATION_DESCRIPTORS)) {
      expect(descriptor.message, id).toBe(validationMessages[id as keyof typeof validationMessages]);
    }
    expect(Object.keys(VALIDATION_DESCRIPTORS).sort()).toEqual(Object.keys(validationMessages).sort());
  });

  it("translates a schema's issue with its placeholder values", () => {
    const issue = v.safeParse(spanishPhoneSchema, "612 345 678 9999").issues?.[0];
    expect(issue).toBeDefined();
    const english = setupI18n({ locale: "en", messages: { en } });
    const catalan = setupI18n({ locale: "ca", messages: { ca } });
    expect(translateIssue(english, issue!)).toMatch(/not valid|At most 12 characters/);
    expect(translateIssue(english, { message: "validation.tooLong", expected: "<=12" })).toBe("At most 12 characters");
    expect(translateIssue(catalan, { message: "validation.cups.invalid" })).toBe("CUPS no vàlid");
  });
});
