import { act, fireEvent, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import { TEST_NOW } from "../../../demo/sandbox/test-clock";
import { freshPortalPageEachTest, openPortalAt, patchSettings } from "../../../test/portal-helpers";
import "../index";

// The section as a customer reaches it: the portal signed in, at the contract's detail, which lends
// its contractDetail slot to the consumption area.
// Sandbox customers (demo/sandbox/README.md): household 2.0TD electricity 0104521 (id 4100) and gas
// 0104522 (4121); business 3.0TD electricity 0201001 (4128). The data ends 3 days before TEST_NOW.
const HOUSEHOLD = { name: "0104521", id: 4100, type: "electricity" };
const GAS = { name: "0104522", id: 4121, type: "gas" };
const BUSINESS = { name: "0201001", id: 4128, type: "electricity" };

async function openSection(
  contract: { name: string; type: string },
  customer: "household" | "business" = "household",
  sandbox: Sandbox = createSandbox({ seed: 7 }),
) {
  const kind = contract.type === "gas" ? "gas" : "electricitat";
  const widget = await openPortalAt(`/contractes/${kind}/${contract.name}`, { customer, sandbox });
  const section = await waitFor(() => {
    const found = widget.host.shadowRoot?.querySelector("section#consumption .ov-consumption");
    if (!found) throw new Error("the consumption section has not loaded");
    return found as HTMLElement;
  }, SLOW);
  return { ...widget, section: within(section) };
}

/** The first section of a run downloads its chunk, chart.js and catalogs on a shared 2-core machine. */
const SLOW = { timeout: 15_000 };

const chartCalls = (sandbox: Sandbox) => sandbox.requests.filter((request) => request.path.includes("/cch/chart/"));
const lastChartCall = (sandbox: Sandbox) => chartCalls(sandbox).at(-1);

freshPortalPageEachTest();

// The customer's today is the sandbox's (TEST_NOW): the views open on their own ranges (the last 12
// months, the current month), which must be dates the sandbox has data for. Only Date is faked.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(TEST_NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// The first test downloads the section's chunk, chart.js and the catalogs; the machine is shared.
describe("consumption section (spec §2 Contract detail: consumption; calls §7.4 cch)", { timeout: 20_000 }, () => {
  it("opens on the monthly view of an electricity contract: chart by period, legend hours, the note, the answered range", async () => {
    const { section, sandbox } = await openSection(HOUSEHOLD);
    // The detail's section under its anchor (spec §2 "consumption scrolls to the consumption anchor").
    expect(section.getByRole("heading", { name: "Consumption" }).closest("section")?.id).toBe("consumption");
    // spec §2 / §9: provisional, about 3 days late.
    expect(section.getByText(/about 3 days late/).textContent).toMatch(/provisional until it is invoiced/);
    expect(section.getByRole("tab", { name: "Monthly" }).getAttribute("aria-selected")).toBe("true");
    const chart = await section.findByRole("img", { name: /^Active energy, Monthly, / }, SLOW);
    expect(chart.getAttribute("aria-label")).toMatch(/[\d,.]+\skWh in total\.$/);
    // spec §2 "monthly (last 12 months)": sent with the first load, the 12 whole months before this one.
    expect(lastChartCall(sandbox)).toMatchObject({
      path: `contracts/${HOUSEHOLD.id}/cch/chart/monthly/`,
      query: { start: "2024-06-01", end: "2025-05-31" },
    });
    // The answered range fills the fields, day first as the tables write dates (issue 39 item 7).
    const from = section.getByLabelText(/^From/) as HTMLInputElement;
    const to = section.getByLabelText(/^To/) as HTMLInputElement;
    expect(to.value).toBe("31/05/2025");
    expect(from.value).toBe("01/06/2024");
    // The 2.0TD legend, hours from the Circular's tables, with each period's total in kWh, 0 decimals.
    const legend = within(section.getByRole("heading", { name: "Time-of-use periods" }).parentElement as HTMLElement);
    const items = legend.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toMatch(/^P1 Monday to Friday 10:00–14:00, 18:00–22:00[\d,]+\u00a0kWh$/);
    expect(items[2]?.textContent).toContain("weekends and national holidays all day");
  });

  it("asks each view's own buckets: daily, hourly, quarter-hourly", async () => {
    const user = userEvent.setup();
    const { section, sandbox } = await openSection(HOUSEHOLD);
    await section.findByRole("img", { name: /Monthly/ });
    for (const [tab, type] of [
      ["Daily", "daily"],
      ["Hourly", "hourly"],
      ["Quarter-hourly", "quarterhourly"],
    ] as const) {
      await user.click(section.getByRole("tab", { name: tab }));
      const drawn = await section.findByRole("img", { name: new RegExp(`, ${tab}, `) });
      expect(drawn.getAttribute("aria-label")).toMatch(/^Active energy, /);
      expect(section.getByRole("tab", { name: tab }).getAttribute("aria-selected")).toBe("true");
      expect(lastChartCall(sandbox)?.path).toBe(`contracts/${HOUSEHOLD.id}/cch/chart/${type}/`);
      // spec §2 "daily (current month)": its range is sent; the fine views name none (the last day of data).
      const { start, end } = (lastChartCall(sandbox)?.query ?? {}) as Record<string, string | undefined>;
      expect({ start, end }).toEqual(type === "daily" ? { start: "2025-06-01", end: "2025-06-15" } : { start: undefined, end: undefined });
    }
    // The quarter-hourly view's own range is the last day of data: 96 quarters.
    await user.click(section.getByRole("button", { name: "Show as a table" }));
    expect(section.getByRole("button", { name: "Show as a table" }).getAttribute("aria-pressed")).toBe("true");
    expect(section.getAllByRole("row")).toHaveLength(97); // header + 96
    expect(section.getByText(/^1 to 96 of/).textContent).toBe("1 to 96 of 96");
  });

  it("shows a chosen range, and moves it earlier and later with buttons", async () => {
    const user = userEvent.setup();
    const { section, sandbox } = await openSection(HOUSEHOLD);
    await user.click(section.getByRole("tab", { name: "Hourly" }));
    await section.findByRole("img", { name: /Hourly/ });
    const from = section.getByLabelText(/^From/) as HTMLInputElement;
    const to = section.getByLabelText(/^To/) as HTMLInputElement;
    fireEvent.input(from, { target: { value: "01/06/2025" } });
    fireEvent.input(to, { target: { value: "07/06/2025" } });
    await user.click(section.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(lastChartCall(sandbox)?.query).toMatchObject({ start: "2025-06-01", end: "2025-06-07" }));
    await user.click(section.getByRole("button", { name: "Earlier" }));
    await waitFor(() => expect(lastChartCall(sandbox)?.query).toMatchObject({ start: "2025-05-25", end: "2025-05-31" }));
    expect(from.value).toBe("25/05/2025");
    await user.click(section.getByRole("button", { name: "Later" }));
    await waitFor(() => expect(lastChartCall(sandbox)?.query).toMatchObject({ start: "2025-06-01", end: "2025-06-07" }));
    // A week of hours in the table: 168 rows, one page of 96 at a time.
    await user.click(section.getByRole("button", { name: "Show as a table" }));
    expect((await section.findByText(/^1 to 96 of/)).textContent).toBe("1 to 96 of 168");
    expect(section.getAllByRole("row")).toHaveLength(97); // header + 96
  });

  it("says cch_invalid_date at the date fields, and a missing date before asking", async () => {
    const user = userEvent.setup();
    const { section, sandbox } = await openSection(HOUSEHOLD);
    await section.findByRole("img", { name: /Monthly/ });
    const from = section.getByLabelText(/^From/) as HTMLInputElement;
    const to = section.getByLabelText(/^To/) as HTMLInputElement;
    const calls = chartCalls(sandbox).length;
    fireEvent.input(from, { target: { value: "" } });
    await user.click(section.getByRole("button", { name: "Show" }));
    // Said at the empty field, and nothing asked.
    await section.findByText("This field is required");
    expect(from.getAttribute("aria-invalid")).toBe("true");
    expect(chartCalls(sandbox)).toHaveLength(calls);
    // The order is the server's verdict (400 cch_invalid_date), said at both fields.
    fireEvent.input(from, { target: { value: "10/06/2025" } });
    fireEvent.input(to, { target: { value: "01/06/2025" } });
    await user.click(section.getByRole("button", { name: "Show" }));
    await waitFor(() => expect(from.getAttribute("aria-invalid")).toBe("true"));
    expect(to.getAttribute("aria-invalid")).toBe("true");
    expect(section.getAllByText(/The dates are not valid/)).toHaveLength(2);
    expect(section.queryByRole("img")).toBeNull();
  });

  it("is not lent to a gas contract (issue 39 item 4: its measures are an electricity meter's)", async () => {
    const widget = await openPortalAt(`/contractes/gas/${GAS.name}`, { customer: "household", sandbox: createSandbox({ seed: 7 }) });
    // The slot's parts are chosen in the render that shows the detail's cards: the attachments are the signal.
    await widget.screen.findByRole("heading", { name: "Attachments" }, SLOW);
    expect(widget.host.shadowRoot?.querySelector("section#consumption")).toBeNull();
  });

  it("says contract_cch_chart_no_data for electricity dates without data, in place of the chart", async () => {
    const user = userEvent.setup();
    const { section } = await openSection(HOUSEHOLD);
    await section.findByRole("img", { name: /Monthly/ });
    fireEvent.input(section.getByLabelText(/^From/), { target: { value: "01/01/2010" } });
    fireEvent.input(section.getByLabelText(/^To/), { target: { value: "31/01/2010" } });
    await user.click(section.getByRole("button", { name: "Show" }));
    await section.findByText("There is no consumption data for these dates.");
    expect(section.queryByRole("img")).toBeNull();
  });

  it("downloads the shown range (cch/download) as the server names the file", async () => {
    const user = userEvent.setup();
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:consumption");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/\.csv$/);
    });
    const { section, sandbox } = await openSection(HOUSEHOLD);
    await section.findByRole("img", { name: /Monthly/ });
    await user.click(section.getByRole("button", { name: "Download the data" }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect(created).toHaveBeenCalledOnce();
    const download = sandbox.requests.find((request) => request.path.includes("/cch/download/"));
    expect(download).toMatchObject({
      path: `contracts/${HOUSEHOLD.id}/cch/download/monthly/`,
      query: { start: "2024-06-01", end: "2025-05-31" },
    });
  });

  it("shows a failed call with the catalogue's message and loads again on retry", async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ seed: 7 });
    const { section } = await openSection(HOUSEHOLD, "household", sandbox);
    await section.findByRole("img", { name: /Monthly/ });
    sandbox.setScenario("error500");
    await user.click(section.getByRole("tab", { name: "Daily" }));
    await section.findByText("The consumption could not be loaded.");
    expect(section.queryByRole("img")).toBeNull();
    sandbox.setScenario("normal");
    await user.click(section.getByRole("button", { name: "Try again" }));
    const daily = await section.findByRole("img", { name: /Daily/ });
    expect(daily.getAttribute("aria-label")).toMatch(/^Active energy, Daily, /);
    expect(section.queryByText("The consumption could not be loaded.")).toBeNull();
  });

  it("shows a failed download with a retry", async () => {
    const user = userEvent.setup();
    const sandbox = createSandbox({ seed: 7 });
    const { section } = await openSection(HOUSEHOLD, "household", sandbox);
    await section.findByRole("img", { name: /Monthly/ });
    sandbox.setScenario("error500");
    await user.click(section.getByRole("button", { name: "Download the data" }));
    await section.findByText("The data could not be downloaded.");
    // The failure has its retry (calls §8), and the chart stays.
    expect(section.getAllByRole("button", { name: "Try again" }).length).toBeGreaterThan(0);
    expect(section.getAllByRole("img", { name: /Monthly/ })).toHaveLength(1);
  });

  it("hides the provisional-data note when settings.contracts.enableInfoCCH is false", async () => {
    const { section, runtime } = await openSection(HOUSEHOLD);
    expect(section.getByText(/provisional until it is invoiced/).textContent).toMatch(/about 3 days late/);
    act(() => patchSettings(runtime, (settings) => ({ ...settings, contracts: { ...settings.contracts, enableInfoCCH: false } })));
    await waitFor(() => expect(section.queryByText(/provisional until it is invoiced/)).toBeNull());
    // Only the note went: the section's views are still there.
    expect(section.getAllByRole("tab").map((tab) => tab.textContent)).toEqual(["Monthly", "Daily", "Hourly", "Quarter-hourly"]);
  });

  it("gives a 3.0TD business contract the six periods of its season, and every energy", async () => {
    const user = userEvent.setup();
    const { section } = await openSection(BUSINESS, "business");
    await section.findByRole("img", { name: /Monthly/ });
    const legend = within(section.getByRole("heading", { name: "Time-of-use periods" }).parentElement as HTMLElement);
    const items = legend.getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("strong")?.textContent)).toEqual(["P1", "P2", "P3", "P4", "P5", "P6"]);
    expect(items[0]?.textContent).toContain("Jan, Feb, Jul, Dec: Monday to Friday 09:00–14:00, 18:00–22:00");
    await user.click(section.getByRole("radio", { name: "Reactive energy" }));
    // The legend's totals follow the chosen energy (the redrawn chart is checked in Chromium).
    await waitFor(() => expect(items[0]?.textContent).toMatch(/[\d.,]+\u00a0kVArh$/));
    expect(items[0]?.textContent).toMatch(/[\d.,]+\u00a0kVArh$/);
  });
});
