import type { Method, Route } from "./types.ts";

/** A route with its path split once into segments. */
interface CompiledRoute {
  route: Route;
  segments: string[];
  /** More literal segments win over `:param` ones (`contracts/list-info/` before `contracts/:name/`). */
  literals: number;
}

export type Match =
  | { kind: "found"; route: Route; params: Record<string, string> }
  /** The endpoint exists, but not under this version (spec §7: the client then falls back). */
  | { kind: "wrong_version" }
  | { kind: "wrong_method"; allowed: Method[] }
  | { kind: "none" };

/**
 * Splits an endpoint into segments. Empty segments are dropped, so a trailing slash is optional and the
 * double slash of `html_dinamic_elements//{pageId}` (spec §7.3) matches `html_dinamic_elements/:pageId`.
 */
export function splitPath(path: string): string[] {
  return path.split("/").filter((segment) => segment.length > 0);
}

export function createRouter(routes: readonly Route[]) {
  const compiled: CompiledRoute[] = routes
    .map((route) => {
      const segments = splitPath(route.path);
      return { route, segments, literals: segments.filter((s) => !s.startsWith(":")).length };
    })
    .sort((a, b) => b.literals - a.literals);

  function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
    if (pattern.length !== actual.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < pattern.length; i += 1) {
      const want = pattern[i] as string;
      const got = actual[i] as string;
      if (want.startsWith(":")) {
        try {
          params[want.slice(1)] = decodeURIComponent(got);
        } catch {
          params[want.slice(1)] = got;
        }
      } else if (want !== got) return null;
    }
    return params;
  }

  return {
    match(method: string, endpoint: string, version: number): Match {
      const actual = splitPath(endpoint);
      let wrongVersion = false;
      const allowed = new Set<Method>();
      for (const entry of compiled) {
        const params = matchSegments(entry.segments, actual);
        if (!params) continue;
        if (entry.route.method !== method) {
          if (entry.route.versions.includes(version)) allowed.add(entry.route.method);
          continue;
        }
        if (!entry.route.versions.includes(version)) {
          wrongVersion = true;
          continue;
        }
        return { kind: "found", route: entry.route, params };
      }
      if (allowed.size > 0) return { kind: "wrong_method", allowed: [...allowed] };
      return wrongVersion ? { kind: "wrong_version" } : { kind: "none" };
    },
  };
}
