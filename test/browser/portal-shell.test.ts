import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 19 item 6 in real Chromium: the vertical header (spec §2 Other "side menu and header
// (horizontal or vertical) ... logout at the bottom") and the sidebar-group flag (spec §6), by
// keyboard, axe clean, at 390 px too. The portal is built from the source into a fixture.
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });
afterEach(() => env.site.sandbox.setSettingsOverride({}));

const TAG = "ov-portal";
const verticalAt = (path: string, viewport?: { width: number; height: number }) => {
  env.site.sandbox.setSettingsOverride({ features: { headerMode: "vertical", sidebarGroup: true } });
  return openPortalAt(env, path, {
    customer: "household",
    scripts: ["/fixture/portal.js"],
    consent: true,
    ...(viewport ? { viewport } : {}),
  });
};
const box = async (page: Page, selector: string) =>
  page.evaluate((css) => {
    const rect = document.querySelector("ov-portal")?.shadowRoot?.querySelector(css)?.getBoundingClientRect();
    return rect ? { top: rect.top, bottom: rect.bottom, right: rect.right } : null;
  }, selector);

describe("<ov-portal> vertical header in Chromium", () => {
  it("shows logout at the foot of the side column and opens the contracts group by keyboard, axe clean", async () => {
    const { page, errors } = await verticalAt("/factures", { width: 1280, height: 900 });
    await page.getByRole("heading", { name: "Invoices" }).waitFor();
    // The column runs the page's height; logout is its last control, at its bottom, below the menu. Polled:
    // the page-wide parts (footer, help) mount after the first paint (issue 20) and the layout settles then.
    const gap = async () => {
      const header = await box(page, ".ov-portal__header");
      const logout = await box(page, ".ov-portal__logout");
      const menu = await box(page, ".ov-portal__menu");
      if (!header || !logout || !menu) return null;
      return { atFoot: Math.abs(header.bottom - logout.bottom) < 24, belowMenu: logout.top > menu.bottom };
    };
    await expect.poll(gap).toEqual({ atFoot: true, belowMenu: true });

    const group = page.getByRole("button", { name: "Contracts" });
    expect(await group.getAttribute("aria-expanded")).toBe("false");
    // Closed means out of sight: the list's own display must not override its hidden attribute.
    const electricityLink = page.getByRole("link", { name: "Electricity contracts", includeHidden: true });
    expect(await electricityLink.count()).toBe(1);
    expect(await electricityLink.isVisible()).toBe(false);
    await group.focus();
    await page.keyboard.press("Enter");
    expect(await group.getAttribute("aria-expanded")).toBe("true");
    expect(await electricityLink.isVisible()).toBe(true);
    await page.keyboard.press("Tab");
    const electricity = page.getByRole("link", { name: "Electricity contracts" });
    expect(await electricity.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("heading", { name: "Log in to your online office" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("stays within 390 px without horizontal scroll, axe clean", async () => {
    const { page, errors } = await verticalAt("/factures", { width: 390, height: 800 });
    await page.getByRole("heading", { name: "Invoices" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
