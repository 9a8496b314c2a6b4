import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Table, type TableColumn } from "./table";
import { renderWithI18n } from "./test-i18n";

interface Invoice {
  id: string;
  amount: number;
}

const columns: TableColumn<Invoice>[] = [
  { id: "id", header: "Invoice", cell: (row) => row.id, rowHeader: true, sortable: true, sortValue: (row) => row.id },
  { id: "amount", header: "Amount", cell: (row) => `${row.amount} €`, align: "end", sortable: true, sortValue: (row) => row.amount },
];
const rows: Invoice[] = [
  { id: "F-2", amount: 30 },
  { id: "F-10", amount: 5 },
  { id: "F-1", amount: 12 },
];

const firstColumn = () =>
  within(screen.getByRole("table"))
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);

describe("Table", () => {
  it("has a caption and sorts from header buttons with aria-sort", async () => {
    const onSortChange = vi.fn();
    renderWithI18n(<Table caption="Invoices" columns={columns} rows={rows} getRowKey={(r) => r.id} onSortChange={onSortChange} />);
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
  });

  it("leaves the order to the caller when sorting is controlled without sortValue", async () => {
    const onSortChange = vi.fn();
    const serverColumns = columns.map(({ sortValue: _sortValue, ...rest }) => rest);
    renderWithI18n(
      <Table
        caption="Invoices"
        columns={serverColumns}
        rows={rows}
        getRowKey={(r) => r.id}
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
    renderWithI18n(<Table caption="Invoices" columns={columns} rows={[]} getRowKey={(r) => r.id} />);
    expect(screen.getByRole("cell").textContent).toBe("No results");
    renderWithI18n(<Table caption="Other" columns={columns} rows={[]} getRowKey={(r) => r.id} emptyState={<span>No invoices yet</span>} />);
    screen.getByText("No invoices yet");
  });
});
