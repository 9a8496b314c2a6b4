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

/**
 * Issue 39 items 4 and 10 on the contract detail's own part (the sections other areas lend and the
 * shell are theirs): each shown control that lies outside the viewport sideways, or outside the box of
 * an ancestor that clips it (a scroll box whose content is wider than itself), by its name.
 */
const misplacedControls = (page: Page) =>
  page.evaluate((tag) => {
    const detail = document.querySelector(tag)?.shadowRoot?.querySelector(".ov-contracts__detail");
    if (!detail) return ["no detail"];
    const problems: string[] = [];
    const controls = detail.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, [tabindex]:not([tabindex='-1'])");
    for (const control of controls) {
      if (control.closest(".ov-portal__slot")) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? control.tagName).trim();
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push(`outside the viewport: ${name}`);
      for (let box2 = control.parentElement; box2 && box2 !== detail; box2 = box2.parentElement) {
        const style = getComputedStyle(box2);
        if (style.overflowX === "visible" || box2.scrollWidth <= box2.clientWidth + 1) continue;
        const clip = box2.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) problems.push(`clipped by a scroll box: ${name}`);
      }
    }
    return problems;
  }, TAG);

/** Where the summary starts, from the top of the window (the page not scrolled). */
const summaryTop = (page: Page) =>
  page
    .locator(TAG)
    .getByRole("region", { name: "Contract summary" })
    .evaluate((summary) => summary.getBoundingClientRect().top);

describe("<ov-portal> contracts in Chromium", () => {
  it("goes from the list to a contract's detail at 390 px, axe clean on both", async () => {
    const { page, errors } = await portalAt("/contractes/electricitat", "household");
    const portal = page.locator(TAG);
    await portal.getByRole("heading", { name: "Electricity contracts", level: 1 }).waitFor();
    await portal.getByRole("rowheader", { name: "0104521" }).waitFor();
    expect(await portal.getByRole("tab").allTextContents()).toEqual(["Electricity", "Gas"]);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    await portal.getByRole("button", { name: "Open contract 0118734" }).click();
    await portal.getByRole("heading", { name: "Contract 0118734", level: 1 }).waitFor();
    await portal.getByRole("heading", { name: "Contract data" }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe("#/contractes/electricitat/0118734");
    for (const card of ["Contact data", "Supply point", "Attachments"]) await portal.getByRole("heading", { name: card }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    expect(errors).toEqual([]);
  });

  // Issue 39 items 4-6 and 10: the detail starts with its summary within a phone's first screen, every
  // control of its own reachable without a sideways scroll, the attachments included; the same at 1280.
  it(
    "starts the detail with its summary within the first screen at 390 and 1280 px, no control out of sight",
    { timeout: 60_000 },
    async () => {
      const { page, errors } = await portalAt("/contractes/electricitat/0104521", "household");
      const portal = page.locator(TAG);
      const summary = portal.getByRole("region", { name: "Contract summary" });
      await summary.waitFor();
      await portal.getByRole("heading", { name: "Attachments" }).waitFor();
      await portal
        .getByRole("button", { name: /^Download / })
        .first()
        .waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await summaryTop(page)).toBeLessThan(PHONE.height);
      expect(await summary.getByRole("button", { name: "Change the power" }).isVisible()).toBe(true);
      expect(await misplacedControls(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
      // The menu opens inside the window, by keyboard, and Escape gives the focus back to its button.
      const more = summary.getByRole("button", { name: "More actions" });
      await more.focus();
      await page.keyboard.press("Enter");
      const menu = portal.getByRole("menu", { name: "More actions" });
      const menuInWindow = () =>
        menu.evaluate((element) => element.getBoundingClientRect().left >= 0 && element.getBoundingClientRect().right <= window.innerWidth);
      await menu.waitFor();
      expect(await menuInWindow()).toBe(true);
      expect(await axeViolations(page, TAG)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect.poll(() => more.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);

      await page.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(() => summaryTop(page)).toBeLessThan(900);
      expect(await misplacedControls(page)).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
      await more.click();
      await menu.waitFor();
      expect(await menuInWindow()).toBe(true);
      await page.keyboard.press("Escape");
      // At this width the attachments are a table whose every column is in sight.
      expect(await portal.getByRole("columnheader", { name: "Size" }).first().isVisible()).toBe(true);
      expect(errors).toEqual([]);
    },
  );

  // Issue 39: the page is a level below its cards; at 390 px a long value beside its Change shows whole
  // (wrapping between the groups of its format where its column ends) and stays clear of the Change, and the text
  // buttons start on the edge of the title and labels above them.
  it("at 390 px lays the summary as a card on the page, each long value whole and clear of its Change, Back on the title's edge", async () => {
    const { page, errors } = await openPortalAt(env, "/contractes/electricitat/0201001", {
      customer: "business",
      scripts: ["/fixture/portal.js"],
      consent: true,
      viewport: PHONE,
    });
    const portal = page.locator(TAG);
    await portal.getByRole("region", { name: "Contract summary" }).waitFor();
    await portal.getByRole("heading", { name: "Supply point" }).waitFor();
    const layout = await page.evaluate((tag) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      const left = (selector: string) => root.querySelector(selector)!.getBoundingClientRect().left;
      const rows = [...root.querySelectorAll<HTMLElement>(".ov-contracts__row")].filter((row) =>
        row.querySelector(".ov-contracts__row-action"),
      );
      return {
        page: getComputedStyle(root.querySelector(".ov-portal")!).backgroundColor,
        card: getComputedStyle(root.querySelector(".ov-contracts__summary")!).backgroundColor,
        // Each row's value: how far its last box reaches, where its Change starts, and a value cut short.
        rows: rows.map((row) => {
          const boxes = [...row.querySelectorAll(".ov-contracts__row-value, .ov-contracts__row-value *")].map((node) =>
            node.getBoundingClientRect(),
          );
          const text = row.querySelector<HTMLElement>(".ov-identifier__text");
          // Each group of an identifier's format (a text node of its own, src/domain/identifier-groups.ts)
          // on one line: a wrap falls between groups, never inside one.
          const range = document.createRange();
          const groups = text ? [...text.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE) : [];
          const split = groups.filter((node) => {
            range.selectNodeContents(node);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
          });
          return {
            label: row.querySelector("dt")?.textContent,
            lines:
              groups.length > 0
                ? new Set(groups.map((node) => (range.selectNodeContents(node), Math.round(range.getBoundingClientRect().top)))).size
                : 0,
            split: split.map((node) => node.textContent),
            clear:
              row.querySelector(".ov-contracts__row-action")!.getBoundingClientRect().left - Math.max(...boxes.map((box) => box.right)),
            cut: text ? text.scrollWidth > text.clientWidth : false,
          };
        }),
        back: left(".ov-contracts__top > .ov-button--text .ov-button__label") - left(".ov-portal__title"),
      };
    }, TAG);
    expect(layout.page).not.toBe(layout.card);
    expect(layout.page).not.toBe("rgba(0, 0, 0, 0)");
    expect(layout.rows.map((row) => row.label)).toContain("Cadastral reference");
    for (const row of layout.rows) {
      expect(row.clear, `${row.label}`).toBeGreaterThanOrEqual(8);
      expect(row.cut, `${row.label}`).toBe(false);
      expect(row.split, `${row.label}`).toEqual([]);
    }
    // The cadastral reference does not fit one line there: it wraps, between its groups.
    expect(layout.rows.find((row) => row.label === "Cadastral reference")?.lines).toBeGreaterThan(1);
    expect(Math.abs(layout.back)).toBeLessThanOrEqual(1);
    expect(await misplacedControls(page)).toEqual([]);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it("a gas contract's detail at 390 px: its summary first, no electricity consumption panel, nothing out of sight", async () => {
    const { page, errors } = await portalAt("/contractes/gas/0104522", "household");
    const portal = page.locator(TAG);
    await portal.getByRole("region", { name: "Contract summary" }).waitFor();
    await portal.getByRole("heading", { name: "Attachments" }).waitFor();
    expect(await summaryTop(page)).toBeLessThan(PHONE.height);
    expect(await portal.locator("section#consumption").count()).toBe(0);
    expect(await portal.getByRole("radio", { name: "Reactive energy" }).count()).toBe(0);
    expect(await misplacedControls(page)).toEqual([]);
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
    // Every change beside its value in the summary is disabled too (issue 39 item 4 moved them there).
    const changes = portal.getByRole("region", { name: "Contract summary" }).getByRole("button", { name: /^Change the / });
    expect(await changes.count()).toBeGreaterThan(0);
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
