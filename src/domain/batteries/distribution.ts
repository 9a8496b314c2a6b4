import { expectArgument } from "../arguments";
/**
 * The virtual battery's percentages (portal-spec §2 "Virtual battery panel", "Distribution preview";
 * calls §7.5 "The preview is computed on the client"), free of React and of the API's shapes: the
 * preview of the slider, the clamp of the percentage field and the activity of an assignment by dates.
 */

/** portal-spec §5 "Battery percentage: integer 0 to 100": the lowest share. */
export const BATTERY_PERCENT_MIN = 0;
/** portal-spec §5 "Battery percentage: integer 0 to 100": the highest share, and the sum of the active shares. */
export const BATTERY_PERCENT_MAX = 100;

/** One assignment of a battery as the preview needs it (portal-spec §3 `id`, `pes`, active by dates). */
export interface DistributionInput {
  /** The assignment's id (the contract's share in the battery). */
  id: string | number;
  /** portal-spec §3 `pes`: the weight that shares the rest; 0 is locked. */
  weight: number;
  /** Active by its dates today (see {@link isActiveOn}). */
  active: boolean;
}

/**
 * Clamps a typed battery percentage to an integer 0–100 (portal-spec §5 "Battery percentage: integer
 * 0 to 100; out-of-range clamped"). Decimals are rounded; what is not a number becomes 0.
 * @param value - the typed value
 * @returns the integer the field keeps
 * @example clampBatteryPercentage(140) // 100
 */
export function clampBatteryPercentage(value: number): number {
  expectArgument("clampBatteryPercentage", "value", value, "number");
  if (!Number.isFinite(value)) return value === Infinity ? BATTERY_PERCENT_MAX : BATTERY_PERCENT_MIN;
  return Math.min(BATTERY_PERCENT_MAX, Math.max(BATTERY_PERCENT_MIN, Math.round(value)));
}

/**
 * Whether an assignment is active on a day (portal-spec §3: "Active if now is after data_inici and
 * before data_final (or no end)"). The end day is exclusive, as the server ends a moved share "today".
 * @param dates - `startDate` and `endDate` as `YYYY-MM-DD` (null: open)
 * @param today - the day, `YYYY-MM-DD` in the same calendar
 * @returns true when `startDate <= today < endDate`
 * @example isActiveOn({ startDate: "2024-01-01", endDate: null }, "2025-06-15") // true
 */
export function isActiveOn(dates: { startDate: string | null; endDate: string | null }, today: string): boolean {
  expectArgument("isActiveOn", "dates", dates, "object");
  expectArgument("isActiveOn", "today", today, "string");
  return (dates.startDate === null || dates.startDate <= today) && (dates.endDate === null || dates.endDate > today);
}

/**
 * The distribution preview of a battery (portal-spec §2 "Distribution preview: a slider 0 to 100 sets
 * the share of the current contract; other active assignments are rescaled in proportion to their
 * weight (pes); weight 0 means locked; inactive get 0%; if all weights are 0, equal weights apply").
 *
 * The current assignment gets `sharePercent` (clamped to 0–100; 0 when it is itself inactive). The rest
 * goes to the other active assignments by weight: weight 0 takes none of it; when every other active
 * weight is 0 they share it equally. The shares add up to 100 whenever another assignment is active;
 * with none, the current one keeps its share alone. Fractions are kept (the caller rounds to show).
 * @param assignments - every assignment of the battery, the current one included
 * @param currentId - the id of the current contract's assignment
 * @param sharePercent - the slider's value
 * @returns the percentage of every assignment by id
 * @example batteryDistribution([{ id: 1, weight: 60, active: true }, { id: 2, weight: 30, active: true }, { id: 3, weight: 10, active: true }], 1, 40)
 * // { 1: 40, 2: 45, 3: 15 }
 */
export function batteryDistribution(
  assignments: ReadonlyArray<{ id: string | number; weight: number; active: boolean }>,
  currentId: string | number,
  sharePercent: number,
): Record<string, number> {
  expectArgument("batteryDistribution", "assignments", assignments, "array");
  expectArgument("batteryDistribution", "currentId", currentId, "string", "number");
  expectArgument("batteryDistribution", "sharePercent", sharePercent, "number");
  const share = Number.isNaN(sharePercent)
    ? BATTERY_PERCENT_MIN
    : Math.min(BATTERY_PERCENT_MAX, Math.max(BATTERY_PERCENT_MIN, sharePercent));
  const current = assignments.find((assignment) => String(assignment.id) === String(currentId));
  const others = assignments.filter((assignment) => assignment !== current && assignment.active);
  // A negative or unreadable weight takes no part, like a locked one.
  const weightOf = (assignment: DistributionInput) => (Number.isFinite(assignment.weight) && assignment.weight > 0 ? assignment.weight : 0);
  const total = others.reduce((sum, assignment) => sum + weightOf(assignment), 0);
  const rest = BATTERY_PERCENT_MAX - share;
  const result: Record<string, number> = {};
  for (const assignment of assignments) result[String(assignment.id)] = 0;
  if (current?.active) result[String(current.id)] = share;
  else if (current) result[String(current.id)] = BATTERY_PERCENT_MIN;
  // The current share is what the slider says only when it can take it: an inactive current stays at
  // 0 (spec §2 "inactive get 0%") and the whole battery goes to the others.
  const toShare = current && !current.active ? BATTERY_PERCENT_MAX : rest;
  for (const other of others) {
    // spec §2: "if all weights are 0, equal weights apply".
    result[String(other.id)] = total > 0 ? (toShare * weightOf(other)) / total : toShare / others.length;
  }
  return result;
}

/**
 * The shares of a battery's other contracts, from the battery's percentages (calls §3 "Battery
 * percentages: bateria_id, percentage": one per assignment, naming no contract). The contract's own
 * share is the one nearest its assignment's `pes_percentatge`, and is left out; when two are as near,
 * the first goes (they are the same number). Without an own share (`own` null: the contract has none
 * in this battery), every share is another contract's.
 * @param percentages - the battery's percentages, in the server's order
 * @param own - the contract's own share (its assignment's `pes_percentatge`), or null
 * @returns the other contracts' shares, in the server's order
 * @example otherShares([62.5, 37.5, 0], 37.5) // [62.5, 0]
 */
export function otherShares(percentages: readonly number[], own: number | null): number[] {
  expectArgument("otherShares", "percentages", percentages, "array");
  expectArgument("otherShares", "own", own, "number", "null");
  if (own === null) return [...percentages];
  let nearest = -1;
  percentages.forEach((percentage, index) => {
    const best = percentages[nearest];
    if (best === undefined || Math.abs(percentage - own) < Math.abs(best - own)) nearest = index;
  });
  return percentages.filter((_, index) => index !== nearest);
}
