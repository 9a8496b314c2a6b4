import { act, fireEvent, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox } from "../../../demo/sandbox/sandbox";
import { contractsTable } from "../../../demo/sandbox/domains/contracts";
import { freshPortalPageEachTest, openPortalAt, patchSettings } from "../../../test/portal-helpers";
import type { RenderedWidget } from "../../../test/render-widget";
import { CONTRACTS_SEARCH_DEBOUNCE_MS } from "./contracts.constants";
import "../index";

// spec §2 "Contracts list", §9 page sizes and debounces; calls §7.4 GET /contracts, §8.2 list failure.
freshPortalPageEachTest();
/** The names of the files handed to the browser (jsdom has no object URLs nor downloads). */
const downloads: string[] = [];
beforeEach(() => {
  downloads.length = 0;
  URL.createObjectURL = () => "blob:test/file";
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Screen = RenderedWidget["screen"];
const listCalls = (widget: RenderedWidget) => widget.sandbox.requests.filter((r) => r.method === "GET" && r.path === "contracts/");
/** The contract names of the table's rows, in order. */
const rowNames = (screen: Screen) =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

async function openList(path = "/contractes/electricitat", customer: "household" | "business" | "readonly" = "household") {
  const widget = await openPortalAt(path, { customer });
  // Generous waits: the area's chunk is transformed on first use, slow on a busy machine.
  await widget.screen.findByRole("heading", { name: /^(Electricity|Gas|Multipoint) contracts$/, level: 1 }, { timeout: 15_000 });
  await waitFor(() => expect(widget.screen.getAllByRole("rowheader").length).toBeGreaterThan(0), { timeout: 15_000 });
  return widget;
}

describe("contracts list", { timeout: 20_000 }, () => {
  it("shows the household's electricity contracts with open ones first, the spec's columns and the debt icon's words", async () => {
    const widget = await openList();
    const { screen } = widget;
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Electricity contracts");
    // Two open contracts before the closed one (spec §2 "Open contracts sorted first").
    expect(rowNames(screen)).toEqual(["0104521", "0118734", "0096310"]);
    const headers = within(screen.getByRole("table"))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Contract", "CUPS", "Address", "Product", "Power or tariff", "Amount due", "State", "Payment", "Actions"]);
    // spec §2 "Rows with debt carry an icon": the icon and its words (beside it in a card; in the table's
    // narrow column for screen readers, and whole in the cell's title).
    const debtRow = screen.getByRole("rowheader", { name: "0118734" }).closest("tr") as HTMLElement;
    const debt = within(debtRow).getByText("Has pending payments");
    expect(debt.className).toBe("ov-contracts__debt-words");
    expect(debt.parentElement?.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(debt.closest("td")?.title).toBe("Has pending payments");
    // The state is a chip (the card's status, beside its title).
    expect(
      within(debtRow)
        .getAllByText("Open")
        .filter((element) => element.closest(".ov-chip")),
    ).toHaveLength(1);
    const closedRow = screen.getByRole("rowheader", { name: "0096310" }).closest("tr") as HTMLElement;
    within(closedRow).getByText("Closed");
    within(closedRow).getByText("Up to date");
    // spec §2 "address (street - city)", whole in its title where the table cuts it.
    const address = within(closedRow).getByText(/^Carrer de la Força.* - Girona$/);
    expect(address.closest("td")?.getAttribute("title")).toBe(address.textContent);
    // Tabs per display type: electricity and gas for the household.
    expect(screen.getAllByRole("tab").map((tab: HTMLElement) => tab.textContent)).toEqual(["Electricity", "Gas"]);
    expect(listCalls(widget).at(-1)?.query).toMatchObject({ type: "electricity", offset: "0", limit: "150" });
  });

  it("leaves out the optional columns and the search by setting", async () => {
    const widget = await openList();
    patchSettings(widget.runtime, (settings) => ({
      ...settings,
      contracts: { ...settings.contracts, showProduct: false, showPower: false, dontShowSearchFilter: true },
    }));
    await waitFor(() => expect(widget.screen.queryByRole("columnheader", { name: "Product" })).toBeNull());
    expect(widget.screen.queryByRole("columnheader", { name: "Power or tariff" })).toBeNull();
    expect(widget.screen.queryByRole("searchbox")).toBeNull();
  });

  it("switches to the gas tab and its list", async () => {
    const widget = await openList();
    await userEvent.setup().click(widget.screen.getByRole("tab", { name: "Gas" }));
    await waitFor(() => expect(rowNames(widget.screen)).toEqual(["0104522"]));
    expect(location.hash).toBe("#/contractes/gas");
    expect(widget.screen.getByRole("heading", { level: 1 }).textContent).toBe("Gas contracts");
    expect(listCalls(widget).at(-1)?.query).toMatchObject({ type: "gas" });
  });

  it("shows the multipoint tab to the business customer, with its 25-row page size and the size options", async () => {
    const widget = await openList("/contractes/electricitat?type=multipoint", "business");
    const { screen } = widget;
    expect(screen.getAllByRole("tab").map((tab: HTMLElement) => tab.textContent)).toEqual(["Electricity", "Gas", "Multipoint"]);
    expect(screen.getByRole("tab", { name: "Multipoint" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Multipoint contracts");
    expect(listCalls(widget).at(-1)?.query).toMatchObject({ type: "multipoint", offset: "0", limit: "150" });
    const size = screen.getByRole("combobox", { name: "Rows per page" }) as HTMLSelectElement;
    // spec §9: "options 5, 10, 12, 25, 50, 100, 150 plus the configured value".
    expect([...size.options].map((option) => option.value)).toEqual(["5", "10", "12", "25", "50", "100", "150"]);
    expect(screen.getByText("1 to 9 of 9")).toBeTruthy();
  });

  it("leaves the multipoint account's supplies to the Multipoint tab, whose Invoices open the invoices' Multipoint tab", async () => {
    const widget = await openList("/contractes/electricitat", "business");
    const { screen, sandbox } = widget;
    const user = userEvent.setup();
    const rows = contractsTable(sandbox.db).contracts.filter((contract) => contract.owner === "cust-business" && contract.type === "electricity");
    const multipoint = rows.filter((contract) => contract.multipoint).map((contract) => contract.name);
    const own = rows.filter((contract) => !contract.multipoint).map((contract) => contract.name);
    // The sandbox lists both kinds under electricity, as the server does: the test needs each.
    expect(multipoint.length).toBeGreaterThan(0);
    expect(own.length).toBeGreaterThan(0);
    await waitFor(() => expect([...rowNames(screen)].sort()).toEqual([...own].sort()));
    await user.click(screen.getByRole("tab", { name: "Multipoint" }));
    await waitFor(() => expect([...rowNames(screen)].sort()).toEqual([...multipoint].sort()));
    const name = multipoint[0] as string;
    await user.click(screen.getByRole("button", { name: `More actions: contract ${name}` }));
    await user.click(screen.getByRole("menuitem", { name: `Invoices of ${name}` }));
    await waitFor(() => expect(location.hash).toBe(`#/factures?contractType=multipoint&contractName=${name}`));
  });

  it("pages with Next and Back and goes back to the start with a new page size", async () => {
    const widget = await openList("/contractes/electricitat?type=multipoint", "business");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "5");
    await waitFor(() => expect(screen.getByText("1 to 5 of 9")).toBeTruthy());
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("6 to 9 of 9")).toBeTruthy());
    // Nine contracts were read whole at once (spec §2 "Open contracts sorted first"): pages are the screen's.
    expect(listCalls(widget)).toHaveLength(1);
    expect(listCalls(widget)[0]?.query).toMatchObject({ type: "multipoint", offset: "0", limit: "150" });
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(screen.getByText("1 to 5 of 9")).toBeTruthy());
  });

  it("sends the search as the server's filter 1500 ms after the last key, back on page 1", async () => {
    const widget = await openList("/contractes/electricitat?type=multipoint", "business");
    const { screen } = widget;
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole("combobox", { name: "Rows per page" }), "5");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("6 to 9 of 9")).toBeTruthy());
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const calls = listCalls(widget).length;
    const search = screen.getByRole("searchbox", { name: "Search by contract, CUPS or address" });
    // Typing fires "input" events, which React's onChange hears.
    fireEvent.input(search, { target: { value: "Sev" } });
    act(() => vi.advanceTimersByTime(CONTRACTS_SEARCH_DEBOUNCE_MS - 100));
    fireEvent.input(search, { target: { value: "Sevilla" } });
    act(() => vi.advanceTimersByTime(CONTRACTS_SEARCH_DEBOUNCE_MS - 1));
    // Nothing sent while typing, nor 1499 ms after the last change.
    expect(listCalls(widget).length).toBe(calls);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(rowNames(screen)).toEqual(["0201006"]));
    expect(listCalls(widget).slice(calls)).toHaveLength(1);
    expect(listCalls(widget).at(-1)?.query).toMatchObject({ filter: "Sevilla", offset: "0" });
    expect(screen.getByText("1 to 1 of 1")).toBeTruthy();
  });

  it("shows the §8.2 list failure and loads again on retry", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const widget = await openPortalAt("/contractes/electricitat", { customer: "household", sandbox });
    // Fail from now on: the list call (the session and settings already answered).
    sandbox.setScenario("error500");
    await userEvent.setup().click(await widget.screen.findByRole("tab", { name: "Gas" }));
    const failure = await widget.screen.findByText("Failed to get the contract list of electricity and gas. Please try again later.");
    expect(failure).toBeTruthy();
    sandbox.setScenario("normal");
    await userEvent.setup().click(widget.screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(rowNames(widget.screen)).toEqual(["0104522"]));
  });

  it("a power that arrives as text ('n/d') is a malformed answer: the list failure and a retry, never 'NaN' (issue 36, hostile answers)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const row = contractsTable(sandbox.db).contracts.find((contract) => contract.name === "0104521");
    const period = row?.contracted_power_period[0];
    if (!period) throw new Error("seeded contract 0104521 has no power period");
    const power = period.power;
    (period as { power: unknown }).power = "n/d";
    const widget = await openPortalAt("/contractes/electricitat", { customer: "household", sandbox });
    const text = () => widget.host.shadowRoot?.textContent ?? "";
    expect(
      await widget.screen.findByText(
        "Failed to get the contract list of electricity and gas. Please try again later.",
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    expect(text()).not.toContain("NaN");
    period.power = power;
    await userEvent.setup().click(widget.screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(rowNames(widget.screen)).toEqual(["0104521", "0118734", "0096310"]));
    expect(text()).toContain("kW");
    expect(text()).not.toContain("NaN");
  });

  it("gives each contract one primary action, Open contract, and its invoices in a menu with contractType and contractName", async () => {
    const widget = await openList();
    const { screen } = widget;
    const user = userEvent.setup();
    const row = screen.getByRole("rowheader", { name: "0118734" }).closest("tr") as HTMLElement;
    // Issue 39 item 4: Open contract and the menu are the row's only buttons, besides the CUPS's copy.
    expect(
      within(row)
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label") ?? button.textContent),
    ).toEqual(["Copy the CUPS of contract 0118734", "Open contract 0118734", "More actions: contract 0118734"]);
    await user.click(within(row).getByRole("button", { name: "More actions: contract 0118734" }));
    await user.click(screen.getByRole("menuitem", { name: "Invoices of 0118734" }));
    await waitFor(() => expect(location.hash).toBe("#/factures?contractType=electricity&contractName=0118734"));
    history.back();
    await waitFor(() => expect(location.hash).toBe("#/contractes/electricitat"));
    await user.click(await screen.findByRole("button", { name: "Open contract 0118734" }));
    await waitFor(() => expect(location.hash).toBe("#/contractes/electricitat/0118734"));
  });

  it("shows each CUPS whole in its title with a copy button that says it copied", async () => {
    const widget = await openList();
    const { screen } = widget;
    // user-event puts a clipboard of its own on the page, read back below.
    const user = userEvent.setup();
    const row = screen.getByRole("rowheader", { name: "0104521" }).closest("tr") as HTMLElement;
    const cups = within(row).getByText(/^ES\d{16}[A-Z]{2}/);
    expect(cups.getAttribute("title")).toBe(cups.textContent);
    await user.click(within(row).getByRole("button", { name: "Copy the CUPS of contract 0104521" }));
    await waitFor(() => expect(within(row).getByRole("status").textContent).toBe("Copied"));
    expect(await navigator.clipboard.readText()).toBe(cups.textContent);
  });

  it("offers a contracting button per enabled type", async () => {
    const widget = await openList();
    expect(widget.screen.getByRole("button", { name: "New electricity contract" })).toBeTruthy();
    expect(widget.screen.getByRole("button", { name: "New gas contract" })).toBeTruthy();
    expect(widget.screen.getByRole("button", { name: "New electricity and gas contract" })).toBeTruthy();
    patchSettings(widget.runtime, (settings) => ({ ...settings, contractation: { ...settings.contractation, gas: { enabled: false } } }));
    await waitFor(() => expect(widget.screen.queryByRole("button", { name: "New gas contract" })).toBeNull());
  });
});

describe("an action from the home", { timeout: 20_000 }, () => {
  it("with several contracts asks which one, then opens its detail keeping the action", async () => {
    const widget = await openPortalAt("/contractes/electricitat?action=download", { customer: "household" });
    const { screen } = widget;
    const select = await screen.findByRole("combobox", { name: /^Contract/ }, { timeout: 15_000 });
    // The action left the address at once (spec §2 "removed after use").
    await waitFor(() => expect(location.hash).toBe("#/contractes/electricitat"));
    const user = userEvent.setup();
    await user.selectOptions(select, "gas:0104522");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(location.hash.startsWith("#/contractes/gas/0104522")).toBe(true));
    // The detail runs the action (the PDF download) and takes it out of the address: let it settle
    // before the page is reset for the next test.
    await screen.findByRole("heading", { name: "Contract data" }, { timeout: 15_000 });
    await waitFor(() => expect(downloads).toEqual(["contracte_0104522.pdf"]));
    expect(location.hash).toBe("#/contractes/gas/0104522");
  });

  it("offers a Select per row that keeps the action, Open contract then in the row's menu", async () => {
    const widget = await openPortalAt("/contractes/electricitat?action=powChange", { customer: "household" });
    const user = userEvent.setup();
    const select = await widget.screen.findByRole("button", { name: "Select 0118734" }, { timeout: 15_000 });
    expect(widget.screen.queryByRole("button", { name: "Open contract 0118734" })).toBeNull();
    await user.click(widget.screen.getByRole("button", { name: "More actions: contract 0118734" }));
    expect(widget.screen.getAllByRole("menuitem").map((item: HTMLElement) => item.getAttribute("aria-label"))).toEqual([
      "Open contract 0118734",
      "Invoices of 0118734",
    ]);
    await user.keyboard("{Escape}");
    await user.click(select);
    await waitFor(() => expect(location.hash).toBe("#/contractes/electricitat/0118734"));
  });

  it("with exactly one contract goes straight to its detail", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const table = contractsTable(sandbox.db);
    table.contracts = table.contracts.filter((contract) => contract.owner !== "cust-household" || contract.name === "0118734");
    const widget = await openPortalAt("/contractes/electricitat?action=powChange", { customer: "household", sandbox });
    await widget.screen.findByRole("heading", { name: "Contract 0118734", level: 1 }, { timeout: 15_000 });
  });
  it("a server page size cap still reads the whole list: the next offset is what came, not what was asked", async () => {
    const { calls } = await serverInOrder(({ open, closed }) => [...numbered(closed, 120), open], { cap: 100 });
    expect(calls.map((call) => [call.get("offset"), call.get("limit")])).toEqual([
      ["0", "150"],
      ["100", "150"],
    ]);
  });
});

/**
 * A server in its own order (calls §7.4: GET /contracts takes offset, limit, filter and type, and has
 * no sort), holding the items `arrange` builds from the household's open and closed electricity
 * contracts. It answers `items` and `total` as the catalogue's call does, at most `cap` per page.
 */
async function serverInOrder(
  arrange: (seeded: { open: Record<string, unknown>; closed: Record<string, unknown> }) => Record<string, unknown>[],
  options: { cap?: number } = {},
) {
  const sandbox = createSandbox({ seed: 7 });
  const original = sandbox.fetch.bind(sandbox);
  const seededAnswer = await original("http://sandbox.local/api/v2/contracts/?type=electricity&limit=10", {
    headers: { authorization: `Bearer ${sandbox.tokenFor("household")}` },
  });
  const seeded = ((await seededAnswer.json()) as { items: Record<string, unknown>[] }).items;
  const open = seeded.find((item) => item.name === "0104521");
  const closed = seeded.find((item) => item.state === "baixa");
  if (!open || !closed) throw new Error("the household has no open and closed electricity contracts");
  const items = arrange({ open, closed });
  const calls: URLSearchParams[] = [];
  sandbox.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://sandbox.local");
    if (!/\/api\/v2\/contracts\/$/.test(url.pathname)) return original(input, init);
    calls.push(url.searchParams);
    const offset = Number(url.searchParams.get("offset") ?? 0);
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 10), options.cap ?? Infinity);
    return Response.json({ items: items.slice(offset, offset + limit), total: items.length });
  };
  const widget = await openPortalAt("/contractes/electricitat", { customer: "household", sandbox });
  await waitFor(() => expect(widget.screen.getAllByRole("rowheader").length).toBeGreaterThan(0), { timeout: 15_000 });
  return { widget, calls };
}

/** `count` copies of a contract, named C001, C002... in that order. */
const numbered = (contract: Record<string, unknown>, count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...contract, id: 90_000 + index, name: `C${String(index + 1).padStart(3, "0")}` }));

describe('open contracts first across the whole list (spec §2 Contracts list: "Open contracts sorted first")', { timeout: 20_000 }, () => {
  it("an open contract on the server's second page is the first row of the screen's first page", async () => {
    // 160 closed contracts, then the open one: the server's second page of 150 holds it.
    const { widget, calls } = await serverInOrder(({ open, closed }) => [...numbered(closed, 160), open]);
    const { screen } = widget;
    await waitFor(() => expect(rowNames(screen)[0]).toBe("0104521"));
    expect(rowNames(screen)).toEqual(["0104521", "C001", "C002", "C003", "C004", "C005", "C006", "C007", "C008", "C009"]);
    expect(screen.getByText("1 to 10 of 161")).toBeTruthy();
    // Both server pages read once; the screen's pages are then its own.
    expect(calls.map((call) => [call.get("offset"), call.get("limit")])).toEqual([
      ["0", "150"],
      ["150", "150"],
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("11 to 20 of 161")).toBeTruthy());
    expect(rowNames(screen)[0]).toBe("C010");
    expect(calls).toHaveLength(2);
  });

  it("a search reads the whole list again for the filter, 1500 ms after the last key, and shows page 1", async () => {
    const { widget, calls } = await serverInOrder(({ open, closed }) => [...numbered(closed, 30), open]);
    const { screen } = widget;
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("11 to 20 of 31")).toBeTruthy());
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fireEvent.input(screen.getByRole("searchbox", { name: "Search by contract, CUPS or address" }), { target: { value: "Girona" } });
    act(() => vi.advanceTimersByTime(CONTRACTS_SEARCH_DEBOUNCE_MS - 1));
    expect(calls).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(Object.fromEntries(calls[1]!)).toMatchObject({ type: "electricity", filter: "Girona", offset: "0", limit: "150" });
    await waitFor(() => expect(screen.getByText("1 to 10 of 31")).toBeTruthy());
    expect(rowNames(screen)[0]).toBe("0104521");
  });

  it("above 300 contracts the list keeps the server's pages and sorts open ones first within each", async () => {
    // 301 closed with an open one sixth on the first page and one at the very end.
    const { widget, calls } = await serverInOrder(({ open, closed }) => {
      const items: Record<string, unknown>[] = numbered(closed, 301);
      items.splice(5, 0, { ...open, name: "0104599" });
      return [...items, open];
    });
    const { screen } = widget;
    await waitFor(() =>
      expect(rowNames(screen)).toEqual(["0104599", "C001", "C002", "C003", "C004", "C005", "C006", "C007", "C008", "C009"]),
    );
    expect(screen.getByText("1 to 10 of 303")).toBeTruthy();
    // One read of the largest page to learn the total, then the server's own pages.
    expect(calls.map((call) => [call.get("offset"), call.get("limit")])).toEqual([
      ["0", "150"],
      ["0", "10"],
    ]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(rowNames(screen)[0]).toBe("C010"));
    expect(calls.at(-1)?.get("offset")).toBe("10");
  });
});
