/**
 * The validation rules of the contract change dialogs (spec §5 "Power change", "IBAN change",
 * "Cadastral reference", "Notification address", "Invoice delivery"), as valibot schemas built for the
 * contract's current values. Messages are ids, as in `../validation/schemas.ts`: the dialogs translate
 * the ids of {@link contractChangeMessageIds} with their own descriptors (same ids) and the generic
 * ones through `fieldErrorText`.
 */
import * as v from "valibot";
import { MIN_POWER_KW, SIX_PERIOD_POWER_THRESHOLD_KW, parsePower } from "../contracting/rules";
import { isValidCadastralReference } from "../validation/cadastral-reference";
import { ibanSchema } from "../validation/account-schemas";
import { emailSchema, spanishPhoneSchema } from "../validation/contact-schemas";
import { requiredText, validationMessageIds as ids } from "../validation/schemas";
import { postalCodeSchema } from "../validation/address-schemas";
import { requiredString } from "../validation/text-schemas";
import { CADASTRAL_DIALOG_MAX_LENGTH, NOTIFICATION_ADDRESS_LIMITS as LIMITS } from "./contracts.constants";
import { expectArgument } from "../arguments";

/** The message ids these rules add to the validation ones (the dialogs give their texts). */
export const contractChangeMessageIds = {
  powerInvalid: "portal.contracts.dialog.power.invalid",
  powerMin: "portal.contracts.dialog.power.min",
  powerLowerThanPrevious: "portal.contracts.dialog.power.lowerThanPrevious",
  // calls §8.2: "Power same as current: message power_same_error_modification_close".
  powerSame: "portal.contracts.dialog.power.same",
  cadastralInvalid: "portal.contracts.dialog.cadastral.invalid",
  cadastralSame: "portal.contracts.dialog.cadastral.same",
  ownerConfirm: "portal.contracts.dialog.iban.ownerRequired",
  filesMin: "portal.contracts.dialog.iban.filesRequired",
  choose: "portal.contracts.dialog.choose",
} as const;
const cids = contractChangeMessageIds;

/** The six period fields of the power form, P1 first. */
export const POWER_FIELDS = ["power1", "power2", "power3", "power4", "power5", "power6"] as const;
export type PowerField = (typeof POWER_FIELDS)[number];

/** The power change form as typed (kW text in the visitor's locale). */
export type PowerChangeValues = Record<PowerField, string> & {
  phone: string;
  /** spec §9 extension right: "yes" held in the last three years, "no", "" not answered. */
  heldInLastThreeYears: string;
};

/** What a valid power form sends: kW per period (2 or 6), the phone, the three-year answer. */
export interface PowerChangeRequest {
  powersKw: number[];
  phone: string;
  heldInLastThreeYears: boolean;
}

/**
 * Whether the typed P1 and P2 ask for six periods (spec §5 / §9: "Up to 15 kW uses 2 periods; above uses 6").
 * @param values - the typed form
 * @param locale - the input's locale
 * @returns true above 15 kW in P1 or P2
 * @example usesSixPeriods({ power1: "20", power2: "4" }, "es"); // true
 */
export function usesSixPeriods(values: Pick<PowerChangeValues, "power1" | "power2">, locale: string): boolean {
  const p1 = parsePower(values.power1, locale) ?? 0;
  const p2 = parsePower(values.power2, locale) ?? 0;
  return p1 > SIX_PERIOD_POWER_THRESHOLD_KW || p2 > SIX_PERIOD_POWER_THRESHOLD_KW;
}

/**
 * The requested powers of a typed form, kW per period (2 or 6; a field that does not parse is NaN).
 * @param values - the typed form
 * @param locale - the input's locale
 * @returns the powers in period order
 * @example requestedPowers({ power1: "5,75", power2: "5,75", ... }, "es"); // [5.75, 5.75]
 */
export function requestedPowers(values: Record<PowerField, string>, locale: string): number[] {
  const fields = usesSixPeriods(values, locale) ? POWER_FIELDS : POWER_FIELDS.slice(0, 2);
  return fields.map((field) => parsePower(values[field], locale) ?? Number.NaN);
}

/**
 * Whether requested powers equal the current ones (spec §5: "must not equal the current values";
 * compared to the watt, the unit they are sent in).
 * @param requestedKw - the typed powers
 * @param currentKw - the contract's powers
 * @returns true when nothing would change
 * @example samePowers([4.6, 4.6], [4.6, 4.6]); // true
 */
export function samePowers(requestedKw: readonly number[], currentKw: readonly number[]): boolean {
  expectArgument("samePowers", "requestedKw", requestedKw, "array");
  expectArgument("samePowers", "currentKw", currentKw, "array");
  return (
    requestedKw.length === currentKw.length &&
    requestedKw.every((kw, index) => Math.round(kw * 1000) === Math.round((currentKw[index] ?? -1) * 1000))
  );
}

function powerText(locale: string, min: number, minMessage: string) {
  return v.pipe(
    requiredText(),
    // spec §5: "Input kW, decimal comma, 3 decimals, no negatives".
    v.check((text) => parsePower(text, locale) !== null, cids.powerInvalid),
    v.check((text) => (parsePower(text, locale) ?? 0) >= min, minMessage),
  );
}

/**
 * The power change form's schema for the values typed so far (which periods apply depends on P1 and P2).
 * spec §5 "Power change: power and power2 required numbers at least 1; phone min 4 and valid. If both
 * power and power2 are 15 or below, they must not equal the current values. Otherwise power3-6 are
 * required, positive, different from current, each at least the previous."
 * @param values - the typed form
 * @param context - the contract's current powers (kW) and the input's locale
 * @returns the schema, whose output is the request
 * @example v.safeParse(powerChangeSchema(values, { currentKw: [4.6, 4.6], locale: "es" }), values)
 */
export function powerChangeSchema(values: PowerChangeValues, context: { currentKw: readonly number[]; locale: string }) {
  const { locale, currentKw } = context;
  const six = usesSixPeriods(values, locale);
  const kw = (field: PowerField) => parsePower(values[field], locale) ?? 0;
  /** P3-P6: required above 15 kW, positive and not lower than the previous period; ignored otherwise. */
  const upper = (field: PowerField, previous: PowerField): v.GenericSchema<string> =>
    six
      ? v.pipe(
          powerText(locale, Number.MIN_VALUE, cids.powerInvalid),
          v.check(() => kw(field) >= kw(previous), cids.powerLowerThanPrevious),
        )
      : v.string();
  const periods = {
    power1: powerText(locale, MIN_POWER_KW, cids.powerMin),
    power2: powerText(locale, MIN_POWER_KW, cids.powerMin),
    power3: upper("power3", "power2"),
    power4: upper("power4", "power3"),
    power5: upper("power5", "power4"),
    power6: upper("power6", "power5"),
  };
  const highestNow = Math.max(0, ...currentKw);
  const rises = Math.max(...requestedPowers(values, locale).filter(Number.isFinite), 0) > highestNow;
  return v.pipe(
    v.object({
      ...periods,
      phone: spanishPhoneSchema,
      // The extension right depends on it (spec §9), so it is asked only when the power rises.
      heldInLastThreeYears: rises
        ? v.pipe(
            v.string(),
            v.check((answer) => answer === "yes" || answer === "no", ids.required),
          )
        : v.string(),
    }),
    v.forward(
      v.check(() => !samePowers(requestedPowers(values, locale), currentKw), cids.powerSame),
      ["power1"],
    ),
    v.transform((): PowerChangeRequest => ({
      powersKw: requestedPowers(values, locale),
      phone: values.phone.trim(),
      heldInLastThreeYears: values.heldInLastThreeYears === "yes",
    })),
  );
}

/**
 * Cleans a typed cadastral reference (spec §5: "spaces stripped, upper-cased").
 * @param value - as typed
 * @returns compact and upper-case
 * @example normalizeCadastralInput(" 9872023 vh5797s "); // "9872023VH5797S"
 */
export function normalizeCadastralInput(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * The cadastral reference dialog's field (spec §5: "letters and digits only; 1 to 20 characters in the
 * dialog; must differ from the current value and be non-empty to submit"); output normalised.
 * @param current - the contract's current reference, if any
 * @returns the schema of the field
 * @example v.parse(cadastralChangeSchema("A"), "9872023 vh") // "9872023VH"
 */
export function cadastralChangeSchema(current: string | null) {
  return v.pipe(
    requiredText(),
    v.transform(normalizeCadastralInput),
    v.regex(/^[0-9A-ZÑ]+$/, cids.cadastralInvalid),
    v.maxLength(CADASTRAL_DIALOG_MAX_LENGTH, ids.tooLong),
    v.check((value) => value !== normalizeCadastralInput(current ?? ""), cids.cadastralSame),
  );
}

/** A file of the IBAN change (a `File` in the browser). */
export interface UploadLike {
  name: string;
  size: number;
  type: string;
}

/** The IBAN change form: an existing account or a new IBAN, and the files. */
export interface IbanChangeValues<F extends UploadLike = UploadLike> {
  /** "existing" or "new" (spec §5 "choice existing or new"). */
  choice: string;
  bankId: string;
  iban: string;
  /** spec §5 "owner confirmation checked". */
  owner: boolean;
  files: F[];
}

/**
 * The IBAN change form's schema for the chosen kind (spec §5 "IBAN change: choice existing or new.
 * Existing: bankId required. New: valid IBAN (spaces removed); owner confirmation checked. At least one
 * file when attachmentOnIbanChange is on"). The other kind's fields are not checked.
 * @param choice - "existing" or "new"
 * @param options - whether files are asked for
 * @returns the schema; a new `iban` comes out compact and upper-case
 * @example v.safeParse(ibanChangeSchema("new", { filesRequired: false }), values)
 */
export function ibanChangeSchema<F extends UploadLike>(
  choice: string,
  options: { filesRequired: boolean },
): v.GenericSchema<IbanChangeValues<F>> {
  const isNew = choice === "new";
  return v.object({
    choice: v.picklist(["existing", "new"], cids.choose),
    bankId: isNew ? v.string() : requiredText(),
    iban: isNew ? ibanSchema : v.string(),
    owner: isNew
      ? v.pipe(
          v.boolean(),
          v.check((owner) => owner, cids.ownerConfirm),
        )
      : v.boolean(),
    files: v.pipe(
      v.array(v.custom<F>((value) => typeof value === "object" && value !== null && "name" in value)),
      v.minLength(options.filesRequired ? 1 : 0, cids.filesMin),
    ),
  });
}

/** Optional text of at most `max` characters. */
const upTo = (max: number) => v.pipe(v.string(), v.maxLength(max, ids.tooLong));

/**
 * A new notification address (spec §5 "Notification address: name 1-256; dp min 5; ine, state,
 * poblacio, tv, nv required; nv max 256; pnp 1-9; bq, es max 4; pt max 10; pu max 4; ref_catastral
 * valid; mobile min 4 and valid; email valid").
 * @example v.safeParse(newAddressSchema, values)
 */
export const newAddressSchema = /* @__PURE__ */ v.object({
  name: /* @__PURE__ */ requiredString(LIMITS.name),
  postalCode: postalCodeSchema,
  city: /* @__PURE__ */ requiredText(),
  municipalityCode: /* @__PURE__ */ requiredText(),
  province: /* @__PURE__ */ requiredText(),
  streetType: /* @__PURE__ */ requiredText(),
  street: /* @__PURE__ */ requiredString(LIMITS.street),
  number: /* @__PURE__ */ requiredString(LIMITS.number),
  block: /* @__PURE__ */ upTo(LIMITS.block),
  stair: /* @__PURE__ */ upTo(LIMITS.stair),
  floor: /* @__PURE__ */ upTo(LIMITS.floor),
  door: /* @__PURE__ */ upTo(LIMITS.door),
  cadastralReference: /* @__PURE__ */ v.pipe(
    v.string(),
    v.transform(normalizeCadastralInput),
    v.check((value) => value === "" || isValidCadastralReference(value), ids.cadastralReferenceInvalid),
  ),
  mobile: spanishPhoneSchema,
  email: emailSchema,
});

/** The fields of a new notification address as typed. */
export type NewAddressValues = v.InferInput<typeof newAddressSchema>;

/** The notification address form: an existing address by id, or a new one. */
export interface NotificationAddressValues {
  /** "existing" or "new" (spec §5 "Choice is existing (needs addressId) or new (needs address)"). */
  choice: string;
  addressId: string;
  address: NewAddressValues;
}

const anyAddress = /* @__PURE__ */ v.object(
  Object.fromEntries(Object.keys(newAddressSchema.entries).map((key) => [key, v.string()])) as Record<
    keyof NewAddressValues,
    v.StringSchema<undefined>
  >,
);

/**
 * The notification address form's schema for the chosen kind; the other kind's fields are not checked.
 * @param choice - "existing" or "new"
 * @returns the schema
 * @example v.safeParse(notificationAddressSchema("existing"), { choice: "existing", addressId: "2", address })
 */
export function notificationAddressSchema(choice: string): v.GenericSchema<NotificationAddressValues> {
  return v.object({
    choice: v.picklist(["existing", "new"], cids.choose),
    addressId: choice === "existing" ? requiredText() : v.string(),
    address: choice === "new" ? newAddressSchema : anyAddress,
  });
}
