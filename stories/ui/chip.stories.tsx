import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { Chip } from "../../src/ui/chip";

const meta = {
  title: "UI/Chip",
  component: Chip,
  args: { children: "Paid" },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Statuses: Story = {
  render: () => (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Chip tone="success">Paid</Chip>
      <Chip tone="warning">Pending</Chip>
      <Chip tone="error">Returned</Chip>
      <Chip tone="info">In progress</Chip>
      <Chip tone="neutral">Cancelled</Chip>
    </div>
  ),
};

function ToggleDemo() {
  const [filters, setFilters] = useState<Record<string, boolean>>({ paid: true, pending: false, returned: false });
  const toggle = (key: string) => (pressed: boolean) => setFilters((current) => ({ ...current, [key]: pressed }));
  return (
    <div role="group" aria-label="Invoice status" style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      <Chip variant="toggle" pressed={Boolean(filters.paid)} onPressedChange={toggle("paid")}>
        Paid
      </Chip>
      <Chip variant="toggle" tone="warning" pressed={Boolean(filters.pending)} onPressedChange={toggle("pending")}>
        Pending
      </Chip>
      <Chip variant="toggle" tone="error" pressed={Boolean(filters.returned)} onPressedChange={toggle("returned")}>
        Returned
      </Chip>
    </div>
  );
}

/** Filter chips: buttons with aria-pressed. */
export const Toggle: Story = { render: () => <ToggleDemo /> };

function DeleteDemo() {
  const [filters, setFilters] = useState(["2025", "Electricity", "Pending"]);
  return (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      {filters.map((filter) => (
        <Chip key={filter} variant="delete" tone="info" onDelete={() => setFilters((current) => current.filter((f) => f !== filter))}>
          {filter}
        </Chip>
      ))}
    </div>
  );
}

/** Applied filters, each with its own "Remove …" button. */
export const Delete: Story = { render: () => <DeleteDemo /> };
