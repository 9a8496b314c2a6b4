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

    // At 1280 px the list is a table (issue 39 item 3): every column, the actions included, shows; the rows are
    // grids (each one box drawn only near the viewport, issue 18 item 8) and the table's semantics stay, so a
    // screen reader still walks it by row and column, each row named by its invoice.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("tab", { name: "Multipoint" }).click();
    await listRows(page, "Multipoint invoices").first().waitFor();
    const table = page.getByRole("table", { name: "Multipoint invoices" });
    await expect.poll(() => table.locator("thead").evaluate((head) => head.getBoundingClientRect().height)).toBeGreaterThan(20);
    expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const rows = await listRows(page, "Multipoint invoices").count();
    // No raw address invoice id (issue 39 item 10): the columns of spec §2 without it.
    expect(await table.getByRole("columnheader").allTextContents()).toEqual([
      "Invoice number",
      "Date",
      "Period",
      "Address",
      "Total",
      "Amount to pay",
      "Energy",
      "Status",
      "Actions",
    ]);
    expect(await table.getByRole("rowheader").count()).toBe(rows);
    expect(await table.getByRole("cell").count()).toBe(rows * 8);
    // The columns line up: each row's cells start where the header's do.
    const starts = (row: Locator) =>
      row.locator(":scope > *").evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().left)));
    expect(await starts(listRows(page, "Multipoint invoices").first())).toEqual(await starts(table.locator("thead tr")));
    expect(errors).toEqual([]);
  });

  it("at 1280 px every invoice row is at most 72 px tall, with one primary action and the files in its menu", async () => {
    for (const customer of ["household", "business"] as const) {
      // The business's payable invoices are its head office's, on the Electricity tab (the multipoint
      // account's first page, its branches' June invoices, are all paid).
      const path = customer === "business" ? "/factures?contractType=electricity" : "/factures";
      const { page, errors } = await portalAt(path, customer, { width: 1280, height: 900 });
      const rows = page
        .locator("ov-portal")
        .getByRole("table", { name: /invoices$/ })
        .locator("tbody tr");
      await rows.first().waitFor();
      // Every row drawn (rows far from the viewport are skipped until scrolled to), then measured.
      const heights = await rows.evaluateAll((all) =>
        all.map((row) => {
          (row as HTMLElement).style.contentVisibility = "visible";
          return { height: Math.round(row.getBoundingClientRect().height), text: row.textContent };
        }),
      );
      expect(heights.length).toBeGreaterThan(10);
      expect(heights.filter(({ height }) => height > 72)).toEqual([]);
      // A payable invoice has Pay online in sight; every row has one menu with the files.
      const payable = rows.filter({ has: page.getByRole("button", { name: /^Pay online: invoice / }) }).first();
      await payable.getByRole("button", { name: /^More actions: invoice / }).click();
      expect(await page.getByRole("menu").getByRole("menuitem").allTextContents()).toEqual(["PDF", "Signed PDF", "Curve CSV"]);
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByRole("menu").count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it("at 390 px no control of the invoices screen is outside the viewport or inside a clipped scroll box", async () => {
    for (const customer of ["household", "business"] as const) {
      const { page, errors } = await portalAt("/factures", customer, { width: 390, height: 844 });
      const cards = page
        .locator("ov-portal")
        .getByRole("table", { name: /invoices$/ })
        .locator("tbody tr");
      await cards.first().waitFor();
      await page
        .getByRole("button", { name: /^More actions: invoice / })
        .first()
        .waitFor();
      const misplaced = await page.locator("ov-portal").evaluate((host) => {
        const controls = [
          ...host.shadowRoot!.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, summary, [tabindex]"),
        ];
        const width = document.documentElement.clientWidth;
        const parentOf = (node: Element): Element | null => node.parentElement ?? ((node.getRootNode() as ShadowRoot).host || null);
        const out: string[] = [];
        let measured = 0;
        for (const control of controls) {
          // Rows far from the viewport are skipped until scrolled to: draw each control's card first.
          control.closest("tr")?.style.setProperty("content-visibility", "visible");
          const box = control.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          measured += 1;
          const name = `${control.tagName.toLowerCase()} "${(control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40)}"`;
          if (box.left < 0 || box.right > width + 0.5)
            out.push(`${name} outside the viewport (${Math.round(box.left)}–${Math.round(box.right)})`);
          for (let parent = parentOf(control); parent && parent !== document.documentElement; parent = parentOf(parent)) {
            const style = getComputedStyle(parent);
            if (style.overflowX === "visible" || style.overflowX === "clip") continue;
            const frame = parent.getBoundingClientRect();
            if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5) out.push(`${name} clipped by a ${style.overflowX} box`);
            if (parent.scrollWidth > parent.clientWidth + 1 && control !== parent) out.push(`${name} in a box that scrolls sideways`);
          }
        }
        return { out: [...new Set(out)], measured };
      });
      expect(misplaced.measured).toBeGreaterThan(20);
      expect(misplaced.out).toEqual([]);
      expect(await noHorizontalScroll(page)).toBe(true);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
