import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { matchRoute, type RouteName } from "../../src/domain/portal/routes";
import { defaultSettings } from "../../src/runtime/default-settings";
import type { SandboxCustomer } from "../portal-helpers";
import { openPortalAt, routeVisits } from "./portal-page";
import { widgetSiteForFile } from "./widget-page";

// Issue 36 item 6: every private and public route of <ov-portal> walked in Chromium (the CDN build)
// against a server with exactly the retailer's call catalogue (the strict sandbox), as a visitor and
// as the household, business and read-only customers: no call outside the catalogue but the
// optional ones the screens guard, no error on screen, no bounce, no page error.
const env = widgetSiteForFile({ sandbox: { strict: true } });

/** The calls a screen may ask though the catalogue lacks them, because it reads "not there" as "not offered". */
const GUARDED = new Set(["GET crm/cases/"]);

/**
 * Where a route leads on its own: a signed-in customer's home goes to the invoices (spec §2 Home,
 * "dashboard redirects to invoices once authentication ends"), a request's address to the requests on
 * a server that does not show requests.
 */
const EXPECTED_MOVES: Partial<Record<RouteName, RouteName>> = { home: "invoices", supportRequest: "supportRequests" };

/** What the walk saw of one route once it settled. */
async function settled(page: Page, screen: RouteName): Promise<{ hash: string; title: string; problems: string[] }> {
  const state = () =>
    page.evaluate(() => {
      const root = document.querySelector("ov-portal")?.shadowRoot;
      const main = root?.querySelector<HTMLElement>(".ov-portal__main");
      const busy = [...(main?.querySelectorAll(".ov-skeleton, .ov-spinner, [aria-busy='true']") ?? [])].map(
        (element) => element.className || element.tagName,
      );
      // A screen's title, or the tag a screen shows (the comparator, the wizard) drawn in its own shadow root.
      const tag = [...(main?.querySelectorAll("*") ?? [])].find((element) => element.tagName.startsWith("OV-"));
      return {
        screen: main?.dataset.screen,
        title: Boolean(main?.querySelector("h1") ?? tag?.shadowRoot?.querySelector("h1, h2, input, select")),
        busy,
      };
    });
  // Settled: the screen is the one expected, its title is there and nothing in it is loading any more.
  const waited = await expect
    .poll(state, { timeout: 10_000 })
    .toEqual({ screen, title: true, busy: [] })
    .then(() => null)
    .catch(async () => `did not settle: ${JSON.stringify(await state())}`);
  const seen = await page.evaluate(() => {
    const root = document.querySelector("ov-portal")?.shadowRoot as ShadowRoot;
    const problems = [
      ...[...root.querySelectorAll("[role='alert']")].map((alert) => `alert: ${alert.textContent?.trim().slice(0, 120)}`),
      ...[...root.querySelectorAll(".ov-portal__error-code")].map((code) => `error page: ${code.textContent}`),
    ];
    return { hash: location.hash.slice(1), title: root.querySelector(".ov-portal__main h1")?.textContent ?? "", problems };
  });
  return { ...seen, problems: waited ? [waited, ...seen.problems] : seen.problems };
}

async function walk(customer: SandboxCustomer | null) {
  const planned = await routeVisits(env.site, customer);
  const { page, errors } = await openPortalAt(env, "/", { consent: true, ...(customer ? { customer } : {}) });
  const missing: string[] = [];
  page.on("response", async (response) => {
    const url = new URL(response.url());
    const call = /^\/api\/v\d+\/(.*)$/.exec(url.pathname)?.[1];
    if (!call || response.status() !== 404) return;
    // A call the catalogue lacks answers a bare 404; a catalogue error (`contract_cch_chart_no_data`) carries its code.
    if ((await response.text()) === "") missing.push(`${response.request().method()} ${call}`);
  });
  const seen: Array<{ path: string; at: string; problems: string[]; errors: string[]; missing: string[] }> = [];
  for (const { path, route } of planned) {
    missing.length = 0;
    errors.length = 0;
    await page.evaluate((to) => {
      history.replaceState(null, "", `#${to}`);
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    }, path);
    const expected = (customer ? EXPECTED_MOVES[route] : undefined) ?? route;
    const { hash, problems } = await settled(page, expected);
    const at = matchRoute(hash.split("?")[0] ?? "", defaultSettings())?.route.name ?? hash;
    seen.push({
      path,
      at: at === expected ? "stayed" : `moved to ${hash}`,
      problems,
      errors: [...errors],
      missing: missing.filter((call) => !GUARDED.has(call)),
    });
  }
  await page.context().close();
  return { planned, seen };
}

describe("<ov-portal> on a server with exactly the retailer's calls (strict sandbox)", () => {
  for (const customer of [null, "household", "business", "readonly"] as const) {
    it(`walks every ${customer ? `private route as the ${customer} customer` : "public route as a visitor"}`, async () => {
      const { planned, seen } = await walk(customer);
      // The walk covers the routes it should: contracts of both kinds for a customer, the login for a visitor.
      expect(planned.length).toBeGreaterThan(customer ? 15 : 5);
      expect(planned.map((visit) => visit.route)).toContain(customer ? "gasContract" : "login");
      expect(
        seen.filter((visit) => visit.at !== "stayed" || visit.problems.length + visit.errors.length + visit.missing.length > 0),
      ).toEqual([]);
    }, 120_000);
  }
});
