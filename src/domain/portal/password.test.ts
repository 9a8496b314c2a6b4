import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { firstIssues } from "../../forms/validation-messages";
import {
  changePasswordSchema,
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  passwordChecklist,
  passwordMessageIds,
  passwordResetSchema,
  type ChangePasswordValues,
} from "./password";

const errorsOf = (values: ChangePasswordValues) => {
  const result = v.safeParse(changePasswordSchema(values), values);
  return result.success ? {} : firstIssues(result.issues);
};
const met = (value: string) => Object.fromEntries(passwordChecklist(value).map(({ rule, met }) => [rule, met]));

describe("password checklist (spec §5: a lowercase, an uppercase, a digit and a symbol)", () => {
  it("has four rules, each met on its own", () => {
    expect(met("")).toEqual({ lowercase: false, uppercase: false, digit: false, symbol: false });
    expect(met("a")).toEqual({ lowercase: true, uppercase: false, digit: false, symbol: false });
    expect(met("A")).toEqual({ lowercase: false, uppercase: true, digit: false, symbol: false });
    expect(met("7")).toEqual({ lowercase: false, uppercase: false, digit: true, symbol: false });
    expect(met("!")).toEqual({ lowercase: false, uppercase: false, digit: false, symbol: true });
    expect(met("a b")).toMatchObject({ symbol: true });
  });

  it("a strong password has every rule and at least 6 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(isStrongPassword("Ab1!xy")).toBe(true);
    expect(isStrongPassword("Ab1!x")).toBe(false);
    expect(isStrongPassword("ab1!xy")).toBe(false);
    expect(isStrongPassword("AB1!XY")).toBe(false);
    expect(isStrongPassword("Abc!xy")).toBe(false);
    expect(isStrongPassword("Abc1xy")).toBe(false);
  });
});

describe("change password schema (spec §5)", () => {
  it("accepts a valid change", () => {
    expect(errorsOf({ current: "Canvia1!", password: "Nova1!x", repeat: "Nova1!x" })).toEqual({});
  });

  it("needs the current password of at least 6 characters", () => {
    expect(errorsOf({ current: "", password: "Nova1!x", repeat: "Nova1!x" }).current?.message).toBe("validation.required");
    expect(errorsOf({ current: "abc", password: "Nova1!x", repeat: "Nova1!x" }).current).toEqual({
      message: "validation.tooShort",
      type: ">=6",
    });
  });

  it("says a short new password is too short, and a weak one is not valid", () => {
    expect(errorsOf({ current: "Canvia1!", password: "Ab1!", repeat: "Ab1!" }).password).toEqual({
      message: "validation.tooShort",
      type: ">=6",
    });
    expect(errorsOf({ current: "Canvia1!", password: "abcdef1!", repeat: "abcdef1!" }).password?.message).toBe(passwordMessageIds.invalid);
  });

  it("needs the repeat equal to the new one", () => {
    expect(errorsOf({ current: "Canvia1!", password: "Nova1!x", repeat: "Nova1!y" }).repeat?.message).toBe(passwordMessageIds.mismatch);
    expect(errorsOf({ current: "Canvia1!", password: "Nova1!x", repeat: "" }).repeat?.message).toBe("validation.required");
  });
});

describe("password recovery schema (spec §5: nif and email required, email valid)", () => {
  it("requires both, checks the email and trims", () => {
    const empty = v.safeParse(passwordResetSchema, { nif: "", email: "" });
    expect(empty.success ? {} : firstIssues(empty.issues)).toEqual({
      nif: { message: "validation.required", type: expect.any(String) },
      email: { message: "validation.required", type: expect.any(String) },
    });
    const bad = v.safeParse(passwordResetSchema, { nif: "x", email: "not-an-email" });
    expect(bad.success ? {} : Object.keys(firstIssues(bad.issues))).toEqual(["email"]);
    expect(v.parse(passwordResetSchema, { nif: " 47281936p ", email: "marta@example.com" })).toEqual({
      nif: "47281936P",
      email: "marta@example.com",
    });
  });
});
