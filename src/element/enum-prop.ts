import { warnOnce } from "../runtime/config";

/**
 * Reads an attribute that takes one of a few values. An unknown value falls back to the default
 * with one console warning (issue 2 "Bad input": `energy="water"` never blanks the tag).
 * @param tag the tag name, for the warning
 * @param name the attribute name
 * @example const energy = enumProp("ov-comparator", "energy", props.energy, ["electricity", "gas"], "electricity");
 */
export function enumProp<T extends string>(tag: string, name: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null || value === "") return fallback;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
  warnOnce(`<${tag}>: unknown ${name}="${String(value)}", using "${fallback}" (one of: ${allowed.join(", ")})`);
  return fallback;
}
