import { describe, expect, it } from "vitest";
import type { RouteName } from "../../src/domain/portal/routes";
import type { SandboxCustomer } from "../portal-helpers";
import { goToPortalPath, openPortalAt, routeVisits, type RouteVisit } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 39 item 10, "axe clean in light and dark": every route of the portal, as a visitor (the public
// screens), as a household and a business customer (the private ones) and as read-only staff (the
// screens they open most), passes axe's WCAG 2 A and AA rules in both palettes, on a desktop and on a
// phone, in Chromium on the CDN build. One page per customer, moved by the portal's router; the palette
// is the tag's `theme` attribute.
const env = widgetSiteForFile();

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Read-only staff: the screens their visits are about (the home, a contract, the invoices). */
const STAFF_ROUTES = new Set<RouteName>(["home", "electricityContract", "invoices"]);

/**
 * Walks the visits at each width in both palettes and lists each violation as
 * "path theme width: rule (count): targets summary"; and each screen that did not show.
 */
async function walk(customer: SandboxCustomer | null, visits: readonly RouteVisit[]): Promise<{ problems: string[]; errors: string[] }> {
  const { page, errors } = await openPortalAt(env, "/", { ...(customer ? { customer } : {}), consent: true, viewport: WIDTHS[0] });
  const problems: string[] = [];
  // The palette is switched before a walk, not on a drawn screen: the rows a data list draws only near
  // the viewport (content-visibility) keep their old colours until shown, then ease into the new ones
  // while axe measures them, which no visitor sees (a screen is drawn in its palette).
  for (const theme of ["light", "dark"] as const) {
    await page.locator("ov-portal").evaluate((portal, palette) => portal.setAttribute("theme", palette), theme);
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      for (const { path, route } of visits) {
        const notShown = await goToPortalPath(page, path, route, customer ? "customer" : "visitor");
        if (notShown) problems.push(`${path} ${theme} ${viewport.width}: ${notShown}`);
        for (const violation of await axeViolations(page, "ov-portal")) problems.push(`${path} ${theme} ${viewport.width}: ${violation}`);
      }
    }
  }
  await page.context().close();
  return { problems, errors };
}

describe("<ov-portal> passes axe on every route, light and dark, at 1280 and 390 px (issue 39 item 10)", () => {
  it.each([null, "household", "business"] as const)(
    "as %s",
    async (customer) => {
      const visits = await routeVisits(env.site, customer);
      expect(visits.length).toBeGreaterThan(customer ? 15 : 5);
      const { problems, errors } = await walk(customer, visits);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    },
    600_000,
  );

  it("as read-only staff (the home, a contract, the invoices)", async () => {
    const visits = (await routeVisits(env.site, "readonly")).filter((visit) => STAFF_ROUTES.has(visit.route));
    expect(visits.map((visit) => visit.route)).toEqual(expect.arrayContaining([...STAFF_ROUTES]));
    const { problems, errors } = await walk("readonly", visits);
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);
});
