import { bestMatch, normalisePath } from "../../src/load-protocol/route-pattern";
import type { PortalAreaWave } from "../../src/load-protocol/table";
import { TABLE } from "./table";

/**
 * The portal's path in the page's address (widgets/portal/shell/location.ts): `routing` history, under
 * `base-path`, or hash, as src/domain/portal/routes.ts `normalisePath` writes it (no query or fragment, a
 * leading slash, no trailing one: src/load-protocol/route-pattern.ts); null with memory routing, which starts at the portal's home.
 */
export function portalPath(element: Element): string | null {
  const routing = element.getAttribute("routing");
  if (routing === "memory") return null;
  let path = routing === "hash" ? location.hash.replace(/^#/, "") : location.pathname;
  if (routing !== "hash") {
    const base = (element.getAttribute("base-path") ?? "").replace(/\/+$/, "");
    if (base) path = path === base ? "/" : path.startsWith(`${base}/`) ? path.slice(base.length) : "/";
  }
  return normalisePath(`/${path}`.replace(/^\/+/, "/"));
}

/**
 * The portal's area that the page's address opens, for `<ov-portal>`: the area whose route matches
 * {@link portalPath} best (src/load-protocol/route-pattern.ts, the router's own matcher), if that route
 * is for this visitor.
 * @returns the area's entry of the table, or undefined
 */
export function portalArea(element: Element | null, signedIn: boolean): PortalAreaWave | undefined {
  // `load("ov-portal")` names no element: its routing is unknown until the tag is on the page.
  const path = element ? portalPath(element) : null;
  if (path === null) return undefined;
  const routes = (TABLE?.p ?? []).flatMap((area) =>
    area[2].map(([patterns, visitors]) => [[area, visitors], patterns.split("|")] as const),
  );
  const [area, visitors] = bestMatch(path, routes)?.[0] ?? [];
  return visitors === (signedIn ? 2 : 1) ? undefined : area;
}
