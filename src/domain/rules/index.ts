/**
 * Entry point of `ov-widgets/rules`: the pure, DOM-free rules of the portal and the public widgets that
 * a partner may reuse (DESIGN.md "Public rules"), importable in Node, a worker or a server render.
 * Only what the domain already has: the area issues add theirs here (power-change fees, time-of-use
 * periods, battery distribution, invoice status). Each export's TSDoc is at its declaration.
 * Validators and normalisers (CUPS, tax id, IBAN...) are in `ov-widgets/validation`.
 */

// Units and typed numbers (spec §5 "decimal comma, 3 decimals, no negatives", §9 "Units").
export { POWER_DECIMALS } from "../units";
export { parseDecimal, usesDecimalComma, type ParseDecimalOptions } from "../parse-decimal";

// The power calculator's maths (spec §3 "Power calculator", §9 appliance powers and simultaneity).
export {
  APPLIANCES,
  DEFAULT_SIMULTANEITY,
  SIMULTANEITY_FACTORS,
  WATER_HEATER_OPTIONS,
  appliancePower,
  calculatePower,
  roundPower,
  usesPower,
  type Appliance,
  type ApplianceChoice,
  type ApplianceContribution,
  type ApplianceName,
  type PowerCalculation,
  type SimultaneityFactor,
} from "../power-calculator";

// Contracted powers (spec §5 / §9: "Up to 15 kW uses 2 periods; above uses 6", "at least 1").
export { MIN_POWER_KW, SIX_PERIOD_POWER_THRESHOLD_KW, needsSixPowers, parsePower } from "../contracting/rules";

// The comparator's rules (spec §5 "Electricity comparator") and reading its result (spec §3, §9).
export { PERIODS, maxConsumptionKwh, periodDays, tariffFields, type Period, type TariffFields } from "../comparator";
export { ELECTRICITY_TAX_PERCENT, isElectricityTax, lineAmount } from "../comparator-result";

// Uploads (spec §5 "Uploads", §9): sizes, counts and types.
export { DEFAULT_UPLOAD_MAX_BYTES, FILE_COUNT_LIMITS, resolveUploadMaxBytes, type FileCountLimit } from "../limits";
export {
  DEFAULT_FILE_LIMITS,
  addFiles,
  countProblem,
  matchesAccept,
  type FileLike,
  type FileLimits,
  type FileProblem,
} from "../file-rules";

// Passwords (spec §5 "new at least 6 characters, with a lowercase, an uppercase, a digit and a symbol").
export { PASSWORD_MIN_LENGTH, isStrongPassword, passwordChecklist, type PasswordRule } from "../portal/password";

// Invoices (spec §4 "Invoice status", §2 "Invoices" filters, §9 chart constants).
export {
  invoiceStatus,
  invoiceStatusTone,
  signedEnergy,
  type InvoiceStatus,
  type InvoiceStatusInput,
  type InvoiceStatusTone,
} from "../invoices/status";
export {
  EMPTY_INVOICE_FILTERS,
  INVOICE_FILTER_KEYS,
  activeInvoiceFilters,
  invoiceFilterConditions,
  parseFilterAmount,
  parseFilterDate,
  validateInvoiceFilters,
  type InvoiceFilterKey,
  type InvoiceFilterValues,
} from "../invoices/filters";
