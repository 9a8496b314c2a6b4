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

/**
 * The portal's location in one of three modes: `history` (real URLs under the base path, Back works),
 * `hash` (`#/factures`, for hosts that cannot route every path to the page) and `memory` (the page URL
 * never changes, for hosts that embed the portal in a page of their own).
 */
export function usePortalLocation(mode: RoutingMode, basePath: string, initialPath = "/"): PortalLocation {
  const historyHref = useSyncExternalStore(
    mode === "history" ? subscribeHistory : subscribeHash,
    () => (mode === "history" ? `${location.pathname}${location.search}` : location.hash),
    () => "",
  );
  const [memory, setMemory] = useState(initialPath);

  if (mode === "memory") {
    const [path = "/", search = ""] = memory.split("?");
    // The page address never changes: a portal path is the page itself.
    return { path, search, navigate: (to) => setMemory(to), href: () => `${location.origin}${location.pathname}${location.search}` };
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
  };
}
