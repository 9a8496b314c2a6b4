import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 18: the invoices page (spec §2 "Invoices", §4 invoice status, §9 chart) in real Chromium: filter
// by state and date then remove all, the business's multipoint tab at 390 px, axe clean in every state
// (list, filtered, a field in error, empty, fetch error). Built from the source into a fixture, like
// portal-forms.test.ts.
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });

const TAG = "ov-portal";
const portalAt = (path: string, customer: "household" | "business", viewport?: { width: number; height: number }) =>
  openPortalAt(env, path, { customer, scripts: ["/fixture/portal.js"], consent: true, ...(viewport ? { viewport } : {}) });

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const listRows = (page: Page, name: string) => page.getByRole("table", { name }).locator("tbody tr");
const lastFilter = () => {
  const calls = env.site.sandbox.requests.filter((request) => request.path === "invoices/");
  return JSON.parse(calls.at(-1)?.query.filter ?? "[]") as unknown[];
};

describe("<ov-portal> invoices in Chromium", () => {
  it("filters by state and date, then removes all, axe clean in every state", async () => {
    const { page, errors } = await portalAt("/factures", "household");
    const rows = listRows(page, "Electricity invoices");
    await rows.first().waitFor();
    const all = await rows.count();
    expect(all).toBeGreaterThan(10);
    expect(await axeViolations(page, TAG)).toEqual([]);

    await page.getByText("Filters", { exact: true }).first().click();
    await page.getByLabel("State").selectOption("open");
    await page.getByLabel("Invoice date from").fill("31/02/2025");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("Write a date as DD/MM/YYYY.").waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);

    await page.getByLabel("Invoice date from").fill("01/01/2025");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByRole("button", { name: "State: Open", exact: true }).waitFor();
    await expect.poll(lastFilter).toEqual([
      ["date_invoice", ">=", "2025-01-01"],
      ["state", "=", "open"],
    ]);
    await expect.poll(() => rows.count()).toBeLessThan(all);
    // Open invoices only: none reads plain "Paid".
    expect(await page.getByRole("table", { name: "Electricity invoices" }).getByText("Paid", { exact: true }).count()).toBe(0);
    expect(await axeViolations(page, TAG)).toEqual([]);

    await page.getByRole("button", { name: "Remove all" }).click();
    await expect.poll(() => rows.count()).toBe(all);
    expect(await page.getByRole("list", { name: "Applied filters" }).count()).toBe(0);
    expect(lastFilter()).toEqual([]);

    // Empty list, then a failed fetch (§8.3), each axe clean.
    await page.getByLabel("Invoice number").fill("ZZZ");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.getByText("No invoice matches the filters.").waitFor();
    expect(await axeViolations(page, TAG)).toEqual([]);
    env.site.sandbox.setScenario("error500");
    try {
      await page.getByRole("button", { name: "Refresh" }).click();
      await page.getByText("The invoices could not be loaded.").waitFor();
      expect(await axeViolations(page, TAG)).toEqual([]);
    } finally {
      env.site.sandbox.setScenario("normal");
    }
    expect(errors).toEqual([]);
  });

  it("shows the business's multipoint tab at 390 px with a tall chart and no sideways scroll", async () => {
    const { page, errors } = await portalAt("/factures", "business", { width: 390, height: 844 });
    await page.getByRole("heading", { name: "Multipoint", exact: true }).waitFor();
    await listRows(page, "Multipoint invoices").first().waitFor();
    expect(await page.getByRole("tab", { name: "Multipoint", selected: true }).count()).toBe(1);
    // spec §9: 1000 px tall on narrow screens with more than 6 series (the page's supplies, up to 10).
    const box = page.locator(".ov-chart__box");
    await box.locator("canvas").waitFor();
    expect(await box.evaluate((element) => element.getBoundingClientRect().height)).toBe(1000);
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    // The legend is HTML buttons (issue 18 item 8): pressing a contract's button hides its bars, by keyboard too.
    const legend = page.getByRole("list", { name: "Contracts shown in the chart" });
    const first = legend.getByRole("button").first();
    expect(await first.getAttribute("aria-pressed")).toBe("true");
    const drawing = () => box.locator("canvas").evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
    const before = await drawing();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => first.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(drawing).not.toBe(before);
    await first.click();
    await expect.poll(() => first.getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("tab", { name: "Gas" }).click();
    await page.getByRole("heading", { name: "Gas", exact: true }).waitFor();
    await listRows(page, "Gas invoices").first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);

    // In a 1120 px window every column, the actions included, shows without scrolling the table sideways.
    await page.setViewportSize({ width: 1120, height: 900 });
    await page.getByRole("tab", { name: "Multipoint" }).click();
    await listRows(page, "Multipoint invoices").first().waitFor();
    const region = page
      .locator(".ov-table-scroll")
      .filter({ has: page.locator(".ov-invoices__table") })
      .first();
    await expect
      .poll(() => region.evaluate((element) => ({ fits: element.scrollWidth <= element.clientWidth, width: element.clientWidth })))
      .toEqual({ fits: true, width: expect.any(Number) });
    expect(await region.evaluate((element) => element.clientWidth)).toBeLessThanOrEqual(1120);
    // The rows are grids (each one box that is drawn only near the viewport, issue 18 item 8): the table's
    // semantics stay, so a screen reader still walks it by row and column, each row named by its invoice.
    const table = page.getByRole("table", { name: "Multipoint invoices" });
    const rows = await listRows(page, "Multipoint invoices").count();
    expect(await table.getByRole("columnheader").count()).toBe(10);
    expect(await table.getByRole("rowheader").count()).toBe(rows);
    expect(await table.getByRole("cell").count()).toBe(rows * 9);
    // The columns line up: each row's cells start where the header's do.
    const starts = (row: Locator) =>
      row.locator(":scope > *").evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    expect(await starts(listRows(page, "Multipoint invoices").first())).toEqual(await starts(table.locator("thead tr")));
    expect(errors).toEqual([]);
  });
});
