import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataList, type DataListColumn } from "./data-list";
import { renderWithI18n } from "./test-i18n";

interface Row {
  number: string;
  date: string;
  address: string | null;
  amount: string;
  status: string;
}

const rows: Row[] = [
  { number: "F1", date: "01/05/2025", address: "Carrer Major, 1", amount: "10,00 €", status: "Paid" },
  { number: "F2", date: "01/06/2025", address: null, amount: "20,00 €", status: "Unpaid" },
];

const columns = (cell = vi.fn()): DataListColumn<Row, string | undefined>[] => [
  { id: "number", header: "Invoice", role: "title", cell: (row) => row.number },
  { id: "date", header: "Date", role: "fact", cell: (row) => row.date },
  { id: "address", header: "Address", role: "fact", cell: (row) => row.address, fullText: (row) => row.address ?? undefined },
  { id: "amount", header: "Amount", role: "primary", align: "end", cell: (row) => row.amount },
  { id: "status", header: "Status", role: "status", cell: (row) => row.status },
  {
    id: "actions",
    header: "Actions",
    role: "actions",
    cell: (row, state) => {
      cell(row.number);
      return <button type="button">{state ?? `Pay ${row.number}`}</button>;
    },
  },
];

describe("DataList", () => {
  it("is one table: a caption, a column header per column, a row header per row and its cells", () => {
    renderWithI18n(<DataList caption="Invoices" columns={columns()} rows={rows} rowKey={(row) => row.number} />);
    const table = screen.getByRole("table", { name: "Invoices" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Invoice", "Date", "Address", "Amount", "Status", "Actions"]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .every((header) => header.getAttribute("scope") === "col"),
    ).toBe(true);
    const [, first, second] = within(table).getAllByRole("row");
    expect(within(first!).getByRole("rowheader").textContent).toBe("F1");
    expect(
      within(first!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["01/05/2025", "Carrer Major, 1", "10,00 €", "Paid", "Pay F1"]);
    // An empty fact keeps its cell (the table's columns), marked for the card to leave out.
    const empty = within(second!).getAllByRole("cell")[1]!;
    expect(empty.textContent).toBe("");
    expect(empty.className).toContain("ov-data-list__cell--empty");
  });

  it("gives each cell its role for the card, and a card's labels and a cut text's whole", () => {
    renderWithI18n(<DataList caption="Invoices" columns={columns()} rows={rows} rowKey={(row) => row.number} tableFrom="wide" />);
    const table = screen.getByRole("table", { name: "Invoices" });
    expect(table.parentElement?.className).toBe("ov-data-list ov-data-list--wide");
    const first = within(table).getAllByRole("row")[1]!;
    const cells = within(first).getAllByRole("cell");
    expect(within(first).getByRole("rowheader").className).toContain("ov-data-list__cell--title");
    expect(cells.map((cell) => cell.className.split(" ")[1])).toEqual([
      "ov-data-list__cell--fact",
      "ov-data-list__cell--fact",
      "ov-data-list__cell--primary",
      "ov-data-list__cell--status",
      "ov-data-list__cell--actions",
    ]);
    expect(cells.map((cell) => cell.dataset.label ?? null)).toEqual(["Date", "Address", "Amount", null, null]);
    expect(cells[1]?.title).toBe("Carrer Major, 1");
    // A fact's content is one item beside the card's label, whatever nodes it holds.
    expect([...(cells[0]?.children ?? [])].map((child) => child.className)).toEqual(["ov-data-list__value"]);
    expect(cells[2]?.className).toContain("ov-data-list__cell--end");
  });

  it("renders again only the row whose state changed", () => {
    const cell = vi.fn();
    const stable = columns(cell);
    const states = new Map<string, string>();
    const { rerender } = renderWithI18n(
      <DataList caption="Invoices" columns={stable} rows={rows} rowKey={(row) => row.number} rowState={(row) => states.get(row.number)} />,
    );
    expect(cell.mock.calls).toEqual([["F1"], ["F2"]]);
    states.set("F2", "Paying F2");
    rerender(
      <DataList caption="Invoices" columns={stable} rows={rows} rowKey={(row) => row.number} rowState={(row) => states.get(row.number)} />,
    );
    screen.getByRole("button", { name: "Paying F2" });
    expect(cell.mock.calls).toEqual([["F1"], ["F2"], ["F2"]]);
  });
});

interface Invoice {
  id: string;
  amount: number;
}

const sortable: DataListColumn<Invoice>[] = [
  { id: "id", header: "Invoice", role: "title", cell: (row) => row.id, sortable: true, sortValue: (row) => row.id },
  {
    id: "amount",
    header: "Amount",
    role: "primary",
    cell: (row) => `${row.amount} €`,
    align: "end",
    sortable: true,
    sortValue: (row) => row.amount,
  },
];
const invoices: Invoice[] = [
  { id: "F-2", amount: 30 },
  { id: "F-10", amount: 5 },
  { id: "F-1", amount: 12 },
];

const firstColumn = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("DataList sorting, empty state and a table at every width", () => {
  it("sorts from header buttons with aria-sort, text in the language's order and numbers as numbers", async () => {
    const onSortChange = vi.fn();
    renderWithI18n(<DataList caption="Invoices" columns={sortable} rows={invoices} rowKey={(r) => r.id} onSortChange={onSortChange} />);
    screen.getByRole("table", { name: "Invoices" });
    const header = screen.getByRole("columnheader", { name: "Invoice" });
    expect(header.getAttribute("aria-sort")).toBe("none");
    await userEvent.click(within(header).getByRole("button", { name: "Invoice" }));
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(firstColumn()).toEqual(["F-1", "F-2", "F-10"]);
    await userEvent.click(within(header).getByRole("button", { name: "Invoice" }));
    expect(header.getAttribute("aria-sort")).toBe("descending");
    expect(firstColumn()).toEqual(["F-10", "F-2", "F-1"]);
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "id", direction: "descending" });
    await userEvent.click(screen.getByRole("button", { name: "Amount" }));
    expect(firstColumn()).toEqual(["F-10", "F-1", "F-2"]);
    expect(header.getAttribute("aria-sort")).toBe("none");
    // The cards keep the sort buttons as a bar: the list says it has them.
    expect(screen.getByRole("table").className).toContain("ov-data-list__table--sortable");
  });

  it("leaves the order to the caller when sorting is controlled without sortValue", async () => {
    const onSortChange = vi.fn();
    const serverColumns = sortable.map(({ sortValue: _sortValue, ...rest }) => rest);
    renderWithI18n(
      <DataList
        caption="Invoices"
        columns={serverColumns}
        rows={invoices}
        rowKey={(r) => r.id}
        sort={{ column: "amount", direction: "descending" }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Amount" }).getAttribute("aria-sort")).toBe("descending");
    await userEvent.click(screen.getByRole("button", { name: "Amount" }));
    expect(onSortChange).toHaveBeenCalledWith({ column: "amount", direction: "ascending" });
    expect(firstColumn()).toEqual(["F-2", "F-10", "F-1"]);
  });

  it("shows an empty state", () => {
    renderWithI18n(<DataList caption="Invoices" columns={sortable} rows={[]} rowKey={(r) => r.id} />);
    expect(screen.getByRole("cell").textContent).toBe("No results");
    renderWithI18n(
      <DataList caption="Other" columns={sortable} rows={[]} rowKey={(r) => r.id} emptyState={<span>No invoices yet</span>} />,
    );
    screen.getByText("No invoices yet");
  });

  it("stays a table at every width in a focusable region named by its shown caption, with group headings and a total", () => {
    const matrix: DataListColumn<Invoice>[] = sortable.map(({ sortable: _sortable, sortValue: _sortValue, ...rest }) => rest);
    renderWithI18n(
      <DataList
        caption="Breakdown"
        captionShown
        tableFrom="always"
        columns={matrix}
        rows={invoices}
        rowKey={(r) => r.id}
        groupOf={(row) => (row.id === "F-1" ? "Refunds" : "Invoices")}
        footer={{ header: "Total", value: "47 €" }}
      />,
    );
    const region = screen.getByRole("region", { name: "Breakdown" });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole("table", { name: "Breakdown" });
    expect(table.querySelector("caption")?.className).toBe("ov-data-list__caption");
    // Two group headings, each before its first row; the cells carry their alignment, no role for a card.
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["InvoiceAmount", "Invoices", "F-230 €", "F-105 €", "Refunds", "F-112 €", "Total47 €"]);
    expect(within(table).getByRole("columnheader", { name: "Refunds" }).getAttribute("scope")).toBe("colgroup");
    expect(within(table).getByRole("rowheader", { name: "Total" }).getAttribute("colspan")).toBe("1");
    expect(
      within(table)
        .getAllByRole("cell")
        .map((cell) => cell.className),
    ).toEqual(Array(4).fill("ov-data-list__cell--end"));
  });
});
