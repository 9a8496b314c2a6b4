import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROUTES } from "../../src/domain/portal/routes";
import type { SandboxCustomer } from "../portal-helpers";
import { goToPortalPath, openPortalAt, routeVisits } from "./portal-page";
import { axeViolations, runtimeDrawn, widgetSiteForFile } from "./widget-page";

// Issue 39 item 2: the portal's header, phone first. On a phone a bar of at most 64 px whose Menu button
// discloses the menu and the tools; on a desktop the menu has a row of its own, laid out alike on every page.
const env = widgetSiteForFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * The header's height, and each menu entry of the row (its text, x, y, width, height and how many lines
 * its text takes), in the page's pixels: "hidden" for an entry out of sight. The entries inside "More"
 * are not the row's.
 */
const headerLayout = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("ov-portal")?.shadowRoot;
    const header = root?.querySelector(".ov-portal__header")?.getBoundingClientRect();
    const entries = [
      ...(root?.querySelectorAll(".ov-portal__menu > li > a, .ov-portal__menu > li:not(.ov-portal__more--unused) > button") ?? []),
    ].map((entry) => {
      const box = entry.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(entry).visibility === "hidden") return "hidden";
      const text = document.createRange();
      text.selectNodeContents(entry);
      const lines = new Set([...text.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
      const at = [box.x, box.y - (header?.y ?? 0), box.width, box.height].map(Math.round).join(" ");
      return `${entry.textContent?.trim()} ${at} ${lines} line${lines === 1 ? "" : "s"}`;
    });
    return { height: Math.round(header?.height ?? 0), entries };
  });

describe("the portal's header (issue 39 item 2)", () => {
  it("is a bar of at most 64 px on a phone, whose Menu button opens the menu and tools and closes on Esc and on a chosen entry", async () => {
    const { page, errors } = await openPortalAt(env, "/factures", { customer: "household", consent: true, viewport: PHONE });
    const portal = page.locator("ov-portal");
    await portal.getByRole("heading", { name: "Invoices", level: 1 }).waitFor();
    await runtimeDrawn(page, "ov-portal");
    const closed = await headerLayout(page);
    expect(closed.height).toBeLessThanOrEqual(64);
    expect(closed.entries.every((entry) => entry === "hidden")).toBe(true);
    const button = portal.getByRole("button", { name: "Menu" });
    expect(await button.getAttribute("aria-expanded")).toBe("false");

    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    const contracts = portal.getByRole("link", { name: "Gas contracts" });
    await contracts.waitFor();
    expect(await portal.getByRole("button", { name: "Log out" }).isVisible()).toBe(true);
    // Every entry inside the phone's width, one under the other.
    const open = await headerLayout(page);
    expect(open.entries.filter((entry) => entry === "hidden")).toEqual([]);
    for (const entry of open.entries) {
      const [x, , width] = entry.split(" ").slice(-6).map(Number);
      expect(x! + width!).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await axeViolations(page, "ov-portal")).toEqual([]);

    await page.keyboard.press("Escape");
    // The key's update is React's to commit: wait for it rather than read the attribute in the same turn.
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.querySelector("ov-portal")?.shadowRoot?.activeElement?.textContent)).toBe("Menu");

    await button.click();
    await contracts.click();
    await portal.getByRole("heading", { name: "Gas contracts", level: 1 }).waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect((await headerLayout(page)).height).toBeLessThanOrEqual(64);
    expect(errors).toEqual([]);
  });

  it("shows no Menu button on a desktop, and lays the menu out alike on pages with other tools", async () => {
    const layouts: Array<{ height: number; entries: string[] }> = [];
    for (const [path, heading] of [
      ["/factures", "Invoices"],
      ["/contractes/electricitat", "Electricity contracts"],
      ["/solicituts", "Support requests"],
    ] as const) {
      const { page, errors } = await openPortalAt(env, path, { customer: "household", consent: true, viewport: DESKTOP });
      const portal = page.locator("ov-portal");
      await portal.getByRole("heading", { name: heading, level: 1 }).first().waitFor();
      await runtimeDrawn(page, "ov-portal");
      expect(await portal.getByRole("button", { name: "Menu" }).isVisible()).toBe(false);
      layouts.push(await headerLayout(page));
      expect(errors).toEqual([]);
    }
    expect(layouts[0]!.entries.length).toBeGreaterThan(5);
    expect(layouts[0]!.entries).not.toContain("hidden");
    expect(layouts[1]).toEqual(layouts[0]);
    expect(layouts[2]).toEqual(layouts[0]);
  });

  // "On wide screens a navigation that never wraps differently from page to page": every route a customer
  // opens, walked by the portal's router at 1280 px, shows the same header, its menu one row of entries
  // each on one line (business has the most entries; Catalan's are the longest).
  it.each([
    ["household", "en"],
    ["business", "en"],
    ["business", "ca"],
  ] as const)(
    "at 1280 px keeps one row of whole entries, the same on every route (%s, %s)",
    async (customer: SandboxCustomer, lang) => {
      const bare = new Set(ROUTES.filter((route) => route.bare).map((route) => route.name));
      const visits = (await routeVisits(env.site, customer)).filter((visit) => !bare.has(visit.route));
      const { page, errors } = await openPortalAt(env, "/", { customer, lang, consent: true, viewport: DESKTOP });
      const layouts: Array<{ path: string; height: number; entries: string[] }> = [];
      for (const { path, route } of visits) {
        expect(await goToPortalPath(page, path, route), path).toBeNull();
        layouts.push({ path, ...(await headerLayout(page)) });
      }
      expect(layouts.length).toBeGreaterThan(15);
      const [first] = layouts;
      expect(first!.entries.length).toBeGreaterThan(6);
      const row = first!.entries.filter((entry) => entry !== "hidden");
      expect(row.every((entry) => entry.endsWith(" 1 line"))).toBe(true);
      // One row: every entry at the same height in the header.
      expect(new Set(row.map((entry) => entry.split(" ").at(-5))).size).toBe(1);
      expect(layouts.filter((layout) => layout.height !== first!.height || layout.entries.join() !== first!.entries.join())).toEqual([]);
      expect(errors).toEqual([]);
    },
    120_000,
  );

  it("puts the entries that do not fit a narrower portal into More, which opens, leads to them and closes on Esc", async () => {
    const { page, errors } = await openPortalAt(env, "/factures", { customer: "business", consent: true, viewport: DESKTOP });
    const portal = page.locator("ov-portal");
    await portal.getByRole("heading", { name: "Invoices", level: 1 }).first().waitFor();
    const wide = await headerLayout(page);
    // The host page gives the portal a narrower column: the row keeps one line, the rest go into More.
    await portal.evaluate((tag: HTMLElement) => (tag.style.cssText = "display: block; width: 760px"));
    const more = portal.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "More" });
    await more.waitFor();
    const narrow = await headerLayout(page);
    const row = narrow.entries.filter((entry) => entry !== "hidden" && !entry.startsWith("More"));
    expect(row.length).toBeGreaterThan(1);
    expect(row.length).toBeLessThan(wide.entries.length);
    expect(new Set(narrow.entries.filter((entry) => entry !== "hidden").map((entry) => entry.split(" ").at(-5))).size).toBe(1);
    // The row and the More list hold every entry once, in the menu's order.
    expect(await more.getAttribute("aria-expanded")).toBe("false");
    await more.click();
    const list = portal.locator(".ov-portal__more ul");
    const overflow = await list.getByRole("link").allTextContents();
    expect([...row.map((entry) => entry.split(" ").slice(0, -6).join(" ")), ...overflow]).toEqual(
      wide.entries
        .filter((entry) => entry !== "hidden" && !entry.startsWith("More"))
        .map((entry) => entry.split(" ").slice(0, -6).join(" ")),
    );
    expect(await axeViolations(page, "ov-portal")).toEqual([]);
    await page.keyboard.press("Escape");
    await expect.poll(() => more.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.querySelector("ov-portal")?.shadowRoot?.activeElement?.textContent)).toBe("More");
    // An entry chosen in More: its page shows, the list closes, and More marks where the customer is.
    await more.click();
    const last = overflow.at(-1)!;
    await list.getByRole("link", { name: last }).click();
    await expect.poll(() => more.getAttribute("aria-expanded")).toBe("false");
    expect(await list.getByRole("link", { name: last, includeHidden: true }).getAttribute("aria-current")).toBe("page");
    expect(await more.getAttribute("data-current")).toBe("true");
    expect(errors).toEqual([]);
  });

  it("starts its bar with the retailer's logo and the customer's name, on one line within 64 px on a phone, on a wide screen too", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await openPortalAt(env, "/factures", { customer: "household", consent: true, viewport });
      await page.route("https://brand.example/**", (route) =>
        route.fulfill({
          contentType: "image/svg+xml",
          body: '<svg xmlns="http://www.w3.org/2000/svg" width="190" height="40"><rect width="190" height="40" fill="#00796b"/></svg>',
        }),
      );
      const portal = page.locator("ov-portal");
      await portal.evaluate((tag) => {
        tag.setAttribute("logo-alt", "Energia Verda");
        tag.setAttribute("logo", "https://brand.example/logo.svg");
      });
      await portal.getByRole("heading", { name: "Invoices", level: 1 }).waitFor();
      const logo = portal.getByRole("img", { name: "Energia Verda" });
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const name = portal.getByText("Marta Puig Ferrer");
      await name.waitFor();
      const bar = await page.evaluate(() => {
        const root = document.querySelector("ov-portal")?.shadowRoot as ShadowRoot;
        const box = (selector: string) => root.querySelector(selector)?.getBoundingClientRect() as DOMRect;
        const customer = root.querySelector(".ov-portal__customer") as HTMLElement;
        return {
          header: Math.round(box(".ov-portal__header").height),
          logoFirst: box(".ov-portal__logo").x <= box(".ov-portal__customer").x,
          logoInside: box(".ov-portal__logo").right <= innerWidth,
          nameLines: Math.round(customer.getBoundingClientRect().height / parseFloat(getComputedStyle(customer).lineHeight)),
          title: customer.title,
        };
      });
      expect(bar).toMatchObject({ logoFirst: true, logoInside: true, nameLines: 1, title: "Marta Puig Ferrer" });
      if (viewport === PHONE) expect(bar.header).toBeLessThanOrEqual(64);
      expect(errors).toEqual([]);
    }
  });
});
