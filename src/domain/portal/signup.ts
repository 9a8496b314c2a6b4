/**
 * Sign-up (activation) rules, free of React and Lingui: the form schema (spec §5 "Sign-up"), the body of
 * `signup/confirm` (calls §7.2) and the draft kept while the visitor types (spec §3 "Sign-up draft").
 */
import * as v from "valibot";
import type { SignupForm } from "../../api/session";
import { compactPhone, normalizePhone } from "../validation/phone";
import { emailSchema, spanishPhoneSchema } from "../validation/contact-schemas";
import { validationMessageIds } from "../validation/schemas";
import { requiredString } from "../validation/text-schemas";
import { taxIdSchema } from "../validation/tax-id-schemas";

/** spec §9: "Debounces: … sign-up draft 1 s". */
export const SIGNUP_DRAFT_DELAY_MS = 1000;

/** The session storage key of the draft (own keys start with "ov-"). */
export const SIGNUP_DRAFT_KEY = "ov-signup-draft";

/** spec §9: phone "prefix +34"; spec §3 Sign-up draft: "phone (default +34)". */
export const PHONE_PREFIX = "+34";

/** spec §2 Sign-up: "the last 6 characters of the CUPS". */
export const CUPS_END_LENGTH = 6;

/** Message ids of the sign-up rules that are not generic validation messages. */
export const signupMessageIds = {
  emailsDiffer: "portal.signup.emailsDiffer",
  mustAccept: "portal.signup.mustAccept",
  cupsEnd: "portal.signup.cupsEndInvalid",
} as const;

/**
 * The form's values, as the inputs hold them. The names are those of spec §3 "Sign-up draft" (nif,
 * contract, email, email2, invoiceNumber, acceptConditionsAndGdpr, phone), plus the CUPS end.
 */
export interface SignupValues {
  nif: string;
  contract: string;
  invoiceNumber: string;
  email: string;
  email2: string;
  phone: string;
  cupsEnd: string;
  acceptConditionsAndGdpr: boolean;
}

/** Which optional fields the partner's settings ask for (settings.signUp). */
export interface SignupOptions {
  invoiceNumberField: boolean;
  phoneField: boolean;
  cupsQuestion: boolean;
}

export const EMPTY_SIGNUP: SignupValues = {
  nif: "",
  contract: "",
  invoiceNumber: "",
  email: "",
  email2: "",
  phone: PHONE_PREFIX,
  cupsEnd: "",
  acceptConditionsAndGdpr: false,
};

/** An email as typed, without the spaces a paste brings at its ends. */
const trimmedEmail = () => v.pipe(v.string(validationMessageIds.required), v.trim(), emailSchema);

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * spec §5 "Sign-up: nif required and valid; contract required; email and repeat required, valid and
 * equal; phone when enabled min 4 characters and valid, max 12; invoice number required when enabled;
 * accept checkbox true." Fields the settings leave out are not checked.
 * @example v.safeParse(signupSchema(values, settings.signUp), values)
 */
export function signupSchema(values: SignupValues, options: SignupOptions) {
  return v.object({
    nif: taxIdSchema,
    contract: requiredString(),
    invoiceNumber: options.invoiceNumberField ? requiredString() : v.string(),
    email: trimmedEmail(),
    email2: v.pipe(
      trimmedEmail(),
      v.check((value) => sameEmail(value, values.email), signupMessageIds.emailsDiffer),
    ),
    // Only the prefix typed is an empty phone: "required", not "at least 4 characters".
    phone: options.phoneField
      ? v.pipe(
          v.string(validationMessageIds.required),
          v.check((value) => compactPhone(value) !== PHONE_PREFIX, validationMessageIds.required),
          spanishPhoneSchema,
        )
      : v.string(),
    cupsEnd: options.cupsQuestion
      ? v.pipe(
          requiredString(),
          v.check((value) => new RegExp(`^[A-Za-z0-9]{${CUPS_END_LENGTH}}$`).test(value.trim()), signupMessageIds.cupsEnd),
        )
      : v.string(),
    acceptConditionsAndGdpr: v.pipe(
      v.boolean(validationMessageIds.required),
      v.check((value) => value, signupMessageIds.mustAccept),
    ),
  });
}

/** The body of `signup/confirm` (calls §7.2), with the CUPS end when it was asked. */
export type SignupRequest = SignupForm;

/**
 * The body of `signup/confirm` from valid form values. calls §7.2: {nif, contract, email, email2,
 * accept_conditions, accept_gdpr, phone?, invoiceNumber?}; spec §5 Tax id: "an 'ES' prefix removed
 * before sending" (the tax id schema's output has none). The one checkbox accepts both.
 * @example confirmSignup(api, signupRequest(output, settings.signUp))
 */
export function signupRequest(values: SignupValues, options: SignupOptions): SignupRequest {
  const body: SignupRequest = {
    nif: values.nif,
    contract: values.contract.trim(),
    email: values.email.trim(),
    email2: values.email2.trim(),
    accept_conditions: values.acceptConditionsAndGdpr,
    accept_gdpr: values.acceptConditionsAndGdpr,
  };
  if (options.phoneField) body.phone = normalizePhone(values.phone);
  if (options.invoiceNumberField) body.invoiceNumber = values.invoiceNumber.trim();
  if (options.cupsQuestion) body.cups = values.cupsEnd.trim().toUpperCase();
  return body;
}

const DraftSchema = v.object({
  nif: v.fallback(v.string(), ""),
  contract: v.fallback(v.string(), ""),
  invoiceNumber: v.fallback(v.string(), ""),
  email: v.fallback(v.string(), ""),
  email2: v.fallback(v.string(), ""),
  phone: v.fallback(v.string(), PHONE_PREFIX),
  cupsEnd: v.fallback(v.string(), ""),
  acceptConditionsAndGdpr: v.fallback(v.boolean(), false),
});

/** The draft as stored (spec §2: "Field values are saved to a store 1 second after the last change"). */
export function serializeSignupDraft(values: SignupValues): string {
  return JSON.stringify(values);
}

/**
 * The draft read back; anything missing or of the wrong type takes its empty value, and text that is not
 * a draft gives null (the form starts empty).
 * @example parseSignupDraft(sessionStorage.getItem(SIGNUP_DRAFT_KEY)) ?? EMPTY_SIGNUP
 */
export function parseSignupDraft(text: string | null): SignupValues | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  return v.parse(DraftSchema, data);
}
