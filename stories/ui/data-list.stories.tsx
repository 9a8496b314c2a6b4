import type { Meta, StoryObj } from "@storybook/react-vite";
import { CreditCard, FileText, EllipsisVertical } from "lucide-react";
import { buttonLook } from "../../src/ui/button-look";
import { Chip } from "../../src/ui/chip";
import { DataList, type DataListColumn, type DataListProps } from "../../src/ui/data-list";
import { MenuButton } from "../../src/ui/menu-button";

interface InvoiceRow {
  number: string;
  date: string;
  address: string | null;
  amount: string;
  status: "paid" | "unpaid";
}

const rows: InvoiceRow[] = [
  {
    number: "FE2600123",
    date: "01/03/2026",
    address: "Carrer de Provença, 214 3r 2a, 08013 Barcelona",
    amount: "64,12 €",
    status: "unpaid",
  },
  {
    number: "FE2600087",
    date: "01/02/2026",
    address: "Avinguda de Catalunya, 37, 08172 Sant Cugat del Vallès",
    amount: "71,90 €",
    status: "paid",
  },
  { number: "FE2600041", date: "01/01/2026", address: null, amount: "88,45 €", status: "paid" },
];

const columns: DataListColumn<InvoiceRow>[] = [
  {
    id: "number",
    header: "Invoice",
    role: "title",
    width: "8rem",
    cell: (row) => row.number,
    sortable: true,
    sortValue: (row) => row.number,
  },
  {
    id: "date",
    header: "Date",
    role: "fact",
    width: "7rem",
    cell: (row) => row.date,
    sortable: true,
    // DD/MM/YYYY compared as YYYYMMDD.
    sortValue: (row) => row.date.split("/").reverse().join(""),
  },
  {
    id: "address",
    header: "Address",
    role: "fact",
    width: "minmax(8rem, 1fr)",
    cell: (row) => row.address,
    fullText: (row) => row.address ?? undefined,
  },
  { id: "amount", header: "Amount", role: "primary", align: "end", width: "7rem", cell: (row) => row.amount },
  {
    id: "status",
    header: "Status",
    role: "status",
    width: "7rem",
    cell: (row) => (row.status === "paid" ? <Chip tone="success">Paid</Chip> : <Chip tone="error">Unpaid</Chip>),
  },
  {
    id: "actions",
    header: "Actions",
    role: "actions",
    width: "11rem",
    cell: (row) => (
      <>
        {row.status === "unpaid" && (
          <button
            type="button"
            aria-label={`Pay: invoice ${row.number}`}
            {...buttonLook({ size: "small", label: "Pay", icon: CreditCard })}
          />
        )}
        <MenuButton
          label="More actions"
          ariaLabel={`More actions: invoice ${row.number}`}
          icon={EllipsisVertical}
          iconOnly
          items={[{ id: "pdf", label: "PDF", icon: FileText, onSelect: () => {} }]}
        />
      </>
    ),
  },
];

function Invoices({ width, ...props }: Partial<DataListProps<InvoiceRow>> & { width: number }) {
  return (
    <div style={{ width, maxWidth: "100%", resize: "horizontal", overflow: "auto" }}>
      <DataList caption="Invoices" columns={columns} rows={rows} rowKey={(row) => row.number} {...props} />
    </div>
  );
}

const meta = {
  title: "UI/DataList",
  component: Invoices,
  args: { width: 900 },
} satisfies Meta<typeof Invoices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide container: a table, each row at most two lines high (drag the corner to narrow it into cards); Invoice and Date sort. */
export const Table: Story = {};
/** Narrow container (a phone): the same table drawn as cards by a container query, the sort buttons as a bar above them. */
export const Cards: Story = { args: { width: 360 } };
/** Sorted from the start: the sorted column's header carries aria-sort. */
export const Sorted: Story = { args: { defaultSort: { column: "date", direction: "ascending" } } };
export const Empty: Story = { args: { rows: [] } };
export const CustomEmptyState: Story = { args: { rows: [], emptyState: "You have no invoices yet." } };

interface ConsumptionRow {
  month: string;
  period: string;
  active: string;
  exported: string;
  reactive: string;
}

const matrixRows: ConsumptionRow[] = [
  { month: "01/2026", period: "P1", active: "112,400 kWh", exported: "0,000 kWh", reactive: "3,100 kVArh" },
  { month: "01/2026", period: "P2", active: "98,150 kWh", exported: "12,020 kWh", reactive: "2,410 kVArh" },
  { month: "02/2026", period: "P1", active: "104,870 kWh", exported: "0,000 kWh", reactive: "2,980 kVArh" },
];

const matrixColumns: DataListColumn<ConsumptionRow>[] = [
  { id: "period", header: "Period", role: "title", cell: (row) => row.period },
  { id: "active", header: "Active energy", role: "fact", align: "end", cell: (row) => row.active },
  { id: "exported", header: "Exported energy", role: "fact", align: "end", cell: (row) => row.exported },
  { id: "reactive", header: "Reactive energy", role: "fact", align: "end", cell: (row) => row.reactive },
];

/**
 * A numeric matrix stays a table at every width (`tableFrom="always"`): at 360 px it scrolls sideways in a
 * region named by its caption that takes the keyboard's focus; a heading per month and a total row.
 */
export const AlwaysTable: Story = {
  render: () => <Consumption />,
};

function Consumption() {
  return (
    <div style={{ width: 360, maxWidth: "100%", resize: "horizontal", overflow: "auto" }}>
      <DataList
        caption="Consumption by month and period"
        captionShown
        tableFrom="always"
        columns={matrixColumns}
        rows={matrixRows}
        rowKey={(row) => `${row.month}-${row.period}`}
        groupOf={(row) => row.month}
        footer={{ header: "Active energy, total", value: "315,420 kWh" }}
      />
    </div>
  );
}
