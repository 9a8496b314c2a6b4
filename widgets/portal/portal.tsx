import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { getDynamicRoutes } from "../../src/api/content";
import { afterLogin, matchRoute, pathOf, resolveVisit, type RouteName } from "../../src/domain/portal/routes";
import { enumProp } from "../../src/element/enum-prop";
import { WidgetErrorBoundary } from "../../src/element/error-boundary";
import { useRemote } from "../../src/runtime/use-remote";
import { useApi, useEmit, useRuntime, useSession, useSettings } from "../../src/runtime/widget-context";
import { Alert } from "../../src/ui/alert";
import { Button } from "../../src/ui/button";
import { Dialog } from "../../src/ui/dialog";
import { Spinner } from "../../src/ui/spinner";
import { ROUTING_MODES, usePortalLocation, type PortalLocation } from "./location";
import { HeaderTools } from "./parts/header-tools";
import { PortalHrefContext, PortalLink } from "./portal-link";
import { EmbeddedTag } from "./screens/embedded";
import { ChangePasswordScreen } from "./screens/change-password";
import { LoginScreen } from "./screens/login";
import { ErrorPage, MaintenancePage, NotFoundPage, PlaceholderPage, VersionPage } from "./screens/pages";
import { canStartOpenId, providerLogout, startOpenIdLogin, useSessionStart } from "./session";
import { PasswordResetScreen } from "./screens/password-reset";
import { SignupScreen } from "./screens/signup";

export const TAG = "ov-portal";

// Loaded on first use, to keep the shell's chunk within the widget budget: the home page and the
// page-wide pieces (cookie consent, help, banners, coupons) are not needed to route or to log in.
const HomeScreen = lazy(() => import("./screens/home").then((module) => ({ default: module.HomeScreen })));
const DynamicPage = lazy(() => import("./screens/server-blocks").then((module) => ({ default: module.DynamicPage })));
const PageWide = lazy(() => import("./parts/page-wide").then((module) => ({ default: module.PageWide })));

/** The private areas of later issues: their routes exist and say so (issue 8). */
const AREA_TITLES: Partial<Record<RouteName, MessageDescriptor>> = {
  electricityContracts: msg({ id: "portal.area.electricityContracts", message: "Electricity contracts" }),
  electricityContract: msg({ id: "portal.area.electricityContract", message: "Electricity contract" }),
  electricityCommunications: msg({ id: "portal.area.communications", message: "Contract communications" }),
  gasContracts: msg({ id: "portal.area.gasContracts", message: "Gas contracts" }),
  gasContract: msg({ id: "portal.area.gasContract", message: "Gas contract" }),
  gasCommunications: msg({ id: "portal.area.communications", message: "Contract communications" }),
  supportRequests: msg({ id: "portal.area.supportRequests", message: "Support requests" }),
  supportCreate: msg({ id: "portal.area.supportCreate", message: "New support request" }),
  supportRequest: msg({ id: "portal.area.supportRequest", message: "Support request" }),
  invoices: msg({ id: "portal.area.invoices", message: "Invoices" }),
  multipointInvoices: msg({ id: "portal.area.multipointInvoices", message: "Multipoint invoices" }),
  customerService: msg({ id: "portal.area.customerService", message: "Customer service" }),
  contact: msg({ id: "portal.area.contact", message: "Contact" }),
  claims: msg({ id: "portal.area.claims", message: "Claims" }),
  changePassword: msg({ id: "portal.area.changePassword", message: "Change password" }),
  signup: msg({ id: "portal.area.signup", message: "Sign up" }),
  passwordReset: msg({ id: "portal.area.passwordReset", message: "Password recovery" }),
  connect: msg({ id: "portal.area.connect", message: "Single sign-on" }),
  dynamicPage: msg({ id: "portal.area.dynamicPage", message: "Page" }),
  home: msg({ id: "portal.area.home", message: "Home" }),
  newElectricityCustomer: msg({ id: "portal.area.newElectricity", message: "Electricity contracting" }),
  newGasCustomer: msg({ id: "portal.area.newGas", message: "Gas contracting" }),
  newDualCustomer: msg({ id: "portal.area.newDual", message: "Electricity and gas contracting" }),
};

/** The public widgets mounted at their routes (issue 8), with their attributes. */
function embeddedFor(
  screen: RouteName,
  query: URLSearchParams,
  promocode: string | null,
): { tag: string; attributes: Record<string, string> } | null {
  const promo: Record<string, string> = promocode ? { promocode } : {};
  switch (screen) {
    case "comparator":
      return { tag: "ov-comparator", attributes: { energy: "electricity" } };
    case "gasComparator":
      return { tag: "ov-comparator", attributes: { energy: "gas" } };
    case "powerCalculator":
      return { tag: "ov-power-calculator", attributes: {} };
    case "newsletter":
      return { tag: "ov-newsletter", attributes: query.get("params") ? { params: query.get("params") as string } : {} };
    case "priceAlerts":
      return { tag: "ov-price-alerts", attributes: {} };
    case "newElectricityCustomer":
      return { tag: "ov-contracting", attributes: { type: "electricity", ...promo } };
    case "newGasCustomer":
      return { tag: "ov-contracting", attributes: { type: "gas", ...promo } };
    case "newDualCustomer":
      return { tag: "ov-contracting", attributes: { type: "dual", ...promo } };
    default:
      return null;
  }
}
const CONTRACTING_SCREENS: ReadonlySet<string> = new Set<RouteName>(["newElectricityCustomer", "newGasCustomer", "newDualCustomer"]);

export interface PortalProps {
  basePath?: unknown;
  routing?: unknown;
}

/**
 * `<ov-portal>`: the shell of the customer portal (spec §1, §2): routing with the three protection
 * levels, the login, the header with its menu, and the screens of each route. Private areas of later
 * issues show a page that says they are coming.
 */
export function Portal(props: PortalProps) {
  const mode = enumProp(TAG, "routing", props.routing, ROUTING_MODES, "history");
  const basePath = typeof props.basePath === "string" ? props.basePath : "";
  const location = usePortalLocation(mode, basePath);
  return <PortalShell location={location} />;
}

function PortalShell({ location }: { location: PortalLocation }) {
  const { t, i18n } = useLingui();
  const runtime = useRuntime();
  const api = useApi();
  const emit = useEmit();
  const settings = useSettings((all) => all);
  const signedIn = useSession((session) => session.status === "authenticated");
  const readOnly = useSession((session) => session.claims?.readonly === true);
  const expired = useSession((session) => session.expired);
  const token = useSession((session) => session.token);
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const start = useSessionStart(location);
  const visit = resolveVisit({ path: location.path, query, signedIn, settings });
  const mainRef = useRef<HTMLElement>(null);

  // spec §2: "The query parameter promocode on the contract step is validated automatically then
  // removed". The portal owns the address (in hash mode the code is in the hash, out of the wizard's
  // reach): it hands the code to the wizard as its attribute, kept while the route stays, and takes it
  // out of the address through its own router.
  const queryCode = query.get("promocode")?.trim() || null;
  const [carried, setCarried] = useState<{ path: string; code: string } | null>(null);
  if (queryCode && (carried?.path !== location.path || carried.code !== queryCode)) setCarried({ path: location.path, code: queryCode });
  const promocode = carried?.path === location.path ? carried.code : null;
  const contractingRoute = visit.kind === "render" && CONTRACTING_SCREENS.has(visit.screen);
  useEffect(() => {
    if (!queryCode || !contractingRoute) return;
    const rest = new URLSearchParams(query);
    rest.delete("promocode");
    const search = rest.toString();
    location.navigate(`${location.path}${search ? `?${search}` : ""}`, { replace: true });
  }, [queryCode, contractingRoute, query, location]);
  // spec §7.3: the dynamic pages' links, signed in only.
  const dynamicRoutes = useRemote(signedIn ? `dynamic-routes:${token ?? ""}` : null, (signal) => getDynamicRoutes(api, signal));

  // Redirects replace the history entry: Back does not bounce through them. Nothing moves until the
  // session start has decided who is here, or a stored session would be sent to login first.
  const redirectTo = start.phase === "ready" && visit.kind === "redirect" ? visit.to : null;
  useEffect(() => {
    if (redirectTo) location.navigate(redirectTo, { replace: true });
  }, [redirectTo, location]);

  const navigated = useRef(false);
  const go = (to: string) => {
    navigated.current = true;
    location.navigate(to);
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
  const logout = () => {
    const { openidToken } = runtime.session.getState();
    runtime.session.getState().signOut({ forgetDrafts: true });
    emit("ov-logout", {});
    // spec §4: "with OpenID, redirects to the provider logout with the stored openid token".
    if (providerLogout(settings, openidToken, location.href(matchRoute(pathOf("login"), settings) ? pathOf("login") : "/"))) return;
    location.navigate(matchRoute(pathOf("login"), settings) ? pathOf("login") : "/", { replace: true });
  };
  const openIdLogin = () => startOpenIdLogin(settings, location, query);

  // spec §2: with single sign-on and no default login, the connect route starts the provider's login.
  const connecting = start.phase === "ready" && visit.kind === "render" && visit.screen === "connect";
  useEffect(() => {
    if (!connecting) return;
    if (signedIn) location.navigate(afterLogin(query, settings), { replace: true });
    else if (canStartOpenId(settings)) openIdLogin();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per arrival on the connect route
  }, [connecting, signedIn]);

  if (start.phase === "starting") return <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />;
  // Single sign-on settings without a usable provider address leave nowhere to log in: a crash page, not a loop.
  const connectBroken = connecting && !signedIn && !canStartOpenId(settings);
  const errorStatus = start.phase === "error" ? start.status : connectBroken ? 500 : null;
  if (visit.kind === "redirect" && errorStatus === null) return <Spinner label={t({ id: "portal.redirecting", message: "Loading…" })} />;

  const screen = visit.kind === "render" ? visit.screen : "loading";
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
    if (screen === "notFound") return <NotFoundPage onHome={() => go("/")} />;
    if (screen === "home")
      return (
        <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
          <HomeScreen onNavigate={go} />
        </Suspense>
      );
    if (screen === "login")
      return (
        <LoginScreen
          onLoggedIn={(changePassword) => go(changePassword ? pathOf("changePassword") : afterLogin(query, settings))}
          signupPath={matchRoute(pathOf("signup"), settings) ? pathOf("signup") : null}
          resetPath={pathOf("passwordReset")}
          helpPath={pathOf("contact")}
          onNavigate={go}
          onOpenId={settings.features.oidc ? openIdLogin : null}
          passwordLogin={!settings.features.oidc || settings.oidc.allowDefaultLogin}
        />
      );
    if (screen === "connect" || screen === "loading") return <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />;
    if (screen === "changePassword")
      return <ChangePasswordScreen onDone={() => go(afterLogin(query, settings))} onCancel={() => go("/")} />;
    if (screen === "signup") return <SignupScreen loginPath={pathOf("login")} onNavigate={go} />;
    if (screen === "passwordReset") return <PasswordResetScreen loginPath={pathOf("login")} onNavigate={go} />;
    if (screen === "version") return <VersionPage />;
    if (screen === "dynamicPage") {
      const pageId = params.pageId ?? "";
      const link = dynamicRoutes.data?.find((route) => String(route.id) === pageId);
      return (
        <Suspense fallback={<Spinner label={t({ id: "portal.loading", message: "Loading…" })} />}>
          <DynamicPage pageId={pageId} title={link?.btn_title ?? null} />
        </Suspense>
      );
    }
    const embedded = embeddedFor(screen, query, promocode);
    if (embedded) return <EmbeddedTag tag={embedded.tag} attributes={embedded.attributes} />;
    const title = AREA_TITLES[screen];
    return <PlaceholderPage title={title ? i18n._(title) : screen} />;
  })();
  const bare = visit.kind === "render" && visit.bare;

  const links: Array<{ to: string; label: string }> = signedIn
    ? [
        { to: pathOf("electricityContracts"), label: i18n._(AREA_TITLES.electricityContracts as MessageDescriptor) },
        ...(settings.features.displayTypes.includes("gas")
          ? [{ to: pathOf("gasContracts"), label: i18n._(AREA_TITLES.gasContracts as MessageDescriptor) }]
          : []),
        { to: pathOf("invoices"), label: i18n._(AREA_TITLES.invoices as MessageDescriptor) },
        { to: pathOf("supportRequests"), label: i18n._(AREA_TITLES.supportRequests as MessageDescriptor) },
        { to: pathOf("customerService"), label: i18n._(AREA_TITLES.customerService as MessageDescriptor) },
        // spec §2 Change password: "With single sign-on on, the menu entry goes to the identity provider". The
        // settings give no address of the provider's password page, so under single sign-on the entry is left out.
        ...(settings.features.oidc
          ? []
          : [{ to: pathOf("changePassword"), label: i18n._(AREA_TITLES.changePassword as MessageDescriptor) }]),
        ...(dynamicRoutes.data ?? []).map((route) => ({
          to: pathOf("dynamicPage", { routePath: route.route_path, pageId: String(route.id) }),
          label: route.btn_title ?? route.route_path,
        })),
      ]
    : [
        ...(matchRoute(pathOf("comparator"), settings)
          ? [{ to: pathOf("comparator"), label: t({ id: "portal.nav.comparator", message: "Compare prices" }) }]
          : []),
        ...(matchRoute(pathOf("powerCalculator"), settings)
          ? [{ to: pathOf("powerCalculator"), label: t({ id: "portal.nav.powerCalculator", message: "Power calculator" }) }]
          : []),
      ];

  return (
    <PortalHrefContext value={location.href}>
      <div className={`ov-portal ov-portal--${settings.features.headerMode === "vertical" ? "vertical" : "horizontal"}`}>
        {!bare && (
          <header className="ov-portal__header">
            <nav aria-label={t({ id: "portal.nav.label", message: "Main menu" })}>
              <ul className="ov-portal__menu">
                {links.map((link) => (
                  <li key={link.to}>
                    <PortalLink to={link.to} onNavigate={go} aria-current={link.to === location.path ? "page" : undefined}>
                      {link.label}
                    </PortalLink>
                  </li>
                ))}
              </ul>
            </nav>
            <HeaderTools onNavigate={go} />
            {signedIn ? (
              <Button variant="secondary" size="small" onClick={logout}>
                {t({ id: "portal.logout", message: "Log out" })}
              </Button>
            ) : (
              screen !== "login" &&
              matchRoute(pathOf("login"), settings) && (
                <Button variant="secondary" size="small" onClick={() => go(pathOf("login"))}>
                  {t({ id: "portal.login", message: "Log in" })}
                </Button>
              )
            )}
          </header>
        )}
        <main ref={mainRef} tabIndex={-1} className="ov-portal__main">
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
        {!bare && (
          <Suspense fallback={null}>
            <PageWide screen={screen} onNavigate={go} />
          </Suspense>
        )}
        {/* spec §4 Session: "A 401 with message token_expired opens a session-expired dialog with an exit button that logs out". */}
        <Dialog
          open={expired}
          onClose={logout}
          title={t({ id: "portal.expired.title", message: "Your session has expired" })}
          footer={<Button onClick={logout}>{t({ id: "portal.expired.exit", message: "Log in again" })}</Button>}
        >
          <p>{t({ id: "portal.expired.body", message: "For your security, log in again to go on." })}</p>
        </Dialog>
      </div>
    </PortalHrefContext>
  );
}
