import { screen, within } from "@testing-library/react";
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
