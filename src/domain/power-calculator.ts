/**
 * The power calculator's maths (spec §3 "Power calculator", §9 "Simultaneity factors … Appliance
 * simultaneity power"), pure: which appliances there are, what each contributes and the optimal power.
 */
import * as v from "valibot";
import { parseDecimal } from "./parse-decimal";
import { cupsSchema, validationMessageIds } from "./validation/schemas";
import { expectArgument } from "./arguments";

/** spec §9: simultaneity factors 25, 40 (default) and 60 percent. */
export const SIMULTANEITY_FACTORS = [0.25, 0.4, 0.6] as const;
/** One of the simultaneity factors of spec §9 (0.25, 0.4 or 0.6). */
export type SimultaneityFactor = (typeof SIMULTANEITY_FACTORS)[number];
/** spec §9: 40 percent is the default simultaneity factor. */
export const DEFAULT_SIMULTANEITY: SimultaneityFactor = 0.4;

/** spec §9: the water heater's capacity options (litres) and their power (kW). */
export const WATER_HEATER_OPTIONS = [
  { name: "30", power: 1.2 },
  { name: "50", power: 1.6 },
  { name: "80", power: 2 },
  { name: "100", power: 2.4 },
] as const;

/** The appliances of spec §9, by the name the power lead sends (spec §3 appliances[].name). */
export type ApplianceName =
  | "heater"
  | "heating"
  | "waterHeater"
  | "dishwasher"
  | "washer"
  | "dryer"
  | "oven"
  | "hob"
  | "airConditioner"
  | "microwave"
  | "fridge"
  | "tv"
  | "electricVehicle"
  | "pool"
  | "heatingOil";

/** spec §3 "Appliance entries: name, image, multiple, area-dependent, simultaneity-dependent, base, options". */
export interface Appliance {
  name: ApplianceName;
  /** kW: the fixed power, or the power per unit (per m² for area-dependent, per m³ for the pool). */
  base: number;
  /** Area-dependent: `base` kW plus `perSquareMetre` kW for each m² of the home. */
  perSquareMetre?: number;
  /** Takes a quantity from the visitor (the pool's volume in m³): power = base × quantity. */
  multiple?: boolean;
  /** Scaled by the simultaneity factor (appliances that are rarely on all at once). */
  simultaneityDependent: boolean;
  /** Capacity options, one of which the visitor chooses (the water heater's litres). */
  options?: ReadonlyArray<{ name: string; power: number }>;
}

/**
 * spec §9 appliance powers, in one place. The spec names "simultaneity-dependent" appliances without
 * listing them; we apply the factor to the appliances used a while and then switched off (cooking,
 * washing, heating water, portable heater, air conditioning, TV), and not to the loads that run for
 * hours regardless of the rest (fridge, space heating, pool pump), whose full power must fit.
 */
export const APPLIANCES: readonly Appliance[] = [
  { name: "heater", base: 1.2, simultaneityDependent: true },
  { name: "heating", base: 0.1, perSquareMetre: 0.01, simultaneityDependent: false },
  { name: "waterHeater", base: 0, options: WATER_HEATER_OPTIONS, simultaneityDependent: true },
  { name: "dishwasher", base: 1.7, simultaneityDependent: true },
  { name: "washer", base: 2, simultaneityDependent: true },
  { name: "dryer", base: 2, simultaneityDependent: true },
  { name: "oven", base: 2, simultaneityDependent: true },
  { name: "hob", base: 1.5, simultaneityDependent: true },
  { name: "airConditioner", base: 1.5, simultaneityDependent: true },
  { name: "microwave", base: 1.1, simultaneityDependent: true },
  { name: "fridge", base: 0.3, simultaneityDependent: false },
  { name: "tv", base: 0.2, simultaneityDependent: true },
  { name: "electricVehicle", base: 0, simultaneityDependent: false },
  { name: "pool", base: 0.0085, multiple: true, simultaneityDependent: false },
  { name: "heatingOil", base: 0, simultaneityDependent: false },
];

/** What the visitor chose for one appliance. */
export interface ApplianceChoice {
  enabled: boolean;
  /** The pool's volume in m³. */
  quantity?: number;
  /** The water heater's capacity (an option name). */
  option?: string;
}

/** One appliance's line of the result: how its power was worked out. */
export interface ApplianceContribution {
  name: ApplianceName;
  enabled: boolean;
  /** kW before the simultaneity factor. */
  power: number;
  /** The factor applied (1 when the appliance does not depend on simultaneity). */
  factor: number;
  /** kW counted in the optimal power (spec §3 appliances[].totalPower). */
  totalPower: number;
}

/** Whether switching the appliance on can add power (the vehicle and heating oil are 0 kW in spec §9). */
export function usesPower(appliance: Appliance): boolean {
  expectArgument("usesPower", "appliance", appliance, "object");
  return appliance.base > 0 || appliance.options !== undefined || appliance.perSquareMetre !== undefined || appliance.multiple === true;
}

/** spec §9: "power rounded to 2 decimals". */
export function roundPower(kw: number): number {
  expectArgument("roundPower", "kw", kw, "number");
  return Math.round(kw * 100) / 100;
}

/**
 * One appliance's power before the simultaneity factor.
 * @example appliancePower(heating, { enabled: true }, 80) // 0.9 (0.1 + 0.01 × 80)
 */
export function appliancePower(appliance: Appliance, choice: ApplianceChoice, area: number): number {
  expectArgument("appliancePower", "appliance", appliance, "object");
  expectArgument("appliancePower", "choice", choice, "object");
  expectArgument("appliancePower", "area", area, "number");
  if (appliance.options) return appliance.options.find((option) => option.name === choice.option)?.power ?? 0;
  if (appliance.multiple) return appliance.base * Math.max(0, choice.quantity ?? 0);
  if (appliance.perSquareMetre !== undefined) return appliance.base + appliance.perSquareMetre * Math.max(0, area);
  return appliance.base;
}

/** The calculator's result: the optimal power and each appliance's line (spec §3). */
export interface PowerCalculation {
  /** spec §3: optimalPower = the sum of total powers, 2 decimals, kW. */
  optimalPower: number;
  /** Every appliance, in the order of {@link APPLIANCES}; disabled ones count 0. */
  appliances: ApplianceContribution[];
}

/**
 * The optimal power for a home (spec §3 "Power calculator").
 * @param choices what the visitor chose per appliance (missing = not enabled)
 * @param area the home's area in m²
 * @param cofSimul the simultaneity factor
 * @example calculatePower({ fridge: { enabled: true }, oven: { enabled: true } }, 80, 0.4).optimalPower // 1.1
 */
export function calculatePower(
  choices: Partial<Record<ApplianceName, ApplianceChoice>>,
  area: number,
  cofSimul: SimultaneityFactor,
): PowerCalculation {
  expectArgument("calculatePower", "choices", choices, "object");
  expectArgument("calculatePower", "area", area, "number");
  expectArgument("calculatePower", "cofSimul", cofSimul, "number");
  const appliances = APPLIANCES.map((appliance): ApplianceContribution => {
    const choice = choices[appliance.name] ?? { enabled: false };
    const factor = appliance.simultaneityDependent ? cofSimul : 1;
    if (!choice.enabled) return { name: appliance.name, enabled: false, power: 0, factor, totalPower: 0 };
    const power = appliancePower(appliance, choice, area);
    return { name: appliance.name, enabled: true, power: roundPower(power), factor, totalPower: roundPower(power * factor) };
  });
  // spec §3: "optimalPower = sum of total powers": the sum of the lines the visitor sees.
  const optimalPower = roundPower(appliances.reduce((sum, line) => sum + line.totalPower, 0));
  return { optimalPower, appliances };
}

/** The calculator's own message ids (translated in widgets/power-calculator/power-calculator.texts.ts). */
export const powerCalculatorMessageIds = {
  wholePositive: "powerCalculator.rule.wholePositive",
  volume: "powerCalculator.rule.volume",
  noAppliance: "powerCalculator.rule.noAppliance",
} as const;

/** The form as typed: text fields, one switch per appliance, the water heater's capacity and the pool's volume. */
export type PowerFormValues = {
  cups: string;
  area: string;
  people: string;
  cofSimul: string;
  waterHeaterOption: string;
  poolVolume: string;
} & Record<ApplianceName, boolean>;

export const EMPTY_POWER_FORM: PowerFormValues = {
  cups: "",
  area: "",
  people: "",
  cofSimul: String(DEFAULT_SIMULTANEITY),
  waterHeaterOption: WATER_HEATER_OPTIONS[1].name,
  poolVolume: "",
  ...(Object.fromEntries(APPLIANCES.map((appliance) => [appliance.name, false])) as Record<ApplianceName, boolean>),
};

/** What the form gives once valid: the inputs of {@link calculatePower} and the lead's data. */
export interface PowerFormOutput {
  cups: string;
  area: number;
  numPersones: number;
  cofSimul: SimultaneityFactor;
  choices: Partial<Record<ApplianceName, ApplianceChoice>>;
}

/**
 * spec §5 "Power calculator: cups non-empty valid; area and numPersones positive whole numbers", plus
 * the pool's volume (a positive number of m³) when the pool is on, and at least one appliance.
 * @param locale the visitor's language, for the decimal mark of the pool's volume
 */
export function powerFormSchema(locale: string) {
  const ids = powerCalculatorMessageIds;
  const wholePositive = v.pipe(
    v.string(),
    v.check((text) => text.trim() !== "", validationMessageIds.required),
    v.check((text) => /^\s*\d+\s*$/.test(text) && Number(text) > 0, ids.wholePositive),
  );
  const applianceFields = Object.fromEntries(APPLIANCES.map((appliance) => [appliance.name, v.boolean()])) as Record<
    ApplianceName,
    v.BooleanSchema<undefined>
  >;
  return v.pipe(
    v.object({
      cups: cupsSchema,
      area: wholePositive,
      people: wholePositive,
      cofSimul: v.picklist(SIMULTANEITY_FACTORS.map(String) as [string, ...string[]]),
      waterHeaterOption: v.picklist(WATER_HEATER_OPTIONS.map((option) => option.name) as [string, ...string[]]),
      poolVolume: v.string(),
      ...applianceFields,
    }),
    v.forward(
      v.partialCheck(
        [["pool"], ["poolVolume"]],
        (input) => {
          if (!input.pool) return true;
          const volume = parseDecimal(input.poolVolume, locale, { decimals: 2 });
          return volume !== null && Number.isFinite(volume) && volume > 0;
        },
        ids.volume,
      ),
      ["poolVolume"],
    ),
    v.forward(
      v.partialCheck(
        APPLIANCES.map((appliance) => [appliance.name]) as [[ApplianceName]],
        // The vehicle and heating oil count 0 kW (spec §9): alone they give no power to suggest.
        (input) => APPLIANCES.some((appliance) => input[appliance.name] && usesPower(appliance)),
        ids.noAppliance,
      ),
      ["heater"],
    ),
    v.transform((input): PowerFormOutput => ({
      cups: input.cups,
      area: Number(input.area),
      numPersones: Number(input.people),
      cofSimul: Number(input.cofSimul) as SimultaneityFactor,
      choices: Object.fromEntries(
        APPLIANCES.map((appliance) => [
          appliance.name,
          {
            enabled: input[appliance.name],
            ...(appliance.options ? { option: input.waterHeaterOption } : {}),
            ...(appliance.multiple ? { quantity: parseDecimal(input.poolVolume, locale, { decimals: 2 }) ?? 0 } : {}),
          },
        ]),
      ),
    })),
  );
}
