/**
 * Argument checks for the public rules and validators (`ov-widgets/rules`, `ov-widgets/validation`):
 * a partner's JavaScript has no compiler to stop `needsSixPowers(16)`, which used to fail deep inside
 * with "Cannot read properties of undefined". Each public function checks what it was given first and
 * throws a `TypeError` that names the function, the argument, what it takes and what it got
 * (issue 37 item 9). TypeScript callers never meet it.
 */

/**
 * What an argument may be: `object` is an object (not null, not an array), `date` a valid Date, and
 * `number` any number, NaN included (the rules that take one say what NaN gives, e.g. a percentage of 0).
 */
export type ArgumentKind = "string" | "number" | "boolean" | "object" | "array" | "date" | "null" | "undefined";

const kindOf = (value: unknown): string => {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "invalid date" : "date";
  return typeof value;
};

/**
 * Throws unless `value` is one of `kinds`.
 * @param fn - the public function's name
 * @param name - the argument's name, as its documentation calls it
 * @param value - what the caller passed
 * @param kinds - what it may be (`"undefined"` for an optional one)
 * @throws {TypeError} "needsSixPowers: contract must be an object, got number"
 * @example expectArgument("needsSixPowers", "contract", contract, "object");
 */
export function expectArgument(fn: string, name: string, value: unknown, ...kinds: [ArgumentKind, ...ArgumentKind[]]): void {
  const kind = kindOf(value);
  if ((kinds as string[]).includes(kind)) return;
  const wanted = kinds.map((k) =>
    k === "object" || k === "array" ? `an ${k}` : k === "date" ? "a valid Date" : k === "null" || k === "undefined" ? k : `a ${k}`,
  );
  throw new TypeError(`${fn}: ${name} must be ${wanted.join(" or ")}, got ${kind}`);
}
