import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AREA_ROUTES } from "../../../src/domain/portal/route-data";
import { ROUTES, type RouteName } from "../../../src/domain/portal/routes";
import { clearCookies, openPortalAt } from "../../../test/portal-helpers";
import "../index";
import { routeTable } from "./area-view";
import { AREAS } from "./areas";

// docs/architecture.md "The portal's areas": each area is one descriptor in the shell's list, its own chunk and its
// own catalog; the login screen downloads neither the home's nor the content's code or texts.

beforeEach(() => {
  clearCookies();
  history.replaceState(null, "", "/");
});
afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

const LOCALES = ["ca", "de", "en", "es", "fr", "gl"];
/** The shell's own pages: nothing to download. */
const SHELL_ROUTES: readonly RouteName[] = ["loading", "version"];
const area = (name: string) => {
  const found = AREAS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no area ${name}`);
  return found;
};

describe("the portal's areas", () => {
  // First in the file: no other test has downloaded an area yet.
  it("the login route downloads the auth area's chunk and texts only, not the home's nor the content's", async () => {
    const chunks = AREAS.map((candidate) => [candidate.name, vi.spyOn(candidate, "screens")] as const);
    const contentPageWide = area("content").pageWide;
    const extras = contentPageWide ? vi.spyOn(contentPageWide, "load") : null;
    const widget = await openPortalAt("/acces");
    await widget.screen.findByRole("heading", { name: "Log in to your online office" });
    expect(chunks.filter(([, spy]) => spy.mock.calls.length > 0).map(([name]) => name)).toEqual(["auth"]);
    expect(extras?.mock.calls.length).toBe(0);
    expect(widget.runtime.i18n.peek("en", "portal-auth")).not.toBeNull();
    expect(widget.runtime.i18n.peek("en", "portal-home")).toBeNull();
    expect(widget.runtime.i18n.peek("en", "portal-content")).toBeNull();
  });

  it("a signed-in customer's dynamic page downloads the content area, with its texts", async () => {
    const content = vi.spyOn(area("content"), "screens");
    const widget = await openPortalAt("/d/tarifes/1", { customer: "household" });
    expect(await widget.screen.findByRole("heading", { name: "Our tariffs", level: 1 })).toBeTruthy();
    expect(content).toHaveBeenCalled();
    expect(widget.runtime.i18n.peek("en", "portal-content")).not.toBeNull();
  });

  it("renders every route of the table in exactly one area (or in the shell itself)", () => {
    const table = routeTable(AREAS);
    const unowned = ROUTES.map((route) => route.name).filter((name) => !table.has(name) && !SHELL_ROUTES.includes(name));
    expect(unowned).toEqual([]);
    for (const name of SHELL_ROUTES) expect(table.has(name)).toBe(false);
  });

  // The CDN build reads the areas from the route data (src/domain/portal/route-data.ts), not from this list.
  it("lists every area of the route data, and no other", () => {
    expect(AREAS.map((candidate) => candidate.name).sort()).toEqual(Object.keys(AREA_ROUTES).sort());
  });

  it("refuses a list where two areas claim one route", () => {
    expect(() => routeTable([area("auth"), { ...area("home"), name: "copy", routes: ["login"] }])).toThrow(
      'The portal route "login" belongs to two areas: auth and copy.',
    );
  });

  it("each area's chunk gives a screen for each of its routes", async () => {
    for (const candidate of AREAS) {
      const screens = await candidate.screens();
      for (const route of candidate.routes) expect(typeof screens[route], `${candidate.name}: ${route}`).toBe("function");
    }
  });

  it("each area with texts has its catalog, locales/<locale>/portal-<folder>.po, in the six languages", () => {
    const withTexts = AREAS.filter((candidate) => candidate.catalog);
    expect(withTexts.map((candidate) => candidate.name).sort()).toEqual([
      "account",
      "auth",
      "batteries",
      "consumption",
      "content",
      "contracts",
      "home",
      "invoices",
      "support",
    ]);
    for (const candidate of withTexts) {
      expect(candidate.catalog?.area).toBe(`portal-${candidate.name}`);
      const files = Object.keys(candidate.catalog?.files ?? {});
      expect(files.map((file) => /locales\/(\w+)\/portal-[\w-]+\.po$/.exec(file)?.[1]).sort()).toEqual(LOCALES);
    }
  });
});
