import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { openPortalAt } from "./portal-page";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 17 items 1-2 in real Chromium: a year of quarter hours drawn and switched to the table view, the
// range changed with the keyboard, axe on every state, 390 px. The section is reached as a customer
// reaches it: the portal signed in, at the household's contract detail, which lends its contractDetail
// slot to the consumption area.
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });

const TAG = "ov-portal";
/** The section, checked by axe alone: the detail around it is checked by portal-contracts.test.ts. */
const SECTION = "section#consumption";
// The data end 3 days before TEST_NOW (2025-06-15): a year of quarter hours is these 365 days.
const YEAR = { start: "2024-06-13", end: "2025-06-12" };
/** A day as the date fields take and show it: day first (issue 39 item 7). */
const typed = (day: string) => day.split("-").reverse().join("/");

/** Opens the detail of the household's 2.0TD contract (sandbox 0104521), signed in, at its consumption section. */
async function openSection(viewport?: { width: number; height: number }, locale?: string) {
  const opened = await openPortalAt(env, "/contractes/electricitat/0104521", {
    ...(locale ? { locale } : {}),
    customer: "household",
    scripts: ["/fixture/portal.js"],
    consent: true,
    // The customer's today is the sandbox's: the views open on their own ranges (spec §2: the last 12
    // months, the current month), dates the sandbox has data for.
    today: env.site.sandbox.db.now,
    ...(viewport ? { viewport } : {}),
  });
  const section = opened.page.locator(`${TAG} ${SECTION}`);
  await section.getByRole("heading", { name: "Consumption" }).waitFor({ timeout: 20_000 });
  return { ...opened, section };
}

const isFocused = (page: Page, name: string) =>
  page.evaluate((label) => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return (
      (active?.textContent ?? "").trim() === label ||
      (active as HTMLInputElement | null)?.labels?.[0]?.textContent?.startsWith(label) === true
    );
  }, name);

/** Presses Tab until the control named `label` has the focus (the detail's cards come before the section). */
async function tabTo(page: Page, label: string) {
  for (let presses = 0; presses < 150; presses += 1) {
    if (await isFocused(page, label)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached "${label}"`);
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The chart's drawing: Chart.js has sized and painted its canvas. */
const drawn = (section: Locator, name: RegExp) =>
  section
    .getByRole("img", { name })
    .evaluate((canvas) => (canvas as HTMLCanvasElement).width > 0 && (canvas as HTMLCanvasElement).height > 0);

describe("consumption section in Chromium", () => {
  it(
    "draws a year of quarter hours, shows it as a paged table, changes the range by keyboard; axe clean",
    { timeout: 120_000 },
    async () => {
      const { page, errors, section } = await openSection();
      expect(await drawn(section, /^Active energy, Monthly, /)).toBe(true);
      expect(await axeViolations(page, TAG, SECTION)).toEqual([]);

      // Keyboard only: to the tabs, right to Quarter-hourly, Enter (manual activation).
      await tabTo(page, "Monthly");
      for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await section.getByRole("tab", { name: "Quarter-hourly", selected: true }).waitFor();
      await section.getByRole("img", { name: /^Active energy, Quarter-hourly, / }).waitFor();

      // A year of quarter hours (35,040 points): typed into the date fields, sent with Enter.
      await section.getByLabel(/^From/).fill(typed(YEAR.start));
      await section.getByLabel(/^To/).fill(typed(YEAR.end));
      await section.getByLabel(/^To/).press("Enter");
      const year = section.getByRole("img", {
        name: /^Active energy, Quarter-hourly, 13\/06\/2024 to 12\/06\/2025: [\d,]+\skWh in total\.$/,
      });
      await year.waitFor({ timeout: 30_000 });
      expect(await drawn(section, /Quarter-hourly/)).toBe(true);
      const chartRequest = env.site.sandbox.requests.filter((request) => request.path.endsWith("/cch/chart/quarterhourly/")).at(-1);
      expect(chartRequest?.query).toMatchObject(YEAR);
      // Bands by period: the legend says the hours of P1-P3.
      expect(
        await section
          .getByRole("listitem")
          .filter({ hasText: /^P1 Monday to Friday 10:00–14:00, 18:00–22:00/ })
          .count(),
      ).toBe(1);
      expect(await axeViolations(page, TAG, SECTION)).toEqual([]);

      // The table view of the same 35,040 points, one page of 96 rows rendered.
      await tabTo(page, "Show as a table");
      await page.keyboard.press("Enter");
      await section.getByText("1 to 96 of 35,040").waitFor();
      // The consumption section's table only: the battery panel lent to the same detail has its own.
      expect(await section.getByRole("row").count()).toBe(97);
      expect(await axeViolations(page, TAG, SECTION)).toEqual([]);
      await tabTo(page, "Show as a table");
      await page.keyboard.press("Enter");
      await section.getByRole("img", { name: /Quarter-hourly/ }).waitFor();

      // Earlier by keyboard: the same length, just before.
      await tabTo(page, "Earlier");
      await page.keyboard.press("Enter");
      await expect.poll(() => section.getByLabel(/^From/).inputValue()).toBe("14/06/2023");
      expect(await section.getByLabel(/^To/).inputValue()).toBe("12/06/2024");

      // The energy chosen redraws the chart (reactive in kVArh).
      await section.getByLabel(/^From/).fill("01/06/2025");
      await section.getByLabel(/^To/).fill("07/06/2025");
      await section.getByLabel(/^To/).press("Enter");
      await section.getByRole("radio", { name: "Reactive energy" }).check();
      await section.getByRole("img", { name: /^Reactive energy, Quarter-hourly, .*kVArh in total\.$/ }).waitFor();
      expect(await axeViolations(page, TAG, SECTION)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it(
    "writes its dates day first, as its table does, in an en-US browser with the portal in English (issue 39 item 7)",
    { timeout: 60_000 },
    async () => {
      const { page, errors, section } = await openSection(undefined, "en-US");
      // A browser whose own date inputs would read MM/DD/YYYY.
      expect(await page.evaluate(() => [navigator.language, new Intl.DateTimeFormat().format(new Date(2025, 5, 2))])).toEqual([
        "en-US",
        "6/2/2025",
      ]);
      await section.getByRole("tab", { name: "Daily" }).click();
      await section.getByRole("img", { name: /^Active energy, Daily, / }).waitFor({ timeout: 20_000 });
      const from = section.getByRole("textbox", { name: /^From/ });
      const to = section.getByRole("textbox", { name: /^To/ });
      // spec §2: the daily view opens on the current month, to the sandbox's today (15/06/2025).
      expect([await from.inputValue(), await to.inputValue()]).toEqual(["01/06/2025", "15/06/2025"]);
      expect(await section.getByText("DD/MM/YYYY", { exact: true }).count()).toBe(2);
      const firstDay = () => section.getByRole("row").nth(1).locator("th, td").first().textContent();
      await section.getByRole("button", { name: "Show as a table" }).click();
      await expect.poll(firstDay).toBe("01/06/2025");

      // 02/06/2025 typed is the 2nd of June, not the 6th of February as an en-US date input would read it.
      await from.fill("02/06/2025");
      await from.press("Enter");
      await expect.poll(firstDay).toBe("02/06/2025");
      expect(await from.inputValue()).toBe("02/06/2025");
      expect(errors).toEqual([]);
    },
  );

  it("fits 390 px without horizontal scroll, with an invalid range said at the fields; axe clean", { timeout: 60_000 }, async () => {
    const { page, errors, section } = await openSection({ width: 390, height: 844 });
    await section.getByRole("img", { name: /Monthly/ }).waitFor({ timeout: 20_000 });
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG, SECTION)).toEqual([]);
    await section.getByLabel(/^From/).fill("10/06/2025");
    await section.getByLabel(/^To/).fill("01/06/2025");
    await section.getByRole("button", { name: "Show", exact: true }).click();
    await section
      .getByText(/The dates are not valid/)
      .first()
      .waitFor();
    expect(await section.getByLabel(/^From/).getAttribute("aria-invalid")).toBe("true");
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG, SECTION)).toEqual([]);
    await section.getByRole("button", { name: "Show as a table" }).click();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
