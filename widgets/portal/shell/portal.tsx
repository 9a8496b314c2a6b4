import { useLingui } from "@lingui/react/macro";
import { useStore } from "zustand";
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from "react";
import { afterLogin, maintenanceBypassed, matchRoute, pathOf, resolveVisit } from "../../../src/domain/portal/routes";
import { enumProp } from "../../../src/element/enum-prop";
import { WidgetErrorBoundary } from "../../../src/element/error-boundary";
import { Lazy, retryableChunk } from "../../../src/element/retryable-chunk";
import { useQuery } from "../../../src/runtime/query";
// eslint-disable-next-line no-restricted-syntax -- the menu's key composes the areas' sources' keys (see MENU_KEY)
import { queryKey } from "../../../src/runtime/query-key";
import { handleLoginRequests } from "../../../src/runtime/login-request";
import { isFeatureEnabled } from "../../../src/runtime/settings";
import { useCanModify } from "../../../src/runtime/use-can-modify";
import { afterFirstPaint } from "../../../src/runtime/after-first-paint";
import { safeHttpUrl } from "../../../src/domain/safe-url";
import {
  useApi,
  useEmit,
  useFlags,
  useLogout,
  usePublicSettingsKnown,
  useRuntime,
  useSession,
  useSettings,
} from "../../../src/runtime/widget-context";
import { Alert } from "../../../src/ui/alert";
import { Button } from "../../../src/ui/button";
import { RetryFailure } from "../../../src/ui/retry-failure";
import { Spinner } from "../../../src/ui/spinner";
import type { PortalMenuLink } from "./area";
import { preloadArea } from "./area-preload";
import { AreaPageWide, AreaScreen, AreaTexts, areaStyles, routeTable } from "./area-view";
import { AREAS } from "./areas";
import { PortalHeader, type PortalBrand } from "./header";
import { ROUTING_MODES, usePortalLocation, type PortalLocation } from "./location";
import { PortalMenu } from "./menu";
import { ErrorPage, MaintenancePage, NotFoundPage, VersionPage } from "./pages";
import { usePageViews } from "./page-views";
import { PortalRouterProvider, type PortalNavigate, type ScreenName } from "./router";
import { providerLogout, useSessionStart } from "./session";

export const TAG = "ov-portal";

// The page-wide pieces (cookie consent, help, footer) are not needed to route or to log in: loaded once the
// first screen shows (issue 20 item 3: on the login screen they were 6.5 kB gzip and 6 requests before its
// first field; requested with the shell they were a fourth hop).
const pageWide = retryableChunk(() => import("./page-wide").then((module) => module.PageWide));

/** Which area renders each route (areas.ts is the list; a route belongs to one area). */
const ROUTE_TABLE = routeTable(AREAS);
/** The menu links known from the server (dynamic pages), one request for all of them. */
const MENU_SOURCES = AREAS.flatMap((area) => (area.menuSource ? [area.menuSource] : []));
/**
 * The key of the menu's server links: the sources' own keys, one after the other (made here, not by a
 * factory of src/api, because the shell composes the areas' sources). With one source it is that
 * source's key, so its module's `all` reloads the links too.
 */
const MENU_KEY = MENU_SOURCES.length > 0 ? queryKey(...MENU_SOURCES.map((source) => source.key)) : null;
/** The areas' pieces around some screens (banners, coupons), each downloaded only where it shows. */
const AREA_PAGE_WIDE = AREAS.flatMap((area) => {
  const part = area.pageWide;
  if (!part) return [];
  // With the area's CSS, as a slot's part has it (slots.tsx).
  return [
    {
      area,
      screens: part.screens,
      chunk: retryableChunk(() => Promise.all([part.load(), areaStyles(area).load()]).then(([component]) => component)),
    },
  ];
});

export interface PortalProps {
  basePath?: unknown;
  routing?: unknown;
  cookieConsent?: unknown;
  help?: unknown;
  logo?: unknown;
  logoAlt?: unknown;
}

/** What the portal leaves to the host page (issue 37 item 8; widgets/portal/surface.ts). */
export interface HostPieces {
  /** The portal draws its cookie banner and Cookie settings button (`cookie-consent="portal"`). */
  consent: boolean;
  /** The portal draws its Help button, among the header's tools (`help="portal"`). */
  help: boolean;
}

/**
 * The `logo` attribute through the safe-URL rule (src/domain/safe-url.ts), after resolving an address
 * relative to the page (a page's own `/img/logo.svg`): only http(s) reaches the `<img>`.
 */
function logoAddress(value: unknown): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  try {
    return safeHttpUrl(new URL(value.trim(), document.baseURI).href);
  } catch {
    return null;
  }
}

/**
 * `<ov-portal>`: the shell of the customer portal (spec §1, §2): routing with the three protection
 * levels, the header with its menu, the session UI and the page-wide pieces. The screens come from
 * the areas of `./areas.ts`, each its own chunk and catalog.
 */
export function Portal(props: PortalProps) {
  const mode = enumProp(TAG, "routing", props.routing, ROUTING_MODES, "history");
  const basePath = typeof props.basePath === "string" ? props.basePath : "";
  const location = usePortalLocation(mode, basePath);
  const consent = enumProp(TAG, "cookie-consent", props.cookieConsent, ["portal", "host"], "portal") === "portal";
  const help = enumProp(TAG, "help", props.help, ["portal", "none"], "portal") === "portal";
  const own = useMemo<HostPieces>(() => ({ consent, help }), [consent, help]);
  const logo = logoAddress(props.logo);
  const logoAlt = typeof props.logoAlt === "string" ? props.logoAlt.trim() : "";
  const brand = useMemo<PortalBrand>(() => ({ logo, name: logoAlt }), [logo, logoAlt]);
  return <PortalShell location={location} own={own} brand={brand} />;
}

function PortalShell({ location, own, brand }: { location: PortalLocation; own: HostPieces; brand: PortalBrand }) {
  const { t, i18n } = useLingui();
  const runtime = useRuntime();
  const api = useApi();
  const emit = useEmit();
  const settings = useSettings((all) => all);
  const flags = useFlags();
  const signedIn = useSession((session) => session.status === "authenticated");
  // calls §8.1 "Settings fetch failure: defaults used; context may show 'Error fetching settings'": the
  // portal goes on with the built-in settings and says so, with a retry, rather than hiding menus and
  // options without a word (issue 36, item 8). The same for the feature flags.
  const settingsFailure = useStore(runtime.settings, (state) =>
    state.publicStatus === "error" || state.privateStatus === "error"
      ? state.error
      : state.flagsStatus === "error"
        ? state.flagsError
        : null,
  );
  const readOnly = useSession((session) => session.claims?.readonly === true);
  const query = new URLSearchParams(location.search);
  const start = useSessionStart(location);
  // A visitor's screens may draw with the built-in settings before the public ones answer (useSessionStart),
  // but a redirect is not taken back: where it leads waits for them (the home may be public or the login).
  const settingsKnown = usePublicSettingsKnown();
  // spec §2 Other: "A maintenance-bypass cookie exists": a tester with it sees the portal during maintenance.
  const maintenanceBypass = settings.maintenance.enabled && maintenanceBypassed(document.cookie, settings.maintenance.bypassCookie);
  const visit = resolveVisit({ path: location.path, query, signedIn, settings, maintenanceBypass });
  const { reason: readOnlyReason } = useCanModify();
  const mainRef = useRef<HTMLElement>(null);

  // spec §7.3: the dynamic pages' links, signed in only.
  const serverLinks = useQuery(signedIn ? MENU_KEY : null, async (signal) => {
    // One source that fails leaves the others' links in the menu.
    const answers = await Promise.allSettled(MENU_SOURCES.map((source) => source.load(api, signal)));
    if (answers.length > 0 && answers.every((answer) => answer.status === "rejected")) throw (answers[0] as PromiseRejectedResult).reason;
    return answers.flatMap((answer) => (answer.status === "fulfilled" ? answer.value : []));
  });

  // Redirects replace the history entry: Back does not bounce through them. Nothing moves until the
  // session start has decided who is here, or a stored session would be sent to login first. A layout
  // effect: the redirect's spinner in place of the whole portal is never painted (React runs a plain effect
  // in a task after the commit, which a paint may come before: a chain such as login → home → invoices
  // could flash it twice).
  const redirectTo = start.phase === "ready" && settingsKnown && visit.kind === "redirect" ? visit.to : null;
  useLayoutEffect(() => {
    if (redirectTo) location.navigate(redirectTo, { replace: true });
  }, [redirectTo, location]);

  // The area a path shows starts downloading (shell/area-preload.ts) once the path is known, before the
  // route changes: on the login's submit, its chunks arrive while the login call and the session start
  // run; on a menu entry pointed at, focused or pressed, while the hand moves or the click completes.
  // Nothing is fetched on a guess on a phone: a touch enters and presses an entry only in the tap that
  // follows it, and a submit leads to the path (or, on a refused password, to the next attempt's). Only
  // a mouse passing over entries or keyboard focus walking the menu preloads areas not opened (desktop).
  const preloadPath = (to: string) => {
    const visitOf = (path: string) =>
      resolveVisit({ path: path.split("?")[0] ?? path, query: new URLSearchParams(), signedIn: true, settings, maintenanceBypass });
    const first = visitOf(to);
    // The home redirects to the invoices (spec §2 Home): one redirect is followed.
    const target = first.kind === "redirect" ? visitOf(first.to) : first;
    const screen = target.kind === "render" ? target.screen : "notFound";
    const area = screen === "notFound" || screen === "maintenance" ? undefined : ROUTE_TABLE.get(screen)?.area;
    if (area) preloadArea(area.name);
  };

  const navigated = useRef(false);
  // Any navigation in the portal, a redirect included: the first screen has been left (useFirstScreenDrawn).
  const [navigatedOnce, setNavigatedOnce] = useState(false);
  // A move of the visitor's own (a link, a button, a submit: a navigation that adds a history entry; Back
  // and Forward): until then the portal shows the screens of the address the page opened on, redirects
  // and screens whose forms arrive later included (useScreenTitleFocus).
  const [visitorMoved, setVisitorMoved] = useState(false);
  useEffect(() => {
    // Only the visitor fires these: the portal's own navigations use pushState and replaceState.
    const moved = () => setVisitorMoved(true);
    window.addEventListener("popstate", moved);
    window.addEventListener("hashchange", moved);
    return () => {
      window.removeEventListener("popstate", moved);
      window.removeEventListener("hashchange", moved);
    };
  }, []);
  const go: PortalNavigate = (to, options) => {
    navigated.current = true;
    setNavigatedOnce(true);
    if (!options?.replace) setVisitorMoved(true);
    location.navigate(to, options);
    emit("ov-navigate", { path: to });
  };
  // A widget mounted at a route asks to go somewhere (the contracting wizard's Go home, spec §2): the
  // portal routes there itself instead of letting the tag load a new page.
  // (No dependency list: the listener is renewed with each render's `go`.)
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const onNavigate = (event: Event) => {
      const detail = (event as CustomEvent<{ path?: unknown }>).detail;
      if (!event.cancelable || typeof detail?.path !== "string" || !detail.path.startsWith("/")) return;
      event.preventDefault();
      go(detail.path);
    };
    main.addEventListener("ov-navigate", onNavigate);
    return () => main.removeEventListener("ov-navigate", onNavigate);
  });
  // A new screen after a navigation: a screen that focused its own title keeps it; otherwise the main
  // region takes focus, so a screen reader starts there and not on the link left behind.
  useEffect(() => {
    if (!navigated.current) return;
    navigated.current = false;
    const main = mainRef.current;
    const active = main ? (main.getRootNode() as ShadowRoot | Document).activeElement : null;
    if (main && !(active && main.contains(active))) main.focus();
  }, [location.path]);
  // The runtime signs out, forgets the drafts and fires ov-logout, for the header's button and for the
  // exit of the session-expired dialog it shows (spec §4 Session); where to go next is the portal's say.
  // Its code downloads once someone is signed in (the loader's wave carries it for a stored session).
  const logout = useLogout(signedIn);
  // calls §8 "Logout failure: cannot leave the session": said, with the button there to try again.
  const [logoutFailed, setLogoutFailed] = useState(false);
  // The page-wide pieces wait for the first screen (afterFirstPaint), so their download does not compete
  // with the screen's own files.
  const [firstScreenShown, setFirstScreenShown] = useState(false);
  const onScreenShown = useCallback(() => afterFirstPaint(() => setFirstScreenShown(true)), []);
  const loginTarget = matchRoute(pathOf("login"), settings) ? pathOf("login") : "/";
  const afterLogout = useEffectEvent(({ openidToken }: { openidToken: string | null }) => {
    // spec §4: "with OpenID, redirects to the provider logout with the stored openid token".
    if (providerLogout(settings, openidToken, location.href(loginTarget))) return;
    location.navigate(loginTarget, { replace: true });
  });
  useEffect(() => runtime.sessionUi.getState().setLogoutHandler((context) => afterLogout(context)), [runtime]);
  // Another tag on the page asks for a login (the price alerts' Sign in): the portal opens its own.
  const openLogin = useEffectEvent(() => go(pathOf("login")));
  const loginHref = matchRoute(pathOf("login"), settings) ? location.href(pathOf("login")) : null;
  useEffect(
    () => (loginHref ? handleLoginRequests(runtime, { href: loginHref, open: () => openLogin() }) : undefined),
    [runtime, loginHref],
  );

  // A page view is a screen shown: not the start, not a redirect on its way elsewhere.
  const viewed = start.phase === "error" ? "error" : start.phase === "ready" && visit.kind === "render" ? visit.screen : null;
  usePageViews(viewed ? { screen: viewed, path: location.path } : null);

  if (start.phase === "starting") return <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />;
  const errorStatus = start.phase === "error" ? start.status : null;
  if (visit.kind === "redirect" && errorStatus === null) return <Spinner label={t({ id: "portal.redirecting", message: "Loading…" })} />;

  const screen: ScreenName = visit.kind === "render" ? visit.screen : "loading";
  const params = visit.kind === "render" ? visit.params : {};
  const loginAvailable = matchRoute(pathOf("login"), settings) !== null;
  const continueToLogin = () => {
    runtime.session.getState().signOut();
    // A failed start must not run again on the same address: the start's values are already gone from it.
    window.location.assign(location.href(loginAvailable ? pathOf("login") : "/"));
  };
  const content = (() => {
    if (errorStatus !== null) return <ErrorPage status={errorStatus} onContinue={continueToLogin} />;
    if (screen === "maintenance") return <MaintenancePage start={settings.maintenance.start} end={settings.maintenance.end} />;
    if (screen === "loading") return <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />;
    if (screen === "version") return <VersionPage />;
    const route = screen === "notFound" ? undefined : ROUTE_TABLE.get(screen);
    if (route)
      return (
        <AreaScreen
          route={route}
          spinner={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}
          onShown={firstScreenShown ? undefined : onScreenShown}
        />
      );
    return <NotFoundPage onHome={() => go("/")} />;
  })();
  const bare = visit.kind === "render" && visit.bare;
  // An area's screen shows after its chunk and texts arrive; the other pages (errors, maintenance) at once.
  const waitsForScreen =
    !firstScreenShown && errorStatus === null && screen !== "notFound" && screen !== "maintenance" && ROUTE_TABLE.has(screen);
  const vertical = settings.features.headerMode === "vertical";

  const audience = signedIn ? "customer" : "visitor";
  const links: PortalMenuLink[] = AREAS.flatMap((area) =>
    (area.menu ?? [])
      .filter(
        (entry) =>
          entry.audience === audience &&
          matchRoute(pathOf(entry.route), settings) &&
          (!entry.when || entry.when(settings)) &&
          (!entry.flag || isFeatureEnabled(flags, entry.flag)),
      )
      .map((entry): PortalMenuLink => {
        const external = entry.external?.(settings) ?? null;
        return {
          id: entry.route,
          to: external ?? pathOf(entry.route),
          label: i18n._(entry.label),
          order: entry.order,
          ...(external ? { external: true } : {}),
          ...(entry.modifies && readOnlyReason ? { disabledReason: readOnlyReason } : {}),
        };
      }),
  )
    .concat(signedIn ? (serverLinks.data ?? []) : [])
    .sort((a, b) => a.order - b.order);
  const areaPageWide = AREA_PAGE_WIDE.filter((part) => part.screens.includes(screen)).map(({ area, chunk }) => {
    const part = (
      <Lazy key={area.name} chunk={chunk}>
        {(Part) => <AreaPageWide area={area} Part={Part} screen={screen} />}
      </Lazy>
    );
    return area.catalog ? (
      <AreaTexts key={area.name} area={area.catalog.area} fallback={null}>
        {part}
      </AreaTexts>
    ) : (
      part
    );
  });

  return (
    <PortalRouterProvider
      location={location}
      name={screen}
      params={params}
      navigate={go}
      menu={links}
      landing={!visitorMoved}
      firstScreenDrawn={firstScreenShown || navigatedOnce}
    >
      <div className={`ov-portal ov-portal--${vertical ? "vertical" : "horizontal"}`}>
        {!bare && (
          <PortalHeader
            menu={
              <nav aria-label={t({ id: "portal.nav.label", message: "Main menu" })}>
                <PortalMenu
                  links={links}
                  current={location.path}
                  grouped={vertical && settings.features.sidebarGroup === true}
                  onIntent={preloadPath}
                />
              </nav>
            }
            session={
              signedIn ? (
                // spec §2 Other: "logout at the bottom" of the side menu in the vertical header (shell.styles.ts).
                <Button
                  variant="secondary"
                  size="small"
                  className="ov-portal__logout"
                  onClick={() => void logout().then((done) => setLogoutFailed(!done))}
                >
                  {t({ id: "portal.logout", message: "Log out" })}
                </Button>
              ) : (
                screen !== "login" &&
                loginAvailable && (
                  <Button variant="secondary" size="small" onClick={() => go(pathOf("login"))}>
                    {t({ id: "portal.login", message: "Log in" })}
                  </Button>
                )
              )
            }
            path={location.path}
            brand={brand}
            help={own.help && !waitsForScreen}
          />
        )}
        <main
          ref={mainRef}
          tabIndex={-1}
          className="ov-portal__main"
          // The screen shown, for the host page and the tests (its route's name, or loading, notFound...).
          data-screen={screen}
          // spec §2 Login: where the visit goes after it (redirectPath, else home) is known at the submit.
          onSubmitCapture={screen === "login" ? () => preloadPath(afterLogin(query, settings)) : undefined}
        >
          {settingsFailure && (
            <RetryFailure
              focus="idle"
              className="ov-portal__settings-failure"
              title={t({
                id: "portal.settings.failed",
                message: "Some settings of the online office could not be loaded: some options may be missing.",
              })}
              error={settingsFailure}
              retry={{ label: t({ id: "portal.slot.retry", message: "Try again" }), onClick: () => runtime.settings.getState().retry() }}
            />
          )}
          {logoutFailed && signedIn && (
            <Alert tone="error" className="ov-portal__logout-failed" onDismiss={() => setLogoutFailed(false)}>
              {t({
                id: "portal.logout.failed",
                message: "You could not be logged out. Check your connection and press Log out again.",
              })}
            </Alert>
          )}
          {start.phase === "ready" && start.linkRefused && !signedIn && (
            <Alert tone="warning" className="ov-portal__link-refused">
              {t({
                id: "portal.start.linkRefused",
                message: "The access link you followed is not valid or has expired. Log in to go on.",
              })}
            </Alert>
          )}
          {/* spec §6: staff impersonation — read-only tokens see the customer's office but change nothing. */}
          {readOnly && !bare && (
            <Alert tone="info" className="ov-portal__readonly">
              {t({
                id: "portal.readonly.banner",
                message: "Read-only session: you are seeing this customer's online office and cannot change anything.",
              })}
            </Alert>
          )}
          <WidgetErrorBoundary
            key={location.path}
            fallback={() => <ErrorPage status={500} onContinue={() => go("/")} />}
            onError={(error) => runtime.report(error, { tag: TAG, screen })}
          >
            {content}
          </WidgetErrorBoundary>
        </main>
        {!bare && !waitsForScreen && <Lazy chunk={pageWide}>{(PageWide) => <PageWide own={own}>{areaPageWide}</PageWide>}</Lazy>}
      </div>
    </PortalRouterProvider>
  );
}
