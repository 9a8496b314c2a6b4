import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 16 items 1, 2 and 5: the contracts list and a contract's detail in real Chromium at 390 px
// (spec §2 "Contracts list", "Contract detail"), axe clean, and a read-only session (spec §6) with its
// changes disabled. Issue 17 item 7: the consumption section and the battery panel through the real
// detail (portal-consumption.test.ts and portal-batteries.test.ts go further there). Built from the source into a fixture, like
// portal-forms.test.ts.
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });

const TAG = "ov-portal";
const PHONE = { width: 390, height: 844 };
const portalAt = (path: string, customer: "household" | "readonly") =>
  openPortalAt(env, path, { customer, scripts: ["/fixture/portal.js"], consent: true, viewport: PHONE });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("<ov-portal> contracts in Chromium", () => {
  it("goes from the list to a contract's detail at 390 px, axe clean on both", async () => {
    const { page, errors } = await portalAt("/contractes/electricitat", "household");
    const portal = page.locator(TAG);
    await portal.getByRole("heading", { name: "Electricity contracts", level: 1 }).waitFor();
    await portal.getByRole("rowheader", { name: "0104521" }).waitFor();
    expect(await portal.getByRole("tab").allTextContents()).toEqual(["Electricity", "Gas"]);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    await portal.getByRole("button", { name: "View 0118734" }).click();
    await portal.getByRole("heading", { name: "Contract 0118734", level: 1 }).waitFor();
    await portal.getByRole("heading", { name: "Contract data" }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe("#/contractes/electricitat/0118734");
    for (const card of ["Contact data", "Supply point", "Attachments"]) await portal.getByRole("heading", { name: card }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a read-only session sees the changes disabled with the spec's tooltip", async () => {
    const { page } = await portalAt("/contractes/electricitat/0104521", "readonly");
    const portal = page.locator(TAG);
    await portal.getByRole("heading", { name: "Contract data" }).waitFor();
    const edit = portal.getByRole("button", { name: "Edit the email" });
    expect(await edit.getAttribute("aria-disabled")).toBe("true");
    await edit.focus();
    await portal.getByRole("tooltip").filter({ hasText: "This action cannot be performed in a read-only session." }).waitFor();
    // Every button of the registry's changes (filled by the dialogs' branch) is disabled too.
    const changes = portal.locator("section[aria-labelledby='ov-contracts-changes'] button");
    for (const button of await changes.all()) expect(await button.getAttribute("aria-disabled")).toBe("true");
    await edit.press("Enter");
    expect(await portal.getByRole("textbox", { name: "Email" }).count()).toBe(0);
    expect(await axeViolations(page, TAG)).toEqual([]);
  });

  it(
    "signs in from the home's consumption action, opens the battery contract at its consumption, table view and battery panel; axe clean at 390 px",
    { timeout: 60_000 },
    async () => {
      // The home's "See my consumption" (spec §2 Home) for a visitor: the login, then the list asks which contract.
      const { page, errors } = await openPortalAt(
        env,
        `/acces?action=consumption&redirectPath=${encodeURIComponent("/contractes/electricitat")}`,
        {
          lang: "en",
          scripts: ["/fixture/portal.js"],
          consent: true,
          viewport: PHONE,
          today: env.site.sandbox.db.now,
        },
      );
      const portal = page.locator(TAG);
      await portal.getByLabel(/^User/).fill("47281936P");
      await portal.getByLabel(/^Password/).fill("Sandbox1!");
      await portal.getByRole("button", { name: "Log in", exact: true }).click();
      // 0104521 is the household's contract with a virtual battery (the sandbox's seed).
      await portal.getByRole("button", { name: "Select 0104521" }).click({ timeout: 20_000 });
      await portal.getByRole("heading", { name: "Contract 0104521", level: 1 }).waitFor();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe("#/contractes/electricitat/0104521");

      // The consumption section, lent through the detail's slot, is scrolled to the top of the window and
      // stays there while the sections below it load (spec §2 "consumption scrolls to the consumption anchor").
      const consumption = portal.locator("section#consumption");
      await consumption.getByRole("img", { name: /^Active energy, Monthly, / }).waitFor({ timeout: 20_000 });
      await expect
        .poll(() => consumption.evaluate((section) => Math.abs(section.getBoundingClientRect().top)), { timeout: 10_000 })
        .toBeLessThan(2);
      await consumption.getByRole("button", { name: "Show as a table" }).click();
      await expect.poll(() => consumption.getByRole("table").getByRole("row").count()).toBeGreaterThan(1);
      expect(await consumption.getByRole("img", { name: /^Active energy, Monthly, / }).count()).toBe(0);

      // The battery panel, lent by the batteries area, with the contract's assignment.
      const battery = portal.getByRole("heading", { name: "Virtual battery" });
      await battery.waitFor({ timeout: 20_000 });
      await portal.getByRole("rowheader", { name: /^BV / }).first().waitFor();
      await portal.getByRole("slider").first().waitFor();
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(await axeViolations(page, TAG)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
