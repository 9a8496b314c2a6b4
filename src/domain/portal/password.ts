/**
 * The rules of the portal's password forms (spec §5 "Password change" and "Password recovery"), free of
 * React and Lingui: schemas with message ids, and the live checklist of the new password.
 */
import * as v from "valibot";
import { emailSchema } from "../validation/contact-schemas";
import { validationMessageIds } from "../validation/schemas";
import { requiredString } from "../validation/text-schemas";
import { expectArgument } from "../arguments";

/** spec §9: "Password minimum length 6". */
export const PASSWORD_MIN_LENGTH = 6;

/** Message ids of the password forms (spec §5 messages: "current password not correct; new and confirmation do not match; password not valid; at least 6 characters"). */
export const passwordMessageIds = {
  currentWrong: "portal.password.currentWrong",
  mismatch: "portal.password.mismatch",
  invalid: "portal.password.invalid",
} as const;

/** The four rules of the live checklist. */
export type PasswordRule = "lowercase" | "uppercase" | "digit" | "symbol";

/**
 * spec §5: "new at least 6 characters, with a lowercase, an uppercase, a digit and a symbol"; spec §2
 * "a live checklist of four rules". The four are the "with" part: the length has its own message
 * ("at least 6 characters") and is said by the field's hint and error. Letters are the ASCII ones and a
 * symbol is any other character, as the server checks them (demo/sandbox/domains/session.ts).
 */
export const PASSWORD_RULES: ReadonlyArray<{ rule: PasswordRule; test: (value: string) => boolean }> = [
  { rule: "lowercase", test: (value) => /[a-z]/.test(value) },
  { rule: "uppercase", test: (value) => /[A-Z]/.test(value) },
  { rule: "digit", test: (value) => /\d/.test(value) },
  { rule: "symbol", test: (value) => /[^A-Za-z0-9]/.test(value) },
];

/**
 * Which checklist rules a new password meets, in the checklist's order.
 * @example passwordChecklist("abC1") // [{rule:"lowercase",met:true}, {rule:"uppercase",met:true}, {rule:"digit",met:true}, {rule:"symbol",met:false}]
 */
export function passwordChecklist(value: string): Array<{ rule: PasswordRule; met: boolean }> {
  expectArgument("passwordChecklist", "value", value, "string");
  return PASSWORD_RULES.map(({ rule, test }) => ({ rule, met: test(value) }));
}

/** True when the new password meets the length and every checklist rule. */
export function isStrongPassword(value: string): boolean {
  expectArgument("isStrongPassword", "value", value, "string");
  return value.length >= PASSWORD_MIN_LENGTH && PASSWORD_RULES.every(({ test }) => test(value));
}

export interface ChangePasswordValues {
  current: string;
  password: string;
  repeat: string;
}

export const EMPTY_CHANGE_PASSWORD: ChangePasswordValues = { current: "", password: "", repeat: "" };

const required = () =>
  v.pipe(
    v.string(validationMessageIds.required),
    v.check((value) => value !== "", validationMessageIds.required),
  );

/**
 * The change-password form for the values typed so far (the repeat is checked against the new one).
 * spec §5: "current at least 6 characters; new at least 6 characters, with a lowercase, an uppercase,
 * a digit and a symbol; repeat equals new."
 * @example v.safeParse(changePasswordSchema(values), values)
 */
export function changePasswordSchema(values: ChangePasswordValues) {
  return v.object({
    current: v.pipe(required(), v.minLength(PASSWORD_MIN_LENGTH, validationMessageIds.tooShort)),
    password: v.pipe(
      required(),
      v.minLength(PASSWORD_MIN_LENGTH, validationMessageIds.tooShort),
      v.check((value) => PASSWORD_RULES.every(({ test }) => test(value)), passwordMessageIds.invalid),
    ),
    repeat: v.pipe(
      required(),
      v.check((value) => value === values.password, passwordMessageIds.mismatch),
    ),
  });
}

export interface PasswordResetValues {
  nif: string;
  email: string;
}

export const EMPTY_PASSWORD_RESET: PasswordResetValues = { nif: "", email: "" };

/**
 * spec §5: "Password recovery: nif and email required, email valid." The tax id is only required
 * here: the server says whether it is known (a 400 with per-field errors, calls §8.2).
 */
export const passwordResetSchema = v.object({
  nif: v.pipe(
    requiredString(),
    v.transform((value) => value.trim().toUpperCase()),
  ),
  email: v.pipe(v.string(validationMessageIds.required), v.trim(), emailSchema),
});
