import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { FIXTURE_DIR } from "./build-fixture";
import { axeViolations, widgetSiteForFile } from "./widget-page";

// Issue 17 items 1-2 in real Chromium: a year of quarter hours drawn and switched to the table view, the
// range changed with the keyboard, axe on every state, 390 px. The section is mounted through the shell's
// contractDetail slot by the harness tag (widgets/portal/consumption/slot-harness.tsx), built from the
// sources into a fixture, until the contracts area's detail renders the slot.
const env = widgetSiteForFile({ fixtureDir: FIXTURE_DIR });

const TAG = "ov-consumption-harness";
// The data end 3 days before TEST_NOW (2025-06-15): a year of quarter hours is these 365 days.
const YEAR = { start: "2024-06-13", end: "2025-06-12" };

/** Opens the harness for the household's 2.0TD contract (sandbox 0104521), signed in by cookie. */
async function openSection(viewport?: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const opened = await env.site.open(env.browser, "", { scripts: ["/fixture/consumption.js"], ...(viewport ? { viewport } : {}) });
  await opened.page.waitForFunction((tag) => customElements.get(tag) !== undefined, TAG);
  // The customer's today is the sandbox's: the views open on their own ranges (spec §2: the last 12
  // months, the current month), dates the sandbox has data for (as openPortalAt's `today`).
  await opened.page.clock.setSystemTime(env.site.sandbox.db.now);
  const token = env.site.sandbox.tokenFor("household");
  await opened.page.evaluate(
    ({ stored, tag }) => {
      document.cookie = `ov_token=${encodeURIComponent(stored)}; path=/`;
      document
        .querySelector("main")
        ?.insertAdjacentHTML("beforeend", `<${tag} lang="en" contract-name="0104521" contract-type="electricity"></${tag}>`);
    },
    { stored: token, tag: TAG },
  );
  await opened.page.getByRole("heading", { name: "Consumption" }).waitFor({ timeout: 20_000 });
  return opened;
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

async function tabTo(page: Page, label: string) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await isFocused(page, label)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached "${label}"`);
}

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
/** The chart's drawing: Chart.js has sized and painted its canvas. */
const drawn = (page: Page, name: RegExp) =>
  page.getByRole("img", { name }).evaluate((canvas) => (canvas as HTMLCanvasElement).width > 0 && (canvas as HTMLCanvasElement).height > 0);

describe("consumption section in Chromium", () => {
  it(
    "draws a year of quarter hours, shows it as a paged table, changes the range by keyboard; axe clean",
    { timeout: 120_000 },
    async () => {
      const { page, errors } = await openSection();
      expect(await drawn(page, /^Active energy, Monthly, /)).toBe(true);
      expect(await axeViolations(page, TAG)).toEqual([]);

      // Keyboard only: to the tabs, right to Quarter-hourly, Enter (manual activation).
      await tabTo(page, "Monthly");
      for (let step = 0; step < 3; step += 1) await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Enter");
      await page.getByRole("tab", { name: "Quarter-hourly", selected: true }).waitFor();
      await page.getByRole("img", { name: /^Active energy, Quarter-hourly, / }).waitFor();

      // A year of quarter hours (35,040 points): typed into the date fields, sent with Enter.
      await page.getByLabel(/^From/).fill(YEAR.start);
      await page.getByLabel(/^To/).fill(YEAR.end);
      await page.getByLabel(/^To/).press("Enter");
      const year = page.getByRole("img", { name: /^Active energy, Quarter-hourly, 06\/13\/2024 to 06\/12\/2025: [\d,]+\skWh in total\.$/ });
      await year.waitFor({ timeout: 30_000 });
      expect(await drawn(page, /Quarter-hourly/)).toBe(true);
      const chartRequest = env.site.sandbox.requests.filter((request) => request.path.endsWith("/cch/chart/quarterhourly/")).at(-1);
      expect(chartRequest?.query).toMatchObject(YEAR);
      // Bands by period: the legend says the hours of P1-P3.
      expect(
        await page
          .getByRole("listitem")
          .filter({ hasText: /^P1 Monday to Friday 10:00–14:00, 18:00–22:00/ })
          .count(),
      ).toBe(1);
      expect(await axeViolations(page, TAG)).toEqual([]);

      // The table view of the same 35,040 points, one page of 96 rows rendered.
      await tabTo(page, "Show as a table");
      await page.keyboard.press("Enter");
      await page.getByText("1 to 96 of 35,040").waitFor();
      // The consumption section's table only: the battery panel lent to the same detail has its own.
      expect(await page.locator("#consumption").getByRole("row").count()).toBe(97);
      expect(await axeViolations(page, TAG)).toEqual([]);
      await tabTo(page, "Show as a table");
      await page.keyboard.press("Enter");
      await page.getByRole("img", { name: /Quarter-hourly/ }).waitFor();

      // Earlier by keyboard: the same length, just before.
      await tabTo(page, "Earlier");
      await page.keyboard.press("Enter");
      await page.waitForFunction(
        () =>
          (document.querySelector("ov-consumption-harness")?.shadowRoot?.querySelector("input[type=date]") as HTMLInputElement | null)
            ?.value === "2023-06-14",
      );
      expect(await page.getByLabel(/^To/).inputValue()).toBe("2024-06-12");

      // The energy chosen redraws the chart (reactive in kVArh).
      await page.getByLabel(/^From/).fill("2025-06-01");
      await page.getByLabel(/^To/).fill("2025-06-07");
      await page.getByLabel(/^To/).press("Enter");
      await page.getByRole("radio", { name: "Reactive energy" }).check();
      await page.getByRole("img", { name: /^Reactive energy, Quarter-hourly, .*kVArh in total\.$/ }).waitFor();
      expect(await axeViolations(page, TAG)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );

  it("fits 390 px without horizontal scroll, with an invalid range said at the fields; axe clean", { timeout: 60_000 }, async () => {
    const { page, errors } = await openSection({ width: 390, height: 844 });
    await page.getByRole("img", { name: /Monthly/ }).waitFor({ timeout: 20_000 });
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    await page.getByLabel(/^From/).fill("2025-06-10");
    await page.getByLabel(/^To/).fill("2025-06-01");
    await page.getByRole("button", { name: "Show", exact: true }).click();
    await page
      .getByText(/The dates are not valid/)
      .first()
      .waitFor();
    expect(await page.getByLabel(/^From/).getAttribute("aria-invalid")).toBe("true");
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axeViolations(page, TAG)).toEqual([]);
    await page.getByRole("button", { name: "Show as a table" }).click();
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
