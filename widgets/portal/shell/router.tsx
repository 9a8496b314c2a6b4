import { createContext, use, useEffect, useEffectEvent, useLayoutEffect, useRef, type ReactNode, type RefObject } from "react";
import type { RouteName } from "../../../src/domain/portal/routes";
import type { PortalMenuLink } from "./area";
import type { PortalLocation } from "./location";

/** What the shell shows: a route of the table, or one of its own pages. */
export type ScreenName = RouteName | "notFound" | "maintenance";

/** Goes to a portal path (with an optional query); `replace` keeps Back from returning to where it left. */
export type PortalNavigate = (to: string, options?: { replace?: boolean }) => void;

/** The route on show, as a screen sees it. */
export interface PortalRoute {
  /** The route's name (or the shell's own page). */
  name: ScreenName;
  /** The portal path, without base path and query ("/factures"). */
  path: string;
  /** The path's parameters (`:contractName`, `:pageId`...). */
  params: Readonly<Record<string, string>>;
  /** The portal's query (in hash mode, the one after the hash). Read it; do not change it. */
  query: URLSearchParams;
  /**
   * Reads a one-shot value of the query (`action`, `promocode`, `payment_intent`) and takes it out of
   * the address through the portal's router (a replace, in every routing mode), so a reload or a copied
   * link does not run it twice. The value is kept while the route stays.
   * @returns the value, or null when the address never carried it on this route
   */
  consumeQuery(name: string): string | null;
}

interface RouterValue {
  route: PortalRoute;
  navigate: PortalNavigate;
  href: (to: string) => string;
  menu: readonly PortalMenuLink[];
  /** Takes the values read by `consumeQuery` out of the address (after the screen committed). */
  flush: () => void;
  /** No move of the visitor's own yet: the screens shown are those of the address the page opened on. */
  landing: boolean;
  /** The page's first screen has been drawn, or left. */
  firstScreenDrawn: boolean;
}

const RouterContext = createContext<RouterValue | null>(null);

function useRouter(): RouterValue {
  const router = use(RouterContext);
  if (!router) throw new Error("A portal screen renders inside <ov-portal> (its shell provides the router).");
  return router;
}

/**
 * The portal's navigation for a screen: goes to a portal path, tells the page (`ov-navigate`) and
 * moves the focus to the new screen, like the menu's links.
 * @returns the navigate function
 * @example const navigate = usePortalNavigate(); navigate(pathOf("login"));
 */
export function usePortalNavigate(): PortalNavigate {
  return useRouter().navigate;
}

/**
 * The route on show: its name, params and query, and `consumeQuery` for one-shot values.
 * @returns the route
 * @example const promocode = usePortalRoute().consumeQuery("promocode");
 */
export function usePortalRoute(): PortalRoute {
  const { route, flush } = useRouter();
  // After each commit of the calling screen: what it consumed leaves the address (a replace navigates,
  // which must not happen while React renders).
  useEffect(flush);
  return route;
}

/**
 * The page address of a portal path in the current routing mode (for `<a href>` and for return
 * addresses given to an identity provider).
 * @returns a function of the portal path
 * @example const href = usePortalHref(); href(pathOf("connect"))
 */
export function usePortalHref(): (to: string) => string {
  return useRouter().href;
}

/**
 * Focuses a screen's title when the screen appears (a new screen for screen-reader and keyboard users).
 * After a move of the visitor's: before the paint, so that a key pressed next does not go to the control
 * that just left, and scrolling the title into view (the shell scrolls no other way). On the screens of
 * the address the page opened on (redirects and forms that arrive later included): after the paint,
 * without scrolling, and only if nothing has the focus by then (a field the visitor already tapped, the
 * host page's own). The page stays where its host opened it (with 3000 px of host content above the
 * portal, a scrolling focus opened the page 2757 px down), and the first paint waits for no layout of the
 * focus's own (issue 20: focus() lays the page out at once, 38 to 43 ms of main thread at 4x CPU in the
 * login's profile, before its first field showed; with preventScroll too).
 * @param ref - the title (an `<h1 tabIndex={-1}>`)
 * @param key - focuses again when it changes (a dynamic page's id)
 * @example const titleRef = useRef<HTMLHeadingElement>(null); useScreenTitleFocus(titleRef);
 */
export function useScreenTitleFocus(ref: RefObject<HTMLElement | null>, key?: unknown): void {
  // Read when the title appears (or its key changes), not again. Outside the shell (a screen's own
  // test) a screen always follows a move.
  const landing = use(RouterContext)?.landing === true;
  const landingNow = useEffectEvent(() => landing);
  useLayoutEffect(() => {
    if (!landingNow()) {
      ref.current?.focus();
      return;
    }
    // After the frame that paints the screen: its animation frame callback runs before that paint, the
    // timer after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active === document.documentElement) ref.current?.focus({ preventScroll: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref, key]);
}

/**
 * Whether the page's first screen has been drawn (or left). What a screen shows below its first
 * controls and downloads code for waits for it, as the shell's page-wide parts do: the login's server
 * blocks, with the sanitiser. Requested in the login's first render, their chunk was a fourth request in
 * a row before the login's first field showed (issue 20: at most three).
 * @returns true once the shell has seen its first screen painted, or a navigation has left it
 * @example {useFirstScreenDrawn() && <GroupBlocks group="Login" />}
 */
export function useFirstScreenDrawn(): boolean {
  return useRouter().firstScreenDrawn;
}

/**
 * The menu's links as the shell shows them (an area may find its own there, e.g. a dynamic page's title).
 * @returns the links, in menu order
 * @example const title = usePortalMenu().find((link) => link.id === `dynamic:${pageId}`)?.label;
 */
export function usePortalMenu(): readonly PortalMenuLink[] {
  return useRouter().menu;
}

/**
 * Gives the screens of the shell their route and navigation (the shell renders it once, around
 * everything it shows). Consumed values are remembered per name with the path they were read on.
 */
export function PortalRouterProvider({
  location,
  name,
  params,
  navigate,
  menu,
  landing = false,
  firstScreenDrawn = true,
  children,
}: {
  location: PortalLocation;
  name: ScreenName;
  params: Readonly<Record<string, string>>;
  navigate: PortalNavigate;
  menu: readonly PortalMenuLink[];
  /** The screens shown are those of the address the page opened on (see {@link useScreenTitleFocus}); false unless said. */
  landing?: boolean;
  /** The page's first screen has been drawn or left (see {@link useFirstScreenDrawn}); true unless said. */
  firstScreenDrawn?: boolean;
  children: ReactNode;
}) {
  const kept = useRef(new Map<string, { path: string; value: string }>());
  const pending = useRef(new Set<string>());
  // The location of the last render: a flush after a later render must not restore an older query.
  const latest = useRef(location);
  // Layout effects run before the passive effects of the same commit, where the screens flush.
  useLayoutEffect(() => {
    latest.current = location;
  });
  const { path, search } = location;
  // A consumed value belongs to the visit of its route: leaving the route forgets it.
  useLayoutEffect(() => {
    for (const [key, entry] of kept.current) if (entry.path !== path) kept.current.delete(key);
  }, [path]);

  // A new value on each render of the shell: its location, params and navigate are new objects each time.
  const query = new URLSearchParams(search);
  const value: RouterValue = {
    route: {
      name,
      path,
      params,
      query,
      consumeQuery(key) {
        const value = query.get(key);
        if (value !== null) {
          kept.current.set(key, { path, value });
          pending.current.add(key);
          return value;
        }
        const remembered = kept.current.get(key);
        return remembered?.path === path ? remembered.value : null;
      },
    },
    navigate,
    href: location.href,
    menu,
    landing,
    firstScreenDrawn,
    flush() {
      if (pending.current.size === 0) return;
      const current = latest.current;
      const rest = new URLSearchParams(current.search);
      let changed = false;
      for (const key of pending.current) {
        if (rest.has(key)) {
          rest.delete(key);
          changed = true;
        }
      }
      pending.current.clear();
      if (!changed) return;
      const left = rest.toString();
      current.navigate(`${current.path}${left ? `?${left}` : ""}`, { replace: true });
    },
  };

  return <RouterContext value={value}>{children}</RouterContext>;
}
