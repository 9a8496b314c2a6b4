import type { Meta, StoryObj } from "@storybook/react-vite";
import { Chip } from "../../src/ui/chip";
import { Table, type TableColumn, type TableProps } from "../../src/ui/table";

interface InvoiceRow {
  number: string;
  date: string;
  amount: number;
  status: "paid" | "pending" | "returned";
}

const rows: InvoiceRow[] = [
  { number: "FE2600123", date: "2026-03-01", amount: 64.12, status: "paid" },
  { number: "FE2600087", date: "2026-02-01", amount: 71.9, status: "pending" },
  { number: "FE2600041", date: "2026-01-01", amount: 88.45, status: "returned" },
  { number: "FE2500990", date: "2025-12-01", amount: 79.3, status: "paid" },
];

const money = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR" });
const statusChip = { paid: <Chip tone="success">Paid</Chip>, pending: <Chip tone="warning">Pending</Chip>, returned: <Chip tone="error">Returned</Chip> };

const columns: TableColumn<InvoiceRow>[] = [
  { id: "number", header: "Invoice", cell: (row) => row.number, rowHeader: true, sortable: true, sortValue: (row) => row.number },
  { id: "date", header: "Date", cell: (row) => row.date.split("-").reverse().join("/"), sortable: true, sortValue: (row) => row.date },
  { id: "amount", header: "Amount", cell: (row) => money.format(row.amount), align: "end", sortable: true, sortValue: (row) => row.amount },
  { id: "status", header: "Status", cell: (row) => statusChip[row.status] },
];

function InvoiceTable(props: Partial<TableProps<InvoiceRow>>) {
  return <Table caption="Invoices" columns={columns} rows={rows} getRowKey={(row) => row.number} {...props} />;
}

const meta = {
  title: "UI/Table",
  component: InvoiceTable,
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sortable headers are buttons; the sorted column's th carries aria-sort. */
export const Sortable: Story = { args: { defaultSort: { column: "date", direction: "descending" } } };
export const HiddenCaption: Story = { args: { captionHidden: true } };
export const Empty: Story = { args: { rows: [] } };
export const CustomEmptyState: Story = { args: { rows: [], emptyState: "You have no invoices yet." } };
