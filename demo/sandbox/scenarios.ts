import type { Scenario } from "./types.ts";

/** Every scenario of issue 3, in the order the demo panel lists them. Documented in README.md. */
export const SCENARIOS: readonly Scenario[] = [
  "normal",
  "down",
  "slow",
  "error500",
  "malformed",
  "token_expired",
  "maintenance",
  "lead_refused",
];

export function isScenario(value: unknown): value is Scenario {
  return typeof value === "string" && (SCENARIOS as readonly string[]).includes(value);
}

/** The header and query names that pick a scenario for one request (issue 3 §4). */
export const SCENARIO_HEADER = "x-ov-scenario";
export const SCENARIO_QUERY = "ov-scenario";

/** The window the `maintenance` scenario announces (spec §8.1: optional start and end date and time). */
export function maintenanceWindow(now: Date): { start: string; end: string } {
  const start = new Date(now.getTime() - 60 * 60 * 1000);
  const end = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}
