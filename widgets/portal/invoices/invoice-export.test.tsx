import { waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { invoicesTable } from "../../../demo/sandbox/domains/invoices";
import { createSandbox, type Sandbox } from "../../../demo/sandbox/sandbox";
import { goTo, openPortalAt, patchSettings } from "../../../test/portal-helpers";
import "../index";

// spec §4 "Invoice export: requested then done"; the list's filter of spec §2 "Invoices"; calls §7.6
// (the paged invoices call, the only one an export can use) and §8.3 (its failure's message).
vi.setConfig({ testTimeout: 20_000 });

/** The files handed to the browser, with their bytes. */
const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  history.replaceState(null, "", "/");
  saved.length = 0;
  let last: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      last = blob;
      return "blob:test/export";
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, blob: last });
  });
});
afterEach(() => {
  document.body.innerHTML = "";
  history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

/** The household's electricity invoices made `count` by copies of its first one (numbers E0001...). */
function withElectricityInvoices(sandbox: Sandbox, count: number) {
  const table = invoicesTable(sandbox.db);
  const model = table.invoices.find(
    (invoice) => invoice.owner === "cust-household" && invoice.kind === "electricity" && !invoice.multipoint,
  );
  if (!model) throw new Error("the household has no electricity invoice");
  const others = table.invoices.filter((invoice) => !(invoice.owner === model.owner && invoice.kind === "electricity"));
  const copies = Array.from({ length: count }, (_, index) => ({
    ...model,
    id: 800_000 + index,
    invoice_id: 800_000 + index,
    number: `E${String(index + 1).padStart(4, "0")}`,
    // Every other one paid (the list's state filter reads what is pending).
    paid: index % 2 === 0 ? ("paid" as const) : ("unpaid" as const),
    amount_pending: index % 2 === 0 ? 0 : model.amount_total,
  }));
  table.invoices = [...others, ...copies];
  return model;
}

/** Once armed (the export asked for), holds the invoice calls after the first until `release` (to see the requested state). */
function holdLaterPages(sandbox: Sandbox) {
  const original = sandbox.fetch.bind(sandbox);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const signals: AbortSignal[] = [];
  let armed = false;
  let seen = 0;
  sandbox.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://sandbox.local");
    if (armed && /\/invoices\/$/.test(url.pathname) && url.searchParams.get("limit") === "150" && seen++ > 0) {
      if (init?.signal) signals.push(init.signal);
      await held;
    }
    return original(input, init);
  };
  const arm = () => {
    armed = true;
  };
  return { arm, release, signals };
}

async function openInvoices(sandbox: Sandbox, customer: "household" | "readonly" = "household", lang = "en") {
  const widget = await openPortalAt("/solicituts", { customer, sandbox, lang });
  patchSettings(widget.runtime, (settings) => ({ ...settings, invoices: { ...settings.invoices, itemsPerPage: 10 } }));
  goTo("/factures");
  await widget.screen.findAllByRole("table", {}, { timeout: 10_000 });
  // The chart reads every invoice with the same call (pages of 150) after the list: done before any export.
  await widget.screen.findByRole("region", { name: /^(Totals by month|Totales por mes)$/, busy: false }, { timeout: 10_000 });
  return { ...widget, before: widget.sandbox.requests.length };
}

/** The export's calls: the list's call in pages of 150, after the chart's (`before`: the requests until then). */
const exportCalls = (sandbox: Sandbox, before: number) =>
  sandbox.requests.slice(before).filter((request) => request.path === "invoices/" && request.query.limit === "150");
const lines = async (blob: Blob) =>
  (await blob.text())
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);

describe('invoice export (spec §4 "Invoice export: requested then done")', () => {
  it("writes every invoice of the list, not only the page: requested with its progress, then done with the file's name", async () => {
    const sandbox = createSandbox({ seed: 7 });
    withElectricityInvoices(sandbox, 170);
    const { arm, release } = holdLaterPages(sandbox);
    const { screen, before } = await openInvoices(sandbox);
    const user = userEvent.setup();
    arm();
    await user.click(screen.getByRole("button", { name: "Export to CSV" }));
    // Requested: the first page told the total; the second is held.
    const progress = await screen.findByRole("button", { name: "Reading invoices: 150 of 170" });
    expect(progress.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("button", { name: "Cancel the export" })).toBeDefined();
    release();
    const done = await screen.findByText(/^The invoices were saved to invoices-electricity-\d{4}-\d{2}-\d{2}\.csv\.$/);
    expect(done.closest("[role=status]")).not.toBeNull();
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toMatch(/^invoices-electricity-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]!.blob.type).toBe("text/csv;charset=utf-8");
    const rows = await lines(saved[0]!.blob);
    // The header and 170 invoices, though the screen shows 10.
    expect(rows).toHaveLength(171);
    expect(rows[0]).toBe(
      "Invoice number;Invoice date;Period start;Period end;Contract;Supply address;Energy (kWh);Total (€);Amount to pay (€);Status",
    );
    expect(exportCalls(sandbox, before).map((request) => request.query.offset)).toEqual(["0", "150"]);
    // The button is back for another export.
    expect(screen.getByRole("button", { name: "Export to CSV" })).toBeDefined();
  });

  it("sends the applied filter with every page and writes Spanish headers, dates and amounts for a Spanish spreadsheet", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const model = withElectricityInvoices(sandbox, 40);
    const { screen } = await openInvoices(sandbox, "household", "es");
    const caption = () => screen.getByText(/facturas/, { selector: ".ov-invoices__chart-caption" }).textContent;
    const user = userEvent.setup();
    await user.click(screen.getByText("Filtros"));
    await user.selectOptions(screen.getByLabelText("Estado", { selector: "select" }), "paid");
    await user.click(screen.getByRole("button", { name: "Aplicar" }));
    // The list's own call with the filter (other calls, such as the filter's suggestions, may come after it).
    const lists = () => sandbox.requests.filter((request) => request.path === "invoices/" && request.query.limit !== "150");
    await waitFor(() => expect(lists().at(-1)?.query.filter ?? "").toContain("state"));
    const listFilter = lists().at(-1)?.query.filter;
    // The chart reads the filter's 20 invoices again (one call of 150) once the list has answered; then the export.
    await waitFor(() => expect(caption()).toMatch(/^Las 20 facturas que coinciden con los filtros/));
    const before = sandbox.requests.length;
    await user.click(screen.getByRole("button", { name: "Exportar a CSV" }));
    await screen.findByText(/^Las facturas se han guardado en facturas-electricidad-\d{4}-\d{2}-\d{2}\.csv\.$/);
    expect(exportCalls(sandbox, before).map((request) => request.query.filter)).toEqual([listFilter]);
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    // The UTF-8 byte order mark first, or Excel reads the accents as another encoding.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = await lines(saved[0]!.blob);
    // Every other copy is paid: 20 of the 40.
    expect(rows).toHaveLength(21);
    expect(rows[0]).toBe(
      "Número de factura;Fecha de factura;Inicio del periodo;Fin del periodo;Contrato;Dirección de suministro;Energía (kWh);Total (€);Importe a pagar (€);Estado",
    );
    const [day, month, year] = [model.date.slice(8, 10), model.date.slice(5, 7), model.date.slice(0, 4)];
    const cells = rows[1]!.split(";");
    expect(cells[1]).toBe(`${day}/${month}/${year}`);
    expect(cells[7]).toBe(model.amount_total.toFixed(2).replace(".", ","));
    expect(cells[9]).toBe("Pagada");
  });

  it("Cancel stops the reading: nothing is saved and the button is back", async () => {
    const sandbox = createSandbox({ seed: 7 });
    withElectricityInvoices(sandbox, 170);
    const { arm, release, signals } = holdLaterPages(sandbox);
    const { screen } = await openInvoices(sandbox);
    const user = userEvent.setup();
    arm();
    await user.click(screen.getByRole("button", { name: "Export to CSV" }));
    await user.click(await screen.findByRole("button", { name: "Cancel the export" }));
    await screen.findByRole("button", { name: "Export to CSV" });
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
    release();
    expect(screen.queryByText(/were saved to/)).toBeNull();
    expect(saved).toEqual([]);
  });

  it("a failed call gives the catalogue's message and Try again, which exports; a read-only session may export", async () => {
    const sandbox = createSandbox({ seed: 7 });
    const { screen } = await openInvoices(sandbox, "readonly");
    const user = userEvent.setup();
    sandbox.setScenario("error500");
    await user.click(screen.getByRole("button", { name: "Export to CSV" }));
    const failure = await screen.findByRole("alert");
    expect(within(failure).getByText("The invoices could not be exported.")).toBeDefined();
    // calls §8: a server failure's own words, not the code.
    expect(failure.textContent).not.toContain("internal_error");
    expect(failure.textContent?.length).toBeGreaterThan("The invoices could not be exported.".length);
    expect(saved).toEqual([]);
    sandbox.setScenario("normal");
    await user.click(within(failure).getByRole("button", { name: "Try again" }));
    await screen.findByText(/were saved to invoices-electricity-/);
    expect(saved).toHaveLength(1);
  });
});
