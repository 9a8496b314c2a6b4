import { describe, expect, it } from "vitest";
import { defaultSettings } from "../../runtime/default-settings";
import { afterLogin, maintenanceBypassed, matchRoute, pathOf, resolveVisit, safeRedirectPath, type RouteSettings } from "./routes";

const base = (): RouteSettings => defaultSettings();
const with_ = (change: (settings: RouteSettings) => void): RouteSettings => {
  const settings = structuredClone(base()) as RouteSettings;
  change(settings);
  return settings;
};
const visit = (path: string, signedIn: boolean, settings = base()) => {
  const [pathname, search = ""] = path.split("?");
  return resolveVisit({ path: pathname as string, query: new URLSearchParams(search), signedIn, settings });
};

describe("matchRoute (spec §2 routes table)", () => {
  it("matches Catalan paths and their Spanish variants to the same route", () => {
    expect(matchRoute("/factures", base())?.route.name).toBe("invoices");
    expect(matchRoute("/facturas", base())?.route.name).toBe("invoices");
    expect(matchRoute("/contratos/electricidad/0012/comunicacions", base())).toMatchObject({
      route: { name: "electricityCommunications" },
      params: { contractName: "0012" },
    });
    expect(matchRoute("/boletin", base())?.route.name).toBe("newsletter");
    expect(matchRoute("/activacio", base())?.route.name).toBe("signup");
  });

  it("prefers fixed segments over parameters and ignores a trailing slash", () => {
    expect(matchRoute("/solicituts/crear", base())?.route.name).toBe("supportCreate");
    expect(matchRoute("/solicituts/77", base())).toMatchObject({ route: { name: "supportRequest" }, params: { id: "77" } });
    expect(matchRoute("/factures/", base())?.route.name).toBe("invoices");
  });

  it("registers a route only when its feature is on", () => {
    // spec §2 routes: the dynamic content page is "private, if server elements enabled".
    expect(matchRoute("/d/ofertes/7", base())?.route.name).toBe("dynamicPage");
    expect(matchRoute("/d/ofertes/7", with_((s) => (s.features.serverElements = false)))).toBeNull();
    expect(
      matchRoute(
        "/registre",
        with_((s) => (s.features.signup = false)),
      ),
    ).toBeNull();
    expect(
      matchRoute(
        "/comparador",
        with_((s) => (s.features.comparator = false)),
      ),
    ).toBeNull();
    expect(
      matchRoute(
        "/comparador-gas",
        with_((s) => (s.features.displayTypes = ["electricity"])),
      ),
    ).toBeNull();
    expect(
      matchRoute(
        "/potencia",
        with_((s) => (s.features.powerCalculator = false)),
      ),
    ).toBeNull();
    expect(
      matchRoute(
        "/butlleti",
        with_((s) => (s.features.newsletter = false)),
      ),
    ).toBeNull();
    expect(
      matchRoute(
        "/nou-client-gas",
        with_((s) => (s.contractation.gas.enabled = false)),
      ),
    ).toBeNull();
  });

  it("makes contracting private when authentication is required, and login depends on single sign-on", () => {
    expect(matchRoute("/nou-client-dual", base())?.level).toBe("unprotected");
    expect(
      matchRoute(
        "/nou-client-dual",
        with_((s) => (s.contractation.authRequired = true)),
      )?.level,
    ).toBe("private");
    expect(matchRoute("/acces", base())?.level).toBe("public");
    expect(
      matchRoute(
        "/acces",
        with_((s) => ((s.features.oidc = true), (s.oidc.allowDefaultLogin = true))),
      )?.level,
    ).toBe("unprotected");
    expect(
      matchRoute(
        "/acces",
        with_((s) => ((s.features.oidc = true), (s.oidc.allowDefaultLogin = false))),
      ),
    ).toBeNull();
  });

  it("builds the canonical path of a route", () => {
    expect(pathOf("gasContract", { contractName: "G 1/2" })).toBe("/contractes/gas/G%201%2F2");
  });
});

describe("resolveVisit (spec §2 protection levels, §4 session)", () => {
  it("sends a visitor of a private route to login keeping the path, its parameters and the query", () => {
    const to = visit("/contractes/electricitat/0012?action=powChange", false);
    expect(to.kind).toBe("redirect");
    const url = new URL(`https://x${(to as { to: string }).to}`);
    expect(url.pathname).toBe("/acces");
    expect(url.searchParams.get("redirectPath")).toBe("/contractes/electricitat/0012");
    expect(JSON.parse(url.searchParams.get("pathParams") as string)).toEqual({ contractName: "0012" });
    expect(url.searchParams.get("action")).toBe("powChange");
  });

  it("shows private routes to a signed-in customer and keeps the price alerts route bare", () => {
    expect(visit("/factures", true)).toEqual({ kind: "render", screen: "invoices", params: {}, bare: false });
    expect(visit("/omipComponent", true)).toEqual({ kind: "render", screen: "priceAlerts", params: {}, bare: true });
  });

  it("sends a signed-in customer away from public routes, to the saved path or home", () => {
    expect(visit("/acces", true)).toEqual({ kind: "redirect", to: "/" });
    expect(visit("/acces?redirectPath=%2Ffactures&contractType=gas", true)).toEqual({ kind: "redirect", to: "/factures?contractType=gas" });
  });

  it("shows unprotected routes to everybody", () => {
    expect(visit("/comparador", false)).toMatchObject({ kind: "render", screen: "comparator" });
    expect(visit("/comparador", true)).toMatchObject({ kind: "render", screen: "comparator" });
  });

  it("shows the 404 for an unknown path", () => {
    expect(visit("/no-existeix", true)).toEqual({ kind: "render", screen: "notFound", params: {}, bare: false });
  });

  it("in maintenance shows only the 503 page at the root and redirects every path there", () => {
    const maintenance = with_((s) => (s.maintenance.enabled = true));
    expect(visit("/factures", true, maintenance)).toEqual({ kind: "redirect", to: "/" });
    expect(visit("/", false, maintenance)).toMatchObject({ kind: "render", screen: "maintenance", bare: true });
  });

  it("spec §2 Other: a tester with the maintenance-bypass cookie sees the portal during maintenance", () => {
    const maintenance = with_((s) => (s.maintenance.enabled = true));
    const bypass = (path: string, signedIn: boolean) =>
      resolveVisit({ path, query: new URLSearchParams(), signedIn, settings: maintenance, maintenanceBypass: true });
    expect(bypass("/factures", true)).toMatchObject({ kind: "render", screen: "invoices" });
    expect(bypass("/factures", false)).toEqual({ kind: "redirect", to: "/acces?redirectPath=%2Ffactures" });
    expect(bypass("/", true)).toEqual({ kind: "redirect", to: "/factures" });
  });

  it("reads the bypass cookie by the settings' name; empty, 0 and false do not bypass", () => {
    const name = defaultSettings().maintenance.bypassCookie;
    expect(maintenanceBypassed(`lang=ca; ${name}=1`, name)).toBe(true);
    expect(maintenanceBypassed(`${name}=tester-7`, name)).toBe(true);
    expect(maintenanceBypassed("lang=ca", name)).toBe(false);
    for (const value of ["", "0", "false"]) expect(maintenanceBypassed(`${name}=${value}`, name)).toBe(false);
    expect(maintenanceBypassed("other_bypass=1", "other_bypass")).toBe(true);
    expect(maintenanceBypassed("=1", "")).toBe(false);
  });

  it("home goes to invoices unless the home type is tabGroups", () => {
    expect(visit("/", true)).toEqual({ kind: "redirect", to: "/factures" });
    expect(
      visit(
        "/",
        false,
        with_((s) => (s.homepage = "dashboard")),
      ),
    ).toEqual({ kind: "redirect", to: "/factures" });
    expect(
      visit(
        "/",
        false,
        with_((s) => (s.homepage = "tabGroups")),
      ),
    ).toMatchObject({ kind: "render", screen: "home" });
  });

  it("sends visitors of private routes to connect when single sign-on has no default login", () => {
    const sso = with_((s) => ((s.features.oidc = true), (s.oidc.allowDefaultLogin = false)));
    expect((visit("/factures", false, sso) as { to: string }).to).toMatch(/^\/connect\?redirectPath=%2Ffactures/);
    expect(visit("/connect", false, sso)).toMatchObject({ kind: "render", screen: "connect" });
  });
});

describe("safeRedirectPath (issue 8: an attempted open redirect is refused)", () => {
  it.each([
    "https://evil.example/factures",
    "//evil.example/factures",
    "/\\evil.example",
    "/%2F%2Fevil.example",
    "javascript:alert(1)",
    "/javascript:alert(1)",
    " /factures",
    "factures",
    "/no-existeix",
    "/acces",
  ])("refuses %s", (value) => {
    expect(safeRedirectPath(value, base())).toBeNull();
  });

  it("accepts a path of this portal", () => {
    expect(safeRedirectPath("/contratos/gas/G-7", base())).toBe("/contratos/gas/G-7");
  });

  it("afterLogin falls back to home for a refused path", () => {
    expect(afterLogin(new URLSearchParams("redirectPath=https%3A%2F%2Fevil.example"), base())).toBe("/");
  });
});
