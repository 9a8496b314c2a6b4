import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef } from "react";
import { afterLogin, matchRoute, pathOf, resolveVisit, type RouteName } from "../../src/domain/portal/routes";
import { enumProp } from "../../src/element/enum-prop";
import { useEmit, useSession, useSettings } from "../../src/runtime/widget-context";
import { Button } from "../../src/ui/button";
import { Dialog } from "../../src/ui/dialog";
import { Spinner } from "../../src/ui/spinner";
import { ROUTING_MODES, usePortalLocation, type PortalLocation } from "./location";
import { EmbeddedTag } from "./screens/embedded";
import { LoginScreen } from "./screens/login";
import { MaintenancePage, NotFoundPage, PlaceholderPage, VersionPage } from "./screens/pages";

export const TAG = "ov-portal";

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
function embeddedFor(screen: RouteName, query: URLSearchParams): { tag: string; attributes: Record<string, string> } | null {
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
      return { tag: "ov-contracting", attributes: { type: "electricity", ...promo(query) } };
    case "newGasCustomer":
      return { tag: "ov-contracting", attributes: { type: "gas", ...promo(query) } };
    case "newDualCustomer":
      return { tag: "ov-contracting", attributes: { type: "dual", ...promo(query) } };
    default:
      return null;
  }
}
/** spec §2: "The query parameter promocode on the contract step is validated automatically". */
const promo = (query: URLSearchParams): Record<string, string> => {
  const code = query.get("promocode");
  return code ? { promocode: code } : {};
};

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
  const emit = useEmit();
  const settings = useSettings((all) => all);
  const signedIn = useSession((session) => session.status === "authenticated");
  const expired = useSession((session) => session.expired);
  const signOut = useSession((session) => session.signOut);
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const visit = resolveVisit({ path: location.path, query, signedIn, settings });
  const mainRef = useRef<HTMLElement>(null);

  // Redirects replace the history entry: Back does not bounce through them.
  const redirectTo = visit.kind === "redirect" ? visit.to : null;
  useEffect(() => {
    if (redirectTo) location.navigate(redirectTo, { replace: true });
  }, [redirectTo, location]);

  const go = (to: string) => {
    location.navigate(to);
    emit("ov-navigate", { path: to });
    // A new screen: focus its main region so a screen reader starts there.
    queueMicrotask(() => mainRef.current?.focus());
  };
  const logout = () => {
    signOut();
    emit("ov-logout", {});
    location.navigate(pathOf("login"), { replace: true });
  };

  if (visit.kind === "redirect") return <Spinner label={t({ id: "portal.redirecting", message: "Loading…" })} />;

  const screen = visit.screen;
  const content = (() => {
    if (screen === "maintenance") return <MaintenancePage start={settings.maintenance.start} end={settings.maintenance.end} />;
    if (screen === "notFound") return <NotFoundPage onHome={() => go("/")} />;
    if (screen === "login")
      return (
        <LoginScreen
          onLoggedIn={(changePassword) => go(changePassword ? pathOf("changePassword") : afterLogin(query, settings))}
          signupPath={matchRoute(pathOf("signup"), settings) ? pathOf("signup") : null}
          resetPath={pathOf("passwordReset")}
          onNavigate={go}
        />
      );
    if (screen === "version") return <VersionPage />;
    if (screen === "loading") return <Spinner label={t({ id: "portal.loading", message: "Loading…" })} />;
    const embedded = embeddedFor(screen, query);
    if (embedded) return <EmbeddedTag tag={embedded.tag} attributes={embedded.attributes} />;
    const title = AREA_TITLES[screen];
    return <PlaceholderPage title={title ? i18n._(title) : screen} />;
  })();

  const links: Array<{ to: string; label: string }> = signedIn
    ? [
        { to: pathOf("electricityContracts"), label: i18n._(AREA_TITLES.electricityContracts as MessageDescriptor) },
        ...(settings.features.displayTypes.includes("gas")
          ? [{ to: pathOf("gasContracts"), label: i18n._(AREA_TITLES.gasContracts as MessageDescriptor) }]
          : []),
        { to: pathOf("invoices"), label: i18n._(AREA_TITLES.invoices as MessageDescriptor) },
        { to: pathOf("supportRequests"), label: i18n._(AREA_TITLES.supportRequests as MessageDescriptor) },
        { to: pathOf("customerService"), label: i18n._(AREA_TITLES.customerService as MessageDescriptor) },
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
    <div className={`ov-portal ov-portal--${settings.features.headerMode === "vertical" ? "vertical" : "horizontal"}`}>
      {!visit.bare && (
        <header className="ov-portal__header">
          <nav aria-label={t({ id: "portal.nav.label", message: "Main menu" })}>
            <ul className="ov-portal__menu">
              {links.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={link.to === location.path ? "page" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      go(link.to);
                    }}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
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
        {content}
      </main>
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
  );
}
