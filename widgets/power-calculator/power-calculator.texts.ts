import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { powerCalculatorMessageIds as ids, type ApplianceName } from "../../src/domain/power-calculator";
import { fieldErrorText } from "../../src/forms/validation-messages";

/** The appliances' names (spec §9), translated. */
export const APPLIANCE_LABELS: Record<ApplianceName, MessageDescriptor> = {
  heater: msg({ id: "powerCalculator.appliance.heater", message: "Electric heater" }),
  heating: msg({ id: "powerCalculator.appliance.heating", message: "Electric heating" }),
  waterHeater: msg({ id: "powerCalculator.appliance.waterHeater", message: "Water heater" }),
  dishwasher: msg({ id: "powerCalculator.appliance.dishwasher", message: "Dishwasher" }),
  washer: msg({ id: "powerCalculator.appliance.washer", message: "Washing machine" }),
  dryer: msg({ id: "powerCalculator.appliance.dryer", message: "Dryer" }),
  oven: msg({ id: "powerCalculator.appliance.oven", message: "Oven" }),
  hob: msg({ id: "powerCalculator.appliance.hob", message: "Hob" }),
  airConditioner: msg({ id: "powerCalculator.appliance.airConditioner", message: "Air conditioning" }),
  microwave: msg({ id: "powerCalculator.appliance.microwave", message: "Microwave" }),
  fridge: msg({ id: "powerCalculator.appliance.fridge", message: "Fridge" }),
  tv: msg({ id: "powerCalculator.appliance.tv", message: "Television" }),
  electricVehicle: msg({ id: "powerCalculator.appliance.electricVehicle", message: "Electric vehicle" }),
  pool: msg({ id: "powerCalculator.appliance.pool", message: "Swimming pool" }),
  heatingOil: msg({ id: "powerCalculator.appliance.heatingOil", message: "Heating oil boiler" }),
};

const RULES: Record<string, MessageDescriptor> = {
  [ids.wholePositive]: msg({ id: "powerCalculator.rule.wholePositive", message: "Enter a whole number greater than zero" }),
  [ids.volume]: msg({ id: "powerCalculator.rule.volume", message: "Enter the pool's volume in m³" }),
  [ids.noAppliance]: msg({ id: "powerCalculator.rule.noAppliance", message: "Switch on at least one appliance that uses electricity" }),
};

/** The translated message of a calculator field error. */
export function ruleText(i18n: I18n, error: { message?: string; type?: unknown } | undefined): string | undefined {
  if (!error) return undefined;
  const own = error.message ? RULES[error.message] : undefined;
  return own ? i18n._(own) : fieldErrorText(i18n, error);
}
