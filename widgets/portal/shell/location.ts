import { useState, useSyncExternalStore } from "react";

/** issue 8: `routing="history|hash|memory"`. */
export const ROUTING_MODES = ["history", "hash", "memory"] as const;
export type RoutingMode = (typeof ROUTING_MODES)[number];

export interface PortalLocation {
  /** The portal path, without the base path ("/factures"). */
  path: string;
  /** The query, without "?". */
  search: string;
  /** Goes to a portal path (with an optional query); `replace` for redirects, so Back does not loop. */
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The page address of a portal path, absolute (for `<a href>`, and return addresses given to the identity provider). */
  href(to: string): string;
  /**
   * Takes these names out of every query the session start reads them from (widgets/portal/shell/session.ts
   * `startQuery`): the page's, and the portal's own (after the hash with hash routing, kept in memory with
   * memory routing). A token must not stay in the address bar to be copied or logged.
   */
  forget(names: readonly string[]): void;
}

/** Strips the base path ("/oficina") from a page path; a path outside it is the portal's root. */
export function stripBase(pathname: string, basePath: string): string {
  const base = basePath.replace(/\/+$/, "");
  if (!base) return pathname || "/";
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : "/";
}

const subscribe = (event: "popstate" | "hashchange") => (notify: () => void) => {
  window.addEventListener(event, notify);
  // Our own pushState calls do not fire popstate: every portal on the page listens for this one too.
  window.addEventListener("ov-portal-location", notify);
  return () => {
    window.removeEventListener(event, notify);
    window.removeEventListener("ov-portal-location", notify);
  };
};
const subscribeHistory = subscribe("popstate");
const subscribeHash = subscribe("hashchange");
const announce = () => window.dispatchEvent(new Event("ov-portal-location"));

/** The query without these names, or null when it holds none of them. */
function without(search: string, names: readonly string[]): string | null {
  const query = new URLSearchParams(search);
  if (!names.some((name) => query.has(name))) return null;
  for (const name of names) query.delete(name);
  return query.toString();
}

/** Takes the names out of the page's query, and out of the query after its hash with hash routing (PortalLocation `forget`). */
function forgetInAddress(names: readonly string[], inHash: boolean): void {
  const url = new URL(location.href);
  const search = without(url.search, names);
  if (search !== null) url.search = search;
  const at = inHash ? url.hash.indexOf("?") : -1;
  const rest = at < 0 ? null : without(url.hash.slice(at + 1), names);
  if (rest !== null) url.hash = `${url.hash.slice(0, at)}${rest ? `?${rest}` : ""}`;
  if (search === null && rest === null) return;
  history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
  announce();
}

/**
 * The portal's location in one of three modes: `history` (real URLs under the base path, Back works),
 * `hash` (`#/factures`, for hosts that cannot route every path to the page) and `memory` (the page URL
 * never changes, for hosts that embed the portal in a page of their own).
 */
export function usePortalLocation(mode: RoutingMode, basePath: string, initialPath = "/"): PortalLocation {
  const href = () => (mode === "history" ? `${location.pathname}${location.search}` : location.hash);
  const historyHref = useSyncExternalStore(
    mode === "history" ? subscribeHistory : subscribeHash,
    href,
    // On a server, the page's address when it has one (the build's first screens render on the login's
    // address), else none: tags are never hydrated, so no client render has to agree with it.
    () => (typeof location === "undefined" ? "" : href()),
  );
  const [memory, setMemory] = useState(initialPath);

  if (mode === "memory") {
    const [path = "/", search = ""] = memory.split("?");
    // The page address never changes: a portal path is the page itself.
    return {
      path,
      search,
      navigate: (to) => setMemory(to),
      href: () => `${location.origin}${location.pathname}${location.search}`,
      forget: (names) => {
        forgetInAddress(names, false);
        const rest = without(search, names);
        if (rest !== null) setMemory(rest ? `${path}?${rest}` : path);
      },
    };
  }
  if (mode === "hash") {
    const [path = "/", search = ""] = historyHref.replace(/^#/, "").split("?");
    return {
      path: path || "/",
      search,
      navigate: (to, options) => {
        const url = `${location.pathname}${location.search}#${to}`;
        if (options?.replace) history.replaceState(history.state, "", url);
        else history.pushState(history.state, "", url);
        announce();
      },
      href: (to) => `${location.origin}${location.pathname}${location.search}#${to}`,
      forget: (names) => forgetInAddress(names, true),
    };
  }
  const [pathname = "/", search = ""] = historyHref.split("?");
  const base = basePath.replace(/\/+$/, "");
  const pageUrl = (to: string) => `${base}${to === "/" && base ? "" : to}` || "/";
  return {
    path: stripBase(pathname, base),
    search,
    navigate: (to, options) => {
      const url = pageUrl(to);
      if (options?.replace) history.replaceState(history.state, "", url);
      else history.pushState(history.state, "", url);
      announce();
    },
    href: (to) => `${location.origin}${pageUrl(to)}`,
    forget: (names) => forgetInAddress(names, false),
  };
}
