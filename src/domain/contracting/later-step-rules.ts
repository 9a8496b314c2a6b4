/**
 * The validation rules of the contracting steps after the first (spec §5 "Tax id", "Person",
 * "Electricity contract", "Gas step", "Payment", "Confirmation"; §6 business customers): apart from
 * `./rules.ts` so that the first step's chunk does not carry them (issue 20 "the first screen carries
 * only what it shows"). Same conventions as there: a function builds each step's schema for its
 * current values, messages are ids.
 */
import * as v from "valibot";
import { isCompanyTaxId, isValidTaxId, normalizeTaxId } from "../validation/tax-id";
import { ibanSchema } from "../validation/account-schemas";
import { emailSchema, spanishPhoneSchema } from "../validation/contact-schemas";
import { cupsSchema, validationMessageIds } from "../validation/schemas";
import { postalCodeSchema } from "../validation/address-schemas";
import { requiredString } from "../validation/text-schemas";
import { companyAllowedTaxIdSchema, taxIdSchema } from "../validation/tax-id-schemas";
import {
  accepted,
  answered,
  contractingMessageIds,
  fileSchema,
  files,
  MIN_POWER_KW,
  needsSixPowers,
  optionalText,
  parsePower,
  selfconsCodeFor,
  UPLOAD_LIMITS,
  type ContractingOptions,
} from "./rules";
import type { Address, ContractData, ContractingData } from "./state";

const ids = validationMessageIds;
const cids = contractingMessageIds;

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
