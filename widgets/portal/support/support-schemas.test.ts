import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  atcClaimSchema,
  contactSchema,
  EMPTY_ATC_CLAIM,
  EMPTY_CONTACT,
  EMPTY_UNSIGNED_CONTACT,
  replySchema,
  unsignedContactSchema,
} from "./support-schemas";

/** The first issue of each field, as the form's resolver shows them. */
const failing = (schema: v.GenericSchema, value: unknown) =>
  [
    ...new Set(
      (v.safeParse(schema, value).issues ?? []).map((issue) => `${issue.path?.map((p) => String(p.key)).join(".")}:${issue.message}`),
    ),
  ].filter((entry, index, all) => all.findIndex((other) => other.split(":")[0] === entry.split(":")[0]) === index);

// spec §5 "Contact": what each support form requires.
describe("the support forms' rules", () => {
  it("contact: contract, category, subject, description required; whitespace is not an answer", () => {
    expect(failing(contactSchema, { ...EMPTY_CONTACT, subject: "   " })).toEqual([
      "contract:validation.required",
      "category:validation.required",
      "subject:validation.required",
      "description:validation.required",
    ]);
    expect(failing(contactSchema, { contract: "electricity:1", category: "9", subject: "s", description: "d" })).toEqual([]);
    expect(failing(contactSchema, { contract: "electricity:1", category: "9", subject: "x".repeat(257), description: "d" })).toEqual([
      "subject:validation.tooLong",
    ]);
  });

  it("unsigned: email required and pattern-checked; mobile, category, subject, description required", () => {
    expect(failing(unsignedContactSchema, EMPTY_UNSIGNED_CONTACT)).toEqual([
      "email:validation.required",
      "mobile:validation.required",
      "category:validation.required",
      "subject:validation.required",
      "description:validation.required",
    ]);
    const filled = { email: "anna@example", mobile: "612345678", category: "2", subject: "s", description: "d" };
    expect(failing(unsignedContactSchema, filled)).toEqual(["email:validation.email.invalid"]);
    expect(failing(unsignedContactSchema, { ...filled, email: "anna@example.com" })).toEqual([]);
  });

  it("ATC claim: contract, type, subtype, description required", () => {
    expect(failing(atcClaimSchema, EMPTY_ATC_CLAIM)).toEqual([
      "contract:validation.required",
      "type:validation.required",
      "subtype:validation.required",
      "description:validation.required",
    ]);
    expect(failing(replySchema, { message: "" })).toEqual(["message:validation.required"]);
  });
});
