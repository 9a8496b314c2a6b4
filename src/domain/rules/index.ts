/**
 * Entry point of `ov-widgets/rules`: the pure, DOM-free rules of the portal and the public widgets that
 * a partner may reuse (docs/architecture.md "Public rules"), importable in Node, a worker or a server render.
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

// Virtual batteries (portal-spec §2 "Distribution preview", §5 "Battery percentage", §6 Battery permissions).
export {
  BATTERY_PERCENT_MAX,
  BATTERY_PERCENT_MIN,
  batteryDistribution,
  clampBatteryPercentage,
  isActiveOn,
  type DistributionInput,
} from "../batteries/distribution";
export {
  MIN_CONTRACTS_TO_SHARE,
  MIN_OTHER_BATTERIES_TO_MOVE,
  batteryPermissions,
  hasActiveSelfConsumption,
  otherBatteries,
  type ActionVerdict,
  type AssignmentFacts,
  type BatteryBlock,
  type BatteryPermissions,
  type PermissionContext,
} from "../batteries/permissions";
// Time-of-use periods (spec §9 "Time-of-use"; CNMC Circular 3/2020), evaluated in Spain's local time.
export {
  DOMESTIC_SCHEDULE,
  FIXED_NATIONAL_HOLIDAYS,
  SEASONS_BY_MONTH,
  SEASON_PERIODS,
  SIX_PERIOD_SCHEDULES,
  SPAIN_TIME_ZONE,
  TIME_OF_USE_PERIODS,
  isOffDay,
  periodCoverage,
  spanishLocalTime,
  tariffPeriods,
  timeOfUsePeriod,
  type AccessTariff,
  type HourBand,
  type PeriodCoverage,
  type SpanishLocalTime,
  type TariffSeason,
  type TariffZone,
  type TimeOfUsePeriod,
} from "../tariffs/time-of-use";
// Contract changes (issue 16): the power change fees of spec §9 and the power change's period rules
// of spec §5, as the contract dialogs apply them.
export { ACCESS_FEE_EUR_PER_KW, CONNECTION_FEE_EUR, EXTENSION_FEE_EUR_PER_KW } from "../contracts/contracts.constants";
export { powerChangeFees, type PowerChangeFees, type PowerChangeFeesInput } from "../contracts/power-change-fees";
export { samePowers } from "../contracts/change-rules";
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
  validateInvoiceFilters,
  type InvoiceFilterKey,
  type InvoiceFilterValues,
} from "../invoices/filters";
// How dates are typed, day first (issue 39 item 7); `parseFilterDate` is its name from when the invoice
// filters held it, kept for the partners that call it.
export { parseDate, parseDate as parseFilterDate } from "../parse-date";
// Gas (portal-spec §9 "A gas year is the sum of days in the last 12 months").
export { gasYearConsumption, gasYearDays, gasYearRange, type MonthlyGas } from "../consumption/gas-year";
