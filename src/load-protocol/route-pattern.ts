/**
 * How a path of the portal matches a route's patterns (spec §2), shared by the portal's router
 * (src/domain/portal/routes.ts `matchRoute`), the loader (which preloads the area a page opens on) and
 * the build (which checks the loader's route table). Dependency-free.
 */

/** A path without query, fragment or trailing slash (except the root), with a leading slash, as the route table writes them. */
export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? "/";
  const withSlash = clean.startsWith("/") ? clean : `/${clean}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash;
}

/**
 * Whether a path fits one pattern (`/solicituts/:id`): as many segments, the fixed ones equal, each
 * `:name` one not empty.
 * @param path - a path as {@link normalisePath} writes it
 * @example fitsPattern("/solicituts/:id", "/solicituts/12") // true
 */
export function fitsPattern(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const have = path.split("/");
  return want.length === have.length && want.every((part, at) => (part.startsWith(":") ? have[at] !== "" : part === have[at]));
}

/**
 * The candidate and pattern that a path fits best: fixed segments win over parameters
 * (`/solicituts/crear` is not request "crear"), the first one on a tie.
 * @param path - a path as {@link normalisePath} writes it
 * @param candidates - each an item with its patterns
 * @example bestMatch("/factures", [["invoices", ["/factures", "/facturas"]]]) // ["invoices", "/factures"]
 */
export function bestMatch<T>(
  path: string,
  candidates: Iterable<readonly [item: T, patterns: readonly string[]]>,
): [item: T, pattern: string] | undefined {
  let best: [T, string] | undefined;
  let bestScore = -1;
  for (const [item, patterns] of candidates) {
    for (const pattern of patterns) {
      const score = pattern.split("/").filter((part) => part !== "" && !part.startsWith(":")).length;
      if (score > bestScore && fitsPattern(pattern, path)) {
        best = [item, pattern];
        bestScore = score;
      }
    }
  }
  return best;
}

/**
 * The parameters of a path that fits a pattern, decoded; null when one is not a valid escape (not a
 * path of ours).
 * @example patternParams("/solicituts/:id", "/solicituts/a%20b") // { id: "a b" }
 */
export function patternParams(pattern: string, path: string): Record<string, string> | null {
  const have = path.split("/");
  const params: Record<string, string> = {};
  try {
    pattern.split("/").forEach((part, at) => {
      if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(have[at] ?? "");
    });
    return params;
  } catch {
    return null;
  }
}
