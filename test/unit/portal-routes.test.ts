import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { portalRouteAreas, portalStartQuery } from "../../scripts/portal-routes.mjs";
import { ROUTES } from "../../src/domain/portal/routes";
import { CONSUMED_QUERY_KEYS } from "../../src/domain/portal/session-start";
import { defaultSettings } from "../../src/runtime/default-settings";
import { AREAS } from "../../widgets/portal/shell/areas";

// The CDN loader's table of the portal's areas by route (scripts/build.mjs portalRoutesTable) is read from
// the sources, not run: these checks keep that reading equal to the tables the portal itself runs.
const { areas: read, routes: every } = portalRouteAreas(join(import.meta.dirname, "../.."));

describe("portalRouteAreas (scripts/portal-routes.mjs)", () => {
  it("reads every area of the shell's list, with its routes, catalog and first-screen mark", () => {
    const expected = AREAS.map((area) => ({
      area: area.name,
      catalog: area.catalog?.area ?? null,
      firstScreen: area.firstScreen === true,
      routes: [...area.routes],
    }));
    const got = read.map(({ area, catalog, firstScreen, routes }) => ({
      area,
      catalog,
      firstScreen,
      routes: routes.map((route) => route.name),
    }));
    expect(got.sort((a, b) => a.area.localeCompare(b.area))).toEqual(expected.sort((a, b) => a.area.localeCompare(b.area)));
  });

  it("reads each route's paths, and its level where the settings do not decide it", () => {
    const settings = defaultSettings();
    const routes = read.flatMap((area) => area.routes);
    // Every route the areas render is read once (a route belongs to one area only).
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    for (const route of routes) {
      const real = ROUTES.find((candidate) => candidate.name === route.name);
      expect(route.paths, route.name).toEqual(real?.paths);
      // A level it could not read is null: the loader then preloads for every visitor.
      if (route.level !== null) expect(route.level, route.name).toBe(real?.level(settings));
    }
    // The levels the loader's table uses were read: the customer's routes and the visitors' ones.
    expect(routes.find((route) => route.name === "invoices")?.level).toBe("private");
    expect(routes.find((route) => route.name === "contact")?.level).toBe("public");
  });

  it("reads every route of the table, those the shell draws itself included", () => {
    expect(every.map((route) => route.name)).toEqual(ROUTES.map((route) => route.name));
    expect(every.map((route) => route.paths)).toEqual(ROUTES.map((route) => route.paths));
  });
});

// The loader draws the portal's photographed login unless the address carries one of these
// (scripts/first-screens.mjs): they must be every name the session start checks and takes out.
describe("portalStartQuery (scripts/portal-routes.mjs)", () => {
  it("reads the names the portal's session start checks in the address", () => {
    expect(portalStartQuery(join(import.meta.dirname, "../.."))).toEqual([...CONSUMED_QUERY_KEYS]);
  });
});
