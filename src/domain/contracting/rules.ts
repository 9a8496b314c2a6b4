/**
 * The validation rules of each contracting step as valibot schemas (spec §5 "CUPS", "Postal code",
 * "Installation address", "Tax id", "Residence", "Person", "Electricity contract", "Gas step",
 * "Payment", "Confirmation", "Uploads"; §6 business customers; §9 defaults).
 *
 * Several rules depend on other fields (the 15 kW rule, the company's representative, the invoice when
 * there is an active contract), so each step has a function building its schema for the current values,
 * which the step's react-hook-form resolver calls with the values it validates. Messages are ids, as in `../validation/schemas.ts`: the widget
 * translates them (`contractingMessages` gives the English source of the new ones).
 *
 * This module holds what the first step (installation) shows and what every step shares; the later
 * steps' schemas are in `./later-step-rules.ts` (issue 20 "the first screen carries only what it
 * shows": the tax id, phone and IBAN rules are not downloaded with the first step).
 */
import * as v from "valibot";

import { FILE_COUNT_LIMITS } from "../limits";
import { parseDecimal } from "../parse-decimal";
import { POWER_DECIMALS } from "../units";
import { isValidCups, normalizeCups } from "../validation/cups";
import { cadastralReferenceSchema } from "../validation/cadastral-schema";
import { cupsSchema, validationMessageIds } from "../validation/schemas";
import { postalCodeSchema } from "../validation/address-schemas";
import { requiredString } from "../validation/text-schemas";
import {
  DEFAULT_CNAE,
  SELFCONS_CODE_DEFAULT,
  SELFCONS_CODE_SELFCONSUMED,
  type Cnae,
  type ContractData,
  type ContractingData,
  type ResidenceType,
} from "./state";
import { expectArgument } from "../arguments";

const ids = validationMessageIds;

/** The message ids these rules add to the validation ones. */
export const contractingMessageIds = {
  cupsNotAvailable: "contracting.cups.notAvailable",
  powerInvalid: "contracting.power.invalid",
  powerMin: "contracting.power.min",
  powerPositive: "contracting.power.positive",
  powerLowerThanPrevious: "contracting.power.lowerThanPrevious",
  filesMin: "contracting.files.min",
  filesMax: "contracting.files.max",
  fileInvalidType: "contracting.files.invalidType",
  mustAccept: "contracting.consent.required",
  couponInvalid: "contracting.coupon.invalid",
} as const;

export type ContractingMessageId = (typeof contractingMessageIds)[keyof typeof contractingMessageIds];

const cids = contractingMessageIds;

/** English source of each new message id (`{min}`/`{max}` from `validationMessageValues`). */
export const contractingMessages = {
  // spec §5 / §8.4: "CUPS not available (when cupsAvailable is false, cannot be contracted)"
  [cids.cupsNotAvailable]: "CUPS not available: it cannot be contracted",
  // spec §5: "kW, 3 decimals, comma separator"
  [cids.powerInvalid]: "Enter a power in kW with up to 3 decimals",
  [cids.powerMin]: "At least 1 kW",
  [cids.powerPositive]: "Enter a power above 0 kW",
  // spec §8.4: "greater-than-previous"
  [cids.powerLowerThanPrevious]: "It cannot be lower than the previous period",
  // spec §8.4: "minimum files"; §5 uploads
  [cids.filesMin]: "{min, plural, one {Attach at least # file} other {Attach at least # files}}",
  [cids.filesMax]: "{max, plural, one {Attach at most # file} other {Attach at most # files}}",
  [cids.fileInvalidType]: "Invalid attachment type",
  // spec §5 Residence: "required when configuration demands it, otherwise the process cannot continue"
  [cids.mustAccept]: "You must accept this to continue",
  // spec §5: "Invalid coupon: 'promotional code invalid'"
  [cids.couponInvalid]: "Promotional code invalid",
} as const satisfies Record<ContractingMessageId, string>;

/**
 * The contracting settings (spec §3 Settings "further contracting options"). A flag left out takes the
 * spec's default: documents, email and invoice required unless set to false.
 */
export interface ContractingOptions {
  /** Companies refused (spec §5 Tax id). */
  restrictCompanyVAT?: boolean;
  /** Tax id images required unless false. */
  dniRequired?: boolean;
  /** Email required unless false. */
  emailRequired?: boolean;
  /** Invoice required with an active contract unless false. */
  invoiceRequired?: boolean;
  /** Self-consumption attachments required unless false. */
  requireDocumentation?: boolean;
  /** Publicity asked on the confirmation step. */
  askPublicity?: boolean;
  /** The company of origin is asked (spec §5 Residence). */
  originSelection?: boolean;
  /** Business contracting halted (spec §4). */
  haltBusiness?: boolean;
  /** The economic-solvency (morosity) verification must be accepted. */
  morosityVerification?: boolean;
  /** The leads consent must be given. */
  leadsConsent?: boolean;
  /** The communication language is not asked. */
  commsLanguageDisabled?: boolean;
  /** spec §4 / §6: signed-in users have consent and terms pre-ticked and hidden. */
  authenticated?: boolean;
  /** Locale of the typed powers (decimal comma in ca, es, gl, fr, de). Default "ca". */
  locale?: string;
}

/**
 * spec §5 Uploads: invoice and self-consumption attachments 1-3; tax id images 1-2; company documents
 * the default multi-upload 1-5. The numbers live in the UI kit's limits (one place).
 */
export const UPLOAD_LIMITS = {
  invoice: FILE_COUNT_LIMITS.invoice,
  selfconsAttachments: FILE_COUNT_LIMITS.selfConsumption,
  nifFaceup: FILE_COUNT_LIMITS.taxIdImages,
  nifEmpresa: FILE_COUNT_LIMITS.default,
} as const;

/** spec §5 CUPS: "Lookup fires at length 20 or 22". */
export const CUPS_LOOKUP_LENGTHS: readonly number[] = [20, 22];

/**
 * The CUPS to look up once the typed text is complete (spec §5 "Lookup fires at length 20 or 22"),
 * normalised (no spaces, upper case, letter O read as zero), or null while it is not.
 * @example cupsToLookUp("es0031 4054 1234 5678 rs"); // "ES0031405412345678RS"
 */
export function cupsToLookUp(text: string): string | null {
  const cups = normalizeCups(text);
  return CUPS_LOOKUP_LENGTHS.includes(cups.length) && isValidCups(cups) ? cups : null;
}

/** spec §5: "If either exceeds 15, power3-6 required". */
export const SIX_PERIOD_POWER_THRESHOLD_KW = 15;
/** spec §5: "power and power2 at least 1". */
export const MIN_POWER_KW = 1;

// spec §5 Uploads: "invoice attachments must be base64 data URLs".
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

/** An attached file as the lead carries it (spec §5 Uploads). */
export const fileSchema = /* @__PURE__ */ v.object({
  name: /* @__PURE__ */ v.string(),
  content: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(DATA_URL, cids.fileInvalidType)),
});

/** Between `min` and `max` attached files (spec §5 Uploads). */
export function files(min: number, max: number) {
  return v.pipe(v.array(fileSchema, cids.filesMin), v.minLength(min, cids.filesMin), v.maxLength(max, cids.filesMax));
}

/** Optional text of at most `max` characters. */
export function optionalText(max: number) {
  return v.pipe(v.string(), v.maxLength(max, ids.tooLong));
}

/** An answered yes/no question (null is "not answered"). */
export const answered = /* @__PURE__ */ v.boolean(ids.required);

/** A box that must be ticked to go on. */
export function accepted(message: string = cids.mustAccept) {
  return v.literal(true, message);
}

/**
 * Reads a typed power in kW (decimal comma in most locales, 3 decimals, no negatives).
 *
 * @param text - What the user typed.
 * @param locale - The locale of the input.
 * @returns The power, or null when empty, negative, with more than 3 decimals or not a number.
 * @example parsePower("4,6", "ca"); // 4.6
 */
export function parsePower(text: string, locale = "ca"): number | null {
  expectArgument("parsePower", "text", text, "string");
  expectArgument("parsePower", "locale", locale, "string", "undefined");
  // parseDecimal gives NaN for text that is not a number (and for negatives: spec §5 "no negatives").
  const power = parseDecimal(text, locale, { decimals: POWER_DECIMALS });
  return power === null || Number.isNaN(power) ? null : power;
}

/**
 * Whether the contract needs six periods (spec §5 / §9: "Up to 15 kW uses 2 periods; above uses 6").
 * @example needsSixPowers({ power: "20", power2: "4" }); // true
 */
export function needsSixPowers(contract: Pick<ContractData, "power" | "power2">, locale = "ca"): boolean {
  expectArgument("needsSixPowers", "contract", contract, "object");
  expectArgument("needsSixPowers", "locale", locale, "string", "undefined");
  const p1 = parsePower(contract.power, locale) ?? 0;
  const p2 = parsePower(contract.power2, locale) ?? 0;
  return p1 > SIX_PERIOD_POWER_THRESHOLD_KW || p2 > SIX_PERIOD_POWER_THRESHOLD_KW;
}

/**
 * The contract with P3..P6 forced to 0 when two periods are enough (spec §5 "otherwise set to 0").
 * @example applyPowerRule({ ...contract, power: "4,6", power2: "4,6", power3: "9" }).power3; // "0"
 */
export function applyPowerRule<T extends ContractData>(contract: T, locale = "ca"): T {
  if (needsSixPowers(contract, locale)) return contract;
  return { ...contract, power3: "0", power4: "0", power5: "0", power6: "0" };
}

/**
 * The self-consumption code (spec §5 / §9: default 00, 41 when self-consumption is checked or when the
 * CUPS lookup says so). A lookup code other than the default is kept while self-consumption stays
 * ticked; unticked, the code is the default.
 * @example selfconsCodeFor(true); // "41"
 */
export function selfconsCodeFor(selfcons: boolean, lookupCode?: string | null): string {
  if (!selfcons) return SELFCONS_CODE_DEFAULT;
  return lookupCode && lookupCode !== SELFCONS_CODE_DEFAULT ? lookupCode : SELFCONS_CODE_SELFCONSUMED;
}

/**
 * The CNAE after choosing a residence type (spec §5 "Business requires cnae; habitual or second sets
 * cnae to code 9820"): the household default for a home, and for a business the chosen one (the
 * household default is cleared so that one is picked).
 * @example cnaeForResidence("second", someCnae); // { id: 986, name: "9820", ... }
 */
export function cnaeForResidence(residenceType: ResidenceType | "", current: Cnae): Cnae {
  if (residenceType === "habitual" || residenceType === "second") return { ...DEFAULT_CNAE };
  if (residenceType === "business" && String(current.id) === String(DEFAULT_CNAE.id)) return { id: "", name: "", descripcio: "" };
  return current;
}

const optionalCadastral = /* @__PURE__ */ v.union([/* @__PURE__ */ v.literal(""), cadastralReferenceSchema], ids.cadastralReferenceInvalid);

/** spec §5 "Installation address". */
const installationAddressSchema = /* @__PURE__ */ v.object({
  dp: postalCodeSchema,
  ine: /* @__PURE__ */ requiredString(),
  state: /* @__PURE__ */ requiredString(),
  poblacio: /* @__PURE__ */ requiredString(),
  tv: /* @__PURE__ */ requiredString(),
  nv: /* @__PURE__ */ requiredString(256),
  pnp: /* @__PURE__ */ requiredString(9),
  bq: /* @__PURE__ */ optionalText(4),
  es: /* @__PURE__ */ optionalText(4),
  pt: /* @__PURE__ */ optionalText(10),
  pu: /* @__PURE__ */ optionalText(4),
  // spec §5: "ref_catastral length 14 or 20 when given"
  ref_catastral: optionalCadastral,
  aclarador: /* @__PURE__ */ v.string(),
});

/**
 * The installation step's schema for its current values.
 *
 * @param values - The installation data being edited.
 * @param options - The contracting settings.
 * @returns A schema whose output has the CNAE forced for homes.
 * @example
 * v.safeParse(installationSchema(data.installation, options), data.installation);
 */
export function installationSchema(values: ContractingData["installation"], options: ContractingOptions = {}) {
  const business = values.residenceType === "business";
  const invoiceRequired = values.activeContract === true && options.invoiceRequired !== false;
  return v.pipe(
    v.object({
      // spec §5: leads consent and morosity verification required when configuration demands it.
      leadsConsent: options.leadsConsent === true && options.authenticated !== true ? accepted() : v.boolean(),
      cups: v.pipe(
        cupsSchema,
        // spec §5: "CUPS not available (when cupsAvailable is false, cannot be contracted)".
        v.check(() => values.cupsSIPSData.cupsAvailable !== false, cids.cupsNotAvailable),
      ),
      address: installationAddressSchema,
      cupsSIPSData: v.custom<ContractingData["installation"]["cupsSIPSData"]>(() => true),
      residenceType: v.picklist(["habitual", "second", "business"], ids.required),
      // spec §5: "Business requires cnae".
      cnae: business
        ? v.object(
            {
              id: v.pipe(
                v.union([v.number(), v.string()]),
                v.check((id) => String(id).trim() !== "", ids.required),
              ),
              name: v.string(),
              descripcio: v.string(),
            },
            ids.required,
          )
        : v.custom<Cnae>(() => true),
      activeContract: answered,
      comerOrigin: options.originSelection === true ? requiredString() : v.string(),
      acceptMorosityVerification: options.morosityVerification === true ? accepted() : v.boolean(),
      // spec §5 Uploads: "required when activeContract is yes and invoiceRequired is not false".
      invoice: invoiceRequired ? files(UPLOAD_LIMITS.invoice.min, UPLOAD_LIMITS.invoice.max) : files(0, UPLOAD_LIMITS.invoice.max),
    }),
    // spec §5: "habitual or second sets cnae to code 9820".
    v.transform((data) => ({ ...data, cnae: business ? data.cnae : { ...DEFAULT_CNAE } })),
  );
}

/**
 * Whether a lead's scoring refuses it online (spec §5 "morosity (economic solvency) verification"; the
 * catalogue's `leads/solvencia` gives a `scoring` and "how scoring maps to a refusal is not shown"): below
 * the page's `minScoring`. No threshold, or no scoring in the answer, refuses no one: the retailer's own
 * review then decides, as it does for every lead.
 * @param scoring - the answer's `scoring`
 * @param minScoring - the page's threshold (`configure({ minScoring })`), or null
 * @example refusedByScoring(2, 5) // true
 */
export function refusedByScoring(scoring: number | null | undefined, minScoring: number | null): boolean {
  return minScoring !== null && typeof scoring === "number" && Number.isFinite(scoring) && scoring < minScoring;
}
