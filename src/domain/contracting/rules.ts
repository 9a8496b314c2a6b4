/**
 * The validation rules of each contracting step as valibot schemas (spec §5 "CUPS", "Postal code",
 * "Installation address", "Tax id", "Residence", "Person", "Electricity contract", "Gas step",
 * "Payment", "Confirmation", "Uploads"; §6 business customers; §9 defaults).
 *
 * Several rules depend on other fields (the 15 kW rule, the company's representative, the invoice when
 * there is an active contract), so each step has a function building its schema for the current values,
 * which the step's react-hook-form resolver calls with the values it validates. Messages are ids, as in `../validation/schemas.ts`: the widget
 * translates them (`contractingMessages` gives the English source of the new ones).
 */
import * as v from "valibot";

import { FILE_COUNT_LIMITS } from "../limits";
import { parseDecimal } from "../parse-decimal";
import { POWER_DECIMALS } from "../units";
import { isValidCups, normalizeCups } from "../validation/cups";
import { isCompanyTaxId, isValidTaxId, normalizeTaxId } from "../validation/tax-id";
import { cadastralReferenceSchema, ibanSchema } from "../validation/account-schemas";
import { emailSchema, spanishPhoneSchema } from "../validation/contact-schemas";
import { cupsSchema, postalCodeSchema, requiredString, validationMessageIds } from "../validation/schemas";
import { companyAllowedTaxIdSchema, taxIdSchema } from "../validation/tax-id-schemas";
import {
  DEFAULT_CNAE,
  SELFCONS_CODE_DEFAULT,
  SELFCONS_CODE_SELFCONSUMED,
  type Address,
  type Cnae,
  type ContractData,
  type ContractingData,
  type ResidenceType,
} from "./state";

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

/** spec §9 "zip lookup 700 ms": how long after the last keystroke the postal code is looked up. */
export const POSTAL_CODE_LOOKUP_DEBOUNCE_MS = 700;

/**
 * The postal code to look up (spec §5 "5 characters; numeric only, leading zeros allowed"), or null.
 * @example postalCodeToLookUp(" 08013 "); // "08013"
 */
export function postalCodeToLookUp(text: string): string | null {
  const code = text.trim();
  return /^\d{5}$/.test(code) ? code : null;
}

/**
 * spec §5 Postal code: "province filled from the first 2 digits of the INE code".
 * @example provinceCodeOfIne("08019"); // "08"
 */
export function provinceCodeOfIne(ine: string): string {
  return ine.trim().padStart(5, "0").slice(0, 2);
}

/** spec §5: "If either exceeds 15, power3-6 required". */
export const SIX_PERIOD_POWER_THRESHOLD_KW = 15;
/** spec §5: "power and power2 at least 1". */
export const MIN_POWER_KW = 1;

// spec §5 Uploads: "invoice attachments must be base64 data URLs".
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

const fileSchema = /* @__PURE__ */ v.object({
  name: /* @__PURE__ */ v.string(),
  content: /* @__PURE__ */ v.pipe(/* @__PURE__ */ v.string(), /* @__PURE__ */ v.regex(DATA_URL, cids.fileInvalidType)),
});

function files(min: number, max: number) {
  return v.pipe(v.array(fileSchema, cids.filesMin), v.minLength(min, cids.filesMin), v.maxLength(max, cids.filesMax));
}

function optionalText(max: number) {
  return v.pipe(v.string(), v.maxLength(max, ids.tooLong));
}

/** An answered yes/no question (null is "not answered"). */
const answered = /* @__PURE__ */ v.boolean(ids.required);

function accepted(message: string = cids.mustAccept) {
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
  // parseDecimal gives NaN for text that is not a number (and for negatives: spec §5 "no negatives").
  const power = parseDecimal(text, locale, { decimals: POWER_DECIMALS });
  return power === null || Number.isNaN(power) ? null : power;
}

/**
 * Whether the contract needs six periods (spec §5 / §9: "Up to 15 kW uses 2 periods; above uses 6").
 * @example needsSixPowers({ power: "20", power2: "4" }); // true
 */
export function needsSixPowers(contract: Pick<ContractData, "power" | "power2">, locale = "ca"): boolean {
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

/**
 * Whether a tax id is a company's (spec §5 "first letters allowed for the company check").
 * @example isCompanyVat("es b12345674"); // true when valid
 */
export function isCompanyVat(vat: string): boolean {
  const normalized = normalizeTaxId(vat);
  return isValidTaxId(normalized) && isCompanyTaxId(normalized);
}

function powerField(locale: string, min: number, message: string) {
  return v.pipe(
    requiredString(),
    v.check((text) => parsePower(text, locale) !== null, cids.powerInvalid),
    v.check((text) => (parsePower(text, locale) ?? 0) >= min, message),
    v.transform((text) => parsePower(text, locale) ?? 0),
  );
}

/** P3..P6 above 15 kW: required, positive, each not lower than the previous period (spec §5). */
function periodPowerField(locale: string, previous: string) {
  return v.pipe(
    requiredString(),
    v.check((text) => parsePower(text, locale) !== null, cids.powerInvalid),
    v.check((text) => (parsePower(text, locale) ?? 0) > 0, cids.powerPositive),
    v.check((text) => (parsePower(text, locale) ?? 0) >= (parsePower(previous, locale) ?? 0), cids.powerLowerThanPrevious),
    v.transform((text) => parsePower(text, locale) ?? 0),
  );
}

const forcedZero = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ v.unknown(),
  /* @__PURE__ */ v.transform(() => 0),
);

/** A required id from a list (a product, a tariff): spec §5 "selectedProduct (positive id)". */
const positiveId = /* @__PURE__ */ v.pipe(
  /* @__PURE__ */ requiredString(),
  /* @__PURE__ */ v.check((text) => !/^-?\d+(\.\d+)?$/.test(text.trim()) || Number(text) > 0, ids.required),
);

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
 * spec §5 owner address "when different": "dp exactly 5; nv under 256; pnp under 9; bq, es, pu under 4;
 * pt under 10" — read literally as strictly under, unlike the installation address.
 */
const ownerAddressSchema = /* @__PURE__ */ v.object({
  dp: postalCodeSchema,
  ine: /* @__PURE__ */ v.string(),
  state: /* @__PURE__ */ requiredString(),
  poblacio: /* @__PURE__ */ requiredString(),
  tv: /* @__PURE__ */ requiredString(),
  nv: /* @__PURE__ */ requiredString(255),
  pnp: /* @__PURE__ */ requiredString(8),
  bq: /* @__PURE__ */ optionalText(3),
  es: /* @__PURE__ */ optionalText(3),
  pt: /* @__PURE__ */ optionalText(9),
  pu: /* @__PURE__ */ optionalText(3),
  ref_catastral: /* @__PURE__ */ v.string(),
  aclarador: /* @__PURE__ */ v.string(),
});

/** Any address-shaped value, unchecked (the owner address when it is the installation's). */
const anyAddress = /* @__PURE__ */ v.custom<Address>(() => true);

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

/** What the person step needs from earlier steps. */
export interface PersonContext {
  /** The installation's active-contract answer (spec §5: changeOwner required then). */
  activeContract: boolean | null;
}

/**
 * The person step's schema for its current values (spec §5 "Person", "Tax id"; §6 business customers).
 *
 * @param values - The person data being edited.
 * @param options - The contracting settings.
 * @param context - The installation's answers the rules depend on.
 * @returns A schema whose output has the tax id normalised and the company flag from it.
 * @example
 * v.safeParse(personSchema(data.person, options, { activeContract: true }), data.person);
 */
export function personSchema(
  values: ContractingData["person"],
  options: ContractingOptions = {},
  context: PersonContext = { activeContract: null },
) {
  const company = isCompanyVat(values.vat);
  return v.pipe(
    v.object({
      vat: companyAllowedTaxIdSchema(options.restrictCompanyVAT === true),
      name: requiredString(),
      // spec §5: "an individual needs surName1".
      surName1: company ? v.string() : requiredString(),
      surName2: v.string(),
      mobile: spanishPhoneSchema,
      email: options.emailRequired === false ? v.union([v.literal(""), emailSchema], ids.emailInvalid) : emailSchema,
      company: v.boolean(),
      changeOwner: context.activeContract === true ? answered : v.nullable(v.boolean()),
      commsLanguage: options.commsLanguageDisabled === true ? v.string() : requiredString(),
      sameInvoiceAddress: v.boolean(),
      ownerAddress: values.sameInvoiceAddress ? anyAddress : ownerAddressSchema,
      // spec §5: "tax id images required unless dniRequired is false" (1-2).
      nifFaceup:
        options.dniRequired === false
          ? files(0, UPLOAD_LIMITS.nifFaceup.max)
          : files(UPLOAD_LIMITS.nifFaceup.min, UPLOAD_LIMITS.nifFaceup.max),
      // spec §5 / §6: a company needs representative vat, name, first surname and company documents.
      nifEmpresa: company ? files(UPLOAD_LIMITS.nifEmpresa.min, UPLOAD_LIMITS.nifEmpresa.max) : v.array(fileSchema),
      vatRepresentante: company ? taxIdSchema : v.string(),
      nameRepresentante: company ? requiredString() : v.string(),
      surName1Representante: company ? requiredString() : v.string(),
      surName2Representante: v.string(),
    }),
    v.transform((data) => ({ ...data, company })),
  );
}

/** What the contract step needs from earlier steps. */
export interface ContractContext {
  /** The CUPS lookup's self-consumption code, when it gave one. */
  lookupSelfconsCode?: string | null;
}

/**
 * The electricity contract step's schema (spec §5 "Electricity contract"): the 15 kW rule, tariff,
 * product, self-consumption code and attachments.
 *
 * @param values - The contract data being edited.
 * @param options - The contracting settings (locale of the powers, requireDocumentation).
 * @param context - The CUPS lookup's self-consumption code.
 * @returns A schema whose output has the powers as numbers (P3..P6 0 up to 15 kW) and the code.
 * @example
 * v.safeParse(contractSchema(data.contract, { locale: "es" }), data.contract);
 */
export function contractSchema(values: ContractData, options: ContractingOptions = {}, context: ContractContext = {}) {
  const locale = options.locale ?? "ca";
  const six = needsSixPowers(values, locale);
  const period = (previous: string) => (six ? periodPowerField(locale, previous) : forcedZero);
  const attachmentsRequired = values.selfcons && options.requireDocumentation !== false;
  return v.pipe(
    v.object({
      power: powerField(locale, MIN_POWER_KW, cids.powerMin),
      power2: powerField(locale, MIN_POWER_KW, cids.powerMin),
      power3: period(values.power2),
      power4: period(values.power3),
      power5: period(values.power4),
      power6: period(values.power5),
      accessTariff: requiredString(),
      selectedProduct: positiveId,
      selectedProductName: v.string(),
      promotionalCode: v.pipe(v.string(), v.trim()),
      selfcons: v.boolean(),
      selfconsCode: v.string(),
      // spec §5: "Self-consumption attachments required when chosen unless requireDocumentation is false".
      selfconsAttachments: attachmentsRequired
        ? files(UPLOAD_LIMITS.selfconsAttachments.min, UPLOAD_LIMITS.selfconsAttachments.max)
        : files(0, UPLOAD_LIMITS.selfconsAttachments.max),
    }),
    v.transform((data) => ({ ...data, selfconsCode: selfconsCodeFor(data.selfcons, context.lookupSelfconsCode) })),
  );
}

/** What the gas step needs from earlier steps. */
export interface GasContractContext {
  /** The wizard type: the gas wizard always includes gas. */
  gasOnly?: boolean;
}

/**
 * The gas contract step's schema (spec §5 "Gas step": "when included, activeContract, cups, accessTariff,
 * selectedProduct required; changeOwner if an active contract exists").
 *
 * @example
 * v.safeParse(gasContractSchema(data.gasContract), data.gasContract);
 */
export function gasContractSchema(
  values: ContractingData["gasContract"],
  options: ContractingOptions = {},
  context: GasContractContext = {},
) {
  const included = values.includeGas || context.gasOnly === true;
  if (!included) return v.object({ includeGas: v.literal(false) });
  const invoiceRequired = values.activeContract === true && options.invoiceRequired !== false;
  return v.object({
    includeGas: v.boolean(),
    cups: v.pipe(
      cupsSchema,
      v.check(() => values.cupsSIPSData.cupsAvailable !== false, cids.cupsNotAvailable),
    ),
    activeContract: answered,
    changeOwner: values.activeContract === true ? answered : v.nullable(v.boolean()),
    comerOrigin: options.originSelection === true ? requiredString() : v.string(),
    accessTariff: requiredString(),
    selectedProduct: positiveId,
    selectedProductName: v.string(),
    invoice: invoiceRequired ? files(UPLOAD_LIMITS.invoice.min, UPLOAD_LIMITS.invoice.max) : files(0, UPLOAD_LIMITS.invoice.max),
    cupsSIPSData: v.custom<ContractingData["gasContract"]["cupsSIPSData"]>(() => true),
  });
}

/**
 * spec §5 Payment: "iban required and valid; isOwner checked". The output IBAN is compact.
 * @example v.parse(paymentSchema, { iban: "ES91 2100 0418 4502 0005 1332", isOwner: true }).iban;
 */
export const paymentSchema = /* @__PURE__ */ v.object({
  iban: ibanSchema,
  isOwner: /* @__PURE__ */ v.literal(true, cids.mustAccept),
});

/**
 * spec §5 Confirmation: "acceptOVConditions and acceptGdpr required unless authenticated; acceptPublicity
 * optional, asked only if askPublicity".
 * @example v.safeParse(confirmationSchema({ authenticated: true }), data.confirmation);
 */
export function confirmationSchema(options: ContractingOptions = {}) {
  const authenticated = options.authenticated === true;
  return v.pipe(
    v.object({
      acceptOVConditions: authenticated ? v.boolean() : accepted(),
      acceptGdpr: authenticated ? v.boolean() : accepted(),
      acceptPublicity: v.boolean(),
    }),
    v.transform((data) => ({
      // Signed-in users accepted them when they signed up (spec §4 pre-ticked and hidden).
      acceptOVConditions: authenticated || data.acceptOVConditions,
      acceptGdpr: authenticated || data.acceptGdpr,
      acceptPublicity: options.askPublicity === true && data.acceptPublicity,
    })),
  );
}
