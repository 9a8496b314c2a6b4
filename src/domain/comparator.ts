/**
 * The comparator rules (spec §5 "Electricity comparator", "Gas comparator"; §3 "Comparator requests"),
 * pure and DOM-free: which periods a tariff enables, the form schemas that turn what the visitor typed
 * into the request of calls §7.9, and the check that a consumption is possible for the contracted power.
 * Messages are ids; the widget translates them.
 */
import * as v from "valibot";
import type { ElectricityCompareInput, GasCompareInput } from "../api/comparator";
import { parseDecimal } from "./parse-decimal";
import { POWER_DECIMALS } from "./units";
import { cupsSchema, validationMessageIds } from "./validation/schemas";
import { expectArgument } from "./arguments";

/** The comparator's own message ids (their texts in widgets/comparator/comparator.texts.ts, looked up by id). */
export const comparatorMessageIds = {
  notANumber: "comparator.rule.notANumber",
  positive: "comparator.rule.positive",
  wholeNumber: "comparator.rule.wholeNumber",
  powerDecimals: "comparator.rule.powerDecimals",
  endBeforeStart: "comparator.rule.endBeforeStart",
  dateInvalid: "comparator.rule.dateInvalid",
  consumptionTooHigh: "comparator.rule.consumptionTooHigh",
  consentRequired: "comparator.rule.consentRequired",
} as const;

const ids = comparatorMessageIds;
const required = validationMessageIds.required;

/** spec §9: "input power 3 decimals" (defined once in ./units); consumption and amount 0 decimals. */
export { POWER_DECIMALS };

/** The consumption periods P1 to P6 (spec §3: p1..p6 in kWh). */
export const PERIODS = ["p1", "p2", "p3", "p4", "p5", "p6"] as const;
/** One consumption period, "p1" to "p6". */
export type Period = (typeof PERIODS)[number];

/** What a tariff enables in the electricity form (spec §5). */
export interface TariffFields {
  /** Periods whose consumption is asked. */
  periods: readonly Period[];
  /** Whether the second power (P2 of the power term) is asked. */
  power2: boolean;
}

/**
 * spec §5: "P2 and P3 enabled only for tariffs matching VE, 3.0TD or 2.0TD; P4 to P6 only for VE or
 * 3.0TD; power2 only for those three." Matched on the tariff's name, as the server names them.
 * @param tariffName the selected access tariff's name, or undefined before one is chosen
 * @example tariffFields("2.0TD") // { periods: ["p1", "p2", "p3"], power2: true }
 */
export function tariffFields(tariffName: string | undefined): TariffFields {
  expectArgument("tariffFields", "tariffName", tariffName, "string", "undefined", "null");
  const name = (tariffName ?? "").toUpperCase();
  const threePeriods = /VE|3\.0TD|2\.0TD/.test(name);
  const sixPeriods = /VE|3\.0TD/.test(name);
  if (sixPeriods) return { periods: PERIODS, power2: true };
  if (threePeriods) return { periods: ["p1", "p2", "p3"], power2: true };
  return { periods: ["p1"], power2: false };
}

/** Days of an invoice period, both ends included (an invoice from the 1st to the 30th covers 30 days). */
export function periodDays(startDate: string, endDate: string): number {
  expectArgument("periodDays", "startDate", startDate, "string");
  expectArgument("periodDays", "endDate", endDate, "string");
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}

/**
 * spec §5: "consumption too high relative to power rejected". The spec gives no figure; we use the
 * physical ceiling: the highest contracted power drawn every hour of the period. A consumption above
 * it cannot come from that supply, so it is a typing mistake (kWh typed as Wh, an extra digit).
 * @returns the most kWh the supply can take in the period
 * @example maxConsumptionKwh([4.6, 4.6], 30) // 3312
 */
export function maxConsumptionKwh(powersKw: readonly number[], days: number): number {
  expectArgument("maxConsumptionKwh", "powersKw", powersKw, "array");
  expectArgument("maxConsumptionKwh", "days", days, "number");
  // Rounded to the watt-hour: 4.6 × 24 × 30 is 3311.9999… in binary floating point.
  return Math.round(Math.max(0, ...powersKw) * 24 * Math.max(0, days) * 1000) / 1000;
}

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** A typed number: required unless `optional`, parsed in the visitor's locale, with its own checks. */
function typedNumber(locale: string, options: { decimals: number; optional?: boolean; positive: boolean }) {
  const decimalsMessage = options.decimals === 0 ? ids.wholeNumber : ids.powerDecimals;
  return v.pipe(
    v.string(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const text = dataset.value.trim();
      if (text === "") {
        if (options.optional) return null;
        addIssue({ message: required });
        return NEVER;
      }
      const value = parseDecimal(text, locale, { decimals: options.decimals });
      if (value === null || Number.isNaN(value)) {
        // Tell a decimal typed where a whole number is expected from plain garbage.
        const lenient = parseDecimal(text, locale, { decimals: 6 });
        addIssue({ message: lenient !== null && !Number.isNaN(lenient) ? decimalsMessage : ids.notANumber });
        return NEVER;
      }
      // Negatives never parse (spec §5 "no negatives"), so only zero can fail here.
      if (options.positive && value <= 0) {
        addIssue({ message: ids.positive });
        return NEVER;
      }
      return value;
    }),
  );
}

const dateField = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== "", required),
  v.check(isIsoDate, ids.dateInvalid),
);

/** spec §5: "end at or after start" (ISO dates compare as text). */
const endsOnOrAfterStart = (input: { startDate: string; endDate: string }) => input.endDate >= input.startDate;

/** The electricity form as typed (every field a string, as the inputs hold them). */
export interface ElectricityFormValues {
  cups: string;
  comerOrigin: string;
  accessTariff: string;
  power: string;
  power2: string;
  p1: string;
  p2: string;
  p3: string;
  p4: string;
  p5: string;
  p6: string;
  startDate: string;
  endDate: string;
  invoiceAmount: string;
  consent: boolean;
}

export const EMPTY_ELECTRICITY_FORM: ElectricityFormValues = {
  cups: "",
  comerOrigin: "",
  accessTariff: "",
  power: "",
  power2: "",
  p1: "",
  p2: "",
  p3: "",
  p4: "",
  p5: "",
  p6: "",
  startDate: "",
  endDate: "",
  invoiceAmount: "",
  consent: false,
};

/**
 * The electricity form schema for one locale and tariff (spec §5 "Electricity comparator"): its output
 * is the request of calls §7.9 with only the fields the tariff enables.
 * @param locale the visitor's language, for the decimal mark
 * @param tariffName the selected tariff's name (decides the periods and power2)
 * @example v.safeParse(electricityFormSchema("es", "2.0TD"), values)
 */
export function electricityFormSchema(locale: string, tariffName: string | undefined) {
  const fields = tariffFields(tariffName);
  const enabled = (period: Period) => fields.periods.includes(period);
  // A disabled period is not validated and not sent (what the visitor typed in it is kept in the form).
  const consumption = (period: Period) =>
    enabled(period) ? typedNumber(locale, { decimals: 0, optional: period !== "p1", positive: false }) : v.any();
  return v.pipe(
    v.object({
      cups: cupsSchema,
      // spec §5: comerOrigin positive (an id from leads/comers)
      comerOrigin: v.pipe(
        v.string(),
        v.check((value) => value !== "", required),
        v.check((value) => Number(value) > 0, required),
      ),
      accessTariff: v.pipe(
        v.string(),
        v.check((value) => value.trim() !== "", required),
      ),
      power: typedNumber(locale, { decimals: POWER_DECIMALS, positive: true }),
      power2: fields.power2 ? typedNumber(locale, { decimals: POWER_DECIMALS, optional: true, positive: true }) : v.any(),
      p1: consumption("p1"),
      p2: consumption("p2"),
      p3: consumption("p3"),
      p4: consumption("p4"),
      p5: consumption("p5"),
      p6: consumption("p6"),
      startDate: dateField,
      endDate: dateField,
      invoiceAmount: typedNumber(locale, { decimals: 0, positive: true }),
      consent: v.pipe(
        v.boolean(),
        v.check((accepted) => accepted, ids.consentRequired),
      ),
    }),
    v.forward(v.partialCheck([["startDate"], ["endDate"]], endsOnOrAfterStart, ids.endBeforeStart), ["endDate"]),
    // spec §5: "consumption too high relative to power rejected"
    v.forward(
      v.partialCheck(
        [["power"], ["power2"], ["p1"], ["p2"], ["p3"], ["p4"], ["p5"], ["p6"], ["startDate"], ["endDate"]],
        (input) => {
          const powers = [input.power as number, ...(typeof input.power2 === "number" ? [input.power2] : [])];
          const days = periodDays(input.startDate, input.endDate);
          if (!(days >= 1)) return true; // the dates are wrong; their own message says so
          const total = fields.periods.reduce(
            (sum, period) => sum + (typeof input[period] === "number" ? (input[period] as number) : 0),
            0,
          );
          return total <= maxConsumptionKwh(powers, days);
        },
        ids.consumptionTooHigh,
      ),
      ["p1"],
    ),
    v.transform((input): ElectricityCompareInput => {
      const request: ElectricityCompareInput = {
        cups: input.cups,
        comerOrigin: Number(input.comerOrigin),
        accessTariff: input.accessTariff,
        power: input.power as number,
        startDate: input.startDate,
        endDate: input.endDate,
        invoiceAmount: input.invoiceAmount as number,
        mode: "auto",
        consent: input.consent,
      };
      if (fields.power2 && typeof input.power2 === "number") request.power2 = input.power2;
      for (const period of fields.periods) {
        const value = input[period];
        if (typeof value === "number") request[period] = value;
      }
      return request;
    }),
  );
}

/** The gas form as typed. */
export interface GasFormValues {
  cups: string;
  comerOrigin: string;
  accessTariff: string;
  consumption: string;
  startDate: string;
  endDate: string;
  invoiceAmount: string;
}

export const EMPTY_GAS_FORM: GasFormValues = {
  cups: "",
  comerOrigin: "",
  accessTariff: "",
  consumption: "",
  startDate: "",
  endDate: "",
  invoiceAmount: "",
};

/**
 * The gas form schema (spec §5 "Gas comparator": every field required; start at most the end date).
 * @example v.safeParse(gasFormSchema("ca"), values)
 */
export function gasFormSchema(locale: string) {
  return v.pipe(
    v.object({
      cups: cupsSchema,
      comerOrigin: v.pipe(
        v.string(),
        v.check((value) => value !== "" && Number(value) > 0, required),
      ),
      accessTariff: v.pipe(
        v.string(),
        v.check((value) => value.trim() !== "", required),
      ),
      consumption: typedNumber(locale, { decimals: 0, positive: true }),
      startDate: dateField,
      endDate: dateField,
      invoiceAmount: typedNumber(locale, { decimals: 0, positive: true }),
    }),
    v.forward(v.partialCheck([["startDate"], ["endDate"]], endsOnOrAfterStart, ids.endBeforeStart), ["endDate"]),
    v.transform((input): GasCompareInput => ({
      mode: "auto",
      cups: input.cups,
      comerOrigin: Number(input.comerOrigin),
      access_tariff: input.accessTariff,
      consumption: input.consumption as number,
      startDate: input.startDate,
      endDate: input.endDate,
      invoiceAmount: input.invoiceAmount as number,
    })),
  );
}
