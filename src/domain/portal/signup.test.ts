import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { firstIssues } from "../../forms/validation-messages";
import {
  EMPTY_SIGNUP,
  parseSignupDraft,
  serializeSignupDraft,
  SIGNUP_DRAFT_DELAY_MS,
  SIGNUP_DRAFT_KEY,
  signupMessageIds,
  signupRequest,
  signupSchema,
  type SignupOptions,
  type SignupValues,
} from "./signup";

const NONE: SignupOptions = { invoiceNumberField: false, phoneField: false, cupsQuestion: false };
const ALL: SignupOptions = { invoiceNumberField: true, phoneField: true, cupsQuestion: true };
const VALID: SignupValues = {
  ...EMPTY_SIGNUP,
  nif: "ES71234567W",
  contract: "1234567",
  email: "nou@example.com",
  email2: "nou@example.com",
  acceptConditionsAndGdpr: true,
};
const errorsOf = (values: SignupValues, options: SignupOptions) => {
  const result = v.safeParse(signupSchema(values, options), values);
  return result.success ? {} : firstIssues(result.issues);
};

describe("sign-up schema (spec §5 Sign-up)", () => {
  it("accepts a complete form and removes the ES prefix of the tax id", () => {
    const parsed = v.parse(signupSchema(VALID, NONE), VALID);
    expect(parsed.nif).toBe("71234567W");
  });

  it("requires a valid tax id, the contract, equal valid emails and the acceptance", () => {
    const errors = errorsOf({ ...EMPTY_SIGNUP }, NONE);
    expect(Object.keys(errors).sort()).toEqual(["acceptConditionsAndGdpr", "contract", "email", "email2", "nif"]);
    expect(errors.acceptConditionsAndGdpr?.message).toBe(signupMessageIds.mustAccept);
    expect(errorsOf({ ...VALID, nif: "12345678A" }, NONE).nif?.message).toBe("validation.taxId.invalid");
    expect(errorsOf({ ...VALID, email2: "altre@example.com" }, NONE).email2?.message).toBe(signupMessageIds.emailsDiffer);
    expect(errorsOf({ ...VALID, email2: " NOU@example.com" }, NONE)).toEqual({});
    expect(errorsOf({ ...VALID, email: "nou@", email2: "nou@" }, NONE).email?.message).toBe("validation.email.invalid");
  });

  it("checks invoice number, phone and CUPS end only when the settings ask for them", () => {
    expect(errorsOf({ ...VALID, phone: "+34" }, NONE)).toEqual({});
    const errors = errorsOf({ ...VALID, phone: "+34" }, ALL);
    expect(errors.invoiceNumber?.message).toBe("validation.required");
    expect(errors.phone?.message).toBe("validation.required");
    expect(errorsOf({ ...VALID, phone: "612" }, ALL).phone).toEqual({ message: "validation.tooShort", type: ">=4" });
    expect(errors.cupsEnd?.message).toBe("validation.required");
    expect(errorsOf({ ...VALID, phone: "+34 612 345 678 9" }, ALL).phone?.message).toBe("validation.phone.invalid");
    expect(errorsOf({ ...VALID, cupsEnd: "45RS" }, ALL).cupsEnd?.message).toBe(signupMessageIds.cupsEnd);
    expect(errorsOf({ ...VALID, invoiceNumber: "F-1", phone: "612345678", cupsEnd: "5678rs" }, ALL)).toEqual({});
  });
});

describe("sign-up request (calls §7.2 signup/confirm)", () => {
  it("sends the one checkbox as both acceptances and only the asked optional fields", () => {
    const parsed = v.parse(signupSchema(VALID, NONE), VALID);
    expect(signupRequest(parsed, NONE)).toEqual({
      nif: "71234567W",
      contract: "1234567",
      email: "nou@example.com",
      email2: "nou@example.com",
      accept_conditions: true,
      accept_gdpr: true,
    });
    const all = { ...VALID, invoiceNumber: " F-1 ", phone: "612 345 678", cupsEnd: "5678rs" };
    expect(signupRequest(v.parse(signupSchema(all, ALL), all), ALL)).toMatchObject({
      invoiceNumber: "F-1",
      phone: "+34612345678",
      cups: "5678RS",
    });
  });
});

describe("sign-up draft (spec §3, §9)", () => {
  it("is saved 1 s after the last change under an ov- key", () => {
    expect(SIGNUP_DRAFT_DELAY_MS).toBe(1000);
    expect(SIGNUP_DRAFT_KEY.startsWith("ov-")).toBe(true);
  });

  it("reads back what was written, and tolerates broken or partial drafts", () => {
    const values = { ...VALID, phone: "+34 6" };
    expect(parseSignupDraft(serializeSignupDraft(values))).toEqual(values);
    expect(parseSignupDraft(null)).toBeNull();
    expect(parseSignupDraft("{not json")).toBeNull();
    expect(parseSignupDraft("[1]")).toBeNull();
    expect(parseSignupDraft(JSON.stringify({ nif: "X", acceptConditionsAndGdpr: "yes" }))).toEqual({ ...EMPTY_SIGNUP, nif: "X" });
  });

  it("starts the phone with the Spanish prefix (spec §3: phone default +34)", () => {
    expect(EMPTY_SIGNUP.phone).toBe("+34");
  });
});
