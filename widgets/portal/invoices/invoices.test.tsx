import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import { invoicesTable } from "../../../demo/sandbox/domains/invoices";
import type { Settings } from "../../../src/runtime/default-settings";
import { goTo, openPortalAt, patchSettings } from "../../../test/portal-helpers";
import type { RenderedWidget } from "../../../test/render-widget";
import "../index";

// spec §2 "Invoices", §3 Invoice, §4 "Invoice status", §9 page sizes and chart; calls §7.6, errors §8.3.
type Screen = RenderedWidget["screen"];

beforeEach(() => history.replaceState(null, "", "/"));
afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

/** Calls of a list's path; the chart's own (pages of 150, a size no test here gives the list) only when asked. */
const allCalls = (sandbox: Sandbox, path = "invoices/") => sandbox.requests.filter((request) => request.path === path);
const listCalls = (sandbox: Sandbox, path = "invoices/") => allCalls(sandbox, path).filter((request) => request.query.limit !== "150");
const lastList = (sandbox: Sandbox, path = "invoices/") => listCalls(sandbox, path).at(-1);
const lastFilter = (sandbox: Sandbox, path = "invoices/") => JSON.parse(lastList(sandbox, path)?.query.filter ?? "[]") as unknown[];

// Rendering pages of 100 rows in happy-dom and typing dates key by key take a few seconds.
vi.setConfig({ testTimeout: 20_000 });

/**
 * The invoices page as a customer, once the first tab's rows are on screen. The settings are changed
 * (10 rows a page unless said otherwise, to keep happy-dom quick) on another screen first, so the
 * invoices open with them.
 */
async function open(
  path: string,
  customer: "household" | "business" | "readonly" = "household",
  invoices: Partial<Settings["invoices"]> = {},
  sandbox = createSandbox({ seed: 7 }),
) {
  const widget = await openPortalAt("/solicituts", { customer, sandbox });
  patchSettings(widget.runtime, (settings) => ({ ...settings, invoices: { ...settings.invoices, itemsPerPage: 10, ...invoices } }));
  goTo(path);
  // The area's chunk and texts load first (a few seconds for the first test of the file).
  await widget.screen.findByRole("heading", { name: "Invoices", level: 1 }, { timeout: 10_000 });
  await waitFor(() => expect(rows(widget.screen).length).toBeGreaterThan(0), { timeout: 10_000 });
  return widget;
}

/** The list's body rows. */
function rows(screen: Screen): HTMLElement[] {
  const table = screen.queryByRole("table", { name: /invoices$/ });
  return table ? within(table).getAllByRole("row").slice(1) : [];
}

/** A field of the filter panel by its label. */
const field = (screen: Screen, label: string) => screen.getByLabelText(label, { selector: "input, select" }) as HTMLInputElement;

/** Types a value without waiting between keys (each key re-renders the panel: slow in happy-dom). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement, text: string) {
  void user;
  await userEvent.setup({ delay: null }).type(input, text);
}

/** The error a field says (what its aria-describedby points to), or null. */
function errorAt(input: HTMLElement): string | null {
  const id = (input.getAttribute("aria-describedby") ?? "").split(" ").find((part) => part.endsWith("-error"));
  return id ? ((input.getRootNode() as ShadowRoot).getElementById(id)?.textContent ?? null) : null;
}

/** Opens a row's menu of more actions (issue 39 item 3: the files and the receipt) and returns the menu. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, row: HTMLElement, number: string): Promise<HTMLElement> {
  await user.click(within(row).getByRole("button", { name: `More actions: invoice ${number}` }));
  return within(row).findByRole("menu");
}

describe("invoices tabs (spec §2)", () => {
  it("shows a tab per display type; contractType picks it and contractName pre-filters, removed when the tab changes", async () => {
    const { screen, sandbox } = await open("/factures?contractType=gas&contractName=0104522");
    const tabs = screen.getAllByRole("tab").map((tab: HTMLElement) => [tab.textContent, tab.getAttribute("aria-selected")]);
    expect(tabs).toEqual([
      ["Electricity", "false"],
      ["Gas", "true"],
    ]);
    expect(screen.getByRole("heading", { name: "Gas" })).toBeTruthy();
    expect(lastList(sandbox)?.query.type).toBe("gas");
    expect(lastFilter(sandbox)).toEqual([["polissa_id.name", "ilike", "0104522"]]);
    expect(screen.getByRole("button", { name: "Contract: 0104522", pressed: true })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("tab", { name: "Electricity" }));
    await screen.findByRole("heading", { name: "Electricity" });
    expect(location.hash).toBe("#/factures?contractType=electricity");
    await waitFor(() => expect(lastList(sandbox)?.query.type).toBe("electricity"));
    expect(lastList(sandbox)?.query.filter).toBeUndefined();
  });

  it("shows no tabs for one display type", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const widget = await openPortalAt("/factures", { customer: "household", sandbox });
    patchSettings(widget.runtime, (settings) => ({ ...settings, features: { ...settings.features, displayTypes: ["gas"] } }));
    await widget.screen.findByRole("heading", { name: "Gas" }, { timeout: 10_000 });
    expect(widget.screen.queryByRole("tab")).toBeNull();
  });

  it("shows the multipoint tab first for the business customer, with no raw address invoice id (issue 39 item 10)", async () => {
    const { screen, sandbox } = await open("/factures", "business", { itemsPerPage: 20 });
    expect(screen.getAllByRole("tab").map((tab: HTMLElement) => tab.textContent)).toEqual(["Multipoint", "Electricity", "Gas"]);
    expect(screen.getByRole("heading", { name: "Multipoint" })).toBeTruthy();
    expect(screen.queryByRole("columnheader", { name: "Address invoice" })).toBeNull();
    // The configured page size (spec §9 "plus the configured value").
    expect(lastList(sandbox, "invoices_multipoint/")?.query.limit).toBe("20");
    expect(rows(screen)).toHaveLength(20);
    // Every row has its supply's address, and no cell is a bare number (the address invoice id was "4").
    const cells = rows(screen).flatMap((row) => within(row).getAllByRole("cell"));
    expect(cells.filter((cell) => /^\d+$/.test(cell.textContent ?? ""))).toEqual([]);
    expect(within(rows(screen)[0] as HTMLElement).getByRole("cell", { name: /\d{5} / }).textContent).toMatch(/[A-Za-z]/);
  });

  it("lists different invoices on the Multipoint, Electricity and Gas tabs, each from its own call (issue 39 item 3)", async () => {
    const { screen, sandbox } = await open("/factures", "business", { itemsPerPage: 20 });
    const numbers = () => rows(screen).map((row) => within(row).getByRole("rowheader").textContent);
    // The supply address of each row (the contract is not a column): "street, number, postal code town".
    const addresses = () => new Set(rows(screen).map((row) => within(row).getByRole("cell", { name: /\d{5} / }).textContent));
    const user = userEvent.setup();
    const multipoint = { numbers: numbers(), addresses: addresses() };
    expect(lastList(sandbox, "invoices_multipoint/")).toMatchObject({ version: 1, query: { limit: "20", offset: "0" } });
    expect(lastList(sandbox, "invoices_multipoint/")?.query.type).toBeUndefined();

    await user.click(screen.getByRole("tab", { name: "Electricity" }));
    await screen.findByRole("table", { name: "Electricity invoices" });
    await waitFor(() => expect(rows(screen)).toHaveLength(20));
    // The head office and the Valencia workshop, invoiced on their own: none of the multipoint account's.
    expect(addresses().size).toBe(2);
    expect([...addresses()].filter((address) => multipoint.addresses.has(address))).toEqual([]);
    const electricity = numbers();
    expect(electricity.filter((number) => multipoint.numbers.includes(number))).toEqual([]);
    expect(lastList(sandbox)).toMatchObject({ version: 2, query: { type: "electricity", limit: "20", offset: "0" } });

    await user.click(screen.getByRole("tab", { name: "Gas" }));
    await screen.findByRole("table", { name: "Gas invoices" });
    // The gas supply's own series (FG, and its rectifications), one address.
    await waitFor(() => expect(numbers().some((number) => number?.startsWith("FG"))).toBe(true));
    expect(addresses().size).toBe(1);
    expect(numbers().filter((number) => multipoint.numbers.includes(number) || electricity.includes(number))).toEqual([]);
    expect(lastList(sandbox)).toMatchObject({ version: 2, query: { type: "gas" } });
  });

  it("logs out when a multipoint call answers 401 (spec §4 Session)", async () => {
    const widget = await open("/invoices-multipoint", "business");
    widget.sandbox.setScenario("token_expired");
    await userEvent.setup().click(widget.screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(widget.runtime.session.getState().status).not.toBe("authenticated"));
  });
});

describe("invoices list (spec §2 columns, §4 status, §9 units)", () => {
  // spec §3 settings invoices.paymentStatus "Base or Chiped": the sandbox's settings say Chiped (the
  // coloured chips of the test above); Base writes the status as words.
  it("writes the status as plain words when the settings' paymentStatus is Base", async () => {
    const { screen } = await open("/factures", "household", { paymentStatus: "Base" });
    const statuses = rows(screen).map((row) => row.querySelector(".ov-invoices__status")?.firstElementChild);
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status?.className === "ov-invoices__status-text")).toBe(true);
    expect(screen.queryAllByText("Paid", { selector: ".ov-chip" })).toEqual([]);
    expect(screen.getAllByText("Paid", { selector: ".ov-invoices__status-text" }).length).toBeGreaterThan(0);
  });

  // spec §2 "card-payment dialog and payment receipt dialog" per tab: a paid invoice's receipt read again
  // any day, not only at the end of a payment (issue 36 item 8: the summary had no other way in). The
  // catalogue's `paid` is a paid invoice with its transaction; `paid_without_transaction` has none.
  it("reopens a paid invoice's payment summary from its row; an invoice to pay has Pay online and no receipt", async () => {
    const { screen, sandbox } = await open("/factures");
    const user = userEvent.setup();
    // The receipt is in the row's menu (issue 39 item 3: one primary action in sight, Pay online).
    const paid = rows(screen).find((row) => within(row).queryByText("Paid", { selector: ".ov-chip" })) as HTMLElement;
    const number = within(paid).getByRole("rowheader").textContent as string;
    const menu = await openMenu(user, paid, number);
    await user.click(within(menu).getByRole("menuitem", { name: `Payment receipt: invoice ${number}` }));
    const summary = within(await screen.findByRole("dialog", { name: "Payment summary" }));
    expect(await summary.findByText(number)).toBeTruthy();
    const asked = sandbox.requests.filter((request) => request.path.startsWith("payments/transaction_summary/"));
    expect(asked).toHaveLength(1);
    await user.click(summary.getAllByRole("button", { name: "Close" }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Payment summary" })).toBeNull());
    // An invoice to pay: Pay online in sight, and its menu has the files but no receipt.
    const payable = rows(screen).find((row) => within(row).queryByRole("button", { name: /^Pay online: invoice / })) as HTMLElement;
    const payableMenu = await openMenu(user, payable, within(payable).getByRole("rowheader").textContent as string);
    expect(
      within(payableMenu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["PDF", "Signed PDF", "Curve CSV"]);
  });

  // Issue 39 item 8: read-only staff saw an enabled Pay that did nothing; now it is disabled with the tooltip
  // every other write shows (useCanModify), focusable so that the reason is read, and a click opens nothing.
  it("shows read-only staff Pay online disabled with the read-only reason, and a click opens no dialog", async () => {
    const { screen, sandbox } = await open("/factures", "readonly");
    const user = userEvent.setup();
    const [pay] = screen.getAllByRole("button", { name: /^Pay online: invoice / });
    expect(pay?.getAttribute("aria-disabled")).toBe("true");
    const reason = (pay!.getRootNode() as ShadowRoot).getElementById(pay!.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe("This action cannot be performed in a read-only session.");
    await user.click(pay!);
    // The files stay in reach: the menu opens (the positive signal that the clicks were handled).
    const row = pay!.closest("tr") as HTMLElement;
    await openMenu(user, row, within(row).getByRole("rowheader").textContent as string);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sandbox.requests.filter((request) => request.path.startsWith("payments/"))).toEqual([]);
  });

  it("formats money with 2 decimals and energy with 0, a type A rectificative as negative energy, and colours each status", async () => {
    const { screen } = await open("/factures", "household", { itemsPerPage: 100 });
    const list = screen.getByRole("table", { name: "Electricity invoices" });
    const headers = within(list)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Invoice number", "Date", "Period", "Address", "Total", "Amount to pay", "Energy", "Status", "Actions"]);
    const texts = rows(screen).map((row) => row.textContent ?? "");
    expect(texts.every((text) => /€\d[\d,]*\.\d\d/.test(text))).toBe(true);
    expect(texts.some((text) => /-\d[\d,]* kWh/.test(text.replace(/\u00a0/g, " ")))).toBe(true);
    const chips = (name: string) => screen.queryAllByText(name, { selector: ".ov-chip" });
    expect(chips("Paid")[0]?.className).toContain("ov-chip--success");
    expect(chips("Refunded")[0]?.className).toContain("ov-chip--success");
    expect(chips("Pending refund")[0]?.className).toContain("ov-chip--warning");
    expect(chips("Pending collection")[0]?.className).toContain("ov-chip--warning");
    expect(chips("Manual verification required")[0]?.className).toContain("ov-chip--warning");
    expect(chips("Unpaid")[0]?.className).toContain("ov-chip--error");
  });

  it("shows partially paid, pending payment and paid without transaction (business), with the collection history", async () => {
    // A supply of the multipoint account (sandbox PLANS "0201004"), then the head office, invoiced on its
    // own, with the partial payment and the card payments (PLANS "0201001").
    const { screen } = await open("/factures?contractType=multipoint&contractName=0201004", "business", { itemsPerPage: 50 });
    expect(screen.getAllByText("Pending payment", { selector: ".ov-chip" }).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Paid without transaction", { selector: ".ov-chip" }).length).toBeGreaterThan(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Electricity" }));
    await screen.findByRole("heading", { name: "Electricity" });
    await user.click(screen.getByText("Filters", { selector: "summary" }));
    await fill(user, field(screen, "Contract"), "0201001");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByRole("button", { name: "Contract: 0201001", pressed: true });
    expect((await screen.findByText("Partially paid", { selector: ".ov-chip" })).className).toContain("ov-chip--error");
    const partial = rows(screen).find((row) => within(row).queryByText("Partially paid")) as HTMLElement;
    // The history's list is built when its disclosure opens.
    expect(partial.textContent).not.toContain("Partial payment received");
    await user.click(within(partial).getByText("History"));
    await waitFor(() => expect(partial.textContent).toContain("Partial payment received"));
  });

  it("goes back to offset 0 when the page size changes, with the spec's options plus the configured value", async () => {
    const { screen, sandbox } = await open("/factures", "business", { itemsPerPage: 7 });
    const user = userEvent.setup();
    const [top] = screen.getAllByRole("combobox", { name: /page/i }) as HTMLSelectElement[];
    expect([...(top as HTMLSelectElement).options].map((option) => option.value)).toEqual(["5", "7", "10", "12", "25", "50", "100", "150"]);
    // Paging above and below the list.
    expect(screen.getAllByRole("navigation", { name: /^Pages of invoices/ })).toHaveLength(2);
    await user.click(screen.getAllByRole("button", { name: /next/i })[1] as HTMLElement);
    await waitFor(() => expect(lastList(sandbox, "invoices_multipoint/")?.query.offset).toBe("7"));
    await user.selectOptions(screen.getAllByRole("combobox", { name: /page/i })[1] as HTMLElement, "5");
    await waitFor(() => expect(lastList(sandbox, "invoices_multipoint/")?.query).toMatchObject({ offset: "0", limit: "5" }));
  });

  it("hides the total column when invoices.showTotal is off", async () => {
    const { screen } = await open("/factures", "household", { showTotal: false });
    expect(screen.queryByRole("columnheader", { name: "Total" })).toBeNull();
    expect(screen.getByRole("columnheader", { name: "Amount to pay" })).toBeTruthy();
  });

  it("an amount that arrives as text ('n/d') is a malformed answer: the list failure and a retry, never 'NaN €' (issue 36, hostile answers)", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const stored = invoicesTable(sandbox.db).invoices;
    const amounts = stored.map((row) => row.amount_total);
    for (const row of stored) (row as { amount_total: unknown }).amount_total = "n/d";
    const widget = await openPortalAt("/factures", { customer: "household", sandbox });
    const text = () => widget.host.shadowRoot?.textContent ?? "";
    expect(await widget.screen.findByText("The invoices could not be loaded.", {}, { timeout: 10_000 })).toBeTruthy();
    expect(text()).not.toContain("NaN");
    stored.forEach((row, index) => (row.amount_total = amounts[index] ?? 0));
    await userEvent.setup().click(widget.screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(rows(widget.screen).length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(text()).toContain("€");
    expect(text()).not.toContain("NaN");
  });

  it("warns when the list cannot be fetched and retries; says when the list is empty (§8.3)", async () => {
    const widget = await open("/factures");
    const { sandbox } = widget;
    sandbox.setScenario("error500");
    const user = userEvent.setup();
    await user.click(widget.screen.getByRole("button", { name: "Refresh" }));
    expect(await widget.screen.findByText("The invoices could not be loaded.")).toBeTruthy();
    sandbox.setScenario("normal");
    await user.click(widget.screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(widget.screen.queryByText("The invoices could not be loaded.")).toBeNull());

    await user.click(widget.screen.getByText("Filters", { selector: "summary" }));
    await fill(user, field(widget.screen, "Invoice number"), "ZZZ");
    await user.click(widget.screen.getByRole("button", { name: "Apply" }));
    expect(await widget.screen.findByText("No invoice matches the filters.")).toBeTruthy();
  });
});

describe("invoice filters (spec §2, §5, calls §7.6)", () => {
  it("enables Apply only after a change, sends the filter, toggles and deletes chips, and Remove all reapplies", async () => {
    const { screen, sandbox } = await open("/factures");
    const user = userEvent.setup();
    const apply = screen.getByRole("button", { name: "Apply" });
    expect(apply.getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByText("Filters", { selector: "summary" }));
    await user.selectOptions(field(screen, "State"), "open");
    await fill(user, field(screen, "Invoice date from"), "01/01/2025");
    expect(apply.getAttribute("aria-disabled")).toBeNull();
    await user.click(apply);
    await waitFor(() =>
      expect(lastFilter(sandbox)).toEqual([
        ["date_invoice", ">=", "2025-01-01"],
        ["state", "=", "open"],
      ]),
    );
    expect(lastList(sandbox)?.query.offset).toBe("0");
    expect(apply.getAttribute("aria-disabled")).toBe("true");

    // A chip toggled off leaves its condition out; on again, it is back.
    await user.click(screen.getByRole("button", { name: "State: Open", pressed: true }));
    await waitFor(() => expect(lastFilter(sandbox)).toEqual([["date_invoice", ">=", "2025-01-01"]]));
    await user.click(screen.getByRole("button", { name: "State: Open", pressed: false }));
    await waitFor(() => expect(lastFilter(sandbox)).toHaveLength(2));

    // Deleted: gone from the filter and from the panel.
    await user.click(screen.getByRole("button", { name: "Remove Invoice date from: 01/01/2025" }));
    await waitFor(() => expect(lastFilter(sandbox)).toEqual([["state", "=", "open"]]));
    expect(field(screen, "Invoice date from").value).toBe("");

    const before = listCalls(sandbox).length;
    await user.click(screen.getByRole("button", { name: "Remove all" }));
    await waitFor(() => expect(listCalls(sandbox).length).toBe(before + 1));
    expect(lastList(sandbox)?.query.filter).toBeUndefined();
    expect(field(screen, "State").value).toBe("");
    expect(screen.queryByRole("list", { name: "Applied filters" })).toBeNull();
  });

  it("Remove all only clears the panel when nothing had been applied", async () => {
    const { screen, sandbox } = await open("/factures");
    const user = userEvent.setup();
    await user.click(screen.getByText("Filters", { selector: "summary" }));
    await fill(user, field(screen, "CUPS"), "ES00");
    const before = listCalls(sandbox).length;
    await user.click(screen.getByRole("button", { name: "Remove all" }));
    expect(field(screen, "CUPS").value).toBe("");
    expect(listCalls(sandbox).length).toBe(before);
  });

  it("sends every field with the calls' names: text, tax id, period, CUPS, address and euro amounts", async () => {
    const { screen, sandbox } = await open("/factures");
    const user = userEvent.setup();
    const table = sandbox.db.tables.invoices as { invoices: { contractName: string; amount_total: number; cupsAddress: string }[] };
    const unpaid = table.invoices.find((invoice) => invoice.contractName === "0118734" && invoice.amount_total === 48.73);
    const street = (unpaid?.cupsAddress ?? "").slice(0, 12).trim();
    expect(street).not.toBe("");
    await user.click(screen.getByText("Filters", { selector: "summary" }));
    await fill(user, field(screen, "Invoice number"), "FE");
    await fill(user, field(screen, "Contract"), "0118734");
    await fill(user, field(screen, "Tax id"), "47281936P");
    await fill(user, field(screen, "Invoice date to"), "15/06/2025");
    await fill(user, field(screen, "Period from"), "01/01/2024");
    await fill(user, field(screen, "Period to"), "31/05/2025");
    await fill(user, field(screen, "CUPS"), "ES");
    await fill(user, field(screen, "Address"), street);
    await fill(user, field(screen, "Total amount (€)"), "48.73");
    await fill(user, field(screen, "Pending amount (€)"), "48,73");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(lastFilter(sandbox)).toEqual([
        ["number", "ilike", "FE"],
        ["polissa_id.name", "ilike", "0118734"],
        ["invoice_id.partner_id.vat", "ilike", "47281936P"],
        ["date_invoice", "<=", "2025-06-15"],
        ["data_inici", ">=", "2024-01-01"],
        ["data_final", "<=", "2025-05-31"],
        ["cups_id.name", "ilike", "ES"],
        ["cups_id.direccio", "ilike", street],
        ["amount_total", "=", 48.73],
        ["residual", "=", 48.73],
      ]),
    );
    // The household's one unpaid invoice of 48.73 € (sandbox PLANS), found by the server.
    await waitFor(() => expect(rows(screen)).toHaveLength(1));
    expect(within(rows(screen)[0] as HTMLElement).getByText("Unpaid")).toBeTruthy();
  });

  it("suggests contracts, tax ids, CUPS and addresses from filter/params", async () => {
    const { screen, sandbox } = await open("/factures");
    await waitFor(() => expect(sandbox.requests.some((request) => request.path === "filter/params")).toBe(true));
    const contract = field(screen, "Contract");
    await waitFor(() => expect(contract.getAttribute("list")).toBeTruthy());
    const list = (contract.getRootNode() as ShadowRoot).getElementById(contract.getAttribute("list") as string);
    expect([...(list?.querySelectorAll("option") ?? [])].map((option) => option.value)).toContain("0104521");
    expect(field(screen, "Tax id").getAttribute("list")).toBeTruthy();
  });

  it("says what is wrong at the field, keeps what was typed and sends nothing", async () => {
    const { screen, sandbox } = await open("/factures");
    const user = userEvent.setup();
    await user.click(screen.getByText("Filters", { selector: "summary" }));
    await fill(user, field(screen, "Invoice date from"), "31/02/2025");
    await fill(user, field(screen, "Total amount (€)"), "12€");
    await fill(user, field(screen, "Period from"), "01/05/2025");
    await fill(user, field(screen, "Period to"), "01/04/2025");
    const before = listCalls(sandbox).length;
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(errorAt(field(screen, "Invoice date from"))).toBe("Write a date as DD/MM/YYYY."));
    expect(errorAt(field(screen, "Total amount (€)"))).toBe("Write an amount with digits, a comma or a dot, and a minus sign if negative.");
    expect(errorAt(field(screen, "Period to"))).toBe("This date is before the start of the range.");
    expect(field(screen, "Total amount (€)").value).toBe("12€");
    expect(field(screen, "Invoice date from").value).toBe("31/02/2025");
    expect(listCalls(sandbox).length).toBe(before);
  });
});

describe("invoice downloads (spec §2 download, calls §7.6, §8.3)", () => {
  it("downloads each allowed file under the content-disposition name; a failure says so and a click retries", async () => {
    const created = vi.fn((blob: Blob) => `blob:${blob.size}`);
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { screen, sandbox } = await open("/factures");
    const user = userEvent.setup();
    const first = rows(screen)[0] as HTMLElement;
    const number = within(first).getByRole("rowheader").textContent as string;
    // The files are in the row's menu (issue 39 item 3), one entry each.
    const menu = await openMenu(user, first, number);
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["PDF", "Signed PDF", "Curve CSV"]);

    await user.click(within(menu).getByRole("menuitem", { name: `Download PDF of invoice ${number}` }));
    await waitFor(() => expect(clicked).toEqual([`${number}.pdf`]));
    expect(sandbox.requests.some((request) => /^invoices\/\d+\/pdf\/$/.test(request.path))).toBe(true);

    sandbox.setScenario("error500");
    await user.click(
      within(await openMenu(user, first, number)).getByRole("menuitem", { name: `Download Signed PDF of invoice ${number}` }),
    );
    // The failure is a button beside the menu, in sight.
    const failed = await within(first).findByRole("button", { name: `Signed PDF failed, retry (invoice ${number})` });
    expect(failed.textContent).toBe("Signed PDF failed, retry");
    // Nothing else is interrupted: the list and the other buttons stay.
    expect(rows(screen).length).toBeGreaterThan(1);
    sandbox.setScenario("normal");
    await user.click(failed);
    await waitFor(() => expect(clicked).toEqual([`${number}.pdf`, `${number}_signed.pdf`]));
    await waitFor(() => expect(within(first).queryByRole("button", { name: /failed/ })).toBeNull());
  });

  it("reuses the rows on the next page without carrying a failed download or an open history to another invoice", async () => {
    const { screen, sandbox } = await open("/factures", "business", { itemsPerPage: 50 });
    const user = userEvent.setup();
    const first = rows(screen)[0] as HTMLElement;
    const number = within(first).getByRole("rowheader").textContent as string;
    sandbox.setScenario("error500");
    await user.click(within(await openMenu(user, first, number)).getByRole("menuitem", { name: `Download PDF of invoice ${number}` }));
    await within(first).findByRole("button", { name: `PDF failed, retry (invoice ${number})` });
    sandbox.setScenario("normal");
    const withHistory = rows(screen).find((row) => within(row).queryByText("History")) as HTMLElement;
    await user.click(within(withHistory).getByText("History"));
    await waitFor(() => expect(withHistory.querySelector("details")?.open).toBe(true));

    await user.click(screen.getAllByRole("button", { name: /next/i })[0] as HTMLElement);
    await waitFor(() => expect(within(first).getByRole("rowheader").textContent).not.toBe(number));
    // The same row element (issue 18 item 8: no new elements per page), now another invoice's.
    expect(rows(screen)[0]).toBe(first);
    const next = within(first).getByRole("rowheader").textContent as string;
    expect(within(first).queryByRole("button", { name: /failed/ })).toBeNull();
    const nextMenu = await openMenu(user, first, next);
    expect(within(nextMenu).getByRole("menuitem", { name: `Download PDF of invoice ${next}` }).textContent).toBe("PDF");
    expect(screen.getByRole("table", { name: /invoices$/ }).querySelectorAll("details[open]")).toHaveLength(0);
  });

  it("opens the file in a new tab when downloadInNewTab is on", async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => "blob:file"), revokeObjectURL: vi.fn() });
    const tab = { location: { href: "" }, close: vi.fn() };
    const opened = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const { screen } = await open("/factures", "household", { downloadInNewTab: true, downloadTypes: ["pdf"] });
    const first = rows(screen)[0] as HTMLElement;
    const user = userEvent.setup();
    const menu = await openMenu(user, first, within(first).getByRole("rowheader").textContent as string);
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["PDF"]);
    await user.click(within(menu).getByRole("menuitem", { name: /^Download PDF/ }));
    expect(opened).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("blob:file"));
  });
});

describe("invoices chart (spec §2, §9; issue 39 item 3: every invoice of the filter, not the page)", () => {
  /** The chart's calls: the list's own call in pages of 150 (the list asks for 10, 20 or 50 here). */
  const chartCalls = (sandbox: Sandbox, path = "invoices_multipoint/") =>
    allCalls(sandbox, path).filter((call) => call.query.limit === "150");
  /** The business's multipoint invoices in the sandbox, and their months. */
  const multipointSet = (sandbox: Sandbox, contract?: string) => {
    const items = invoicesTable(sandbox.db).invoices.filter(
      (invoice) => invoice.owner === "cust-business" && invoice.multipoint && (!contract || invoice.contractName === contract),
    );
    return {
      count: items.length,
      months: new Set(items.map((invoice) => invoice.date.slice(0, 7))).size,
      contracts: new Set(items.map((invoice) => invoice.contractName)).size,
    };
  };
  const figures = (screen: Screen) => screen.getByRole("table", { name: "Invoice totals per month and contract" });

  it("sums every invoice of the tab, read after the list's first page, and says how many; a new page reads nothing again", async () => {
    // Which of the chart's calls left before the list's first page had answered: none may.
    const sandbox = createSandbox({ seed: 7 });
    const real = sandbox.fetch;
    let listAnswered = false;
    const early: string[] = [];
    sandbox.fetch = async (input, init) => {
      const url = String(input);
      if (url.includes("invoices_multipoint/") && url.includes("limit=150") && !listAnswered) early.push(url);
      const answer = await real(input, init);
      if (url.includes("invoices_multipoint/") && url.includes("limit=20")) listAnswered = true;
      return answer;
    };
    const { screen } = await open("/factures", "business", { itemsPerPage: 20 }, sandbox);
    const { count, months, contracts } = multipointSet(sandbox);
    expect(count).toBeGreaterThan(1000);
    await screen.findByText(
      new RegExp(`^All your ${count.toLocaleString("en")} invoices, from \\w+ \\d{4} to \\w+ \\d{4}\\.$`),
      {},
      { timeout: 10_000 },
    );
    // One row per month of the whole set; nine contracts of their own and the others together (spec §9: 10 at most).
    expect(within(figures(screen)).getAllByRole("row")).toHaveLength(1 + months);
    const header = within(figures(screen))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(header).toHaveLength(11);
    expect(header.at(-1)).toBe(`${contracts - 9} other contracts`);
    // The list asked and was answered first; the chart read every page after it, in pages of 150.
    expect(listCalls(sandbox, "invoices_multipoint/")[0]?.query.limit).toBe("20");
    expect(early).toEqual([]);
    expect(chartCalls(sandbox).map((call) => call.query.offset)).toEqual(
      Array.from({ length: Math.ceil(count / 150) }, (_, index) => String(index * 150)),
    );
    const read = chartCalls(sandbox).length;
    await userEvent.setup().click(screen.getAllByRole("button", { name: "Next" })[0] as HTMLElement);
    await screen.findAllByText(`21 to 40 of ${count.toLocaleString("en")}`, {}, { timeout: 10_000 });
    expect(chartCalls(sandbox)).toHaveLength(read);
  });

  it("reads the filter's invoices with the list's conditions, and again on Refresh", async () => {
    const { screen, sandbox } = await open("/factures?contractType=multipoint&contractName=0203001", "business", { itemsPerPage: 10 });
    const { count } = multipointSet(sandbox, "0203001");
    await screen.findByText(new RegExp(`^The ${count} invoices that match the filters, from `), {}, { timeout: 10_000 });
    expect(chartCalls(sandbox).map((call) => call.query.filter)).toEqual([lastList(sandbox, "invoices_multipoint/")?.query.filter]);
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => expect(chartCalls(sandbox)).toHaveLength(2));
    await screen.findByText(new RegExp(`^The ${count} invoices that match the filters, from `));
  });

  it("uses the list's page when it holds every invoice of the filter: no call of its own", async () => {
    const { screen, sandbox } = await open("/factures", "household", { itemsPerPage: 100 });
    const total = invoicesTable(sandbox.db).invoices.filter(
      (invoice) => invoice.owner === "cust-household" && invoice.kind === "electricity",
    ).length;
    expect(total).toBeLessThanOrEqual(100);
    await screen.findByText(new RegExp(`^All your ${total} invoices, from `));
    expect(chartCalls(sandbox, "invoices/")).toEqual([]);
  });

  it("shows the catalogue's message and Try again when its reading fails, the list staying", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const real = sandbox.fetch;
    let failing = true;
    // Only the chart's pages fail (the list asks for 20 a page): a 500 as the server would answer it.
    sandbox.fetch = (input, init) =>
      failing && String(input).includes("invoices_multipoint/") && String(input).includes("limit=150")
        ? Promise.resolve(
            new Response(JSON.stringify({ error: "internal" }), { status: 500, headers: { "content-type": "application/json" } }),
          )
        : real(input, init);
    const { screen } = await open("/factures", "business", { itemsPerPage: 20 }, sandbox);
    await screen.findByText("The chart's invoices could not be read.", {}, { timeout: 10_000 });
    expect(rows(screen)).toHaveLength(20);
    failing = false;
    await userEvent
      .setup()
      .click(within(screen.getByRole("region", { name: "Totals by month" })).getByRole("button", { name: "Try again" }));
    await screen.findByText(/^All your [\d,]+ invoices, from /, {}, { timeout: 10_000 });
  });

  it("reads nothing for a filter whose list failed (no chart is shown for it)", async () => {
    const { screen, sandbox } = await open("/factures", "household", { itemsPerPage: 10 });
    await screen.findByText(/^All your \d+ invoices, from /, {}, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(screen.getByText("Filters", { selector: "summary" }));
    await fill(user, field(screen, "Invoice number"), "FE");
    sandbox.setScenario("error500");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await screen.findByText("The invoices could not be loaded.");
    expect(lastList(sandbox)?.query.filter).toContain("FE");
    expect(chartCalls(sandbox, "invoices/").filter((call) => call.query.filter?.includes("FE"))).toEqual([]);
    expect(screen.queryByRole("region", { name: "Totals by month" })).toBeNull();
  });

  it("gives the chart's figures per contract and month as a table, at most invoices.chartMaxContracts series", async () => {
    const { screen } = await open("/factures", "household", { chartMaxContracts: 2, itemsPerPage: 50 });
    await screen.findByText(/^All your \d+ invoices, from /, {}, { timeout: 10_000 });
    const header = within(figures(screen))
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    // Three electricity contracts: the largest, and the other two together.
    expect(header).toEqual(["Month", expect.stringMatching(/^0\d{6}$/), "2 other contracts"]);
    expect(within(figures(screen)).getAllByRole("row").length).toBeGreaterThan(2);
    expect(within(figures(screen)).getAllByRole("cell")[0]?.textContent).toMatch(/^-?€[\d,]+\.\d\d$/);
  });
});
