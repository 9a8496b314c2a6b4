import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { openPortalAt } from "./portal-page";
import { axeViolations, runtimeDrawn, widgetSiteForFile } from "./widget-page";

// Issue 39 item 2: the portal's header, phone first. On a phone a bar of at most 64 px whose Menu button
// discloses the menu and the tools; on a desktop the menu has a row of its own, laid out alike on every page.
const env = widgetSiteForFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The header's height, and the box of each menu entry (x, y, width), in the page's pixels. */
const headerLayout = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector("ov-portal")?.shadowRoot;
    const header = root?.querySelector(".ov-portal__header")?.getBoundingClientRect();
    const entries = [...(root?.querySelectorAll(".ov-portal__menu a") ?? [])].map((link) => {
      const box = link.getBoundingClientRect();
      return box.width === 0 ? "hidden" : [Math.round(box.x), Math.round(box.y - (header?.y ?? 0)), Math.round(box.width)].join(" ");
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
      const [x, , width] = entry.split(" ").map(Number);
      expect(x! + width!).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await axeViolations(page, "ov-portal")).toEqual([]);

    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
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
