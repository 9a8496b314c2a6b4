/** Keys that must never be copied from server data: they would reach Object.prototype. */
const FORBIDDEN = new Set(["__proto__", "prototype", "constructor"]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * spec §1: server settings "merged over built-in defaults (arrays replaced)". Objects merge key by
 * key, arrays and scalars from the server replace the default, and null/undefined from the server
 * keep the default. The result is a new object; neither input is changed.
 * @example mergeSettings({ a: [1], b: { c: 1 } }, { a: [2], b: { d: 2 } }) // { a: [2], b: { c: 1, d: 2 } }
 */
export function mergeSettings<T>(defaults: T, server: unknown): T {
  if (server === undefined || server === null) return defaults;
  if (isPlainObject(defaults) && isPlainObject(server)) {
    const out: Record<string, unknown> = { ...defaults };
    for (const [key, value] of Object.entries(server)) {
      if (FORBIDDEN.has(key)) continue;
      out[key] = key in defaults ? mergeSettings(defaults[key], value) : cloneData(value);
    }
    return out as T;
  }
  // A server value of another kind than the default (e.g. a string where an object is expected)
  // would break every reader of that setting: keep the default.
  if (defaults === null || defaults === undefined) return cloneData(server) as T;
  if (
    isPlainObject(defaults) !== isPlainObject(server) ||
    Array.isArray(defaults) !== Array.isArray(server) ||
    (!isPlainObject(defaults) && !Array.isArray(defaults) && typeof defaults !== typeof server)
  ) {
    return defaults;
  }
  return cloneData(server) as T;
}

function cloneData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneData);
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (!FORBIDDEN.has(key)) out[key] = cloneData(item);
    return out;
  }
  return value;
}
